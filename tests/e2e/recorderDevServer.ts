// The QA recorder exists under the dev server only (the production build holds none of it), so
// its e2e files each start one: `rsbuild dev` with the stand-in's stock answers, a data folder
// of its own and runs that finish after 600 ms (or RECORDER_DEV_URL, a server already running);
// then one Chromium, each page the file visits opened once first (a page's first load under the
// dev server, unminified on a busy 2-core machine, can take tens of seconds, so the tests' own
// waits measure the app), and the stand-in started over.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch, openPage, type Browser, type Page } from './browser';
import { freePort } from './machine';
import { signalGroup, stopGroup } from './processGroup';

export const APP_BASE = '/miao_web';

/** A page a file visits, and what shows once its code has run. */
export type WarmUp = [path: string, shown: (page: Page) => Locator];

export interface RecorderDevServer {
  /** 'http://127.0.0.1:<port>' */
  readonly base: string;
  readonly browser: Browser;
  /** The app's address of a path ('/user?tab=shop'). */
  at(path: string): string;
  /** The stand-in starts over: the demo account and goods, no sessions. */
  reset(): Promise<void>;
}

/** The folded recorder's tab (zh-CN), which opens its panel. */
export const recorderTab = (page: Page) => page.getByRole('button', { name: /打开 QA 录制/ });

async function answered(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the dev server did not answer ${url}`);
}

export function useRecorderDevServer(warmUp: readonly WarmUp[]): RecorderDevServer {
  let server: ChildProcess | undefined;
  let dataDir = '';
  let base = process.env.RECORDER_DEV_URL ?? '';
  let browser: Browser | null = null;
  const reset = async () => {
    await fetch(`${base}/mock/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  };

  beforeAll(async () => {
    if (!base) {
      const port = await freePort();
      dataDir = mkdtempSync(join(tmpdir(), 'miao-recorder-e2e-'));
      server = spawn('npx', ['rsbuild', 'dev', '--port', String(port)], {
        stdio: 'ignore',
        detached: true,
        // NODE_ENV: vitest sets 'test', and the recorder is compiled in under 'development' only.
        env: {
          ...process.env,
          NODE_ENV: 'development',
          HOST: '127.0.0.1',
          MOCK_ENGINE: 'canned',
          MOCK_DATA_DIR: dataDir,
          MOCK_TASK_DELAY_MS: '600',
        },
      });
      base = `http://127.0.0.1:${port}`;
      await answered(`${base}${APP_BASE}/`, 110_000);
    }
    browser = await launch();
    const { page, close } = await openPage(browser, 1280, 800);
    try {
      for (const [path, shown] of warmUp) {
        await page.goto(`${base}${APP_BASE}${path}`);
        await shown(page).first().waitFor({ timeout: 240_000 });
      }
    } finally {
      await close();
    }
    await reset();
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    if (server) {
      signalGroup(server, 'SIGTERM');
      await stopGroup(server);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    get base() {
      return base;
    },
    get browser() {
      if (!browser) throw new Error('no browser: the dev server did not start');
      return browser;
    },
    at: (path) => `${base}${APP_BASE}${path}`,
    reset,
  };
}
