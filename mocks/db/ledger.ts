// The ledger's lines: written in the transaction that changed the balance (server/ledger.ts),
// read by the history. A line keeps the balance right after its change.
import type { HistoryKind } from '../../src/rules/wire/types';
import type { Sql } from './database';
import { ledgerRow, rowsOf, type LedgerDetails, type LedgerRec } from './rows';

/** The next number of the order of things within one millisecond. */
export async function nextSeq(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ seq: string | number }>("SELECT nextval('seq') AS seq");
  return Number(rows[0].seq);
}

/** Writes down a change of the account's points just made: `balance` is the one after it. */
export async function appendLedger(
  sql: Sql,
  change: { accountId: string; kind: HistoryKind; amount: number; balance: number; at: number },
  details: LedgerDetails = {},
): Promise<LedgerRec> {
  const seq = await nextSeq(sql);
  const { rows } = await sql.query(
    `INSERT INTO ledger (id, account_id, kind, amount, balance, at, seq, tool, styles, count, task_id, res_id, reason,
       hd_of, variations_of, trade_no, goods_id, goods_name, price)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) RETURNING *`,
    [
      `e${seq}`,
      change.accountId,
      change.kind,
      change.amount,
      change.balance,
      change.at,
      seq,
      details.tool ?? null,
      details.styles === undefined ? null : JSON.stringify(details.styles),
      details.count ?? null,
      details.taskId ?? null,
      details.resId ?? null,
      details.reason ?? null,
      details.hdOf ?? null,
      details.variationsOf ?? null,
      details.tradeNo ?? null,
      details.goodsId ?? null,
      details.goodsName ?? null,
      details.price ?? null,
    ],
  );
  return rowsOf(ledgerRow, 'ledger', rows)[0];
}

/** A page of the account's lines, newest first, and how many it has. */
export async function ledgerPage(
  sql: Sql,
  accountId: string,
  page: number,
  num: number,
): Promise<{ list: LedgerRec[]; total: number }> {
  const { rows } = await sql.query('SELECT * FROM ledger WHERE account_id = $1 ORDER BY seq DESC LIMIT $2 OFFSET $3', [
    accountId,
    num,
    (page - 1) * num,
  ]);
  const counted = await sql.query<{ total: string | number }>('SELECT count(*) AS total FROM ledger WHERE account_id = $1', [
    accountId,
  ]);
  return { list: rowsOf(ledgerRow, 'ledger', rows), total: Number(counted.rows[0].total) };
}

/** Every line of every account, in order (tests and the restart's checks). */
export async function allLedger(sql: Sql): Promise<LedgerRec[]> {
  return rowsOf(ledgerRow, 'ledger', (await sql.query('SELECT * FROM ledger ORDER BY seq')).rows);
}
