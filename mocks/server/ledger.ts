// Every change of points happens here, each guarded so it can happen only once: a trade
// credits when it becomes paid, a resource refunds at most once.
import { mockConfig } from './config';
import { mockState, now, type AccountRec, type ResourceRec, type TradeRec } from './state';

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
    const account = mockState().accounts.get(trade.accountId);
    if (account) account.points += trade.points;
    trade.credited = true;
  }
  return trade;
}

export function charge(account: AccountRec, cost: number): boolean {
  if (account.points < cost) return false;
  account.points -= cost;
  return true;
}

export function refund(resource: ResourceRec): void {
  if (resource.refunded) return;
  const account = mockState().accounts.get(resource.accountId);
  if (account) account.points += resource.cost;
  resource.refunded = true;
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
    refund(rec);
    interrupted.push(rec);
  }
  return interrupted;
}
