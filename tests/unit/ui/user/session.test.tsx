// @vitest-environment jsdom
// The session as the user sees it: a stored login is signed in at the first paint; the
// account that fails to load says so with a retry (never "— / 普通用户 / 0"); a 401 while
// signed in shows the signed-out state, 登录已失效，请重新登录 and a way to sign in again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialSession } from '../../../../src/models/session';
import { api, info, nockAccount, wireOk, useNock, validAuth } from '../../../testing';
import { makeStore, renderApp } from '../../../testing/render';
import { signInAgain } from '../../../testing/signInAgain';

useNock();

const templates = () =>
  api()
    .get('/usee/v1/alg/template/latest')
    .reply(200, wireOk({ animation: [], avatar: [] }));

// The account tab's points history, optional: answered empty when the tab asks.
beforeEach(() => {
  api()
    .persist()
    .get('/miao/v1/account/history')
    .query(true)
    .optionally()
    .reply(200, wireOk({ list: [], total: 0, page: 1, num: 20 }));
});

describe('session in the page', () => {
  it('a stored login paints signed in at once: no 登录 button, then the points', async () => {
    window.localStorage.setItem('_auth', JSON.stringify(validAuth()));
    nockAccount();
    templates();
    renderApp(undefined, { store: makeStore(), route: '/user' });
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('button', { name: '登录' })).toBeNull();
    expect(await within(banner).findByText('120 积分')).toBeInTheDocument();
  });

  it('an account that fails to load shows an error with a retry that works, never invented values', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('_auth', JSON.stringify(validAuth()));
    api().get('/miao/v1/account/info').reply(500, { code: 5000, msg: 'internal error' });
    templates();
    renderApp(undefined, { store: makeStore(), route: '/user' });
    expect(await screen.findByText('账户信息加载失败')).toBeInTheDocument();
    expect(screen.getByText('服务暂时不可用，请稍后重试（状态码 500）')).toBeInTheDocument();
    expect(screen.queryByText('普通用户')).toBeNull();
    expect(within(screen.getByRole('banner')).queryByText(/\d+ 积分/)).toBeNull();

    nockAccount();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findAllByText('138****0000')).toHaveLength(2);
    expect(within(screen.getByRole('banner')).getByText('120 积分')).toBeInTheDocument();
  });

  it('a 401 while signed in: signed out, told so, and 重新登录 starts the QR login', async () => {
    const user = userEvent.setup();
    const auth = validAuth();
    window.localStorage.setItem('_auth', JSON.stringify(auth));
    const store = makeStore({ session: { ...initialSession, auth, info, infoStatus: 'loaded', infoAt: Date.now() } });
    templates();
    api().get('/miao/v1/resource/list').query(true).reply(401, { code: 4100, msg: '登录已失效，请重新登录' });
    renderApp(undefined, { store, route: '/user?tab=resources' });

    const notice = (await screen.findByText('登录已失效，请重新登录')).closest('[role="alert"]');
    expect(notice).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    await waitFor(() => expect(within(banner).getByRole('button', { name: '登录' })).toBeInTheDocument());
    expect(within(banner).queryByText(/积分/)).toBeNull();
    expect(window.localStorage.getItem('_auth')).toBeNull();
    expect(screen.getByRole('heading', { name: '登录后查看个人中心' })).toBeInTheDocument();

    await signInAgain(user);
  });
});
