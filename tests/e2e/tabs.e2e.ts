// Two tabs of one browser in Chromium: a logout in one signs the other out at once (no
// navigation needed), and a sign-in in one signs the other in; the other tab's requests never
// carry the ended token.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { APP_BASE, DEMO_POINTS, appUrl, signIn } from './helpers';

const browser = useBrowser();

describe('tabs agree', () => {
  it('logout in one tab signs the other out at once; signing in again signs it in', async () => {
    const { page: first, errors, close } = await browser.open(1440, 900);
    try {
      await signIn(first);
      const second = await first.context().newPage();
      const secondErrors: string[] = [];
      second.on('console', (msg) => {
        if (msg.type() === 'error') secondErrors.push(msg.text());
      });
      await second.goto(appUrl('/blog'));
      await second.getByRole('banner').getByText(`${DEMO_POINTS} 积分`).waitFor();
      const token = await second.evaluate(() => (JSON.parse(localStorage.getItem('_auth') ?? '{}') as { token?: string }).token);
      const sentWithOldToken: string[] = [];
      second.on('request', (request) => {
        const auth = request.headers().authorization ?? '';
        if (token && auth.endsWith(token)) sentWithOldToken.push(request.url());
      });

      // Log out in the first tab (/user's account panel, confirmed).
      await first.getByRole('button', { name: '退出登录' }).click();
      await first.getByRole('alertdialog').getByRole('button', { name: '退出登录' }).click();
      await first.getByRole('banner').getByRole('button', { name: '登录' }).waitFor();

      // The second tab, left alone, is signed out at once.
      await second.getByRole('banner').getByRole('button', { name: '登录' }).waitFor({ timeout: 30_000 });
      // …and its next page asks nothing with the old token.
      await second.getByRole('banner').getByRole('link', { name: '下载' }).click();
      await second.waitForURL((url) => url.pathname === `${APP_BASE}/download`);
      await second.waitForLoadState('networkidle');
      expect(sentWithOldToken).toEqual([]);

      // Sign in again in the first tab: the second follows.
      await signIn(first);
      await second.getByRole('banner').getByText(`${DEMO_POINTS} 积分`).waitFor({ timeout: 30_000 });
      expect(errors).toEqual([]);
      expect(secondErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
