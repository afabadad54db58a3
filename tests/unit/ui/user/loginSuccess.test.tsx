// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import nock from 'nock';
import { beforeEach, describe, expect, it } from 'vitest';
import { API_HOST, info } from '../../../testing/fixtures';
import { recordUnmatched, useNock } from '../../../testing/nock';
import { testStore } from '../../../testing/store';
import { renderApp, waitForStore } from '../../../testing/render';
import { nockPageData } from '../../../testing/chains';

useNock();
// Examples and templates, answered empty wherever a route asks.
beforeEach(() => nockPageData());

describe('/login_success', () => {
  it('exchanges code and state, fetches the account and returns to where the login began', async () => {
    sessionStorage.setItem('miao:returnTo', '/blog?id=avatar-guide');
    const login = nock(API_HOST)
      .post('/miao/v1/account/login_wechat_web', { code: 'c1', state: 's1' })
      .reply(200, { code: 0, data: { token: 'tok', type: 'Bearer', expire: 3600 } });
    nock(API_HOST).get('/miao/v1/account/info').reply(200, { code: 0, data: info });
    nock(API_HOST)
      .get(/\/miao\/v1\/agent\/.*/)
      .times(3)
      .reply(200, { code: 0, data: { id: 'x' } });
    const { store } = testStore();
    const { router } = renderApp(undefined, { store: store, route: '/login_success?code=c1&state=s1' });
    expect(await screen.findByText('正在登录，请稍候…')).toBeInTheDocument();
    await waitForStore(store, () => router.state.location.pathname === '/blog', 3000);
    expect(router.state.location.search).toBe('?id=avatar-guide');
    expect(login.isDone()).toBe(true);
    await waitForStore(store, (s) => s.session.info.id === info.id);
    expect(store.getState().session.auth.token).toBe('tok');
    expect(sessionStorage.getItem('miao:returnTo')).toBeNull();
  });

  it('a rejected exchange shows 登录失败 with a retry and a way home', async () => {
    nock(API_HOST).post('/miao/v1/account/login_wechat_web').reply(200, { code: 40001, msg: 'bad code', data: null });
    const { store } = testStore();
    const { router } = renderApp(undefined, { store: store, route: '/login_success?code=used&state=s1' });
    expect(await screen.findByRole('heading', { name: '登录失败' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(/登录凭证可能已失效/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新登录' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    expect(router.state.location.pathname).toBe('/login_success');
    expect(store.getState().session.auth.token).toBe('');
  });

  it('a server failure (HTTP 500) also ends on the failure screen, not a spinner', async () => {
    nock(API_HOST).post('/miao/v1/account/login_wechat_web').reply(500, 'oops');
    const { store } = testStore();
    renderApp(undefined, { store: store, route: '/login_success?code=c&state=s' });
    expect(await screen.findByRole('heading', { name: '登录失败' }, { timeout: 3000 })).toBeInTheDocument();
    // Signed out, request.ts turns the failure into a normal result (SPEC.md §8): the
    // exchange answers "not signed in" and the screen says why in its own words.
    expect(store.getState().errors['session/login']).toBeUndefined();
    expect(screen.getByText(/登录凭证可能已失效/)).toBeInTheDocument();
  });

  it('missing code or state fails at once without calling the API', async () => {
    const unmatched = recordUnmatched();
    try {
      const { store } = testStore();
      renderApp(undefined, { store: store, route: '/login_success?code=only' });
      expect(await screen.findByRole('heading', { name: '登录失败' }, { timeout: 3000 })).toBeInTheDocument();
      expect(screen.getByText(/缺少必要的参数/)).toBeInTheDocument();
      await new Promise((r) => setTimeout(r, 50));
      expect(unmatched.list.filter((r) => r.includes('login_wechat_web'))).toEqual([]);
    } finally {
      unmatched.stop();
    }
  });
});
