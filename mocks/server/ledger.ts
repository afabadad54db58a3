// Every change of points happens here, each guarded so it can happen only once: a trade
// credits when it becomes paid, a resource refunds at most once. Each change writes its line
// in the ledger (state.ts appendLedger: the signed amount, the balance after, what it was
// for), so an account's history always adds up to its balance.
import type { RefundReason } from '../../src/rules/wire/types';
import { mockConfig } from './config';
import { appendLedger, mockState, now, type AccountRec, type ResourceRec, type TradeRec } from './state';

/** An unpaid trade past its lifetime is closed (and can no longer be paid). */
export function closeIfStale(trade: TradeRec): TradeRec {
  if (trade.status === 'pending' && now() - trade.createdAt > mockConfig().tradeTtlS * 1000) trade.status = 'closed';
  return trade;
}

/** Marks the trade paid and credits its points, exactly once however often it is called. */
export function payTrade(trade: TradeRec): TradeRec {
  closeIfStale(trade);
  if (trade.status === 'pending') trade.status = 'paid';
  if (trade.status === 'paid' && !trade.credited) {
    const state = mockState();
    const account = state.accounts.get(trade.accountId);
    if (account) {
      account.points += trade.points;
      const goods = state.goods.find((g) => g.id === trade.goodsId);
      appendLedger(account, 'buy', trade.points, {
        tradeNo: trade.tradeNo,
        goodsId: trade.goodsId,
        goodsName: goods?.name ?? trade.goodsId,
        price: trade.amount,
      });
    }
    trade.credited = true;
  }
  return trade;
}

/** What a run's charge paid for. */
export interface RunCharge {
  tool: ResourceRec['typ'];
  styles: string[];
  count: number;
  taskId: string;
  /** An HD result's charge: the result it makes bigger. */
  hdOf?: string;
  /** A charge for variations: the result they are variations of. */
  variationsOf?: string;
}

/** Takes a run's whole cost, or nothing when the balance is short. */
export function charge(account: AccountRec, cost: number, run: RunCharge): boolean {
  if (account.points < cost) return false;
  account.points -= cost;
  appendLedger(account, 'charge', -cost, { ...run, styles: [...run.styles] });
  return true;
}

/** Gives a result's points back, once: it failed, or it was withdrawn while pending. */
export function refund(resource: ResourceRec, reason: RefundReason): void {
  if (resource.refunded) return;
  const account = mockState().accounts.get(resource.accountId);
  if (account) {
    account.points += resource.cost;
    appendLedger(account, 'refund', resource.cost, {
      tool: resource.typ,
      styles: [resource.style],
      taskId: resource.taskId,
      resId: resource.resId,
      reason,
    });
  }
  resource.refunded = true;
}

/**
 * A world saved before the ledger existed has balances no history explains: each account
 * without a single line gets one 'opening' line for its balance, so its history adds up.
 * Answers how many were opened.
 */
export function openMissingBalances(): number {
  const state = mockState();
  const written = new Set([...state.ledger.values()].map((entry) => entry.accountId));
  let opened = 0;
  for (const account of state.accounts.values()) {
    if (written.has(account.id) || account.points === 0) continue;
    appendLedger(account, 'opening', account.points);
    opened += 1;
  }
  return opened;
}

/**
 * After a restart nothing is making the results left pending before it: each becomes failed
 * and its points come back. refund() pays once, so a second restart gives nothing more.
 */
export function failInterrupted(): ResourceRec[] {
  const interrupted: ResourceRec[] = [];
  for (const rec of mockState().resources.values()) {
    if (rec.status !== 'pending') continue;
    rec.status = 'failed';
    refund(rec, 'failed');
    interrupted.push(rec);
  }
  return interrupted;
}
