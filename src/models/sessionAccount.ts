// The account and its identifiers: the session is the only one to load them (after sign-in,
// after a restore, on a route change when missing, when the tab comes back and the info is
// stale, after a payment or a task). A late answer for a login that ended is dropped.
import { call as callEffect, put, type CallEffect } from 'redux-saga/effects';
import { effectActions } from '../app/model';
import { all, call, perform, select, type Saga } from '../app/typedEffects';
import { API } from '../services/context';
import { IDENTIFIER_ARG, type Answer } from '../services/api';
import { isLoggedIn } from '../services/auth';
import type { AccountInfo, IdentifierAnswer } from '../services/types';
import { getContext } from './context';
import {
  emptyInfo,
  INFO_STALE_MS,
  selectAuth,
  selectSession,
  sessionReducerActions as set,
  type Identifiers,
} from './sessionState';

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
export function* stillSignedInAs(token: string): Saga<boolean> {
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
    yield put(set.saveInfo(emptyInfo));
    return;
  }
  const api = yield* getContext(API);
  yield put(set.infoLoading());
  let answer: Answer<AccountInfo>;
  try {
    answer = yield* call(api.getAccountInfo);
  } catch (error) {
    if (yield* call(stillSignedInAs, auth.token)) yield put(set.infoFailed());
    throw error;
  }
  if (!(yield* call(stillSignedInAs, auth.token))) return;
  if (!answer.ok) {
    yield put(set.infoFailed());
    return;
  }
  const loadedAt = yield* call(Date.now);
  yield put(set.infoLoaded({ info: answer.data, at: loadedAt }));
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
  yield put(set.saveIdentifiers(ids));
}

/** `session/fetchInfo`'s creator, for the effects that ask for the account (`session.actions` has the same). */
export const accountActions = effectActions('session', { fetchInfo });

/** Loads the account when signed in and it is missing (or stale, with `maxAgeMs`). */
export function* ensureInfo(maxAgeMs: number = Number.POSITIVE_INFINITY): Saga<void> {
  const state = yield* select(selectSession);
  const now = yield* call(Date.now);
  if (!isLoggedIn(state.auth, now) || state.infoStatus === 'loading') return;
  const missing = state.info.id === '';
  if (missing || now - state.infoAt > maxAgeMs) yield put(accountActions.fetchInfo());
}

/** The tab came back: a stale balance is refreshed (a payment or a task may have moved it). */
export function* onFocus(): Saga<void> {
  yield* call(ensureInfo, INFO_STALE_MS);
}
