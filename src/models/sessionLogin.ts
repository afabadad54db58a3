// Signing in and out: the QR login's exchange, the login page's address, logout, a 401 for
// the token signed in, and the VIP data looked up by DataId. A sign-in while someone is signed
// in ends that session first; each ending is told to the other tabs.
import { put } from 'redux-saga/effects';
import type { PayloadAction } from '../app/model';
import { call, select, type Saga } from '../app/typedEffects';
import { API, STORAGE } from '../services/context';
import { expireAt, type Auth } from '../services/auth';
import type { LoginQrParams, LoginWebBody, VipDataAnswer, VipDataParams } from '../services/types';
import { LOGIN_SCENE_WECHAT } from '../rules/device';
import { callAsk } from './ask';
import { getContext } from './context';
import { accountActions } from './sessionAccount';
import { selectAuth, sessionReducerActions as set } from './sessionState';
import { tellTabs } from './sessionTabs';

/**
 * Exchange the QR login's code and state. Resolves true when signed in; a non-zero code
 * resolves false (docs/contract.md §8: nothing happens, no message); a failed request throws. A
 * sign-in while someone is signed in ends that session first.
 */
export function* login({ payload }: PayloadAction<'session/login', LoginWebBody>): Saga<boolean> {
  const api = yield* getContext(API);
  const answer = yield* call(api.loginWechatWeb, {
    code: payload.code,
    state: payload.state,
  });
  if (!answer.ok) return false;
  const now = yield* call(Date.now);
  const expire = expireAt(now, answer.data.expire);
  if (expire === null) return false; // no sane expiry: refused rather than a login forever
  const auth: Auth = { type: answer.data.type, token: answer.data.token, expire };
  const previous = yield* select(selectAuth);
  if (previous.token) yield put(set.ended('switched'));
  yield put(set.saveAuth(auth));
  const storage = yield* getContext(STORAGE);
  yield* call(storage.write, auth);
  yield put(accountActions.fetchInfo());
  // The other tabs follow: their login (if another) ends, and this one is theirs.
  yield* call(tellTabs, { kind: 'signedIn', token: auth.token });
  return true;
}

export function* logout(): Saga<void> {
  const auth = yield* select(selectAuth);
  const storage = yield* getContext(STORAGE);
  yield* call(storage.clear);
  yield put(set.ended('logout'));
  if (auth.token) yield* call(tellTabs, { kind: 'ended', token: auth.token });
}

/**
 * The API refused `token` (HTTP 401). Ends the session only when that is still the token
 * signed in: a late 401 for a previous login must not sign out the new one.
 */
export function* unauthorized({ payload }: PayloadAction<'session/unauthorized', { token: string }>): Saga<void> {
  const auth = yield* select(selectAuth);
  if (!auth.token || auth.token !== payload.token) return;
  const storage = yield* getContext(STORAGE);
  yield* call(storage.clear);
  yield put(set.ended('unauthorized'));
  yield* call(tellTabs, { kind: 'ended', token: payload.token });
}

/**
 * Asks the API for the WeChat login page; resolves with its URL (the page leaves for it): the
 * QR page, or inside WeChat's browser (inWechat) WeChat's authorisation page.
 */
export function* startLogin({
  payload,
}: PayloadAction<'session/startLogin', { redirectUri: string; inWechat?: boolean }>): Saga<string> {
  const params: LoginQrParams = { redirect_uri: payload.redirectUri };
  if (payload.inWechat) params.scene = LOGIN_SCENE_WECHAT;
  const answer = yield* callAsk('getLoginQr', 'loginQr', params);
  return answer.url;
}

/** VIP data looked up by DataId (docs/contract.md §7); resolves with it, throws a failure. */
export function* vipData({ payload }: PayloadAction<'session/vipData', VipDataParams>): Saga<VipDataAnswer> {
  return yield* callAsk('getVipData', 'vipData', { DataId: payload.DataId });
}
