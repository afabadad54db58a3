// Sign-in through the WeChat QR stand-in, started from the header's 登录 button: the QR page,
// the simulated scan, /login_success exchanging code and state, and back where it began.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { APP_BASE, DEMO_POINTS, appUrl, headerPoints, loginSuccessUrl, resetMock, screenshot, signIn } from './helpers';

const browser = useBrowser();

describe('QR login from the header', () => {
  it('signs in as the demo account and returns to the page it started from', async () => {
    const { page, errors, close } = await browser.open();
    try {
      await page.goto(appUrl('/blog'));
      await page.getByRole('heading', { level: 1, name: 'Miao 博客' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('_auth'))).toBeNull();

      await page.getByRole('banner').getByRole('button', { name: '登录' }).click();

      // The stand-in's QR page (outside the app), with a real QR code and the scan button.
      await page.waitForURL((url) => url.pathname === '/mock/wechat/qr');
      await page.getByRole('heading', { name: '微信扫码登录（模拟）' }).waitFor();
      expect(await page.getByTestId('wechat-qr').locator('svg').count()).toBe(1);
      await screenshot(page, 'login-qr');
      await page.getByRole('link', { name: '用手机扫码（模拟）' }).click();

      // Through /login_success and back to /blog, signed in.
      await page.waitForURL((url) => url.pathname === `${APP_BASE}/blog`);
      const banner = page.getByRole('banner');
      await banner.getByText(`${DEMO_POINTS} 积分`).waitFor();
      await banner.getByRole('img', { name: '我的头像' }).waitFor();
      expect(await banner.getByRole('button', { name: '登录' }).count()).toBe(0);
      expect(await headerPoints(page)).toBe(DEMO_POINTS);

      const stored = await page.evaluate(() => localStorage.getItem('_auth'));
      const auth = JSON.parse(stored ?? 'null') as { token: string; type: string; expire: number } | null;
      expect(auth?.token).toMatch(/\S/);
      expect(auth?.type).toBe('Bearer');
      expect(auth?.expire).toBeGreaterThan(Date.now());

      // The session survives a reload, and the account corner leads to /user.
      await page.reload();
      await banner.getByText(`${DEMO_POINTS} 积分`).waitFor();
      await banner.getByRole('link', { name: /积分/ }).click();
      await page.waitForURL((url) => url.pathname === `${APP_BASE}/user`);
      await page.getByRole('heading', { level: 1, name: '个人中心' }).waitFor();
      await page.getByText('138****0000').first().waitFor();
      await screenshot(page, 'login-done-user');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a used login link shows the failure screen, and 重新登录 starts a new QR login', async () => {
    const { page, errors, close } = await browser.open(undefined, undefined, {
      expectedErrors: [/status of 400 .*login_wechat_web/],
    });
    try {
      await page.goto(appUrl('/'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      const landing = page.waitForRequest((request) => new URL(request.url()).pathname === `${APP_BASE}/login_success`);
      await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
      await page.waitForURL((url) => url.pathname === '/mock/wechat/qr');
      await page.getByRole('link', { name: '用手机扫码（模拟）' }).click();
      const loginSuccess = (await landing).url();
      expect(loginSuccess).toMatch(/[?&]code=.+&state=|[?&]state=.+&code=/);
      // Started from home: back on home, signed in.
      await page.waitForURL((url) => url.pathname === `${APP_BASE}/`);
      await page.getByRole('banner').getByText(`${DEMO_POINTS} 积分`).waitFor();

      // Signed out, the same link again: the code is used up, so the exchange fails clearly.
      await page.evaluate(() => localStorage.removeItem('_auth'));
      await page.goto(loginSuccess);
      await page.getByRole('heading', { level: 1, name: '登录失败' }).waitFor();
      await page
        .getByRole('alert')
        .getByText(/^原因：/)
        .waitFor();
      expect(await page.evaluate(() => localStorage.getItem('_auth'))).toBeNull();
      await screenshot(page, 'login-failed-used-code');

      await page.getByRole('button', { name: '重新登录' }).click();
      await page.waitForURL((url) => url.pathname === '/mock/wechat/qr');
      await page.getByRole('link', { name: '用手机扫码（模拟）' }).click();
      await page.waitForURL((url) => url.pathname === `${APP_BASE}/user`);
      await page.getByRole('banner').getByText(`${DEMO_POINTS} 积分`).waitFor();
      // The failed exchange answers HTTP 400: the browser logs that one failed request.
      expect(errors.filter((e) => !/status of 400 .*login_wechat_web/.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('login CSRF: a link made in another browser is refused in a fresh browser and in a signed-in one, and still works where it began', async () => {
    const attacker = await browser.open(undefined, undefined, { expectedErrors: [/status of 400 .*login_wechat_web/] });
    const victim = await browser.open();
    const user = await browser.open();
    try {
      // The attacker begins a login in their own browser and keeps the link instead of following it.
      await attacker.page.goto(appUrl('/'));
      await attacker.page.getByRole('heading', { level: 1 }).waitFor();
      await attacker.page.getByRole('banner').getByRole('button', { name: '登录' }).click();
      await attacker.page.waitForURL((url) => url.pathname === '/mock/wechat/qr');
      // The "phone" scans as the attacker's own account; the redirect back is kept, not followed.
      const scan = await attacker.page.getByRole('link', { name: '用手机扫码（模拟）' }).getAttribute('href');
      const hop = await fetch(new URL(`${scan ?? ''}&as=wx-attacker`, attacker.page.url()), { redirect: 'manual' });
      const link = hop.headers.get('location') ?? '';
      expect(link).toMatch(/login_success\?login=[0-9a-f]{32}&code=.+&state=/);

      // A fresh browser that opens it: refused, nothing stored.
      await victim.page.goto(link);
      await victim.page.getByRole('heading', { level: 1, name: '登录失败' }).waitFor();
      await victim.page.getByText(/不是由本浏览器发起的/).waitFor();
      await victim.page.getByRole('button', { name: '重新登录' }).waitFor();
      expect(await victim.page.evaluate(() => localStorage.getItem('_auth'))).toBeNull();
      // A link no browser began (made from the QR page directly): refused too.
      await victim.page.goto(await loginSuccessUrl());
      await victim.page.getByText(/不是由本浏览器发起的/).waitFor();
      expect(await victim.page.evaluate(() => localStorage.getItem('_auth'))).toBeNull();
      await screenshot(victim.page, 'login-csrf-refused');

      // A signed-in browser that opens it: refused, still signed in as itself.
      await signIn(user.page);
      const before = await user.page.evaluate(() => localStorage.getItem('_auth'));
      await user.page.goto(link);
      await user.page.getByText(/不是由本浏览器发起的/).waitFor();
      expect(await user.page.evaluate(() => localStorage.getItem('_auth'))).toBe(before);
      await user.page.goto(appUrl('/user'));
      await user.page.getByText('138****0000').first().waitFor();

      // Where it began, the link still signs in (its code was never used by the others).
      await attacker.page.goto(link);
      await attacker.page.waitForURL((url) => url.pathname === `${APP_BASE}/`);
      await attacker.page
        .getByRole('banner')
        .getByText(/\d+ 积分/)
        .waitFor();
      expect(victim.errors).toEqual([]);
      expect(user.errors).toEqual([]);
    } finally {
      await attacker.close();
      await victim.close();
      await user.close();
    }
  });

  it('a stored login the server no longer knows (the stand-in restarted): signed out, told so, and signing in again works', async () => {
    const { page, errors, close } = await browser.open(undefined, undefined, { expectedErrors: [/status of 401/] });
    try {
      await signIn(page);
      await page.goto(appUrl('/user?tab=resources'));
      await page.getByRole('heading', { level: 1, name: '个人中心' }).waitFor();
      // The list has answered: no call of this page is still on its way when the server
      // forgets (one answered 401 before the reload would sign this page out, and the
      // reloaded one would have no stored login left to find refused).
      await page.getByText('还没有作品', { exact: true }).waitFor();
      // The server forgets every session; the next call with our token answers 401.
      await resetMock();
      await page.reload();
      const notice = page.getByRole('alert').filter({ hasText: '登录已失效，请重新登录' });
      await notice.waitFor();
      // Signed out everywhere: the header offers 登录 again, no stale points or avatar.
      const banner = page.getByRole('banner');
      await banner.getByRole('button', { name: '登录' }).waitFor();
      expect(await banner.getByText(/\d+ 积分/).count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('_auth'))).toBeNull();
      await screenshot(page, 'login-expired-notice');

      await notice.getByRole('button', { name: '重新登录' }).click();
      await page.waitForURL((url) => url.pathname === '/mock/wechat/qr');
      await page.getByRole('link', { name: '用手机扫码（模拟）' }).click();
      await page.waitForURL((url) => url.pathname === `${APP_BASE}/user`);
      await banner.getByText(`${DEMO_POINTS} 积分`).waitFor();
      expect(await page.getByText('登录已失效，请重新登录').count()).toBe(0);
      // The refused calls answered HTTP 401: the browser logs those failed requests.
      expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });
});
