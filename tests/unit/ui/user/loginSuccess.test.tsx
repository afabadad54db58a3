// @vitest-environment jsdom
// /login_success exchanges a code only for a login this browser began (a nonce recorded in
// sessionStorage with the login page's state and the return address) and has not used yet.
// A link carrying someone else's code and state — the login CSRF — is refused and changes
// nothing, signed in or not.
import { screen } from '@testing-library/react';
import nock from 'nock';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPTS_KEY, recordAttempt } from '../../../../src/features/auth/loginAttempts';
import { initialSession } from '../../../../src/models/session';
import { API_HOST, info, validAuth } from '../../../testing/fixtures';
import { recordUnmatched, useNock } from '../../../testing/nock';
import { testStore } from '../../../testing/store';
import { renderApp, waitForStore } from '../../../testing/render';
import { nockPageData } from '../../../testing/chains';

useNock();
// Examples and templates, answered empty wherever a route asks.
beforeEach(() => nockPageData());

const NONCE = 'a'.repeat(32);
/** This browser began a login: its QR page carried state s1; it should come back to `returnTo`. */
const began = (returnTo = '/blog?id=avatar-guide', nonce = NONCE) =>
  recordAttempt(nonce, 'http://qr.test/qr?sid=q1&state=s1', returnTo);

/** Fails the test if the exchange is ever called. */
function noExchange() {
  const unmatched = recordUnmatched();
  return {
    check: () => expect(unmatched.list.filter((r) => r.includes('login_wechat_web'))).toEqual([]),
    stop: () => unmatched.stop(),
  };
}

describe('/login_success', () => {
  it('exchanges code and state of a login this browser began, fetches the account and returns to where it began', async () => {
    began();
    const login = nock(API_HOST)
      .post('/miao/v1/account/login_wechat_web', { code: 'c1', state: 's1' })
      .reply(200, { code: 0, data: { token: 'tok', type: 'Bearer', expire: 3600 } });
    nock(API_HOST).get('/miao/v1/account/info').reply(200, { code: 0, data: info });
    nock(API_HOST)
      .get(/\/miao\/v1\/agent\/.*/)
      .times(3)
      .reply(200, { code: 0, data: { id: 'x' } });
    const { store } = testStore();
    const { location } = renderApp(undefined, { store: store, route: `/login_success?login=${NONCE}&code=c1&state=s1` });
    expect(await screen.findByText('正在登录，请稍候…')).toBeInTheDocument();
    await waitForStore(store, () => location().pathname === '/blog', 3000);
    expect(location().search).toBe('?id=avatar-guide');
    expect(login.isDone()).toBe(true);
    await waitForStore(store, (s) => s.session.info.id === info.id);
    expect(store.getState().session.auth.token).toBe('tok');
    // Used up: the same link cannot sign in again.
    expect(sessionStorage.getItem(LOGIN_ATTEMPTS_KEY)).toBeNull();
    // The blog's code has arrived and rendered (nothing left loading for the next test).
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it.each([
    ['a fresh browser that began no login', () => undefined, `login=${NONCE}&code=theirs&state=s1`],
    [
      'someone else’s link (their nonce) in a browser that began its own login',
      () => began(),
      `login=${'b'.repeat(32)}&code=theirs&state=st-theirs`,
    ],
    ['the right nonce with another state', () => began(), `login=${NONCE}&code=theirs&state=st-theirs`],
    ['a link without a nonce', () => began(), 'code=theirs&state=s1'],
  ])('refuses %s: the failure screen with 重新登录, no exchange, nothing changed', async (_name, setup, query) => {
    setup();
    const guard = noExchange();
    try {
      const { store } = testStore();
      renderApp(undefined, { store: store, route: `/login_success?${query}` });
      expect(await screen.findByRole('heading', { name: '登录失败' }, { timeout: 15_000 })).toBeInTheDocument();
      expect(screen.getByText(/不是由本浏览器发起的/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '重新登录' })).toBeInTheDocument();
      await new Promise((r) => setTimeout(r, 50));
      guard.check();
      expect(store.getState().session.auth.token).toBe('');
    } finally {
      guard.stop();
    }
  });

  it('a signed-in browser opening someone else’s link stays signed in as itself', async () => {
    began();
    const guard = noExchange();
    try {
      const auth = validAuth();
      localStorage.setItem('_auth', JSON.stringify(auth));
      const { store } = testStore({
        preloadedState: { session: { ...initialSession, auth, info, infoStatus: 'loaded', infoAt: Date.now() } },
      });
      renderApp(undefined, { store: store, route: `/login_success?login=${'c'.repeat(32)}&code=theirs&state=st-theirs` });
      expect(await screen.findByRole('heading', { name: '登录失败' }, { timeout: 15_000 })).toBeInTheDocument();
      await new Promise((r) => setTimeout(r, 50));
      guard.check();
      expect(store.getState().session.auth).toEqual(auth);
      expect(JSON.parse(localStorage.getItem('_auth') ?? 'null')).toMatchObject({ token: auth.token });
    } finally {
      guard.stop();
    }
  });

  it('a link used once cannot be used again (the attempt is used up)', async () => {
    began();
    nock(API_HOST).post('/miao/v1/account/login_wechat_web').reply(200, { code: 40001, msg: 'bad code', data: null });
    const first = testStore();
    const view = renderApp(undefined, { store: first.store, route: `/login_success?login=${NONCE}&code=c1&state=s1` });
    expect(await screen.findByRole('heading', { name: '登录失败' }, { timeout: 15_000 })).toBeInTheDocument();
    view.unmount();
    const guard = noExchange();
    try {
      const second = testStore();
      renderApp(undefined, { store: second.store, route: `/login_success?login=${NONCE}&code=c1&state=s1` });
      expect(await screen.findByText(/不是由本浏览器发起的/, {}, { timeout: 15_000 })).toBeInTheDocument();
      guard.check();
    } finally {
      guard.stop();
    }
  });

  it('a rejected exchange shows 登录失败 with a retry and a way home', async () => {
    began();
    nock(API_HOST).post('/miao/v1/account/login_wechat_web').reply(200, { code: 40001, msg: 'bad code', data: null });
    const { store } = testStore();
    const { location } = renderApp(undefined, { store: store, route: `/login_success?login=${NONCE}&code=used&state=s1` });
    expect(await screen.findByRole('heading', { name: '登录失败' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/登录凭证可能已失效/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新登录' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    expect(location().pathname).toBe('/login_success');
    expect(store.getState().session.auth.token).toBe('');
  });

  it('a server failure (HTTP 500) also ends on the failure screen, not a spinner', async () => {
    began();
    nock(API_HOST).post('/miao/v1/account/login_wechat_web').reply(500, 'oops');
    const { store } = testStore();
    renderApp(undefined, { store: store, route: `/login_success?login=${NONCE}&code=c&state=s1` });
    expect(await screen.findByRole('heading', { name: '登录失败' }, { timeout: 15_000 })).toBeInTheDocument();
    // Signed out, request.ts turns the failure into a normal result (docs/contract.md §8): the
    // exchange answers "not signed in" and the screen says why in its own words.
    expect(store.getState().errors['session/login']).toBeUndefined();
    expect(screen.getByText(/登录凭证可能已失效/)).toBeInTheDocument();
  });

  it('missing code or state fails at once without calling the API', async () => {
    began();
    const guard = noExchange();
    try {
      const { store } = testStore();
      renderApp(undefined, { store: store, route: `/login_success?login=${NONCE}&code=only` });
      expect(await screen.findByRole('heading', { name: '登录失败' }, { timeout: 15_000 })).toBeInTheDocument();
      expect(screen.getByText(/缺少必要的参数/)).toBeInTheDocument();
      await new Promise((r) => setTimeout(r, 50));
      guard.check();
    } finally {
      guard.stop();
    }
  });
});
