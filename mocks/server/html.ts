// The stand-in's own pages (QR login, payment, agent chat): one small shell, escaped text.
import type { Locale } from '../../src/locales/locale';
import type { MockReply } from './types';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Who may frame a page: nobody for the QR login and payment pages (their scan and pay buttons
 * must not be clickjacked), the app's own origin for the agent chat (/agent and /pdf frame it).
 */
export type FramedBy = 'none' | 'self';

export function page(
  title: string,
  body: string,
  status = 200,
  framedBy: FramedBy = 'none',
  lang: Locale = 'zh-CN',
): MockReply<string> {
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>
  body { font-family: system-ui, "PingFang SC", "Microsoft YaHei", sans-serif; background: #f5f5f5; margin: 0; }
  main { max-width: 420px; margin: 40px auto; background: #fff; border-radius: 12px; padding: 24px; text-align: center; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 20px; margin: 0 0 12px; }
  .qr { width: 200px; height: 200px; margin: 12px auto; }
  .qr svg, .qr img { width: 100%; height: 100%; }
  button, .button { display: inline-block; background: #07c160; color: #fff; border: 0; border-radius: 6px; padding: 10px 20px; font-size: 16px; cursor: pointer; text-decoration: none; }
  .muted { color: #888; font-size: 13px; }
  .link { color: #576b95; font-size: 13px; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
  return {
    status,
    body: html,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'X-Frame-Options': framedBy === 'self' ? 'SAMEORIGIN' : 'DENY',
      'Content-Security-Policy': `frame-ancestors ${framedBy === 'self' ? "'self'" : "'none'"}`,
      'X-Content-Type-Options': 'nosniff',
      // Its language follows the app's cookie or Accept-Language (server/pageWords.ts).
      Vary: 'Cookie, Accept-Language',
    },
  };
}

export function redirect(location: string): MockReply<string> {
  return { status: 302, body: '', headers: { Location: location } };
}
