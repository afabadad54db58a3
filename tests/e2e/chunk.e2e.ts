// A lazy page whose code cannot be fetched shows the retry screen (not a blank page), and
// its retry button loads the page once the network is back (docs/contract.md §2).
import { describe, expect, it } from 'vitest';
import { useBrowser, type Page } from './browser';
import { APP_BASE, appUrl, screenshot } from './helpers';

const browser = useBrowser();

/** Makes every request for files matching `glob` fail like a dropped connection; answers the URLs hit. */
async function block(page: Page, glob: string): Promise<string[]> {
  const hits: string[] = [];
  await page.route(glob, async (route) => {
    hits.push(route.request().url());
    await route.abort('failed');
  });
  return hits;
}

/**
 * Console lines not caused by the blocked file. Expected, and naming that file: the browser's
 * "failed to load" and React's report of the error the boundary caught (React 19 logs
 * caught errors by default). Anything else is a real error.
 */
function unrelated(errors: string[], blocked: string[]): string[] {
  return errors.filter((e) => !blocked.some((url) => e.includes(url)));
}

async function expectRetryScreen(page: Page, text: string, kind: string) {
  const screen = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: '页面加载失败' }) });
  await screen.waitFor();
  await screen.getByText(text).waitFor();
  expect(await screen.getAttribute('data-chunk-error')).toBe(kind);
  // The frame stays: header and footer around the error, not a blank page.
  await page.getByRole('banner').getByRole('link', { name: 'Miao 首页' }).waitFor();
  await page.getByRole('contentinfo').waitFor();
  await screen.getByRole('button', { name: '刷新整个页面' }).waitFor();
  return screen;
}

describe('a page chunk that fails to load', () => {
  it('client-side navigation to /blog with its JS chunk failing shows the retry screen; retry renders the page', async () => {
    const { page, errors, close } = await browser.open(undefined, undefined, {
      expectedErrors: [/static\/js\/async\/page-blog\./],
    });
    try {
      await page.goto(appUrl('/'));
      await page.getByRole('heading', { level: 1, name: '一张照片，秒变头像、动图、视频和语音' }).waitFor();
      const hits = await block(page, '**/static/js/async/page-blog.*.js');

      await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '博客' }).click();
      await page.waitForURL((url) => url.pathname === `${APP_BASE}/blog`);
      const screen = await expectRetryScreen(page, '页面文件加载出错，请检查网络连接。', 'error');
      expect(hits.length).toBeGreaterThan(0);
      await screenshot(page, 'chunk-error-blog');

      // Network back: the retry imports the chunk again and the page renders in place.
      await page.unroute('**/static/js/async/page-blog.*.js');
      const navigations = await page.evaluate(() => performance.getEntriesByType('navigation').length);
      await screen.getByRole('button', { name: '重新加载' }).click();
      await page.getByRole('heading', { level: 1, name: 'Miao 博客' }).waitFor();
      expect(await page.getByRole('heading', { name: '页面加载失败' }).count()).toBe(0);
      // In place: no full page reload happened.
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(navigations);
      expect(await page.evaluate(() => document.title)).toBe('博客 - Miao');
      expect(unrelated(errors, hits)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a deep link whose page chunk fails on the first load shows the retry screen; retry renders /download', async () => {
    const { page, errors, close } = await browser.open(390, 844, { expectedErrors: [/static\/js\/async\/page-download\./] });
    try {
      const hits = await block(page, '**/static/js/async/page-download.*.js');
      await page.goto(appUrl('/download'));
      const screen = await expectRetryScreen(page, '页面文件加载出错，请检查网络连接。', 'error');
      await screenshot(page, 'chunk-error-download-phone');

      await page.unroute('**/static/js/async/page-download.*.js');
      await screen.getByRole('button', { name: '重新加载' }).click();
      await page.getByRole('heading', { level: 1, name: '下载 Miao 客户端' }).waitFor();
      expect(unrelated(errors, hits)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("a page's stylesheet that fails to load shows the style message; retry renders the page", async () => {
    const { page, errors, close } = await browser.open(undefined, undefined, {
      expectedErrors: [/static\/css\/async\/page-contract\./],
    });
    try {
      await page.goto(appUrl('/'));
      await page.getByRole('heading', { level: 1, name: '一张照片，秒变头像、动图、视频和语音' }).waitFor();
      const hits = await block(page, '**/static/css/async/page-contract.*.css');

      await page.getByRole('contentinfo').getByRole('link', { name: '用户协议' }).click();
      await page.waitForURL((url) => url.pathname === `${APP_BASE}/contract`);
      const screen = await expectRetryScreen(page, '页面样式加载失败，请检查网络连接。', 'css');

      await page.unroute('**/static/css/async/page-contract.*.css');
      await screen.getByRole('button', { name: '重新加载' }).click();
      await page.getByRole('heading', { level: 1, name: '用户协议与隐私政策' }).waitFor();
      // The page's stylesheet is really in use now (a failed <link> has no sheet).
      const styled = await page.evaluate(() =>
        [...document.styleSheets].some((sheet) => sheet.href?.includes('/page-contract.')),
      );
      expect(styled).toBe(true);
      expect(unrelated(errors, hits)).toEqual([]);
    } finally {
      await close();
    }
  });
});
