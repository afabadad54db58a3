// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { routes } from '../../../../src/routes/routes';
import { testStore } from '../../../testing/store';
import { renderApp } from '../../../testing/render';
import { nockPageData } from '../../../testing/chains';
import { useNock } from '../../../testing/nock';

useNock();
// Examples and templates, answered empty wherever a route asks.
beforeEach(() => nockPageData());

describe('route tree (docs/contract.md §2)', () => {
  it.each([
    ['/user', /登录后查看个人中心/],
    ['/blog', /Miao 博客/],
    ['/contract', /用户协议与隐私政策/],
    ['/download', /下载 Miao 客户端/],
    ['/agent', /AI 智能体/],
    ['/pdf', /PDF 助手/],
    ['/nope/deeper', /页面不存在/],
  ])('%s renders its page inside the header layout', async (url, heading) => {
    const { store } = testStore();
    renderApp(undefined, { store: store, route: url });
    expect(await screen.findByRole('heading', { name: heading }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('/ and /index.html both match the home page, inside the inner layout', () => {
    const a = matchRoutes(routes, '/')!.map((m) => m.route);
    const b = matchRoutes(routes, '/index.html')!.map((m) => m.route);
    expect(a.length).toBe(4); // root, main, inner, home
    expect(b.length).toBe(4);
    expect(a[3].element).toBeTruthy();
    expect(a.slice(0, 3)).toEqual(b.slice(0, 3));
  });

  it('/gif, /pbd and /subtitle share the create layout', () => {
    const layouts = ['/gif', '/pbd', '/subtitle'].map((p) => matchRoutes(routes, p)!.map((m) => m.route));
    for (const chain of layouts) expect(chain.length).toBe(5);
    expect(layouts[0][3]).toBe(layouts[1][3]);
    expect(layouts[1][3]).toBe(layouts[2][3]);
    expect(layouts[0][3].path).toBeUndefined();
  });

  it('/login_success renders outside the main layout (no header, no footer)', async () => {
    const { store } = testStore();
    renderApp(undefined, { store: store, route: '/login_success' });
    expect(await screen.findByRole('heading', { name: '登录失败' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('not-found offers a way home', async () => {
    const { store } = testStore();
    const { location } = renderApp(undefined, { store: store, route: '/nope' });
    const main = await screen.findByRole('main');
    const home = await within(main).findByRole('link', { name: '返回首页' }, { timeout: 15_000 });
    expect(home).toHaveAttribute('href', '/');
    expect(location().pathname).toBe('/nope');
  });

  it('dispatches LOCATION_CHANGE on navigation (LocationSync inside the router)', async () => {
    const { store } = testStore();
    const seen: string[] = [];
    const original = store.dispatch;
    store.dispatch = ((action: { type: string; payload?: { location?: { pathname: string } } }) => {
      if (action.type === '@@router/LOCATION_CHANGE') seen.push(action.payload!.location!.pathname);
      return original(action as never);
    }) as typeof store.dispatch;
    const { navigate } = renderApp(undefined, { store: store, route: '/blog' });
    await screen.findByRole('heading', { name: /Miao 博客/ }, { timeout: 15_000 });
    await act(() => navigate('/contract'));
    await screen.findByRole('heading', { name: /用户协议与隐私政策/ }, { timeout: 15_000 });
    // LocationSync dispatches from an effect, which may run just after the page is painted.
    await waitFor(() => expect(seen).toEqual(['/blog', '/contract']));
  });
});
