// Results (resources): one row per result of a run, pending until made, then done, failed or
// revoked. A finishing result changes only while it is pending (a revoke or a delete that came
// first wins), by an UPDATE that says so.
import type { ResourceStatus } from '../../src/rules/wire/types';
import type { ToolId } from '../../src/rules/catalog';
import type { Sql } from './database';
import { resourceRow, rowsOf, type ResourceRec } from './rows';

const all = (rows: readonly unknown[]) => rowsOf(resourceRow, 'resources', rows);

export async function addResource(sql: Sql, rec: ResourceRec): Promise<void> {
  await sql.query(
    `INSERT INTO resources (res_id, task_id, account_id, typ, kind, style, status, result_label, source_key, cost, created_at,
       settings, seq, refunded, result_key, progress, seed)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
    [
      rec.resId,
      rec.taskId,
      rec.accountId,
      rec.typ,
      rec.kind,
      rec.style,
      rec.status,
      rec.resultLabel,
      rec.sourceKey,
      rec.cost,
      rec.createdAt,
      JSON.stringify(rec.settings),
      rec.seq,
      rec.refunded,
      rec.resultKey ?? null,
      rec.progress ?? null,
      rec.seed ?? null,
    ],
  );
}

export async function resourceById(sql: Sql, resId: string): Promise<ResourceRec | undefined> {
  return all((await sql.query('SELECT * FROM resources WHERE res_id = $1', [resId])).rows)[0];
}

/** The caller's own result, or undefined (another account's is as if it did not exist). */
export async function ownResource(sql: Sql, accountId: string, resId: string): Promise<ResourceRec | undefined> {
  const rec = await resourceById(sql, resId);
  return rec?.accountId === accountId ? rec : undefined;
}

/** A page of the account's results (of one tool when given), newest first, and how many there are. */
export async function resourcePage(
  sql: Sql,
  accountId: string,
  typ: ToolId | undefined,
  page: number,
  num: number,
): Promise<{ list: ResourceRec[]; total: number }> {
  const where = typ === undefined ? 'account_id = $1' : 'account_id = $1 AND typ = $2';
  const params = typ === undefined ? [accountId] : [accountId, typ];
  // The page's bounds are parameters like every other value (numbered after the filter's).
  const limit = `$${params.length + 1}`;
  const offset = `$${params.length + 2}`;
  const { rows } = await sql.query(
    `SELECT * FROM resources WHERE ${where} ORDER BY created_at DESC, seq DESC LIMIT ${limit} OFFSET ${offset}`,
    [...params, num, (page - 1) * num],
  );
  const counted = await sql.query<{ n: string | number }>(`SELECT count(*) AS n FROM resources WHERE ${where}`, params);
  return { list: all(rows), total: Number(counted.rows[0].n) };
}

/** Runs of the account still going: tasks with a result still pending. */
export async function runsGoing(sql: Sql, accountId: string): Promise<number> {
  const { rows } = await sql.query<{ n: string | number }>(
    "SELECT count(DISTINCT task_id) AS n FROM resources WHERE account_id = $1 AND status = 'pending'",
    [accountId],
  );
  return Number(rows[0].n);
}

/** The account's HD results (settings.hdOf set), for the "already being made" check. */
export async function hdResults(sql: Sql, accountId: string): Promise<ResourceRec[]> {
  return all((await sql.query("SELECT * FROM resources WHERE account_id = $1 AND settings ? 'hdOf'", [accountId])).rows);
}

/** Every result still pending (a restart fails them). */
export async function pendingResources(sql: Sql): Promise<ResourceRec[]> {
  return all((await sql.query("SELECT * FROM resources WHERE status = 'pending' ORDER BY seq")).rows);
}

/** Every result, in the order they were made (tests; the restart's media check). */
export async function allResources(sql: Sql): Promise<ResourceRec[]> {
  return all((await sql.query('SELECT * FROM resources ORDER BY seq')).rows);
}

/** Removes the result; answers whether another result still shares its photo. */
export async function deleteResource(sql: Sql, rec: ResourceRec): Promise<{ photoShared: boolean }> {
  await sql.query('DELETE FROM resources WHERE res_id = $1', [rec.resId]);
  const { rows } = await sql.query('SELECT 1 FROM resources WHERE source_key = $1 LIMIT 1', [rec.sourceKey]);
  return { photoShared: rows.length > 0 };
}

/** Sets a pending result's status (done, failed, revoked…); false when it was not pending. */
export async function settlePending(
  sql: Sql,
  resId: string,
  status: ResourceStatus,
  extra: { resultKey?: string; progress?: number; engineNote?: string } = {},
): Promise<boolean> {
  const { rows } = await sql.query(
    `UPDATE resources SET status = $2,
       result_key = coalesce($3, result_key),
       progress = coalesce($4, progress),
       settings = CASE WHEN $5::text IS NULL THEN settings ELSE jsonb_set(settings, '{engine}', to_jsonb($5::text)) END
     WHERE res_id = $1 AND status = 'pending' RETURNING res_id`,
    [resId, status, extra.resultKey ?? null, extra.progress ?? null, extra.engineNote ?? null],
  );
  return rows.length === 1;
}

/** Revokes the result whatever its status; its media key goes (a revoked result answers no URL). */
export async function markRevoked(sql: Sql, resId: string): Promise<void> {
  await sql.query("UPDATE resources SET status = 'revoked', result_key = NULL WHERE res_id = $1", [resId]);
}

/** A pending result's progress, only forward, at most 99 until it is done. */
export async function advanceProgress(sql: Sql, resId: string, percent: number): Promise<void> {
  await sql.query("UPDATE resources SET progress = $2 WHERE res_id = $1 AND status = 'pending' AND coalesce(progress, 0) < $2", [
    resId,
    Math.min(99, Math.round(percent)),
  ]);
}

/** Marks it refunded: the record, when this call is the one that did it. */
export async function markRefunded(sql: Sql, resId: string): Promise<ResourceRec | undefined> {
  return all(
    (await sql.query('UPDATE resources SET refunded = true WHERE res_id = $1 AND NOT refunded RETURNING *', [resId])).rows,
  )[0];
}
