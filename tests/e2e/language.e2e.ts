// English as a reader meets it in Chromium: the header's switch turns the page English at
// once, the choice survives a reload (the server's first screen is English too, by the
// cookie), every page is English and clean under axe-core, and the footer brings zh-CN back.
import { describe, expect, it } from 'vitest';
import { seriousFindings } from './axe';
import { useBrowser } from './browser';
import { appUrl } from './helpers';

const browser = useBrowser();

const PAGES = ['/', '/gif', '/pbd', '/subtitle', '/blog', '/contract', '/download', '/agent', '/pdf', '/user', '/no/such/page'];
const CHINESE = /[\u3400-\u9fff]/;

describe('English', () => {
  it('is chosen in the header, remembered across reloads, reads English on every page and passes axe-core', async () => {
    const { page, errors, close } = await browser.open(375, 800);
    try {
      await page.goto(appUrl('/'));
      await page.getByRole('heading', { level: 1, name: '一张照片，秒变头像、动图、视频和语音' }).waitFor();
      await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { level: 1, name: 'One photo: an avatar, a GIF, a video or a voice in seconds' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

      // The server answers the home page in English now, before any script runs.
      const html = await page.evaluate(async () => (await fetch(location.href)).text());
      expect(html).toContain('<html lang="en">');

      const found: Record<string, unknown> = {};
      const chinese: Record<string, string[]> = {};
      for (const path of PAGES) {
        await page.goto(appUrl(path));
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
        const findings = await seriousFindings(page);
        if (findings.length) found[path] = findings;
        // The frame and the page's own words are English (the stand-in's pictures and the
        // server's pack names are server content and stay as sent).
        const texts = await page.locator('header, h1, h2, nav, footer, label, legend').allInnerTexts();
        const left = texts.filter((text) => CHINESE.test(text.replace('中文', '')));
        if (left.length) chinese[path] = left;
      }
      expect(found).toEqual({});
      expect(chinese).toEqual({});

      await page.getByRole('contentinfo').getByRole('button', { name: '中文' }).click();
      await page.getByRole('heading', { level: 1, name: '页面不存在' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('an English browser’s first visit is greeted in English, first screen and app alike; a stored choice wins after', async () => {
    const { page, errors, close } = await browser.open(375, 800, { locale: 'en-US' });
    try {
      // The HTML's first screen already speaks English (Accept-Language), before any script.
      const response = await page.goto(appUrl('/'));
      expect(await response?.text()).toContain('<html lang="en">');
      await page.getByRole('heading', { level: 1, name: 'One photo: an avatar, a GIF, a video or a voice in seconds' }).waitFor();
      await page.getByRole('banner').getByRole('button', { name: '中文' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      // Choosing Chinese is remembered: the next visit is Chinese though the browser is English.
      await page.getByRole('contentinfo').getByRole('button', { name: '中文' }).click();
      await page.getByRole('heading', { level: 1, name: '一张照片，秒变头像、动图、视频和语音' }).waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: '一张照片，秒变头像、动图、视频和语音' }).waitFor();
      expect(await page.evaluate(async (url) => (await fetch(url)).text(), appUrl('/'))).toContain('<html lang="zh-CN">');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
