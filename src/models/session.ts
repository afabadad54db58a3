// Session (SPEC.md §4): auth, account info and the three per-user identifiers.
import type { SagaIterator } from 'redux-saga';
import { all, call, getContext, put, select } from 'redux-saga/effects';
import { API, STORAGE, type Api, type AuthStorage } from '../app/context';
import { defineModel, type PayloadAction } from '../app/model';
import { IDENTIFIER_ARG, type Answer } from '../services/api';
import { emptyAuth, expireAt, isLoggedIn, type Auth } from '../services/auth';
import type { AccountInfo, IdentifierAnswer, LoginWebBody } from '../services/types';

export type { Auth };

export interface SessionState {
  auth: Auth;
  info: AccountInfo;
  difyid: string;
  pdfid: string;
  nopdfid: string;
}

export const emptyInfo: AccountInfo = { points: 0, phone: '', avatar: '', type: 0, expireDate: '', id: '' };

export const initialSession: SessionState = {
  auth: emptyAuth,
  info: emptyInfo,
  difyid: '',
  pdfid: '',
  nopdfid: '',
};

export interface Identifiers {
  difyid?: string;
  pdfid?: string;
  nopdfid?: string;
}

export const selectAuth = (state: { session: SessionState }): Auth => state.session.auth;

/** Exchange the QR login's code and state; non-zero code: nothing happens, no message. */
export function* login({ payload }: PayloadAction<'session/login', LoginWebBody>): SagaIterator {
  const api: Api = yield getContext(API);
  const answer: Answer<{ token: string; type: string; expire: number }> = yield call(api.loginWechatWeb, {
    code: payload.code,
    state: payload.state,
  });
  if (!answer.ok) return;
  const now: number = yield call(Date.now);
  const auth: Auth = { type: answer.data.type, token: answer.data.token, expire: expireAt(now, answer.data.expire) };
  yield put(session.actions.saveAuth(auth));
  const storage: AuthStorage = yield getContext(STORAGE);
  yield call(storage.write, auth);
}

/** The route-change re-check: restore a valid stored login, drop an expired one. */
export function* check(): SagaIterator {
  const auth: Auth = yield select(selectAuth);
  const storage: AuthStorage = yield getContext(STORAGE);
  const now: number = yield call(Date.now);
  if (!auth.token) {
    const stored: Auth | null = yield call(storage.read);
    if (stored && isLoggedIn(stored, now)) {
      yield put(session.actions.saveAuth(stored));
    } else {
      yield call(storage.clear);
    }
    return;
  }
  if (!isLoggedIn(auth, now)) {
    yield put(session.actions.reset());
    yield call(storage.clear);
  }
}

/** Account info, then the three identifiers derived from it. */
export function* fetchInfo(): SagaIterator {
  const auth: Auth = yield select(selectAuth);
  const now: number = yield call(Date.now);
  if (!isLoggedIn(auth, now)) {
    yield put(session.actions.saveInfo(emptyInfo));
    return;
  }
  const api: Api = yield getContext(API);
  const answer: Answer<AccountInfo> = yield call(api.getAccountInfo);
  if (!answer.ok) return;
  yield put(session.actions.saveInfo(answer.data));
  const [dify, pdf, nopdf]: Answer<IdentifierAnswer>[] = yield all([
    call(api.getDifyId, answer.data.id),
    call(api.getPdfId, IDENTIFIER_ARG),
    call(api.getNoPdfId, IDENTIFIER_ARG),
  ]);
  const ids: Identifiers = {};
  if (dify.ok) ids.difyid = dify.data.id;
  if (pdf.ok) ids.pdfid = pdf.data.id;
  if (nopdf.ok) ids.nopdfid = nopdf.data.id;
  yield put(session.actions.saveIdentifiers(ids));
}

export function* logout(): SagaIterator {
  yield put(session.actions.reset());
  const storage: AuthStorage = yield getContext(STORAGE);
  yield call(storage.clear);
}

export const session = defineModel({
  namespace: 'session',
  state: initialSession,
  reducers: {
    saveAuth: (state: SessionState, auth: Auth): SessionState => ({ ...state, auth }),
    saveInfo: (state: SessionState, info: AccountInfo): SessionState => ({ ...state, info }),
    /** Points after a charge, refund or payment, without refetching the whole account. */
    savePoints: (state: SessionState, points: number): SessionState => ({ ...state, info: { ...state.info, points } }),
    saveIdentifiers: (state: SessionState, ids: Identifiers): SessionState => ({ ...state, ...ids }),
    /** Signed out: empty auth, info reset, identifiers forgotten. */
    reset: (): SessionState => initialSession,
  },
  effects: { login, check, fetchInfo, logout },
});
