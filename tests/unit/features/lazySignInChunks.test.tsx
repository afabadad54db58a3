// @vitest-environment jsdom
// The sign-in flow and the expired-session notice are chunks of their own, out of the first
// screen's JavaScript (tests/budget/checkSize.ts). When one cannot be loaded the page goes on:
// a press on 登录 stays on the page and says the page's files could not be loaded; a 401 still
// signs out (the header offers 登录) without the notice, and nothing else breaks.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialSession } from '../../../src/models/session';
import { api, info, useNock, validAuth } from '../../testing';
import { nockPageData } from '../../testing/chains';
import { chunksLoading, failChunk } from '../../testing/chunks';
import { makeStore, renderApp, stubNavigation } from '../../testing/render';

const { unmatched } = useNock();

describe('the sign-in flow cannot be loaded', () => {
  beforeEach(() => {
    failChunk('login');
    nockPageData();
  });

  it('a press on 登录 stays on the page, asks the server nothing and says why', async () => {
    const user = userEvent.setup();
    const { assign, restore } = stubNavigation();
    try {
      renderApp(undefined, { route: '/blog' });
      await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: '登录' }));
      expect(await screen.findByText('页面文件加载出错，请检查网络连接。')).toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
      expect(unmatched()).toEqual([]);
    } finally {
      restore();
    }
  });
});

describe('the expired-session notice cannot be loaded', () => {
  it('a 401 still signs out and the page stays usable, without the notice', async () => {
    failChunk('expired-notice');
    const auth = validAuth();
    window.localStorage.setItem('_auth', JSON.stringify(auth));
    const store = makeStore({ session: { ...initialSession, auth, info, infoStatus: 'loaded', infoAt: Date.now() } });
    api()
      .get('/usee/v1/alg/template/latest')
      .reply(200, { code: 0, msg: '', data: { animation: [], avatar: [] } });
    api().get('/miao/v1/resource/list').query(true).reply(401, { code: 4100, msg: '登录已失效，请重新登录' });
    api()
      .persist()
      .get('/miao/v1/account/history')
      .query(true)
      .optionally()
      .reply(200, { code: 0, msg: '', data: { list: [], total: 0, page: 1, num: 20 } });
    renderApp(undefined, { store, route: '/user?tab=resources' });

    const banner = await screen.findByRole('banner');
    await waitFor(() => expect(within(banner).getByRole('button', { name: '登录' })).toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: '登录后查看个人中心' })).toBeInTheDocument();
    expect(store.getState().session.expiredNotice).toBe(true);
    // The notice's chunk was asked for and failed: nothing is left to land.
    await Promise.allSettled(chunksLoading());
    expect(screen.queryByText('登录已失效，请重新登录')).toBeNull();
  });
});
