// docs/testing.md "1. An effect, step by step" quotes this file (tests/unit/docs/stepExamples.test.ts
// checks each quoted block is here, word for word): a call whose answer the effect reads itself.
import { call, put } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { initialSession, login, selectAuth, session, tellTabs } from '../../../../src/models/session';
import { selectEffect, stepAnswer, stepContext, stepRefused, steps } from '../../../testing';

describe('session/login, step by step', () => {
  const context = stepContext(); // api, storage, timing…: fakes; no test feeds getContext
  const { api, storage } = context;
  const NOW = 1_700_000_000_000;
  const action = session.actions.login({ code: 'c', state: 's' });
  // What api.ts resolves with (`ok`, `code`, `msg`, `data`), not the wire body: wireOk() fails tsc here.
  const exchange = (expire: number) =>
    [call(api.loginWechatWeb, { code: 'c', state: 's' }), stepAnswer({ token: 'tok', type: 'Bearer', expire })] as const;
  const auth = { type: 'Bearer', token: 'tok', expire: NOW + 7_200_000 };

  it('code 0: saves auth, writes _auth, loads the account, tells the other tabs, answers true', () => {
    const end = steps(
      login(action),
      [
        exchange(7200),
        [call(Date.now), NOW],
        [selectEffect(selectAuth), initialSession.auth], // nobody signed in
        [put(session.actions.saveAuth(auth))],
        [call(storage.write, auth)],
        [put(session.actions.fetchInfo())],
        [call(tellTabs, { kind: 'signedIn', token: 'tok' })],
      ],
      context,
    );
    expect(end).toEqual({ done: true, value: true });
  });

  it('already signed in: that session ends first (switched)', () => {
    const someoneElse = { type: 'Bearer', token: 'other', expire: NOW + 1000 };
    const next = steps(
      login(action),
      [exchange(7200), [call(Date.now), NOW], [selectEffect(selectAuth), someoneElse], [put(session.actions.ended('switched'))]],
      context,
    );
    expect(next).toEqual({ done: false, value: put(session.actions.saveAuth(auth)) });
  });

  it('a non-zero code: nothing saved, nothing stored, answers false', () => {
    const end = steps(
      login(action),
      [[call(api.loginWechatWeb, { code: 'c', state: 's' }), stepRefused(40029, 'invalid code')]],
      context,
    );
    expect(end).toEqual({ done: true, value: false });
  });

  it('no sane expiry (0 seconds): refused rather than a login forever, answers false', () => {
    const end = steps(login(action), [exchange(0), [call(Date.now), NOW]], context);
    expect(end).toEqual({ done: true, value: false });
  });
});
