// Step-by-step tests of the session effects (docs/contract.md §4 Session, and a session that owns
// its work: restore, endings, one owner of the account) and its reducers.
import { cloneableGenerator } from '@redux-saga/testing-utils';
import { all, call, getContext, put, select } from 'redux-saga/effects';
import { describe, expect, it, vi } from 'vitest';
import type { Api, AuthStorage } from '../../../src/services/context';
import { LOGIN_HORIZON_MS } from '../../../src/services/auth';
import { ApiError } from '../../../src/services/errors';
import {
  INFO_STALE_MS,
  boot,
  check,
  emptyInfo,
  ensureInfo,
  fetchInfo,
  identifier,
  initialSession,
  login,
  logout,
  onTabMessage,
  readStored,
  selectAuth,
  selectRevoked,
  selectSession,
  session,
  startLogin,
  stillSignedInAs,
  tellTabs,
  unauthorized,
  type SessionState,
} from '../../../src/models/session';
import { info } from '../../testing/fixtures';
import { stepAnswer, stepRefused } from '../../testing/answers';
import { ask } from '../../../src/models/ask';

// Effects only call these, never run them: plain stubs are enough to compare yields.
const api = {
  loginWechatWeb: vi.fn(),
  getLoginQr: vi.fn(),
  getAccountInfo: vi.fn(),
  getDifyId: vi.fn(),
  getPdfId: vi.fn(),
  getNoPdfId: vi.fn(),
} as unknown as Api;
const storage: AuthStorage = { read: vi.fn(), write: vi.fn(), clear: vi.fn(), changedElsewhere: vi.fn() };

const NOW = 1_700_000_000_000;
const valid = { type: 'Bearer', token: 't', expire: NOW + 1000 };
const expired = { type: 'Bearer', token: 't', expire: NOW - 1 };
const fail = stepRefused(1, 'no');

describe('session/login', () => {
  const action = session.actions.login({ code: 'c', state: 's' });
  const exchanged = (expire: number) => {
    const gen = cloneableGenerator(login)(action);
    expect(gen.next().value).toEqual(getContext('api'));
    expect(gen.next(api).value).toEqual(call(api.loginWechatWeb, { code: 'c', state: 's' }));
    expect(gen.next(stepAnswer({ token: 'tok', type: 'Bearer', expire })).value).toEqual(call(Date.now));
    return gen;
  };

  it('on code 0 saves auth with expire = now + seconds × 1000, writes _auth, loads the account, answers true', () => {
    const gen = exchanged(7200);
    expect(gen.next(NOW).value).toEqual(select(selectAuth));
    const auth = { type: 'Bearer', token: 'tok', expire: NOW + 7_200_000 };
    expect(gen.next(initialSession.auth).value).toEqual(put(session.actions.saveAuth(auth)));
    expect(gen.next().value).toEqual(getContext('storage'));
    expect(gen.next(storage).value).toEqual(call(storage.write, auth));
    expect(gen.next().value).toEqual(put(session.actions.fetchInfo()));
    // The app's other tabs follow this login.
    expect(gen.next().value).toEqual(call(tellTabs, { kind: 'signedIn', token: 'tok' }));
    expect(gen.next()).toEqual({ done: true, value: true });
  });

  it('a sign-in while someone is signed in ends that session first', () => {
    const gen = exchanged(7200);
    gen.next(NOW);
    expect(gen.next(valid).value).toEqual(put(session.actions.ended('switched')));
    expect(gen.next().value).toEqual(put(session.actions.saveAuth({ type: 'Bearer', token: 'tok', expire: NOW + 7_200_000 })));
  });

  it('caps a huge server expire at the login horizon (the same value goes to memory and _auth)', () => {
    const gen = exchanged(1e300);
    gen.next(NOW);
    const capped = { type: 'Bearer', token: 'tok', expire: NOW + LOGIN_HORIZON_MS };
    expect(gen.next(initialSession.auth).value).toEqual(put(session.actions.saveAuth(capped)));
    gen.next();
    expect(gen.next(storage).value).toEqual(call(storage.write, capped));
  });

  it('refuses a login whose expire is not a positive finite number', () => {
    for (const bad of [Number.POSITIVE_INFINITY, Number.NaN, 0, -5]) {
      const gen = exchanged(bad);
      expect(gen.next(NOW)).toEqual({ done: true, value: false });
    }
  });

  it('on a non-zero code stops: nothing saved, nothing stored, answers false', () => {
    const gen = login(action);
    gen.next();
    gen.next(api);
    expect(gen.next(fail)).toEqual({ done: true, value: false });
  });

  it('lets a transport error through to the runner', () => {
    const gen = login(action);
    gen.next();
    gen.next(api);
    expect(() => gen.throw(new Error('network'))).toThrow('network');
  });
});

describe('session/boot (restore when the store is created)', () => {
  it('restores a valid stored login, then loads the account', () => {
    const gen = cloneableGenerator(boot)();
    expect(gen.next().value).toEqual(select(selectAuth));
    expect(gen.next(initialSession.auth).value).toEqual(call(readStored));
    const missing = gen.clone();
    expect(gen.next(valid).value).toEqual(put(session.actions.saveAuth(valid)));
    expect(gen.next().value).toEqual(put(session.actions.fetchInfo()));
    expect(gen.next().done).toBe(true);
    expect(missing.next(null).done).toBe(true);
  });

  it('keeps a session the store was built with', () => {
    const gen = boot();
    gen.next();
    expect(gen.next(valid).done).toBe(true);
  });
});

describe('session/check (the route-change re-check)', () => {
  const start = () => {
    const gen = cloneableGenerator(check)();
    expect(gen.next().value).toEqual(select(selectAuth));
    return gen;
  };

  it('with no token in memory restores the stored login readStored answers (none: nothing)', () => {
    const gen = start();
    expect(gen.next(initialSession.auth).value).toEqual(getContext('storage'));
    expect(gen.next(storage).value).toEqual(call(Date.now));
    expect(gen.next(NOW).value).toEqual(call(readStored));
    const none = gen.clone();
    expect(gen.next(valid).value).toEqual(put(session.actions.saveAuth(valid)));
    expect(gen.next().done).toBe(true);
    expect(none.next(null).done).toBe(true);
  });

  it('readStored: a valid stored login that did not end; else the stored value is cleared', () => {
    const gen = cloneableGenerator(readStored)();
    expect(gen.next().value).toEqual(getContext('storage'));
    expect(gen.next(storage).value).toEqual(call(Date.now));
    expect(gen.next(NOW).value).toEqual(call(storage.read));
    const noToken = gen.clone();
    const expiredStored = gen.clone();
    const forever = gen.clone();
    const ended = gen.clone();
    expect(gen.next(valid).value).toEqual(select(selectRevoked));
    expect(gen.next([])).toEqual({ done: true, value: valid });
    // Missing, non-JSON or partial (storage.read → null): cleared.
    noToken.next(null);
    expect(noToken.next([]).value).toEqual(call(storage.clear));
    expect(noToken.next()).toEqual({ done: true, value: null });
    // Stored but expired: cleared, not restored.
    expiredStored.next(expired);
    expect(expiredStored.next([]).value).toEqual(call(storage.clear));
    // Stored with an absurd expire (1e300, Infinity from "1e400"): refused and cleared.
    forever.next({ ...valid, expire: 1e300 });
    expect(forever.next([]).value).toEqual(call(storage.clear));
    // A login that ended (logout, 401, another tab) but whose _auth storage could not remove: never back.
    ended.next(valid);
    expect(ended.next([valid.token]).value).toEqual(call(storage.clear));
    expect(ended.next()).toEqual({ done: true, value: null });
  });

  it('with an expired token in memory ends the session and clears the stored value', () => {
    const gen = start();
    gen.next(expired);
    gen.next(storage);
    expect(gen.next(NOW).value).toEqual(put(session.actions.ended('expired')));
    expect(gen.next().value).toEqual(call(storage.clear));
    expect(gen.next().done).toBe(true);
  });

  it('with a valid token in memory asks storage whether another tab ended or replaced it; no: nothing', () => {
    const gen = start();
    gen.next(valid);
    gen.next(storage);
    expect(gen.next(NOW).value).toEqual(call(storage.changedElsewhere, valid.token));
    expect(gen.next(false).done).toBe(true);
  });

  it('a login another tab ended or replaced ends here at the next route change, and the other tab’s login is followed', () => {
    const gen = start();
    gen.next(valid);
    gen.next(storage);
    gen.next(NOW);
    expect(gen.next(true).value).toEqual(put(session.actions.ended('elsewhere')));
    expect(gen.next().value).toEqual(call(readStored));
    const theirs = { ...valid, token: 'theirs' };
    expect(gen.next(theirs).value).toEqual(put(session.actions.saveAuth(theirs)));
  });

  it('treats expire == now as expired (logged in only strictly before expire)', () => {
    const gen = start();
    gen.next({ ...valid, expire: NOW });
    gen.next(storage);
    expect(gen.next(NOW).value).toEqual(put(session.actions.ended('expired')));
  });
});

describe('the other tabs', () => {
  it('a login that ended in another tab: never sent or restored here, and ended here if it is this tab’s', () => {
    const mine = onTabMessage({ kind: 'ended', token: 't' });
    expect(mine.next().value).toEqual(select(selectAuth));
    expect(mine.next(valid).value).toEqual(put(session.actions.revoke('t')));
    expect(mine.next().value).toEqual(put(session.actions.ended('elsewhere')));
    expect(mine.next().done).toBe(true);
    const other = onTabMessage({ kind: 'ended', token: 'older' });
    other.next();
    expect(other.next(valid).value).toEqual(put(session.actions.revoke('older')));
    expect(other.next().done).toBe(true);
  });

  it('a sign-in as someone else in another tab ends this tab’s login and follows the new one', () => {
    const gen = onTabMessage({ kind: 'signedIn', token: 'theirs' });
    gen.next();
    // Storage is read before anything ends: it must hold the login the message names.
    expect(gen.next(valid).value).toEqual(call(readStored));
    const theirs = { ...valid, token: 'theirs' };
    expect(gen.next(theirs).value).toEqual(put(session.actions.ended('switched')));
    expect(gen.next().value).toEqual(put(session.actions.saveAuth(theirs)));
    expect(gen.next().value).toEqual(put(session.actions.fetchInfo()));
    // Storage does not hold the login the message names (or holds none): this login stays.
    for (const inStorage of [valid, null]) {
      const forged = onTabMessage({ kind: 'signedIn', token: 'forged' });
      forged.next();
      expect(forged.next(valid).value).toEqual(call(readStored));
      expect(forged.next(inStorage).done).toBe(true);
    }
    // The same login: nothing to do.
    const same = onTabMessage({ kind: 'signedIn', token: 't' });
    same.next();
    expect(same.next(valid).done).toBe(true);
  });
});

describe('session/fetchInfo', () => {
  const start = () => {
    const gen = cloneableGenerator(fetchInfo)();
    expect(gen.next().value).toEqual(select(selectAuth));
    expect(gen.next(valid).value).toEqual(call(Date.now));
    expect(gen.next(NOW).value).toEqual(getContext('api'));
    expect(gen.next(api).value).toEqual(put(session.actions.infoLoading()));
    expect(gen.next().value).toEqual(call(api.getAccountInfo));
    return gen;
  };
  const stillSignedIn = (gen: ReturnType<typeof start>, answer: unknown) => {
    expect(gen.next(answer).value).toEqual(call(stillSignedInAs, valid.token));
    return gen;
  };

  it('signed out (no or expired token): resets info and sends nothing', () => {
    for (const auth of [initialSession.auth, expired]) {
      const gen = fetchInfo();
      gen.next();
      gen.next(auth);
      expect(gen.next(NOW).value).toEqual(put(session.actions.saveInfo(emptyInfo)));
      expect(gen.next().done).toBe(true);
    }
  });

  it('code 0: saves info, then the three identifiers, each on its own', () => {
    const gen = stillSignedIn(start(), stepAnswer(info));
    expect(gen.next(true).value).toEqual(call(Date.now));
    expect(gen.next(NOW).value).toEqual(put(session.actions.infoLoaded({ info, at: NOW })));
    expect(gen.next().value).toEqual(
      all([
        call(identifier, call(api.getDifyId, 'u-42')),
        call(identifier, call(api.getPdfId, 16)),
        call(identifier, call(api.getNoPdfId, 16)),
      ]),
    );
    const answers = gen.clone();
    stillSignedIn(gen, ['d', 'p', 'n']);
    expect(gen.next(true).value).toEqual(put(session.actions.saveIdentifiers({ difyid: 'd', pdfid: 'p', nopdfid: 'n' })));
    expect(gen.next().done).toBe(true);
    // One failing identifier leaves the other two saved.
    stillSignedIn(answers, [null, 'p', 'n']);
    expect(answers.next(true).value).toEqual(put(session.actions.saveIdentifiers({ pdfid: 'p', nopdfid: 'n' })));
  });

  it('an identifier that fails (code or HTTP error) is null, not a failure of the others', () => {
    const a = identifier(call(api.getPdfId, 16));
    a.next();
    expect(a.next(fail)).toEqual({ done: true, value: null });
    const b = identifier(call(api.getPdfId, 16));
    b.next();
    expect(b.throw(new ApiError('http', {}, 500))).toEqual({ done: true, value: null });
    const c = identifier(call(api.getPdfId, 16));
    c.next();
    expect(c.next(stepAnswer({ id: 'p' }))).toEqual({ done: true, value: 'p' });
  });

  it('a late answer for a session that ended meanwhile is dropped', () => {
    const gen = stillSignedIn(start(), stepAnswer(info));
    expect(gen.next(false).done).toBe(true);
  });

  it('non-zero code: the load counts as failed, nothing saved, no identifier asked', () => {
    const gen = stillSignedIn(start(), fail);
    expect(gen.next(true).value).toEqual(put(session.actions.infoFailed()));
    expect(gen.next().done).toBe(true);
  });

  it('a failed request marks the load failed and throws (the page offers a retry)', () => {
    const gen = start();
    const error = new ApiError('http', {}, 500);
    expect(gen.throw(error).value).toEqual(call(stillSignedInAs, valid.token));
    expect(gen.next(true).value).toEqual(put(session.actions.infoFailed()));
    expect(() => gen.next()).toThrow(error);
  });
});

describe('session endings', () => {
  it('logout clears the stored value, ends the session, and tells the other tabs', () => {
    const gen = logout();
    expect(gen.next().value).toEqual(select(selectAuth));
    expect(gen.next(valid).value).toEqual(getContext('storage'));
    expect(gen.next(storage).value).toEqual(call(storage.clear));
    expect(gen.next().value).toEqual(put(session.actions.ended('logout')));
    expect(gen.next().value).toEqual(call(tellTabs, { kind: 'ended', token: 't' }));
    expect(gen.next().done).toBe(true);
  });

  it('a 401 for the token signed in ends the session; one for an older token changes nothing', () => {
    const gen = unauthorized(session.actions.unauthorized({ token: 't' }));
    expect(gen.next().value).toEqual(select(selectAuth));
    expect(gen.next(valid).value).toEqual(getContext('storage'));
    expect(gen.next(storage).value).toEqual(call(storage.clear));
    expect(gen.next().value).toEqual(put(session.actions.ended('unauthorized')));
    const old = unauthorized(session.actions.unauthorized({ token: 'older' }));
    old.next();
    expect(old.next(valid).done).toBe(true);
  });
});

describe('session/startLogin and ensureInfo', () => {
  it('startLogin answers the QR page URL, or throws the failure', () => {
    const gen = cloneableGenerator(startLogin)(session.actions.startLogin({ redirectUri: 'http://app/login_success' }));
    expect(gen.next().value).toEqual(call(ask, 'getLoginQr', 'loginQr', { redirect_uri: 'http://app/login_success' }));
    const refused = gen.clone();
    expect(gen.next({ url: 'http://qr/page' })).toEqual({ done: true, value: 'http://qr/page' });
    const failure = new ApiError(7, { reason: 'loginQr' });
    expect(() => refused.throw(failure)).toThrow(failure);
  });

  it('ensureInfo loads a missing account, or a stale one when asked with a max age', () => {
    const loaded: SessionState = { ...initialSession, auth: valid, info, infoStatus: 'loaded', infoAt: NOW - INFO_STALE_MS - 1 };
    const run = (state: SessionState, maxAge?: number) => {
      const gen = maxAge === undefined ? ensureInfo() : ensureInfo(maxAge);
      expect(gen.next().value).toEqual(select(selectSession));
      gen.next(state);
      return gen.next(NOW);
    };
    expect(run({ ...initialSession, auth: valid }).value).toEqual(put(session.actions.fetchInfo()));
    expect(run(loaded).done).toBe(true);
    expect(run(loaded, INFO_STALE_MS).value).toEqual(put(session.actions.fetchInfo()));
    expect(run({ ...loaded, infoAt: NOW }, INFO_STALE_MS).done).toBe(true);
    expect(run({ ...initialSession, auth: valid, infoStatus: 'loading' }).done).toBe(true);
    expect(run(initialSession).done).toBe(true);
  });
});

describe('session reducers', () => {
  const r = session.reducer;
  it('starts signed out with info at 0 points and empty phone and avatar', () => {
    const state = r(undefined, { type: '@@INIT' });
    expect(state.auth).toEqual({ type: '', token: '', expire: 0 });
    expect(state.info).toMatchObject({ points: 0, phone: '', avatar: '' });
    expect(state).toMatchObject({ difyid: '', pdfid: '', nopdfid: '', infoStatus: 'idle' });
  });
  it('saveAuth, saveInfo, savePoints and saveIdentifiers each change only their part', () => {
    let state = r(initialSession, session.actions.saveAuth(valid));
    expect(state.auth).toEqual(valid);
    state = r(state, session.actions.saveInfo(info));
    expect(state.info).toEqual(info);
    state = r(state, session.actions.savePoints(7));
    expect(state.info).toEqual({ ...info, points: 7 });
    state = r(state, session.actions.saveIdentifiers({ difyid: 'd' }));
    expect(state).toMatchObject({ auth: valid, difyid: 'd', pdfid: '', nopdfid: '' });
  });
  it('ended signs out: empty auth, empty info, identifiers forgotten; a 401 leaves the notice', () => {
    const full: SessionState = {
      ...initialSession,
      auth: valid,
      info,
      difyid: 'd',
      pdfid: 'p',
      nopdfid: 'n',
      infoStatus: 'loaded',
      infoAt: NOW,
    };
    // The ended login is remembered as revoked: never restored or sent again.
    expect(r(full, session.actions.ended('logout'))).toEqual({ ...initialSession, endedBy: 'logout', revoked: ['t'] });
    expect(r(full, session.actions.ended('unauthorized'))).toEqual({
      ...initialSession,
      expiredNotice: true,
      endedBy: 'unauthorized',
      revoked: ['t'],
    });
    // The next sign-in takes the notice away.
    expect(r(r(full, session.actions.ended('unauthorized')), session.actions.saveAuth(valid)).expiredNotice).toBe(false);
  });
  it('ignores actions of other namespaces', () => {
    const state = r(initialSession, { type: 'shop/saveAuth', payload: valid });
    expect(state).toBe(initialSession);
  });
});
