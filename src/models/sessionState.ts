// The session's state (docs/contract.md §4): auth, account info and the three per-user
// identifiers, its reducers, selectors and the reducers' creators. The effects that change it
// live beside it (sessionRestore, sessionAccount, sessionTabs, sessionLogin) and put through
// `sessionReducerActions`, the same creators session.ts's model has, since importing the
// model that registers them would be a cycle.
import { reducerActions } from '../app/model';
import { emptyAuth, type Auth } from '../services/auth';
import type { AccountInfo } from '../services/types';

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

/** The account info counts as stale after this long: a tab coming back refreshes it. */
export const INFO_STALE_MS = 60_000;

export interface Identifiers {
  difyid?: string;
  pdfid?: string;
  nopdfid?: string;
}

export const selectAuth = (state: { session: SessionState }): Auth => state.session.auth;
export const selectSession = (state: { session: SessionState }): SessionState => state.session;
export const selectRevoked = (state: { session: SessionState }): string[] => state.session.revoked;

export const sessionReducers = {
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
};

/** The reducers' creators, for the session's effects in their own files (`session.actions` has the same). */
export const sessionReducerActions = reducerActions('session', sessionReducers);
