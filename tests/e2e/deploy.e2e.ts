// The production recipe as a browser and a CDN see it (the suite runs against it): security
// headers on every app response, /miao_web → /miao_web/, the SPA fallback on every route,
// immutable hashed assets and an index that is always revalidated, gzip for text, the API
// proxied; and the built app running under the CSP with no violation.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { APP_BASE, appUrl, baseUrl } from './helpers';

const browser = useBrowser();

const ROUTES = [
  '/',
  '/index.html',
  '/user',
  '/pdf',
  '/blog',
  '/contract',
  '/download',
  '/gif',
  '/subtitle',
  '/pbd',
  '/agent',
  '/login_success',
  '/no/such/page',
];

describe('the nginx recipe', () => {
  it('/miao_web redirects to /miao_web/, keeping the query', async () => {
    const res = await fetch(`${baseUrl()}${APP_BASE}?x=1`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(
      new URL(res.headers.get('location') ?? '', baseUrl()).pathname +
        new URL(res.headers.get('location') ?? '', baseUrl()).search,
    ).toBe('/miao_web/?x=1');
  });

  it.each(ROUTES)('%s answers the app with the security headers and no caching', async (route) => {
    const res = await fetch(appUrl(route));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    // The home page comes with its first screen (deploy/homeShell.ts); every other route is the bare entry.
    expect(await res.text()).toContain(
      route === '/' ? '<div id="root"><div class="app-frame" data-shell="home">' : '<div id="root"></div>',
    );
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "default-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('hashed assets are cached for a year, immutable, gzipped, with the headers too', async () => {
    const html = await (await fetch(appUrl('/blog'))).text();
    const script = /<script defer src="(\/miao_web\/static\/js\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const res = await fetch(`${baseUrl()}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('the page has no inline script: the run-time settings come from config.js', async () => {
    for (const route of ['/', '/blog']) {
      const html = await (await fetch(appUrl(route))).text();
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(html).not.toMatch(/\sstyle=/);
      expect(html).toContain('src="/miao_web/config.js"');
    }
    const config = await fetch(`${baseUrl()}/miao_web/config.js`);
    expect(config.status).toBe(200);
    expect(config.headers.get('cache-control')).toBe('no-cache');
  });

  it('the home page comes with its header and hero in the HTML, in the language of the miao_locale cookie', async () => {
    const zh = await fetch(appUrl('/'));
    const zhHtml = await zh.text();
    expect(zh.headers.get('vary')).toMatch(/cookie/i);
    expect(zhHtml).toContain('<html lang="zh-CN">');
    expect(zhHtml).toContain('<h1 class="hero-title">一张照片，秒变头像、动图、视频和语音</h1>');
    expect(zhHtml).toContain('<title>AI 头像、动图与配音 - Miao</title>');
    // The app's scripts start after the first paint, from public/shell-loader.js.
    expect(zhHtml).toMatch(
      /<script defer src="\/miao_web\/shell-loader.js" data-scripts="(\/miao_web\/static\/js\/\S+\.js ?)+">/,
    );
    expect(zhHtml).not.toMatch(/<script defer src="\/miao_web\/static\//);

    const en = await (await fetch(appUrl('/?tool=avatar'), { headers: { cookie: 'other=1; miao_locale=en' } })).text();
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<h1 class="hero-title">One photo: an avatar, a GIF, a video or a voice in seconds</h1>');
    expect(en).toContain('<title>AI avatars, GIFs and voices - Miao</title>');

    for (const cookie of ['miao_locale=fr', 'xmiao_locale=en', 'miao_locale=english'])
      expect(await (await fetch(appUrl('/'), { headers: { cookie } })).text()).toContain('<html lang="zh-CN">');

    // No choice made yet: the browser's languages decide (the first zh or en tag), as in the app.
    const shellLang = async (headers: Record<string, string>) =>
      /<html lang="([^"]+)">/.exec(await (await fetch(appUrl('/'), { headers })).text())?.[1];
    expect(await shellLang({ 'accept-language': 'en-US,en;q=0.9' })).toBe('en');
    expect(await shellLang({ 'accept-language': 'fr-FR, en-GB;q=0.8' })).toBe('en');
    expect(await shellLang({ 'accept-language': 'fr, zh-TW, en' })).toBe('zh-CN');
    expect(await shellLang({ 'accept-language': 'zh-CN,en;q=0.5' })).toBe('zh-CN');
    expect(await shellLang({ 'accept-language': 'eng' })).toBe('zh-CN');
    // …and a choice made in the app wins over them.
    expect(await shellLang({ 'accept-language': 'en-US', cookie: 'miao_locale=zh-CN' })).toBe('zh-CN');
    expect((await fetch(appUrl('/'), { headers: { 'accept-language': 'en' } })).headers.get('vary')).toMatch(/accept-language/i);
  });

  it('the shell is replaced by the app in the same place: one hero, at the same spot, no console error', async () => {
    // What the HTML alone paints, scripts off…
    const html = await browser.open(375, 800, { javaScript: false });
    await html.page.goto(appUrl('/'));
    const shellBox = await html.page.getByRole('heading', { level: 1 }).boundingBox();
    await html.close();
    expect(shellBox?.height).toBeGreaterThan(0);
    // …and the app's own hero where the shell's was.
    const { page, errors, close } = await browser.open(375, 800);
    try {
      await page.goto(appUrl('/'));
      await page.getByRole('button', { name: '开始创作' }).waitFor();
      expect(await page.locator('[data-shell="home"]').count()).toBe(0);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(shellBox);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the API is proxied: /miao and /usee answer JSON through the same origin', async () => {
    const res = await fetch(`${baseUrl()}/usee/v1/example/list`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { code: number }).code).toBe(0);
    const signedOut = await fetch(`${baseUrl()}/miao/v1/account/info`);
    expect(signedOut.status).toBe(401);
  });

  it('every route renders under the CSP with no violation and no console error, at phone width too', async () => {
    for (const [width, height] of [
      [1440, 900],
      [375, 800],
    ]) {
      const { page, errors, close } = await browser.open(width, height);
      try {
        for (const route of ROUTES) {
          await page.goto(appUrl(route));
          await page.getByRole('heading', { level: 1 }).first().waitFor();
        }
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }
  });
});
