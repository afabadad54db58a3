// Account and WeChat login: login_wechat_qr → the local QR page (pages.ts), or inside WeChat
// its authorisation page, which redirect to redirect_uri with a code and state;
// login_wechat_web exchanges them once.
import type { AccountInfo, LoginQrAnswer, LoginWebAnswer, VipDataAnswer } from '../../src/rules/wire/types';
import { isWechatBrowser, LOGIN_SCENE_WECHAT } from '../../src/rules/device';
import { mockConfig } from '../server/config';
import { badRequest, CODES, notFound, ok, withAccount } from '../server/reply';
import { loginQrQuery, loginWebBody, readBody, readQuery, vipDataQuery } from '../server/requests';
import { db } from '../db/current';
import { addLoginRequest, addSession, codeOf, useCode } from '../db/logins';
import { vipValue } from '../db/goods';
import { now, randomId } from '../server/state';
import type { ApiHandler } from '../server/types';
import { accountInfo } from '../server/views';
import { standIn } from '../server/endpoints';

/** The app lives under /miao_web/ (or ends in /login_success under another router base). */
export function redirectAllowed(redirectUri: string, origin: string): boolean {
  let url: URL;
  let self: URL;
  try {
    url = new URL(redirectUri);
    self = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.host !== self.host) return false;
  return url.pathname.startsWith('/miao_web/') || url.pathname.endsWith('/login_success');
}

const loginQr: ApiHandler<LoginQrAnswer> = async (req) => {
  const query = readQuery(req, loginQrQuery);
  if (!query.ok) return query.reply;
  const redirectUri = query.value.redirect_uri;
  if (!redirectAllowed(redirectUri, req.origin)) {
    return badRequest('redirect_uri 不在本站应用内，已拒绝', CODES.redirectRefused);
  }
  const sid = randomId('qr-');
  const state = randomId('st-', 6);
  await addLoginRequest(db, { sid, state, redirectUri, createdAt: now() });
  // Inside WeChat's browser (the app says scene=wechat; or the caller's User-Agent says so, or
  // the wechatBrowser switch for a demo) WeChat's authorisation page, which sends the user
  // straight back; elsewhere the QR page. Like WeChat's URLs, either carries the state the
  // answer will bear: the app records it with the login it began and accepts no other.
  const inWechat =
    query.value.scene === LOGIN_SCENE_WECHAT || isWechatBrowser(req.headers['user-agent'] ?? '') || mockConfig().wechatBrowser;
  return ok({ url: `${req.origin}/mock/wechat/${inWechat ? 'authorize' : 'qr'}?sid=${sid}&state=${state}` });
};

const loginWeb: ApiHandler<LoginWebAnswer> = async (req) => {
  const body = readBody(req, loginWebBody);
  if (!body.ok) return body.reply;
  const { code, state } = body.value;
  const rec = await codeOf(db, code);
  if (!rec) return badRequest('登录码无效', CODES.loginCodeInvalid);
  if (rec.used) return badRequest('登录码已使用，请重新扫码', CODES.loginCodeInvalid);
  if (rec.expiresAt <= now()) return badRequest('登录码已过期，请重新扫码', CODES.loginCodeExpired);
  // A wrong state does not use the code up: only the holder of the right state can.
  if (rec.state !== state) return badRequest('登录状态校验失败，请重新扫码', CODES.loginStateMismatch);
  const { tokenTtlS } = mockConfig();
  const token = randomId('tk-', 16);
  // Used by the first of two exchanges at once; the second is refused as a used code.
  const used = await db.transaction(async (tx) => {
    if (!(await useCode(tx, code))) return false;
    await addSession(tx, { token, accountId: rec.accountId, expiresAt: now() + tokenTtlS * 1000 });
    return true;
  });
  if (!used) return badRequest('登录码已使用，请重新扫码', CODES.loginCodeInvalid);
  return ok({ token, type: 'Bearer', expire: tokenTtlS });
};

const info: ApiHandler<AccountInfo> = withAccount((req, account) => ok(accountInfo(account, req.origin)));

const vipData: ApiHandler<VipDataAnswer> = withAccount(async (req) => {
  const query = readQuery(req, vipDataQuery);
  if (!query.ok) return query.reply;
  const id = query.value.DataId;
  const value = await vipValue(db, id);
  return value === undefined ? notFound('会员数据不存在') : ok({ DataId: id, value });
});

export default standIn({
  getLoginQr: loginQr,
  loginWechatWeb: loginWeb,
  getAccountInfo: info,
  getVipData: vipData,
});
