// @vitest-environment jsdom
// 登录 by device: inside WeChat the app asks for WeChat's authorisation page (scene=wechat) and
// leaves for it; on a computer for the QR page; in a phone's own browser it asks nothing and
// shows how to open the page in WeChat, with the QR only on request (a second device).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nockPageData } from '../../testing/chains';
import { API_HOST } from '../../testing/fixtures';
import { useNock } from '../../testing/nock';
import { renderApp, stubNavigation } from '../../testing/render';

const AGENTS = {
  wechat:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.50.2701(0x28003253) WeChat/arm64',
  phone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

useNock();
beforeEach(() => nockPageData());
afterEach(() => vi.restoreAllMocks());

const LOGIN_PAGE = 'http://localhost:3000/mock/wechat/page?sid=1&state=st-1';

/** The login request, with its query as sent. */
function nockLoginPage(): { query: () => Record<string, string> } {
  let seen: Record<string, string> = {};
  nock(API_HOST)
    .get('/miao/v1/account/login_wechat_qr')
    .query((q) => {
      seen = Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]));
      return true;
    })
    .reply(200, { code: 0, data: { url: LOGIN_PAGE } });
  return { query: () => seen };
}

async function clickLogin() {
  const user = userEvent.setup();
  renderApp(undefined, { route: '/blog' });
  await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: '登录' }));
  return user;
}

describe('登录 by device', () => {
  it.each([
    ['inside WeChat', AGENTS.wechat, 'wechat'],
    ['on a computer', AGENTS.desktop, undefined],
  ])('%s: asks for the login page (scene %s) and leaves for it', async (_name, agent, scene) => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agent);
    const { assign, restore } = stubNavigation();
    const login = nockLoginPage();
    try {
      await clickLogin();
      await waitFor(() => expect(assign).toHaveBeenCalledWith(LOGIN_PAGE));
      expect(login.query().scene).toBe(scene);
      expect(login.query().redirect_uri).toMatch(/^http:\/\/localhost:3000\/miao_web\/login_success\?login=/);
    } finally {
      restore();
    }
  });

  it("in a phone's own browser: nothing is asked, the sheet gives this page's link; the QR only for a second device", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(AGENTS.phone);
    const { assign, restore } = stubNavigation();
    try {
      const user = await clickLogin();
      const sheet = await screen.findByRole('alertdialog', { name: '在微信里打开即可登录' });
      expect(within(sheet).getByRole('textbox', { name: '本页链接' })).toHaveValue('http://localhost:3000/miao_web/blog');
      expect(within(sheet).getByText('新账号送 20 积分，够先试几次')).toBeInTheDocument();
      expect(nock.pendingMocks().some((m) => m.includes('login_wechat_qr'))).toBe(false);

      const login = nockLoginPage();
      await user.click(within(sheet).getByRole('button', { name: '用另一台设备扫码' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(LOGIN_PAGE));
      expect(login.query().scene).toBeUndefined();
    } finally {
      restore();
    }
  });
});
