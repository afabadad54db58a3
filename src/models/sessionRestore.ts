// A stored login, restored and re-checked: at the store's start (boot) and on every route
// change (check): a valid stored `_auth` comes back (never one that ended), an expired one is
// dropped, and a login another tab ended or replaced ends here too.
import { put } from 'redux-saga/effects';
import { call, select, type Saga } from '../app/typedEffects';
import { STORAGE } from '../services/context';
import { isLoggedIn, type Auth } from '../services/auth';
import { getContext } from './context';
import { accountActions, ensureInfo } from './sessionAccount';
import { selectAuth, selectRevoked, sessionReducerActions as set } from './sessionState';

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
  yield put(set.saveAuth(stored));
  yield put(accountActions.fetchInfo());
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
    yield put(set.ended('expired'));
    yield* call(storage.clear);
    return;
  }
  if (auth.token) {
    const elsewhere = yield* call(storage.changedElsewhere, auth.token);
    if (!elsewhere) return;
    yield put(set.ended('elsewhere'));
  }
  const stored = yield* call(readStored);
  if (stored) yield put(set.saveAuth(stored));
}

/** docs/contract.md §4: on every route change the login is re-checked first; then a missing account loads. */
export function* onRouteChange(): Saga<void> {
  yield* call(check);
  yield* call(ensureInfo);
}
