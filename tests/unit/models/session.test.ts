// Step-by-step tests of the session effects (SPEC.md §4 Session) and its reducers.
import { cloneableGenerator } from '@redux-saga/testing-utils';
import { all, call, getContext, put, select } from 'redux-saga/effects';
import { describe, expect, it, vi } from 'vitest';
import type { Api, AuthStorage } from '../../../src/app/context';
import {
  check,
  emptyInfo,
  fetchInfo,
  initialSession,
  login,
  logout,
  selectAuth,
  session,
  type SessionState,
} from '../../../src/models/session';
import { info } from '../../helpers/fixtures';

// Effects only call these, never run them: plain stubs are enough to compare yields.
const api = {
  loginWechatWeb: vi.fn(),
  getAccountInfo: vi.fn(),
  getDifyId: vi.fn(),
  getPdfId: vi.fn(),
  getNoPdfId: vi.fn(),
} as unknown as Api;
const storage: AuthStorage = { read: vi.fn(), write: vi.fn(), clear: vi.fn() };

const NOW = 1_700_000_000_000;
const valid = { type: 'Bearer', token: 't', expire: NOW + 1000 };
const expired = { type: 'Bearer', token: 't', expire: NOW - 1 };
const ok = <D>(data: D) => ({ ok: true as const, code: 0 as const, msg: '', data });
const fail = { ok: false as const, code: 1, msg: 'no', data: null };

describe('session/login', () => {
  const action = session.actions.login({ code: 'c', state: 's' });

  it('on code 0 saves auth with expire = now + seconds × 1000, then writes _auth', () => {
    const gen = login(action);
    expect(gen.next().value).toEqual(getContext('api'));
    expect(gen.next(api).value).toEqual(call(api.loginWechatWeb, { code: 'c', state: 's' }));
    expect(gen.next(ok({ token: 'tok', type: 'Bearer', expire: 7200 })).value).toEqual(call(Date.now));
    const auth = { type: 'Bearer', token: 'tok', expire: NOW + 7_200_000 };
    expect(gen.next(NOW).value).toEqual(put(session.actions.saveAuth(auth)));
    expect(gen.next().value).toEqual(getContext('storage'));
    expect(gen.next(storage).value).toEqual(call(storage.write, auth));
    expect(gen.next().done).toBe(true);
  });

  it('on a non-zero code stops: nothing saved, nothing stored', () => {
    const gen = login(action);
    gen.next();
    gen.next(api);
    expect(gen.next(fail).done).toBe(true);
  });

  it('lets a transport error through to the runner', () => {
    const gen = login(action);
    gen.next();
    gen.next(api);
    expect(() => gen.throw(new Error('network'))).toThrow('network');
  });
});

describe('session/check (the route-change re-check)', () => {
  const start = () => {
    const gen = cloneableGenerator(check)();
    expect(gen.next().value).toEqual(select(selectAuth));
    return gen;
  };

  it('with no token in memory reads the stored value: restores a valid one', () => {
    const gen = start();
    expect(gen.next(initialSession.auth).value).toEqual(getContext('storage'));
    expect(gen.next(storage).value).toEqual(call(Date.now));
    expect(gen.next(NOW).value).toEqual(call(storage.read));
    const noToken = gen.clone();
    const expiredStored = gen.clone();
    expect(gen.next(valid).value).toEqual(put(session.actions.saveAuth(valid)));
    expect(gen.next().done).toBe(true);
    // Missing, non-JSON or partial (storage.read → null): cleared.
    expect(noToken.next(null).value).toEqual(call(storage.clear));
    expect(noToken.next().done).toBe(true);
    // Stored but expired: cleared, not restored.
    expect(expiredStored.next(expired).value).toEqual(call(storage.clear));
    expect(expiredStored.next().done).toBe(true);
  });

  it('with an expired token in memory resets the session and clears the stored value', () => {
    const gen = start();
    gen.next(expired);
    gen.next(storage);
    expect(gen.next(NOW).value).toEqual(put(session.actions.reset()));
    expect(gen.next().value).toEqual(call(storage.clear));
    expect(gen.next().done).toBe(true);
  });

  it('with a valid token in memory changes nothing', () => {
    const gen = start();
    gen.next(valid);
    gen.next(storage);
    expect(gen.next(NOW).done).toBe(true);
  });

  it('treats expire == now as expired (logged in only strictly before expire)', () => {
    const gen = start();
    gen.next({ ...valid, expire: NOW });
    gen.next(storage);
    expect(gen.next(NOW).value).toEqual(put(session.actions.reset()));
  });
});

describe('session/fetchInfo', () => {
  const start = () => {
    const gen = cloneableGenerator(fetchInfo)();
    expect(gen.next().value).toEqual(select(selectAuth));
    expect(gen.next(valid).value).toEqual(call(Date.now));
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

  it('code 0: saves info, then fetches the three identifiers and saves them', () => {
    const gen = start();
    expect(gen.next(NOW).value).toEqual(getContext('api'));
    expect(gen.next(api).value).toEqual(call(api.getAccountInfo));
    expect(gen.next(ok(info)).value).toEqual(put(session.actions.saveInfo(info)));
    expect(gen.next().value).toEqual(
      all([call(api.getDifyId, 'u-42'), call(api.getPdfId, 16), call(api.getNoPdfId, 16)]),
    );
    const answers = gen.clone();
    expect(gen.next([ok({ id: 'd' }), ok({ id: 'p' }), ok({ id: 'n' })]).value).toEqual(
      put(session.actions.saveIdentifiers({ difyid: 'd', pdfid: 'p', nopdfid: 'n' })),
    );
    expect(gen.next().done).toBe(true);
    // An identifier answered with a non-zero code is left as it was.
    expect(answers.next([fail, ok({ id: 'p' }), fail]).value).toEqual(
      put(session.actions.saveIdentifiers({ pdfid: 'p' })),
    );
  });

  it('non-zero code: nothing saved, no identifier asked', () => {
    const gen = start();
    gen.next(NOW);
    gen.next(api);
    expect(gen.next(fail).done).toBe(true);
  });
});

describe('session/logout', () => {
  it('resets auth and info, then clears the stored value', () => {
    const gen = logout();
    expect(gen.next().value).toEqual(put(session.actions.reset()));
    expect(gen.next().value).toEqual(getContext('storage'));
    expect(gen.next(storage).value).toEqual(call(storage.clear));
    expect(gen.next().done).toBe(true);
  });
});

describe('session reducers', () => {
  const r = session.reducer;
  it('starts signed out with info at 0 points and empty phone and avatar', () => {
    const state = r(undefined, { type: '@@INIT' });
    expect(state.auth).toEqual({ type: '', token: '', expire: 0 });
    expect(state.info).toMatchObject({ points: 0, phone: '', avatar: '' });
    expect(state).toMatchObject({ difyid: '', pdfid: '', nopdfid: '' });
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
  it('reset signs out: empty auth, empty info, identifiers forgotten', () => {
    const full: SessionState = { auth: valid, info, difyid: 'd', pdfid: 'p', nopdfid: 'n' };
    expect(r(full, session.actions.reset())).toEqual(initialSession);
  });
  it('ignores actions of other namespaces', () => {
    const state = r(initialSession, { type: 'shop/saveAuth', payload: valid });
    expect(state).toBe(initialSession);
  });
});
