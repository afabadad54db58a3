// The stand-in in English, as an English reader meets it in Chromium (issue 33: pictures with
// 皮克斯 · 原图 drawn in, and Chinese-only QR and pay pages): the home page's example pictures
// carry no words, the QR sign-in page and the WeChat Pay page speak English, at 1440 and 375 px.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { APP_BASE, appUrl, screenshot } from './helpers';

const browser = useBrowser();

describe('the stand-in in English', () => {
  for (const [width, height] of [
    [1440, 900],
    [375, 812],
  ] as const) {
    it(`at ${width} px: pictures without words, the QR and pay pages in English`, async () => {
      const { page, errors, close } = await browser.open(width, height, { locale: 'en-US' });
      try {
        await page.goto(appUrl('/'));
        await page.getByRole('heading', { level: 2, name: 'All tools' }).waitFor();
        // The gallery's example pictures, as the page loaded them: drawn, no words in them.
        const pictures = page.locator('img[src*="/mock/media/example/"][src*=".svg"]');
        await pictures.first().waitFor();
        const sources = await pictures.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
        expect(sources.length).toBeGreaterThan(3);
        for (const src of sources) {
          const svg = await (await page.request.get(src)).text();
          expect(svg, src).toContain('<svg');
          expect(svg, src).not.toMatch(/<text[\s>]|[\u3000-\u9fff]/);
        }
        // The gallery at the top of the screen, at once (a smooth scroll would be caught half way).
        await page.evaluate(() => {
          const top = document.querySelector('h2')?.getBoundingClientRect().top ?? 0;
          window.scrollTo({ top: window.scrollY + top - 80, behavior: 'instant' });
        });
        await screenshot(page, `standin-en-gallery-${width}`, { fullPage: false });
        // The avatar workspace's style thumbnails: no words in them either.
        await page.goto(appUrl('/?tool=avatar'));
        const workspace = page.getByRole('dialog', { name: 'Avatar styles' });
        const thumbs = workspace.locator('img[src*="/mock/media/example/"]');
        await thumbs.first().waitFor();
        for (const src of await thumbs.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src))) {
          expect(await (await page.request.get(src)).text(), src).not.toMatch(/<text[\s>]|[\u3000-\u9fff]/);
        }
        await screenshot(page, `standin-en-styles-${width}`, { fullPage: false });

        // Sign in: the stand-in's QR page, in English.
        await page.goto(appUrl('/user'));
        await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL((url) => url.pathname === '/mock/wechat/qr');
        expect(await page.locator('html').getAttribute('lang')).toBe('en');
        await page.getByRole('heading', { name: 'Sign in with WeChat (simulated)' }).waitFor();
        await screenshot(page, `standin-en-qr-${width}`, { fullPage: false });
        await page.getByRole('link', { name: 'Scan with my phone (simulated)' }).click();
        await page.waitForURL((url) => url.pathname === `${APP_BASE}/user`);

        // Buy a pack: the WeChat Pay page in another tab, in English.
        await page.goto(appUrl('/user?tab=shop'));
        await page.getByRole('button', { name: 'Buy now Standard pack' }).click();
        const dialog = page.getByRole('alertdialog', { name: 'Pay with WeChat' });
        const payUrl = await dialog
          .getByRole('link', { name: 'Open the payment page in a new window (simulated)' })
          .getAttribute('href');
        const phone = await page.context().newPage();
        await phone.goto(payUrl ?? '');
        await phone.getByRole('heading', { name: 'WeChat Pay (simulated)' }).waitFor();
        await phone.getByText('Standard pack · 100 points').waitFor();
        await screenshot(phone, `standin-en-pay-${width}`, { fullPage: false });
        await phone.getByRole('button', { name: 'Confirm payment (simulated)' }).click();
        await phone.getByText('Paid. You can close this page.').waitFor();
        await phone.close();
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
