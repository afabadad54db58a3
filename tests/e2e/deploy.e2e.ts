// The production recipe as a browser and a CDN see it (the suite runs against it): security
// headers on every app response, /miao_web → /miao_web/, the SPA fallback on every route,
// immutable hashed assets and an index that is always revalidated, gzip for text, the API
// proxied; and the built app running under the CSP with no violation. The edge's own
// answers too: redirects and error pages with the headers, no forged Host in a Location,
// request sizes limited, other Hosts refused when a server name is set, and the stand-in's
// admin endpoints closed to other sites.
import { describe, expect, it } from 'vitest';
import { REQUEST_BODY_MAX_BYTES } from '../../src/rules/input';
import { useBrowser } from './browser';
import { APP_BASE, appUrl, baseUrl } from './helpers';
import { startNginx } from './nginxServer';
import { rawGet, rawRequest, type RawAnswer } from './rawHttp';

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

/** The policy of deploy/securityHeaders.ts, once each: nginx's own answers carry it too. */
function expectPolicy(answer: RawAnswer): void {
  const one = (name: string) => {
    const values = answer.headers.get(name) ?? [];
    expect(values, name).toHaveLength(1);
    return values[0];
  };
  const csp = one('content-security-policy');
  for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "frame-ancestors 'none'"])
    expect(csp).toContain(directive);
  expect(one('x-content-type-options')).toBe('nosniff');
  expect(one('x-frame-options')).toBe('DENY');
  expect(one('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(one('permissions-policy')).toContain('camera=()');
}

const hostOf = (base: string) => new URL(base).host;

describe("the edge's own answers", () => {
  it('its redirects carry the headers and a path only: a forged Host never reaches the Location', async () => {
    for (const host of [hostOf(baseUrl()), 'evil.example', 'evil.example:443']) {
      const toBase = await rawGet(baseUrl(), `${APP_BASE}?x=1`, { Host: host });
      expect(toBase.status).toBe(301);
      expect(toBase.headers.get('location')).toEqual(['/miao_web/?x=1']);
      expectPolicy(toBase);
      const root = await rawGet(baseUrl(), '/', { Host: host });
      expect(root.status).toBe(302);
      expect(root.headers.get('location')).toEqual(['/miao_web/']);
      expectPolicy(root);
    }
  });

  it('its error pages carry the headers: 404 outside the app, a broken request, a header too large', async () => {
    const host = { Host: hostOf(baseUrl()) };
    const outside = await rawGet(baseUrl(), '/no/such/file', host);
    expect(outside.status).toBe(404);
    expectPolicy(outside);
    const broken = await rawRequest(baseUrl(), 'GARBAGE\r\n\r\n');
    expect(broken.status).toBe(400);
    expectPolicy(broken);
    // One header over the 8 kB line buffer (large_client_header_buffers).
    const huge = await rawGet(baseUrl(), `${APP_BASE}/`, { ...host, 'X-Big': 'a'.repeat(9000) });
    expect(huge.status).toBe(400);
    expectPolicy(huge);
    // Headers just inside the limit still get the app.
    const fits = await rawGet(baseUrl(), `${APP_BASE}/`, { ...host, 'X-Big': 'a'.repeat(7000) });
    expect(fits.status).toBe(200);
  });

  it("a body over the rulebook's limit is refused by nginx (413, with the headers); one at the limit reaches the API", async () => {
    const post = (length: number) =>
      `POST /miao/v1/task HTTP/1.1\r\nHost: ${hostOf(baseUrl())}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;
    // Only the head is sent: nginx answers from the Content-Length, before any body.
    const over = await rawRequest(baseUrl(), post(REQUEST_BODY_MAX_BYTES + 1));
    expect(over.status).toBe(413);
    expectPolicy(over);
    // The largest body the page may send goes through to the stand-in, which wants a login.
    const atLimit = await fetch(`${baseUrl()}/miao/v1/task`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `{"pad":"${'a'.repeat(REQUEST_BODY_MAX_BYTES - 10)}"}`,
    });
    expect(atLimit.status).toBe(401);
    expect(((await atLimit.json()) as { code: number }).code).toBe(4100);
  });

  it("the stand-in's pages keep their own frame policy behind nginx, once", async () => {
    const agent = await rawGet(baseUrl(), '/mock/agent', { Host: hostOf(baseUrl()) });
    expect(agent.status).toBe(200);
    expect(agent.headers.get('x-frame-options')).toEqual(['SAMEORIGIN']);
    expect(agent.headers.get('content-security-policy')).toEqual(["frame-ancestors 'self'"]);
    expect(agent.headers.get('x-content-type-options')).toEqual(['nosniff']);
  });

  it('with a server name, every other Host is refused (421, with the headers), and an upstream that is down answers 502 with them', async () => {
    const nginx = await startNginx({ serverName: 'miao.test', apiUpstream: 'http://127.0.0.1:9' });
    try {
      const spoofed = await rawGet(nginx.base, `${APP_BASE}/`, { Host: 'evil.example' });
      expect(spoofed.status).toBe(421);
      expectPolicy(spoofed);
      const named = await rawGet(nginx.base, `${APP_BASE}/user`, { Host: 'miao.test' });
      expect(named.status).toBe(200);
      expectPolicy(named);
      const redirect = await rawGet(nginx.base, APP_BASE, { Host: 'miao.test' });
      expect(redirect.headers.get('location')).toEqual(['/miao_web/']);
      const down = await rawGet(nginx.base, '/miao/v1/account/info', { Host: 'miao.test' });
      expect(down.status).toBe(502);
      expectPolicy(down);
    } finally {
      await nginx.stop();
    }
  });

  it("another site's page cannot flip the stand-in's switches or reset it (a real cross-site form post)", async () => {
    const before = await (await fetch(`${baseUrl()}/mock/switches`)).text();
    // Expected here: the refused answers (HTTP 403) may be logged as failed loads, and each lands in a frame
    // the stand-in's frame-ancestors 'none' refuses (the browser logs that refusal).
    const { page, close } = await browser.open(1024, 700, {
      expectedErrors: [/status of 403/, /violates the following Content Security Policy directive: "frame-ancestors 'none'"/],
    });
    try {
      // A page of no origin of ours posts text/plain forms, as an attacker's page would.
      await page.setContent(`
        <form id="flip" method="post" enctype="text/plain" action="${baseUrl()}/mock/switches" target="a">
          <input name='{"code":4999,"x":"' value='"}'>
        </form>
        <form id="reset" method="post" enctype="text/plain" action="${baseUrl()}/mock/reset" target="b"></form>
        <iframe name="a"></iframe><iframe name="b"></iframe>`);
      for (const form of ['flip', 'reset']) {
        const answer = page.waitForResponse((r) => r.url().startsWith(`${baseUrl()}/mock/`));
        await page.evaluate((id) => document.forms.namedItem(id)?.submit(), form);
        expect((await answer).status()).toBe(403);
      }
    } finally {
      await close();
    }
    expect(await (await fetch(`${baseUrl()}/mock/switches`)).text()).toBe(before);
  });
});
