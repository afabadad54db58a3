// The stand-in's WeChat pages speak the language of the app that opened them (issue 33: they
// were Chinese only): the app's language cookie wins, else the browser's Accept-Language.
import { describe, expect, it } from 'vitest';
import type { LoginQrAnswer, Trade } from '../../src/rules/wire/types';
import { LOCALE_COOKIE } from '../../src/locales/locale';
import { useMockServer } from './testClient';

const mock = useMockServer();
const CJK = /[\u3000-\u9fff\uff00-\uffef]/;

async function loginUrl(scene = ''): Promise<string> {
  const redirect = `${mock.origin()}/miao_web/login_success`;
  const answer = await mock.call<LoginQrAnswer>(
    'GET',
    `/miao/v1/account/login_wechat_qr?redirect_uri=${encodeURIComponent(redirect)}${scene}`,
  );
  return answer.body.data.url;
}

async function html(url: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(url, { headers });
  expect(res.headers.get('vary')).toContain('Cookie');
  return res.text();
}

/** The page's visible words: its text outside tags, the QR's drawing and the style left out. */
function words(page: string): string {
  return page
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<svg[\s\S]*?<\/svg>/g, '')
    .replace(/<[^>]+>/g, ' ');
}

describe('the stand-in’s pages, in the app’s language', () => {
  it('the QR page: English for the app’s English cookie, and for an English browser with no cookie', async () => {
    const asked: Record<string, string>[] = [
      { cookie: `other=1; ${LOCALE_COOKIE}=en`, 'accept-language': 'zh-CN,zh' },
      { 'accept-language': 'en-US,en;q=0.9' },
    ];
    for (const headers of asked) {
      const page = await html(await loginUrl(), headers);
      expect(page).toContain('<html lang="en">');
      expect(page).toContain('Scan with my phone (simulated)');
      expect(page).toContain('Scan as a new account (simulated)');
      expect(words(page)).not.toMatch(CJK);
    }
  });

  it('the QR page stays Chinese for the app’s Chinese cookie, whatever the browser says', async () => {
    const page = await html(await loginUrl(), { cookie: `${LOCALE_COOKIE}=zh-CN`, 'accept-language': 'en' });
    expect(page).toContain('<html lang="zh-CN">');
    expect(page).toContain('用手机扫码（模拟）');
  });

  it('WeChat’s authorisation page and an expired QR in English', async () => {
    const cookie = `${LOCALE_COOKIE}=en`;
    const page = await html(await loginUrl('&scene=wechat'), { cookie });
    expect(page).toContain('Miao asks to use');
    expect(page).toMatch(/>Allow</);
    expect(page).toMatch(/>Deny</);
    expect(words(page)).not.toMatch(CJK);
    const gone = await html(`${mock.origin()}/mock/wechat/qr?sid=none`, { cookie });
    expect(gone).toContain('This QR code has expired');
  });

  it('the pay page in English: the pack’s English name, points, the button, then paid', async () => {
    const token = await mock.login();
    const trade = (await mock.call<Trade>('POST', '/miao/v1/account/buy', { token, body: { id: 'g-30' } })).body.data;
    const cookie = `${LOCALE_COOKIE}=en`;
    const page = await html(trade.payUrl, { cookie });
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('Starter pack · 30 points');
    expect(page).toContain('Confirm payment (simulated)');
    expect(page).toContain(`Order no. ${trade.tradeNo}`);
    expect(words(page)).not.toMatch(CJK);
    await fetch(`${mock.origin()}/mock/wechat/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ tradeNo: trade.tradeNo }),
      redirect: 'manual',
    });
    expect(await html(trade.payUrl, { cookie })).toContain('Paid. You can close this page.');
    // The same page for a Chinese app.
    expect(await html(trade.payUrl, { cookie: `${LOCALE_COOKIE}=zh-CN` })).toContain('支付成功，可以关闭此页面。');
  });
});
