// Accounts: found by id or by the WeChat identity they were created from; their points change
// only in server/ledger.ts, each change with its ledger line in the same transaction.
import { NEW_ACCOUNT_POINTS } from '../../src/rules/account';
import type { Sql } from './database';
import { appendLedger } from './ledger';
import { accountRow, rowsOf, type AccountRec } from './rows';

export async function accountById(sql: Sql, id: string): Promise<AccountRec | undefined> {
  return rowsOf(accountRow, 'accounts', (await sql.query('SELECT * FROM accounts WHERE id = $1', [id])).rows)[0];
}

/** Holds the account's row until the transaction ends: its runs are made one after another. */
export async function lockAccount(sql: Sql, id: string): Promise<void> {
  await sql.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [id]);
}

/** Every account, in the order they were created (tests, the restart's checks). */
export async function allAccounts(sql: Sql): Promise<AccountRec[]> {
  return rowsOf(accountRow, 'accounts', (await sql.query('SELECT * FROM accounts ORDER BY phone')).rows);
}

/** The account of a WeChat identity, created on first sight with its welcome points (and their line). */
export async function accountForOpenid(sql: Sql, openid: string, id: string, at: number): Promise<AccountRec> {
  const found = rowsOf(accountRow, 'accounts', (await sql.query('SELECT * FROM accounts WHERE openid = $1', [openid])).rows)[0];
  if (found) return found;
  const counted = await sql.query<{ n: string | number }>('SELECT count(*) AS n FROM accounts');
  const phone = `139${String(counted.rows[0].n).padStart(8, '0')}`;
  // Two first sights at once: the second insert finds the first one's row.
  const { rows } = await sql.query(
    `INSERT INTO accounts (id, openid, phone, points, type, expire_date) VALUES ($1, $2, $3, $4, 0, '')
     ON CONFLICT (openid) DO NOTHING RETURNING *`,
    [id, openid, phone, NEW_ACCOUNT_POINTS],
  );
  const created = rowsOf(accountRow, 'accounts', rows)[0];
  if (!created) return accountForOpenid(sql, openid, id, at);
  await appendLedger(sql, { accountId: created.id, kind: 'welcome', amount: created.points, balance: created.points, at });
  return created;
}
