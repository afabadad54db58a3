// Signing in and paying on the phone itself (docs/mocks.md "On a phone"): inside WeChat the
// login goes by WeChat's authorisation page and straight back, no QR; the pay page opened in
// place with redirect_url brings the user back to the app after paying.
import { describe, expect, it } from 'vitest';
import type { AccountInfo, LoginQrAnswer, LoginWebAnswer, PayAnswer, Trade } from '../../src/rules/wire/types';
import { configureMock } from '../server/config';
import { useMockServer } from '../server/testClient';

const mock = useMockServer();
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x18003237) NetType/WIFI Language/zh_CN';

const redirect = () => `${mock.origin()}/miao_web/login_success?login=n1`;
const loginUrl = async (query = '', headers: Record<string, string> = {}) =>
  (
    await mock.call<LoginQrAnswer>(
      'GET',
      `/miao/v1/account/login_wechat_qr?redirect_uri=${encodeURIComponent(redirect())}${query}`,
      { headers },
    )
  ).body.data.url;

describe('sign-in inside WeChat', () => {
  it.each([
    ['scene=wechat', '&scene=wechat', {}],
    ["WeChat's user agent", '', { 'user-agent': WECHAT_UA }],
  ])(
    '%s answers the authorisation page; allowing goes straight back with a code that signs in',
    async (_name, query, headers) => {
      const url = new URL(await loginUrl(query, headers));
      expect(url.pathname).toBe('/mock/wechat/authorize');
      const state = url.searchParams.get('state');
      expect(state).toMatch(/^st-/);
      const html = await (await fetch(url)).text();
      expect(html).toContain('Miao 申请使用');
      expect(html).not.toContain('<svg'); // no QR
      const allow = /data-testid="wechat-allow" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
      const back = await fetch(allow ?? '', { redirect: 'manual' });
      expect(back.status).toBe(302);
      const to = new URL(back.headers.get('location') ?? '');
      expect(to.origin + to.pathname).toBe(`${mock.origin()}/miao_web/login_success`);
      expect(to.searchParams.get('login')).toBe('n1');
      expect(to.searchParams.get('state')).toBe(state);
      const token = await mock.call<LoginWebAnswer>('POST', '/miao/v1/account/login_wechat_web', {
        body: { code: to.searchParams.get('code'), state },
      });
      expect(token.body.code).toBe(0);
      expect((await mock.call<AccountInfo>('GET', '/miao/v1/account/info', { token: token.body.data.token })).status).toBe(200);
    },
  );

  it('the wechatBrowser switch does the same for a demo on a computer; a computer gets the QR page otherwise', async () => {
    expect(new URL(await loginUrl()).pathname).toBe('/mock/wechat/qr');
    configureMock({ wechatBrowser: true });
    expect(new URL(await loginUrl()).pathname).toBe('/mock/wechat/authorize');
  });

  it('refusing goes back with the state and no code', async () => {
    const url = new URL(await loginUrl('&scene=wechat'));
    const html = await (await fetch(url)).text();
    const deny = /data-testid="wechat-deny" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    const back = await fetch(deny ?? '', { redirect: 'manual' });
    const to = new URL(back.headers.get('location') ?? '');
    expect(to.searchParams.get('state')).toBe(url.searchParams.get('state'));
    expect(to.searchParams.has('code')).toBe(false);
  });
});

describe('paying in place', () => {
  async function trade(token: string): Promise<Trade> {
    return (await mock.call<Trade>('POST', '/miao/v1/account/buy', { token, body: { id: 'g-30' } })).body.data;
  }
  const shop = () => `${mock.origin()}/miao_web/user?tab=shop&trade=`;

  it('with redirect_url the pay page has no QR and a way back; paying returns to the app, credited once', async () => {
    const token = await mock.login();
    const { tradeNo, payUrl } = await trade(token);
    const back = shop() + tradeNo;
    const html = await (await fetch(`${payUrl}&redirect_url=${encodeURIComponent(back)}`)).text();
    expect(html).not.toContain('<svg');
    expect(html).toContain('data-testid="pay-back"');
    const paid = await fetch(`${mock.origin()}/mock/wechat/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ tradeNo, redirect_url: back }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(302);
    expect(paid.headers.get('location')).toBe(back);
    const check = await mock.call<PayAnswer>('POST', '/miao/v1/account/pay', { token, body: { tradeNo } });
    expect(check.body.data.trade.status).toBe('paid');
    expect(check.body.data.points).toBe(100 + 30);
  });

  it('a redirect_url outside the app on this origin is ignored: the pay page stays', async () => {
    const token = await mock.login();
    const { tradeNo, payUrl } = await trade(token);
    for (const evil of ['https://evil.example/miao_web/user', 'javascript:alert(1)']) {
      const html = await (await fetch(`${payUrl}&redirect_url=${encodeURIComponent(evil)}`)).text();
      expect(html).toContain('<svg');
      expect(html).not.toContain('evil.example');
    }
    const paid = await fetch(`${mock.origin()}/mock/wechat/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ tradeNo, redirect_url: 'https://evil.example/' }).toString(),
      redirect: 'manual',
    });
    expect(paid.headers.get('location')).toBe(`/mock/wechat/pay?tradeNo=${tradeNo}`);
  });
});
