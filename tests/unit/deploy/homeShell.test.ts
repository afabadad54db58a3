// The home page's HTML shell (deploy/homeShell.ts) and how the preview server picks it
// (deploy/appServer.ts): per language, escaped, scripts moved behind the first paint, and a
// cookie trusted only when it names English exactly.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { appServerMiddleware } from '../../../deploy/appServer';
import { homeShellFor, homeShellHtml, shellMarkup } from '../../../deploy/homeShell';

const INDEX = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta name="description" content="Miao：中文描述" />
    <title>Miao</title>
    <script defer src="/miao_web/config.js"></script>
  <script defer src="/miao_web/static/js/lib-react.abc.js"></script><script defer src="/miao_web/static/js/index.def.js"></script><link href="/miao_web/static/css/index.css" rel="stylesheet"></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('homeShellHtml', () => {
  it('puts the header and hero in #root with the language, title and description of zh-CN', () => {
    const html = homeShellHtml(INDEX, 'zh-CN');
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<title>AI 头像、动图与配音 - Miao</title>');
    expect(html).toContain('<div id="root"><div class="app-frame" data-shell="home">');
    expect(html).toContain('<h1 class="hero-title">一张照片，秒变头像、动图、视频和语音</h1>');
    expect(html).toContain('content="Miao：一张照片秒变头像');
  });

  it('in English: lang, title, description and hero all English', () => {
    const html = homeShellHtml(INDEX, 'en');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>AI avatars, GIFs and voices - Miao</title>');
    expect(html).toContain('<h1 class="hero-title">One photo: an avatar, a GIF, a video or a voice in seconds</h1>');
    expect(html).toContain('content="Miao turns one photo into an avatar');
    expect(shellMarkup('en')).not.toMatch(/[\u3400-\u9fff]/);
  });

  it('starts the app scripts from shell-loader.js after the first paint, in order, and keeps config.js first', () => {
    const html = homeShellHtml(INDEX, 'zh-CN');
    expect(html).not.toContain('<script defer src="/miao_web/static/js/');
    expect(html).toContain('<script defer src="/miao_web/config.js"></script>');
    expect(html).toContain(
      '<script defer src="/miao_web/shell-loader.js" data-scripts="/miao_web/static/js/lib-react.abc.js /miao_web/static/js/index.def.js"></script></head>',
    );
    expect(html.indexOf('config.js')).toBeLessThan(html.indexOf('shell-loader.js'));
  });

  it('has no inline script or style, so the CSP stays as it is', () => {
    const html = homeShellHtml(INDEX, 'en');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/\sstyle=/);
  });

  it('refuses an index.html it cannot place the shell in', () => {
    expect(() => homeShellHtml(INDEX.replace('<div id="root"></div>', '<div id="app"></div>'), 'zh-CN')).toThrow();
    expect(() => homeShellHtml(INDEX.replace(/<script defer src="\/miao_web\/static[^<]*<\/script>/g, ''), 'zh-CN')).toThrow();
  });
});

describe('which shell a request gets', () => {
  it.each([
    [undefined, 'home.html'],
    ['', 'home.html'],
    ['miao_locale=en', 'home.en.html'],
    ['a=1; miao_locale=en', 'home.en.html'],
    ['miao_locale=en; a=1', 'home.en.html'],
    ['miao_locale=zh-CN', 'home.html'],
    ['miao_locale=english', 'home.html'],
    ['xmiao_locale=en', 'home.html'],
    ['miao_locale=EN', 'home.html'],
    ['miao_locale=<script>', 'home.html'],
  ])('cookie %j → %s', (cookie, file) => {
    expect(homeShellFor(cookie)).toBe(file);
  });

  it.each([
    [undefined, 'en-US,en;q=0.9', 'home.en.html'],
    [undefined, 'fr-FR,fr;q=0.9,en;q=0.8', 'home.en.html'],
    [undefined, 'zh-CN,zh;q=0.9,en;q=0.8', 'home.html'],
    [undefined, 'fr, zh-TW, en', 'home.html'],
    [undefined, 'en;q=0, zh', 'home.html'],
    [undefined, '*', 'home.html'],
    [undefined, 'eng', 'home.html'],
    // A choice made in the app wins over the browser's languages.
    ['miao_locale=zh-CN', 'en-US', 'home.html'],
    ['miao_locale=en', 'zh-CN', 'home.en.html'],
    ['miao_locale=fr', 'en-GB', 'home.en.html'],
  ])('cookie %j, Accept-Language %j → %s', (cookie, accept, file) => {
    expect(homeShellFor(cookie, accept)).toBe(file);
  });
});

describe('the preview server', () => {
  function request(url: string, cookie?: string, acceptLanguage?: string) {
    const req = new IncomingMessage(new Socket());
    req.url = url;
    if (cookie) req.headers.cookie = cookie;
    if (acceptLanguage) req.headers['accept-language'] = acceptLanguage;
    const res = new ServerResponse(req);
    const headers = { get: (name: string) => res.getHeader(name) };
    return { req, res, headers };
  }
  const dist = mkdtempSync(join(tmpdir(), 'miao-dist-'));
  writeFileSync(join(dist, 'home.html'), 'zh');
  writeFileSync(join(dist, 'home.en.html'), 'en');

  it('sends the home page as its shell in the language of the cookie, the query kept, varying by cookie', () => {
    const next = vi.fn();
    const { req, res, headers } = request('/miao_web/?tool=avatar', 'miao_locale=en');
    appServerMiddleware({ dev: false, distDir: dist })(req, res, next);
    expect(req.url).toBe('/miao_web/home.en.html?tool=avatar');
    expect(headers.get('vary')).toBe('Cookie, Accept-Language');
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('a first visit (no cookie) from an English browser gets the English shell', () => {
    const { req, res } = request('/miao_web/', undefined, 'en-US,en;q=0.9');
    appServerMiddleware({ dev: false, distDir: dist })(req, res, vi.fn());
    expect(req.url).toBe('/miao_web/home.en.html');
  });

  it('leaves other routes, the dev server and a build without shells alone', () => {
    const other = request('/miao_web/blog');
    appServerMiddleware({ dev: false, distDir: dist })(other.req, other.res, vi.fn());
    expect(other.req.url).toBe('/miao_web/blog');
    const dev = request('/miao_web/');
    appServerMiddleware({ dev: true, distDir: dist })(dev.req, dev.res, vi.fn());
    expect(dev.req.url).toBe('/miao_web/');
    const unbuilt = request('/miao_web/');
    appServerMiddleware({ dev: false, distDir: join(dist, 'nothing-here') })(unbuilt.req, unbuilt.res, vi.fn());
    expect(unbuilt.req.url).toBe('/miao_web/');
  });
});
