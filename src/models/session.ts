// Session (docs/contract.md §4): auth, account info and the three per-user identifiers. The session
// owns its work: it restores a stored login when the store starts, it is the only one to
// load the account (after sign-in, after a restore, on a route change when missing, when
// the tab comes back and the info is stale, after a payment or a task), and it ends on
// logout, on a 401 for its own token, and on a sign-in as someone else: `ended` resets
// every per-user model (resources, shop, tasks: their `resetOn`) and stops their effects.
import { hotModel } from '../app/hot';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call as callEffect, put, type CallEffect } from 'redux-saga/effects';
import { defineModel, type PayloadAction } from '../app/model';
import { all, call, perform, select, take, type Saga } from '../app/typedEffects';
import { API, STORAGE, TABS, type TabChannel } from '../services/context';
import type { TabMessage } from '../services/tabs';
import { IDENTIFIER_ARG, type Answer } from '../services/api';
import { emptyAuth, expireAt, isLoggedIn, type Auth } from '../services/auth';
import { callAsk } from './ask';
import { getContext } from './context';
import { LOGIN_SCENE_WECHAT } from '../rules/device';
import type { AccountInfo, IdentifierAnswer, LoginQrParams, LoginWebBody, VipDataAnswer, VipDataParams } from '../services/types';

export type { Auth };

/** The account info's load, owned here so pages never guess from loading flags. */
export type InfoStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** Why a session ended: the UI tells the user only about 'unauthorized'. */
export type EndReason = 'logout' | 'expired' | 'unauthorized' | 'switched' | 'elsewhere';

export interface SessionState {
  auth: Auth;
  info: AccountInfo;
  difyid: string;
  pdfid: string;
  nopdfid: string;
  infoStatus: InfoStatus;
  /** When the info was last loaded (epoch ms), 0 never: the focus refresh reads it. */
  infoAt: number;
  /** Set when the server refused our token (401): "登录已失效，请重新登录" until the next sign-in. */
  expiredNotice: boolean;
  /** Why the last login of this tab ended (null: none has): a sign-out the user asked for is not news. */
  endedBy: EndReason | null;
  /**
   * Tokens whose login ended here or in another tab: never restored from storage again (a
   * storage that cannot remove `_auth` keeps it), never sent. Kept across sign-outs.
   */
  revoked: string[];
}

export const emptyInfo: AccountInfo = { points: 0, phone: '', avatar: '', type: 0, expireDate: '', id: '' };

export const initialSession: SessionState = {
  auth: emptyAuth,
  info: emptyInfo,
  difyid: '',
  pdfid: '',
  nopdfid: '',
  infoStatus: 'idle',
  infoAt: 0,
  expiredNotice: false,
  endedBy: null,
  revoked: [],
};

/** How many ended tokens a tab remembers (a few logins a session is plenty). */
export const REVOKED_KEPT = 20;
const withRevoked = (revoked: readonly string[], token: string): string[] =>
  token && !revoked.includes(token) ? [...revoked, token].slice(-REVOKED_KEPT) : [...revoked];

export const selectRevoked = (state: { session: SessionState }): string[] => state.session.revoked;

/** The account info counts as stale after this long: a tab coming back refreshes it. */
export const INFO_STALE_MS = 60_000;

export interface Identifiers {
  difyid?: string;
  pdfid?: string;
  nopdfid?: string;
}

export const selectAuth = (state: { session: SessionState }): Auth => state.session.auth;
export const selectSession = (state: { session: SessionState }): SessionState => state.session;

/** The stored login when it is valid now, else null (and the bad value is cleared). */
/** A valid stored login that did not end (here or in another tab); else the stored value is cleared. */
export function* readStored(): Saga<Auth | null> {
  const storage = yield* getContext(STORAGE);
  const now = yield* call(Date.now);
  const stored = yield* call(storage.read);
  const revoked = yield* select(selectRevoked);
  if (stored && isLoggedIn(stored, now) && !revoked.includes(stored.token)) return stored;
  yield* call(storage.clear);
  return null;
}

/**
 * Started with the store: a valid stored `_auth` is restored at once (the first paint is
 * already signed in, and effects dispatched right after creating the store have the token),
 * then the account is loaded. A store preloaded with a session keeps it.
 */
export function* boot(): Saga<void> {
  const auth = yield* select(selectAuth);
  if (auth.token) return;
  const stored = yield* call(readStored);
  if (!stored) return;
  yield put(session.actions.saveAuth(stored));
  yield put(session.actions.fetchInfo());
}

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
  if (previous.token) yield put(session.actions.ended('switched'));
  yield put(session.actions.saveAuth(auth));
  const storage = yield* getContext(STORAGE);
  yield* call(storage.write, auth);
  yield put(session.actions.fetchInfo());
  // The other tabs follow: their login (if another) ends, and this one is theirs.
  yield* call(tellTabs, { kind: 'signedIn', token: auth.token });
  return true;
}

/**
 * The route-change re-check: restore a valid stored login (never one that ended), drop an
 * expired one, and end a login another tab ended or replaced (the storage says so, when the
 * tab's message did not arrive), following the other tab's login if there is one.
 */
export function* check(): Saga<void> {
  const auth = yield* select(selectAuth);
  const storage = yield* getContext(STORAGE);
  const now = yield* call(Date.now);
  if (auth.token && !isLoggedIn(auth, now)) {
    yield put(session.actions.ended('expired'));
    yield* call(storage.clear);
    return;
  }
  if (auth.token) {
    const elsewhere = yield* call(storage.changedElsewhere, auth.token);
    if (!elsewhere) return;
    yield put(session.actions.ended('elsewhere'));
  }
  const stored = yield* call(readStored);
  if (stored) yield put(session.actions.saveAuth(stored));
}

/** One identifier; a failure of one leaves the others (null: not saved). */
export function* identifier(request: CallEffect<Answer<IdentifierAnswer>>): Saga<string | null> {
  try {
    const answer = yield* perform(request);
    return answer.ok ? answer.data.id : null;
  } catch {
    return null;
  }
}

/** True while the session that asked is still the one signed in (a late answer is dropped otherwise). */
function* stillSignedInAs(token: string): Saga<boolean> {
  const auth = yield* select(selectAuth);
  return auth.token === token;
}

/**
 * Account info, then the three identifiers derived from it. Signed out: info reset, nothing
 * more. A non-zero code changes nothing (docs/contract.md §8) but the load counts as failed; a
 * failed request throws (the page shows it with a retry).
 */
export function* fetchInfo(): Saga<void> {
  const auth = yield* select(selectAuth);
  const now = yield* call(Date.now);
  if (!isLoggedIn(auth, now)) {
    yield put(session.actions.saveInfo(emptyInfo));
    return;
  }
  const api = yield* getContext(API);
  yield put(session.actions.infoLoading());
  let answer: Answer<AccountInfo>;
  try {
    answer = yield* call(api.getAccountInfo);
  } catch (error) {
    if (yield* call(stillSignedInAs, auth.token)) yield put(session.actions.infoFailed());
    throw error;
  }
  if (!(yield* call(stillSignedInAs, auth.token))) return;
  if (!answer.ok) {
    yield put(session.actions.infoFailed());
    return;
  }
  const loadedAt = yield* call(Date.now);
  yield put(session.actions.infoLoaded({ info: answer.data, at: loadedAt }));
  // The three at once: the effects inside `all` are redux-saga's own, their answers typed by `all`.
  const [difyid, pdfid, nopdfid] = yield* all([
    callEffect(identifier, callEffect(api.getDifyId, answer.data.id)),
    callEffect(identifier, callEffect(api.getPdfId, IDENTIFIER_ARG)),
    callEffect(identifier, callEffect(api.getNoPdfId, IDENTIFIER_ARG)),
  ]);
  if (!(yield* call(stillSignedInAs, auth.token))) return;
  const ids: Identifiers = {};
  if (difyid !== null) ids.difyid = difyid;
  if (pdfid !== null) ids.pdfid = pdfid;
  if (nopdfid !== null) ids.nopdfid = nopdfid;
  yield put(session.actions.saveIdentifiers(ids));
}

/** Tells the app's other tabs (services/tabs.ts); nothing outside a browser. */
export function* tellTabs(message: TabMessage): Saga<void> {
  const tabs = yield* getContext(TABS);
  if (tabs) yield* call(tabs.post, message);
}

export function* logout(): Saga<void> {
  const auth = yield* select(selectAuth);
  const storage = yield* getContext(STORAGE);
  yield* call(storage.clear);
  yield put(session.actions.ended('logout'));
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
  yield put(session.actions.ended('unauthorized'));
  yield* call(tellTabs, { kind: 'ended', token: payload.token });
}

/** The messages of the other tabs, as a channel the watcher takes from. */
export function tabMessages(tabs: TabChannel): EventChannel<TabMessage> {
  return eventChannel((emit) => tabs.subscribe(emit));
}

/**
 * What another tab said: a login that ended there ends here too (and is never sent or
 * restored again); a login that began there replaces this tab's (a sign-in as someone else),
 * but only once storage shows it holds that login: the message alone is not believed.
 */
export function* onTabMessage(message: TabMessage): Saga<void> {
  const auth = yield* select(selectAuth);
  if (message.kind === 'ended') {
    yield put(session.actions.revoke(message.token));
    if (auth.token === message.token) yield put(session.actions.ended('elsewhere'));
    return;
  }
  if (auth.token === message.token) return;
  // Any script of the origin can post on the channel, and a message may be overtaken by a later
  // sign-in: a token storage does not hold (valid, never ended) changes nothing, this login stays.
  const stored = yield* call(readStored);
  if (stored?.token !== message.token) return;
  if (auth.token) yield put(session.actions.ended('switched'));
  yield put(session.actions.saveAuth(stored));
  yield put(session.actions.fetchInfo());
}

/** Started with the store: listens to the other tabs for as long as the store lives. */
export function* syncTabs(): Saga<void> {
  const tabs = yield* getContext(TABS);
  if (!tabs) return;
  const messages = yield* call(tabMessages, tabs);
  try {
    for (;;) {
      const message = yield* take(messages);
      yield* call(onTabMessage, message);
    }
  } finally {
    messages.close();
  }
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

/** Loads the account when signed in and it is missing (or stale, with `maxAgeMs`). */
export function* ensureInfo(maxAgeMs: number = Number.POSITIVE_INFINITY): Saga<void> {
  const state = yield* select(selectSession);
  const now = yield* call(Date.now);
  if (!isLoggedIn(state.auth, now) || state.infoStatus === 'loading') return;
  const missing = state.info.id === '';
  if (missing || now - state.infoAt > maxAgeMs) yield put(session.actions.fetchInfo());
}

/** docs/contract.md §4: on every route change the login is re-checked first; then a missing account loads. */
export function* onRouteChange(): Saga<void> {
  yield* call(check);
  yield* call(ensureInfo);
}

/** The tab came back: a stale balance is refreshed (a payment or a task may have moved it). */
export function* onFocus(): Saga<void> {
  yield* call(ensureInfo, INFO_STALE_MS);
}

export const session = defineModel({
  namespace: 'session',
  state: initialSession,
  reducers: {
    saveAuth: (state: SessionState, auth: Auth): SessionState => ({ ...state, auth, expiredNotice: false }),
    infoLoading: (state: SessionState): SessionState => ({ ...state, infoStatus: 'loading' }),
    infoFailed: (state: SessionState): SessionState => ({ ...state, infoStatus: 'failed' }),
    saveInfo: (state: SessionState, info: AccountInfo): SessionState => ({ ...state, info }),
    infoLoaded: (state: SessionState, { info, at }: { info: AccountInfo; at: number }): SessionState => ({
      ...state,
      info,
      infoStatus: 'loaded',
      infoAt: at,
    }),
    /** Points after a charge, refund or payment, without refetching the whole account. */
    savePoints: (state: SessionState, points: number): SessionState => ({ ...state, info: { ...state.info, points } }),
    saveIdentifiers: (state: SessionState, ids: Identifiers): SessionState => ({ ...state, ...ids }),
    /** Signed out: empty auth, info reset, identifiers forgotten (per-user models reset with it). */
    ended: (state: SessionState, reason: EndReason): SessionState => ({
      ...initialSession,
      expiredNotice: reason === 'unauthorized',
      endedBy: reason,
      revoked: withRevoked(state.revoked, state.auth.token),
    }),
    /** A login that ended in another tab: never restored or sent here. */
    revoke: (state: SessionState, token: string): SessionState => ({ ...state, revoked: withRevoked(state.revoked, token) }),
    dismissExpiredNotice: (state: SessionState): SessionState => ({ ...state, expiredNotice: false }),
  },
  effects: {
    boot: [boot, { type: 'watcher' }] as const,
    login: [login, { type: 'takeLeading' }] as const,
    check,
    // One request per trigger: a second ask while one is in flight joins it.
    fetchInfo: [fetchInfo, { type: 'takeLeading' }] as const,
    logout,
    unauthorized: [unauthorized, { type: 'takeLeading' }] as const,
    startLogin: [startLogin, { type: 'takeLeading' }] as const,
    vipData,
    syncTabs: [syncTabs, { type: 'watcher' }] as const,
  },
  onRouteChange: { order: 0, run: onRouteChange },
  onFocus,
});

// Development: a change to this file replaces the model in the live store, no reload (src/app/hot.ts).
if (import.meta.webpackHot) hotModel(session, import.meta.webpackHot);
