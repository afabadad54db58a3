// axe-core on every page, signed out and signed in, and on the dialogs (workspace, confirm,
// payment): any serious or critical finding fails the run.
import { describe, expect, it } from 'vitest';
import { seriousFindings } from './axe';
import { useBrowser } from './browser';
import { appUrl, mockSwitches, signIn } from './helpers';

const browser = useBrowser();

const PAGES = ['/', '/gif', '/pbd', '/subtitle', '/blog', '/contract', '/download', '/agent', '/pdf', '/user', '/no/such/page'];

describe('axe-core: no serious or critical finding', () => {
  it.each([
    [1440, 900],
    [375, 800],
  ])('every page signed out at %i px', async (width, height) => {
    const { page, close } = await browser.open(width, height);
    try {
      const found: Record<string, unknown> = {};
      for (const path of PAGES) {
        await page.goto(appUrl(path));
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        const findings = await seriousFindings(page);
        if (findings.length) found[path] = findings;
      }
      expect(found).toEqual({});
    } finally {
      await close();
    }
  });

  it('the home page while its examples are still on their way (each card a loading picture)', async () => {
    // Held for the rest of the test: what axe sees is the page before the examples come.
    await mockSwitches({ delayMs: 60_000, only: '/usee/v1/example/list' });
    const { page, close } = await browser.open(1440, 900);
    try {
      await page.goto(appUrl('/'));
      await page.getByRole('img', { name: '正在加载示例' }).first().waitFor();
      expect(await seriousFindings(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('every page signed in, the workspace, a confirm and the payment dialog', async () => {
    const { page, close } = await browser.open(1280, 900);
    try {
      await signIn(page);
      const found: Record<string, unknown> = {};
      const check = async (name: string) => {
        await page.waitForLoadState('networkidle');
        const findings = await seriousFindings(page);
        if (findings.length) found[name] = findings;
      };
      for (const path of ['/user', '/user?tab=resources', '/user?tab=shop', '/agent', '/pdf', '/gif']) {
        await page.goto(appUrl(path));
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await check(path);
      }
      await page.goto(appUrl('/?tool=avatar&style=pix/pixar'));
      await page.getByRole('dialog', { name: '头像风格' }).waitFor();
      await check('workspace');

      await page.goto(appUrl('/user?tab=shop'));
      await page
        .getByRole('button', { name: /^立即购买/ })
        .first()
        .click();
      await page.getByRole('alertdialog').getByRole('img', { name: '微信支付二维码' }).waitFor();
      await check('payment dialog');

      await page.goto(appUrl('/user'));
      await page.getByRole('button', { name: '退出登录' }).click();
      await page.getByRole('alertdialog', { name: '退出登录？' }).waitFor();
      await check('confirm dialog');
      expect(found).toEqual({});
    } finally {
      await close();
    }
  });
});

describe('keyboard', () => {
  it('the skip link is the first stop and jumps to the content; a navigation moves focus to the new heading', async () => {
    const { page, errors, close } = await browser.open(1280, 900);
    try {
      await page.goto(appUrl('/blog'));
      await page.getByRole('heading', { level: 1, name: 'Miao 博客' }).waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: '跳到主要内容' });
      expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await skip.isVisible()).toBe(true);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

      await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '下载' }).click();
      await page.getByRole('heading', { level: 1 }).filter({ hasText: '下载' }).waitFor();
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('Escape in the 创作 submenu closes it and puts focus back on its button', async () => {
    const { page, close } = await browser.open(1280, 900);
    try {
      await page.goto(appUrl('/'));
      const nav = page.getByRole('navigation', { name: '主导航' });
      const create = nav.getByRole('button', { name: '创作' });
      await create.click();
      await nav.getByRole('link', { name: 'GIF 动图' }).focus();
      await page.keyboard.press('Escape');
      expect(await create.getAttribute('aria-expanded')).toBe('false');
      expect(await create.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await close();
    }
  });

  it('Escape closes the phone menu and puts focus back on the menu button', async () => {
    const { page, close } = await browser.open(375, 800);
    try {
      await page.goto(appUrl('/'));
      const menu = page.getByRole('button', { name: '打开菜单' });
      await menu.click();
      await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '博客' }).focus();
      await page.keyboard.press('Escape');
      const button = page.getByRole('button', { name: '打开菜单' });
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await close();
    }
  });
});
