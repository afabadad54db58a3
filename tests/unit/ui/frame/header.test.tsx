// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_HOST, info } from '../../../testing/fixtures';
import { testStore, withLoggedInStore } from '../../../testing/store';
import { renderApp, settleUi, signedInStore, stubNavigation, waitForStore } from '../../../testing/render';
import { switchLocale } from '../../../../src/locales/active';
import { nockPageData } from '../../../testing/chains';
import { useNock } from '../../../testing/nock';

useNock();
// Examples and templates, answered empty wherever a route asks.
beforeEach(() => nockPageData());

describe('header', () => {
  it('has the navigation and, signed out, a 登录 button that starts the QR login from the current page', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, assign, origin: 'http://localhost:3000' },
    });
    const qr = nock(API_HOST)
      .get('/miao/v1/account/login_wechat_qr')
      // The login comes back with a nonce of this browser's (loginAttempts.ts).
      .query((q) => /^http:\/\/localhost:3000\/miao_web\/login_success\?login=[0-9a-f]{32}$/.test(String(q.redirect_uri)))
      .reply(200, { code: 0, data: { url: 'http://qr.test/page?state=st-1' } });
    try {
      const { store } = testStore();
      renderApp(undefined, { store: store, route: '/blog?x=1' });
      const nav = await screen.findByRole('navigation', { name: '主导航' });
      for (const name of ['首页', '智能体', 'PDF 助手', '博客', '下载'])
        expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
      await user.click(within(nav).getByRole('button', { name: '创作' }));
      expect(within(nav).getByRole('link', { name: 'GIF 动图' })).toHaveAttribute('href', '/gif');
      expect(within(nav).getByRole('link', { name: '照片视频' })).toHaveAttribute('href', '/pbd');
      expect(within(nav).getByRole('link', { name: '字幕' })).toHaveAttribute('href', '/subtitle');

      await user.click(within(screen.getByRole('banner')).getByRole('button', { name: '登录' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('http://qr.test/page?state=st-1'));
      expect(qr.isDone()).toBe(true);
      // The attempt is recorded: its nonce, the login page's state and where to come back to.
      const [attempt] = JSON.parse(sessionStorage.getItem('miao:login') ?? '[]') as {
        nonce: string;
        state: string;
        returnTo: string;
      }[];
      expect(attempt).toMatchObject({ state: 'st-1', returnTo: '/blog?x=1' });
      expect(attempt.nonce).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it.each([
    ['javascript:alert(document.cookie)', '服务器返回的数据格式不正确'],
    ['  JavaScript:alert(1)', '服务器返回的数据格式不正确'],
    ['data:text/html,<script>alert(1)</script>', '服务器返回的数据格式不正确'],
    ['https://evil.example/qr', '登录服务返回的地址不安全，已拒绝打开'],
  ])('a login QR URL %j is refused with a message and never opened', async (url, message) => {
    const user = userEvent.setup();
    const { assign, restore } = stubNavigation();
    nock(API_HOST).get('/miao/v1/account/login_wechat_qr').query(true).reply(200, { code: 0, data: { url } });
    try {
      renderApp(undefined, { store: testStore().store, route: '/blog' });
      await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: '登录' }));
      expect(await screen.findByText(new RegExp(message))).toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
      expect(sessionStorage.getItem('miao:returnTo')).toBeNull();
    } finally {
      restore();
    }
  });

  it('signed in: fetches the account when info is empty, then shows avatar and points linking to /user', async () => {
    nock(API_HOST).get('/miao/v1/account/info').reply(200, { code: 0, data: info });
    nock(API_HOST)
      .get('/miao/v1/agent/difyid')
      .query(true)
      .reply(200, { code: 0, data: { id: 'd1' } });
    nock(API_HOST)
      .get('/miao/v1/agent/pdfid')
      .query(true)
      .reply(200, { code: 0, data: { id: 'p1' } });
    nock(API_HOST)
      .get('/miao/v1/agent/nopdfid')
      .query(true)
      .reply(200, { code: 0, data: { id: 'n1' } });
    const { store } = withLoggedInStore();
    renderApp(undefined, { store: store, route: '/blog' });
    const banner = await screen.findByRole('banner');
    const link = await within(banner).findByRole('link', { name: /120 积分/ });
    expect(link).toHaveAttribute('href', '/user');
    expect(within(link).getByRole('img', { name: '我的头像' })).toHaveAttribute('src', info.avatar);
    expect(within(banner).queryByRole('button', { name: '登录' })).toBeNull();
    await waitForStore(store, (s) => s.session.difyid === 'd1');
  });
});

// The phone's menu is its whole navigation: signed in, it leads to my resources and the shop
// and signs out (before, only the points pill led to the account). CSS shows the entries at
// phone width only (tests/e2e/phoneLayout.e2e.ts sees them at 375 px and not at 1440 px).
describe('header: the account entries of the menu', () => {
  it('signed in: my resources, the shop and sign out, which asks first and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    nock(API_HOST)
      .get('/miao/v1/shop/goods/list')
      .query(true)
      .reply(200, { code: 0, data: { list: [] } });
    const store = signedInStore(120);
    const app = renderApp(undefined, { store, route: '/blog' });
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: '打开菜单' }));
    // Their code comes with the menu's first opening.
    const entries = await within(nav).findByRole('list', { name: '个人中心' });
    expect(within(entries).getByRole('link', { name: '我的作品' })).toHaveAttribute('href', '/user?tab=resources');
    expect(within(entries).getByRole('link', { name: '积分商城' })).toHaveAttribute('href', '/user?tab=shop');

    await user.click(within(entries).getByRole('link', { name: '积分商城' }));
    expect(app.location().pathname + app.location().search).toBe('/user?tab=shop');
    // Going there closed the menu; opened again, it marks where the user is.
    expect(within(nav).queryByRole('list', { name: '个人中心' })).toBeNull();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: '打开菜单' }));
    expect(within(nav).getByRole('link', { name: '积分商城' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('button', { name: '退出登录' }));
    const ask = await screen.findByRole('alertdialog', { name: '退出登录？' });
    // Not yet: cancel keeps the login.
    await user.click(within(ask).getByRole('button', { name: '取消' }));
    expect(store.getState().session.auth.token).not.toBe('');
    await user.click(within(nav).getByRole('button', { name: '退出登录' }));
    const again = await screen.findByRole('alertdialog', { name: '退出登录？' });
    await user.click(within(again).getByRole('button', { name: '退出登录' }));
    fireEvent.animationEnd(again);
    await waitForStore(store, (s) => s.session.auth.token === '');
    expect(await screen.findByText('已退出登录')).toBeInTheDocument();
    // The entries went with the login; the menu closed and focus is on its button, not lost.
    await waitFor(() => expect(within(nav).queryByRole('list', { name: '个人中心' })).toBeNull());
    expect(document.activeElement).toBe(within(screen.getByRole('banner')).getByRole('button', { name: '打开菜单' }));
    expect(localStorage.getItem('_auth')).toBeNull();
    await settleUi(store);
  });

  it('signed out: none of them', async () => {
    const user = userEvent.setup();
    const { store } = testStore();
    renderApp(undefined, { store, route: '/blog' });
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: '打开菜单' }));
    await settleUi(store);
    expect(within(nav).getByRole('link', { name: '博客' })).toBeInTheDocument();
    expect(within(nav).queryByRole('list', { name: '个人中心' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: '退出登录' })).toBeNull();
  });

  it('in English', async () => {
    const user = userEvent.setup();
    const store = signedInStore(120);
    renderApp(undefined, { store, route: '/blog' });
    await act(() => switchLocale('en'));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Open menu' }));
    const entries = await within(nav).findByRole('list', { name: 'My account' });
    expect(within(entries).getByRole('link', { name: 'My creations' })).toHaveAttribute('href', '/user?tab=resources');
    expect(within(entries).getByRole('link', { name: 'Points shop' })).toHaveAttribute('href', '/user?tab=shop');
    expect(within(entries).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await settleUi(store);
  });
});
