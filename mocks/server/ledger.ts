// Every change of points happens here, each in the caller's transaction with its ledger line
// (the signed amount, the balance after, what it was for), so an account's history always adds
// up to its balance. Each is guarded by the database, not by a flag read first: a charge is an
// UPDATE that only a balance large enough passes, a trade is credited and a result refunded by
// an UPDATE that only the first call passes (and a unique index on their ledger lines).
import type { RefundReason } from '../../src/rules/wire/types';
import type { Sql } from '../db/database';
import { appendLedger } from '../db/ledger';
import { goodsById } from '../db/goods';
import { markRefunded, pendingResources, settlePending } from '../db/resources';
import type { ResourceRec, TradeRec } from '../db/rows';
import { closeTradeIfBefore, creditTrade, markTradePaid, tradeOf } from '../db/trades';
import { mockConfig } from './config';
import { now } from './state';

/** Adds (or with a negative amount takes) points; answers the balance after, or undefined when it would go below zero. */
async function changePoints(sql: Sql, accountId: string, amount: number): Promise<number | undefined> {
  const { rows } = await sql.query<{ points: number }>(
    'UPDATE accounts SET points = points + $1 WHERE id = $2 AND points + $1 >= 0 RETURNING points',
    [amount, accountId],
  );
  return rows[0]?.points;
}

/** An unpaid trade past its lifetime is closed (and can no longer be paid); answers it as it is now. */
export async function closeIfStale(sql: Sql, tradeNo: string): Promise<TradeRec | undefined> {
  await closeTradeIfBefore(sql, tradeNo, now() - mockConfig().tradeTtlS * 1000);
  return tradeOf(sql, tradeNo);
}

/** Marks the trade paid and credits its points, exactly once however often (or at once) it is called. */
export async function payTrade(sql: Sql, tradeNo: string): Promise<TradeRec | undefined> {
  await closeIfStale(sql, tradeNo);
  await markTradePaid(sql, tradeNo);
  const credited = await creditTrade(sql, tradeNo);
  if (credited) {
    const balance = await changePoints(sql, credited.accountId, credited.points);
    if (balance !== undefined) {
      const goods = await goodsById(sql, credited.goodsId);
      await appendLedger(
        sql,
        { accountId: credited.accountId, kind: 'buy', amount: credited.points, balance, at: now() },
        { tradeNo, goodsId: credited.goodsId, goodsName: goods?.name ?? credited.goodsId, price: credited.amount },
      );
    }
  }
  return tradeOf(sql, tradeNo);
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

/** Takes a run's whole cost: the balance after, or undefined (nothing taken) when it is short. */
export async function charge(sql: Sql, accountId: string, cost: number, run: RunCharge): Promise<number | undefined> {
  const balance = await changePoints(sql, accountId, -cost);
  if (balance === undefined) return undefined;
  await appendLedger(sql, { accountId, kind: 'charge', amount: -cost, balance, at: now() }, { ...run, styles: [...run.styles] });
  return balance;
}

/** Gives a result's points back, once: it failed, or it was withdrawn while pending. */
export async function refund(sql: Sql, resId: string, reason: RefundReason): Promise<void> {
  const rec = await markRefunded(sql, resId);
  if (!rec) return;
  const balance = await changePoints(sql, rec.accountId, rec.cost);
  if (balance === undefined) return;
  await appendLedger(
    sql,
    { accountId: rec.accountId, kind: 'refund', amount: rec.cost, balance, at: now() },
    { tool: rec.typ, styles: [rec.style], taskId: rec.taskId, resId: rec.resId, reason },
  );
}

/** A pending result fails and its points come back (in one transaction: the caller's). */
export async function failResult(sql: Sql, resId: string): Promise<boolean> {
  if (!(await settlePending(sql, resId, 'failed'))) return false;
  await refund(sql, resId, 'failed');
  return true;
}

/**
 * After a restart nothing is making the results left pending before it: each becomes failed
 * and its points come back. refund() pays once, so a second restart gives nothing more.
 */
export async function failInterrupted(sql: Sql): Promise<ResourceRec[]> {
  const interrupted = await pendingResources(sql);
  for (const rec of interrupted) await failResult(sql, rec.resId);
  return interrupted;
}
