// Envelopes, the stand-in's error codes with their Chinese messages, and the caller's account.
//
// HTTP status rule (docs/mocks.md): 401 for a missing, unknown or expired login; 400 for a
// request that is malformed or invalid; 404 for an unknown route or an unknown id; 403 for a
// bad media signature or someone else's data. A refusal the user must read (too few points,
// goods no longer sold) is HTTP 200 with a non-zero code: the client shows `msg` only for
// answers with a 2xx status.
import type { ApiReply, MockRequest } from './types';
import { CODES } from '../../src/rules/errorCodes';
import { db } from '../db/current';
import { accountById } from '../db/accounts';
import { dropSession, sessionOf } from '../db/logins';
import type { AccountRec } from '../db/rows';
import { now } from './state';

// One list of codes with the app (src/rules/errorCodes.ts): what the page decides on is what we answer.
export { CODES };

export function ok<T>(data: T): ApiReply<T> {
  return { status: 200, body: { code: 0, data } };
}

export function fail(status: number, code: number, msg: string): ApiReply<never> {
  return { status, body: { code, msg, data: null } };
}

export const badRequest = (msg: string, code: number = CODES.badRequest) => fail(400, code, msg);
export const notFound = (msg: string) => fail(404, CODES.notFound, msg);

export type Authed = { ok: true; account: AccountRec } | { ok: false; reply: ApiReply<never> };

/** The account behind "Authorization: <type> <token>" (a bare token is accepted too). */
export async function authenticate(req: MockRequest): Promise<Authed> {
  const header = req.headers.authorization?.trim() ?? '';
  if (!header) return { ok: false, reply: fail(401, CODES.unauthorized, '请先登录') };
  const token = header.includes(' ') ? header.slice(header.lastIndexOf(' ') + 1) : header;
  const session = await sessionOf(db, token);
  if (!session) return { ok: false, reply: fail(401, CODES.unauthorized, '登录无效，请重新登录') };
  if (session.expiresAt <= now()) {
    await dropSession(db, token);
    return { ok: false, reply: fail(401, CODES.tokenExpired, '登录已过期，请重新登录') };
  }
  const account = await accountById(db, session.accountId);
  if (!account) return { ok: false, reply: fail(401, CODES.unauthorized, '账号不存在，请重新登录') };
  return { ok: true, account };
}

/** Runs `fn` for a signed-in caller, or answers 401. */
export function withAccount<T>(
  fn: (req: MockRequest, account: AccountRec) => ApiReply<T> | Promise<ApiReply<T>>,
): (req: MockRequest) => Promise<ApiReply<T>> {
  return async (req) => {
    const authed = await authenticate(req);
    return authed.ok ? fn(req, authed.account) : authed.reply;
  };
}
