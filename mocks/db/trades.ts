// Trades: a buy's order, pending until paid (or closed when stale); credited once
// (server/ledger.ts payTrade, in one transaction with its points and its ledger line).
import type { Sql } from './database';
import { rowsOf, tradeRow, type TradeRec } from './rows';

export async function addTrade(sql: Sql, rec: TradeRec): Promise<void> {
  await sql.query(
    'INSERT INTO trades (trade_no, account_id, goods_id, amount, points, status, created_at, credited) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [rec.tradeNo, rec.accountId, rec.goodsId, rec.amount, rec.points, rec.status, rec.createdAt, rec.credited],
  );
}

export async function tradeOf(sql: Sql, tradeNo: string): Promise<TradeRec | undefined> {
  return rowsOf(tradeRow, 'trades', (await sql.query('SELECT * FROM trades WHERE trade_no = $1', [tradeNo])).rows)[0];
}

export async function tradeCount(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ n: string | number }>('SELECT count(*) AS n FROM trades');
  return Number(rows[0].n);
}

/** Closes the trade when it is still pending and was made before `before`; answers it as it is now. */
export async function closeTradeIfBefore(sql: Sql, tradeNo: string, before: number): Promise<void> {
  await sql.query("UPDATE trades SET status = 'closed' WHERE trade_no = $1 AND status = 'pending' AND created_at < $2", [
    tradeNo,
    before,
  ]);
}

/** Marks a pending trade paid. */
export async function markTradePaid(sql: Sql, tradeNo: string): Promise<void> {
  await sql.query("UPDATE trades SET status = 'paid' WHERE trade_no = $1 AND status = 'pending'", [tradeNo]);
}

/** Marks a paid trade credited: the trade, when this call is the one that did it. */
export async function creditTrade(sql: Sql, tradeNo: string): Promise<TradeRec | undefined> {
  const { rows } = await sql.query(
    "UPDATE trades SET credited = true WHERE trade_no = $1 AND status = 'paid' AND NOT credited RETURNING *",
    [tradeNo],
  );
  return rowsOf(tradeRow, 'trades', rows)[0];
}
