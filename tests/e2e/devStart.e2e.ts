// `npm start` is ready when it says so: started cold, the moment it prints the address the
// home page, the workspace and the English home page are opened at once, and each renders
// with every script answered as JavaScript, no console error, no hot update and no reload
// (issue 33: lazily compiled parts were built on the first visit, their hot updates answered
// with index.html, and the page reloaded under the user's click). A missing script is a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import { launch, openPage, type Browser, type Page } from './browser';
import { startDevServer, type DevServer } from './devServer';

let server: DevServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  [server, browser] = await Promise.all([startDevServer(), launch()]);
}, 320_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Visit {
  name: string;
  path: string;
  locale: string;
  /** What shows once the page's code has run. */
  shown: (page: Page) => ReturnType<Page['getByRole']>;
}

const VISITS: Visit[] = [
  { name: 'home', path: '/', locale: 'zh-CN', shown: (page) => page.getByRole('heading', { level: 2, name: '全部工具' }) },
  {
    name: 'workspace',
    path: '/?tool=tts',
    locale: 'zh-CN',
    shown: (page) => page.getByRole('dialog', { name: '文字转语音' }).getByLabel('要朗读的文字'),
  },
  { name: 'English', path: '/', locale: 'en-US', shown: (page) => page.getByRole('heading', { level: 2, name: 'All tools' }) },
];

interface Seen {
  name: string;
  errors: string[];
  /** Scripts, styles and hot updates answered as something else (index.html). */
  wrongTypes: string[];
  hotUpdates: string[];
  /** Loads of the page: 1 unless it was reloaded. */
  loads: number;
  /** Milliseconds from the printed address to the page shown. */
  msToShown: number;
}

async function visit(run: DevServer, chromium: Browser, { name, path, locale, shown }: Visit): Promise<Seen> {
  const { page, errors, close } = await openPage(chromium, 1440, 900, { locale });
  const seen: Seen = { name, errors, wrongTypes: [], hotUpdates: [], loads: 0, msToShown: 0 };
  const check = async (response: Response) => {
    const url = new URL(response.url());
    // allHeaders: headers() can be the provisional ones, without the type.
    const type = (await response.allHeaders().catch((): Record<string, string> => ({})))['content-type'] ?? '';
    if (url.pathname.includes('hot-update')) seen.hotUpdates.push(url.pathname);
    if (/\.m?js$/.test(url.pathname) && !type.includes('javascript')) seen.wrongTypes.push(`${url.pathname}: ${type}`);
    if (url.pathname.endsWith('.css') && !type.includes('text/css')) seen.wrongTypes.push(`${url.pathname}: ${type}`);
  };
  const checks: Promise<void>[] = [];
  page.on('response', (response) => checks.push(check(response)));
  // Every load of the page: the first, and any reload (rsbuild's "HMR update failed,
  // performing full reload").
  page.on('load', () => (seen.loads += 1));
  try {
    await page.goto(`${run.url.replace(/\/$/, '')}${path}`);
    await shown(page).waitFor({ timeout: 120_000 });
    seen.msToShown = Date.now() - run.printedAt;
    await Promise.all(checks);
    return seen;
  } finally {
    await close();
  }
}

describe('npm start, cold', () => {
  it('serves the first pages at once, in parallel, with no reload, no HTML for a script, no console error', async () => {
    const run = server!;
    const seen = await Promise.all(VISITS.map((v) => visit(run, browser!, v)));
    // A measurement, not a gate (docs/decisions.md): how long a newcomer waits.
    console.log(
      `[devStart] address printed ${run.msToUrl} ms after npm start; shown after it:`,
      seen.map((s) => `${s.name} ${s.msToShown} ms`).join(', '),
    );
    for (const s of seen) {
      expect(s.wrongTypes, s.name).toEqual([]);
      expect(s.hotUpdates, s.name).toEqual([]);
      expect(s.loads, s.name).toBe(1);
      expect(s.errors, s.name).toEqual([]);
    }
    // The server built once, before it printed the address: nothing was compiled on demand.
    const after = run.output().slice(run.output().indexOf(run.url));
    expect(after).not.toMatch(/build started|building|built in/i);
  }, 300_000);

  it('answers every route of the app, deep links included, with the page (index.html)', async () => {
    const run = server!;
    for (const path of ['/miao_web/user?tab=shop', '/miao_web/create/gif', '/miao_web/blog', '/miao_web/no-such-page']) {
      const response = await fetch(`${run.origin}${path}`, { headers: { Accept: 'text/html,application/xhtml+xml' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type') ?? '', path).toContain('text/html');
      expect(await response.text(), path).toContain('<div id="root"');
    }
  });

  it('answers a script, a hot update or a chunk it does not have with 404, never index.html', async () => {
    const run = server!;
    for (const path of [
      '/miao_web/static/js/async/no-such-chunk.js',
      '/miao_web/index.0123456789abcdef.hot-update.js',
      '/miao_web/static/js/async/src_no_such_module_ts.js',
    ]) {
      const response = await fetch(`${run.origin}${path}`, { headers: { Accept: '*/*' } });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type') ?? '', path).not.toContain('text/html');
    }
  });
});
