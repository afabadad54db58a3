// Scroll positions with the declarative router (src/layouts/ScrollRestoration.tsx): a link opens
// its page at the top, Back and Forward come back to where each entry was left, and so does a
// reload; what a browser does for a site of separate pages.
import { describe, expect, it } from 'vitest';
import { useBrowser, type Page } from './browser';
import { appUrl } from './helpers';

const browser = useBrowser();
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

describe('scroll positions', () => {
  it('a link opens at the top; Back, Forward and a reload come back to where each page was left', async () => {
    const { page, errors, close } = await browser.open(375, 700);
    try {
      await page.goto(appUrl('/'));
      await page.getByRole('heading', { level: 2, name: '全部工具' }).waitFor();
      await page.evaluate(() => window.scrollTo(0, 900));
      await expect.poll(() => scrollY(page)).toBe(900);

      // A link opens its page at the top (dispatched where it is: a click would scroll to it first).
      await page.getByRole('contentinfo').getByRole('link', { name: '博客' }).first().dispatchEvent('click');
      await page.getByRole('heading', { level: 1, name: 'Miao 博客' }).waitFor();
      await expect.poll(() => scrollY(page)).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 300));
      await expect.poll(() => scrollY(page)).toBe(300);

      await page.goBack();
      await page.getByRole('heading', { level: 2, name: '全部工具' }).waitFor();
      await expect.poll(() => scrollY(page)).toBe(900);

      await page.goForward();
      await page.getByRole('heading', { level: 1, name: 'Miao 博客' }).waitFor();
      await expect.poll(() => scrollY(page)).toBe(300);

      await page.goBack();
      await expect.poll(() => scrollY(page)).toBe(900);
      await page.reload();
      await page.getByRole('heading', { level: 2, name: '全部工具' }).waitFor();
      await expect.poll(() => scrollY(page)).toBe(900);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
