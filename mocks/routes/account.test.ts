import { describe, expect, it } from 'vitest';
import type { AccountInfo, IdentifierAnswer, LoginQrAnswer, LoginWebAnswer, VipDataAnswer } from '../../src/rules/wire/types';
import { redirectAllowed } from './account';
import { configureMock } from '../server/config';
import { advanceMockClock, DEMO_POINTS } from '../server/state';
import { useMockServer } from '../server/testClient';

const mock = useMockServer();

describe('login_wechat_qr', () => {
  it('answers the URL of a local QR page that shows a QR code and the scan button', async () => {
    const redirect = `${mock.origin()}/miao_web/login_success`;
    const answer = await mock.call<LoginQrAnswer>(
      'GET',
      `/miao/v1/account/login_wechat_qr?redirect_uri=${encodeURIComponent(redirect)}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(0);
    expect(answer.body.data.url).toMatch(new RegExp(`^${mock.origin()}/mock/wechat/qr\\?sid=`));
    const page = await fetch(answer.body.data.url);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('用手机扫码（模拟）');
    expect(html).toMatch(/<svg[^>]*>[\s\S]*<path/);
  });

  it('refuses a missing redirect_uri and one outside the app', async () => {
    const missing = await mock.call('GET', '/miao/v1/account/login_wechat_qr');
    expect(missing.status).toBe(400);
    expect(missing.body.code).not.toBe(0);
    for (const uri of ['http://evil.example/miao_web/login_success', `${mock.origin()}/elsewhere`, 'javascript:alert(1)']) {
      const answer = await mock.call('GET', `/miao/v1/account/login_wechat_qr?redirect_uri=${encodeURIComponent(uri)}`);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toContain('redirect_uri');
    }
  });

  it('accepts only same-host URLs under /miao_web/ or ending in /login_success', () => {
    expect(redirectAllowed('http://a.test/miao_web/login_success', 'http://a.test')).toBe(true);
    expect(redirectAllowed('https://a.test/other/base/login_success', 'http://a.test')).toBe(true);
    expect(redirectAllowed('http://a.test:81/miao_web/login_success', 'http://a.test')).toBe(false);
    expect(redirectAllowed('http://b.test/miao_web/', 'http://a.test')).toBe(false);
    expect(redirectAllowed('not a url', 'http://a.test')).toBe(false);
  });

  it('the QR login and payment pages refuse every frame (their buttons cannot be clickjacked); the agent chat allows only the app', async () => {
    const qr = (
      await mock.call<{ url: string }>(
        'GET',
        `/miao/v1/account/login_wechat_qr?redirect_uri=${encodeURIComponent(`${mock.origin()}/miao_web/login_success`)}`,
      )
    ).body.data.url;
    for (const url of [qr, `${mock.origin()}/mock/wechat/pay?tradeNo=T-none`, `${mock.origin()}/mock/wechat/qr?sid=nope`]) {
      const res = await fetch(url);
      expect(res.headers.get('x-frame-options'), url).toBe('DENY');
      expect(res.headers.get('content-security-policy'), url).toBe("frame-ancestors 'none'");
    }
    const agent = await fetch(`${mock.origin()}/mock/agent?id=d-1`);
    expect(agent.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(agent.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
  });

  it('an unknown QR page id shows an expired page', async () => {
    const res = await fetch(`${mock.origin()}/mock/wechat/qr?sid=nope`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('二维码已失效');
  });
});

describe('login_wechat_web', () => {
  it('exchanges a scanned code once for token, type and expire in seconds', async () => {
    configureMock({ tokenTtlS: 3600 });
    const scanned = await mock.scan();
    const first = await mock.call<LoginWebAnswer>('POST', '/miao/v1/account/login_wechat_web', { body: scanned });
    expect(first.body).toEqual({ code: 0, data: { token: expect.any(String), type: 'Bearer', expire: 3600 } });
    const again = await mock.call('POST', '/miao/v1/account/login_wechat_web', { body: scanned });
    expect(again.status).toBe(400);
    expect(again.body.code).not.toBe(0);
    expect(again.body.msg).toContain('已使用');
  });

  it('refuses a wrong state, but the right state still works afterwards', async () => {
    const scanned = await mock.scan();
    const wrong = await mock.call('POST', '/miao/v1/account/login_wechat_web', { body: { ...scanned, state: 'other' } });
    expect(wrong.body.code).not.toBe(0);
    const right = await mock.call('POST', '/miao/v1/account/login_wechat_web', { body: scanned });
    expect(right.body.code).toBe(0);
  });

  it('refuses an expired code, an unknown code and a body without fields', async () => {
    const scanned = await mock.scan();
    advanceMockClock(301_000);
    const expired = await mock.call('POST', '/miao/v1/account/login_wechat_web', { body: scanned });
    expect(expired.body).toMatchObject({ code: 4011, msg: expect.stringContaining('过期') });
    const unknown = await mock.call('POST', '/miao/v1/account/login_wechat_web', { body: { code: 'x', state: 'y' } });
    expect(unknown.body.code).toBe(4010);
    const empty = await mock.call('POST', '/miao/v1/account/login_wechat_web', { body: {} });
    expect(empty.status).toBe(400);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await fetch(`${mock.origin()}/miao/v1/account/login_wechat_web`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { msg: string }).msg).toContain('JSON');
  });
});

describe('account info', () => {
  it('answers the caller’s account', async () => {
    const token = await mock.login();
    const answer = await mock.call<AccountInfo>('GET', '/miao/v1/account/info', { token });
    expect(answer.body.data).toMatchObject({ id: 'u-demo', points: DEMO_POINTS, phone: '13800000000' });
    const avatar = await fetch(answer.body.data.avatar);
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
    // A drawing, no letter: the header shows it in either language (it was 喵, in English too).
    const drawn = await avatar.text();
    expect(drawn).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(drawn).not.toMatch(/<text\b/);
    expect(drawn).not.toMatch(/[\u3000-\u9fff]/);
  });

  it('a second WeChat identity gets its own account', async () => {
    const token = await mock.login('new');
    const answer = await mock.call<AccountInfo>('GET', '/miao/v1/account/info', { token });
    expect(answer.body.data.id).not.toBe('u-demo');
    expect(answer.body.data.points).toBe(20);
  });

  it('answers 401 without a token, with an unknown one and with an expired one', async () => {
    const none = await mock.call('GET', '/miao/v1/account/info');
    expect(none).toMatchObject({ status: 401, body: { code: 4100, data: null } });
    const unknown = await mock.call('GET', '/miao/v1/account/info', { token: 'forged' });
    expect(unknown.status).toBe(401);
    configureMock({ tokenTtlS: 60 });
    const token = await mock.login();
    advanceMockClock(61_000);
    const expired = await mock.call('GET', '/miao/v1/account/info', { token });
    expect(expired).toMatchObject({ status: 401, body: { code: 4101, msg: '登录已过期，请重新登录' } });
  });
});

describe('identifiers and VIP data', () => {
  it('answers stable per-user ids for difyid, pdfid and nopdfid', async () => {
    const token = await mock.login();
    const dify = await mock.call<IdentifierAnswer>('GET', '/miao/v1/agent/difyid?uid=u-demo', { token });
    const pdf = await mock.call<IdentifierAnswer>('GET', '/miao/v1/agent/pdfid?typ=16', { token });
    const nopdf = await mock.call<IdentifierAnswer>('GET', '/miao/v1/agent/nopdfid?typ=16', { token });
    expect(new Set([dify.body.data.id, pdf.body.data.id, nopdf.body.data.id]).size).toBe(3);
    const again = await mock.call<IdentifierAnswer>('GET', '/miao/v1/agent/difyid?uid=u-demo', { token: await mock.login() });
    expect(again.body.data.id).toBe(dify.body.data.id);
  });

  it('refuses another user’s uid, a wrong typ and no token', async () => {
    const token = await mock.login();
    expect((await mock.call('GET', '/miao/v1/agent/difyid?uid=u-other', { token })).status).toBe(403);
    expect((await mock.call('GET', '/miao/v1/agent/difyid', { token })).status).toBe(400);
    expect((await mock.call('GET', '/miao/v1/agent/pdfid?typ=15', { token })).status).toBe(400);
    expect((await mock.call('GET', '/miao/v1/agent/nopdfid?typ=16')).status).toBe(401);
  });

  it('vipdata answers a known DataId, 404 for an unknown one, 400 without one', async () => {
    const token = await mock.login();
    const known = await mock.call<VipDataAnswer>('GET', '/miao/v1/vipdata/info?DataId=welcome', { token });
    expect(known.body.data).toEqual({ DataId: 'welcome', value: expect.stringContaining('会员') });
    expect((await mock.call('GET', '/miao/v1/vipdata/info?DataId=zzz', { token })).status).toBe(404);
    expect((await mock.call('GET', '/miao/v1/vipdata/info', { token })).status).toBe(400);
    expect((await mock.call('GET', '/miao/v1/vipdata/info?DataId=welcome')).status).toBe(401);
  });

  it('serves the agent chat page with its id', async () => {
    const html = await (await fetch(`${mock.origin()}/mock/agent?id=dify-1`)).text();
    expect(html).toContain('智能助手（模拟）');
    expect(html).toContain('dify-1');
    expect(await (await fetch(`${mock.origin()}/mock/agent?id=pdf-1`)).text()).toContain('PDF 助手（模拟）');
  });
});
