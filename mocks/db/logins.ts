// Sign-in and its tokens: a login request (the QR page's), the code WeChat hands back, the
// session a code is exchanged for, and the single-use token a task is made with. A code and
// a task token are used by an UPDATE that only an unused one passes: used once, whatever races.
import type { Sql } from './database';
import {
  codeRow,
  loginRequestRow,
  rowsOf,
  sessionRow,
  taskTokenRow,
  type CodeRec,
  type LoginRequestRec,
  type SessionRec,
  type TaskTokenRec,
} from './rows';

export async function addLoginRequest(sql: Sql, rec: LoginRequestRec): Promise<void> {
  await sql.query('INSERT INTO login_requests (sid, state, redirect_uri, created_at) VALUES ($1, $2, $3, $4)', [
    rec.sid,
    rec.state,
    rec.redirectUri,
    rec.createdAt,
  ]);
}

export async function loginRequest(sql: Sql, sid: string): Promise<LoginRequestRec | undefined> {
  return rowsOf(
    loginRequestRow,
    'login_requests',
    (await sql.query('SELECT * FROM login_requests WHERE sid = $1', [sid])).rows,
  )[0];
}

export async function addCode(sql: Sql, rec: CodeRec): Promise<void> {
  await sql.query('INSERT INTO codes (code, state, account_id, expires_at, used) VALUES ($1, $2, $3, $4, $5)', [
    rec.code,
    rec.state,
    rec.accountId,
    rec.expiresAt,
    rec.used,
  ]);
}

export async function codeOf(sql: Sql, code: string): Promise<CodeRec | undefined> {
  return rowsOf(codeRow, 'codes', (await sql.query('SELECT * FROM codes WHERE code = $1', [code])).rows)[0];
}

/** Uses the code; false when it was used meanwhile. */
export async function useCode(sql: Sql, code: string): Promise<boolean> {
  const { rows } = await sql.query('UPDATE codes SET used = true WHERE code = $1 AND NOT used RETURNING code', [code]);
  return rows.length === 1;
}

export async function addSession(sql: Sql, rec: SessionRec): Promise<void> {
  await sql.query('INSERT INTO sessions (token, account_id, expires_at) VALUES ($1, $2, $3)', [
    rec.token,
    rec.accountId,
    rec.expiresAt,
  ]);
}

export async function sessionOf(sql: Sql, token: string): Promise<SessionRec | undefined> {
  return rowsOf(sessionRow, 'sessions', (await sql.query('SELECT * FROM sessions WHERE token = $1', [token])).rows)[0];
}

export async function dropSession(sql: Sql, token: string): Promise<void> {
  await sql.query('DELETE FROM sessions WHERE token = $1', [token]);
}

export async function addTaskToken(sql: Sql, rec: TaskTokenRec): Promise<void> {
  await sql.query('INSERT INTO task_tokens (token, account_id, expires_at, used) VALUES ($1, $2, $3, $4)', [
    rec.token,
    rec.accountId,
    rec.expiresAt,
    rec.used,
  ]);
}

export async function taskTokenOf(sql: Sql, token: string): Promise<TaskTokenRec | undefined> {
  return rowsOf(taskTokenRow, 'task_tokens', (await sql.query('SELECT * FROM task_tokens WHERE token = $1', [token])).rows)[0];
}

/** Uses the task token; false when it was used meanwhile (by a run made at the same time). */
export async function useTaskToken(sql: Sql, token: string): Promise<boolean> {
  const { rows } = await sql.query('UPDATE task_tokens SET used = true WHERE token = $1 AND NOT used RETURNING token', [token]);
  return rows.length === 1;
}
