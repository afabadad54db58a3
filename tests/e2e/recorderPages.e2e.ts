// A recording begun on any page passes the project's checks as saved (issue 34): signed in once,
// a recording is started on each page that has a model of its own — my resources (with the
// favourites its stars join), the shop, the account tab's points history — one thing is done
// there (a type picked; a tab pressed), and the files the panel downloads (<name>.test.ts and, when it holds long answers,
// <name>.fixtures.ts beside it) are put in tests/integration/recorded/ and pass tsc, ESLint,
// prettier --check and vitest as they are. The recorder exists under the dev server only, so
// this file starts `rsbuild dev` of its own with the stand-in (as recorder.e2e.ts does), or
// uses RECORDER_DEV_URL.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, type Browser, type Page } from './browser';
import { freePort } from './machine';
import { signalGroup, stopGroup } from './processGroup';

const APP_BASE = '/miao_web';
const RECORDED_DIR = 'tests/integration/recorded';
let server: ChildProcess | undefined;
let dataDir = '';
let base = process.env.RECORDER_DEV_URL ?? '';
let browser: Browser | null = null;

async function waitFor(url: string, ms: number): Promise<void> {
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

beforeAll(async () => {
  if (!base) {
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'miao-recorder-pages-e2e-'));
    server = spawn('npx', ['rsbuild', 'dev', '--port', String(port)], {
      stdio: 'ignore',
      detached: true,
      // NODE_ENV: vitest sets 'test', and the recorder is compiled in under 'development' only.
      env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', MOCK_ENGINE: 'canned', MOCK_DATA_DIR: dataDir },
    });
    base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}${APP_BASE}/`, 110_000);
  }
  browser = await launch();
  await fetch(`${base}/mock/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  if (server) {
    signalGroup(server, 'SIGTERM');
    await stopGroup(server);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const recorderTab = (page: Page) => page.getByRole('button', { name: /打开 QA 录制/ });

/** Signed in through the stand-in's QR page, with the recorder asked for in this tab. */
async function signIn(page: Page): Promise<void> {
  await page.goto(`${base}${APP_BASE}/?recorder=1`);
  // The dev build's first load on a busy machine can take long.
  await page.getByRole('heading', { level: 2, name: '全部工具' }).waitFor({ timeout: 240_000 });
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  await page.waitForURL((url) => url.pathname === '/mock/wechat/qr');
  await page.getByRole('link', { name: '用手机扫码（模拟）' }).click();
  await page.waitForURL((url) => url.pathname.startsWith(APP_BASE) && !url.pathname.includes('login_success'));
  await page
    .getByRole('banner')
    .getByText(/\d+ 积分/)
    .waitFor();
}

/** Records `act` begun on the page as it is now; returns the files the panel downloaded. */
async function record(page: Page, name: string, act: () => Promise<void>): Promise<Map<string, string>> {
  await page.waitForLoadState('networkidle');
  await recorderTab(page).click();
  await page.getByRole('button', { name: '● 录制测试' }).click();
  await page.getByRole('button', { name: '收起' }).click();
  await act();
  await page.waitForLoadState('networkidle');
  await recorderTab(page).click();
  await page.getByLabel('测试名称').fill(name);
  const files = new Map<string, string>();
  const saved = new Promise<void>((resolve) => {
    page.on('download', (download) => {
      void download.path().then((path) => {
        files.set(download.suggestedFilename(), readFileSync(path, 'utf8'));
        const test = [...files.keys()].find((file) => file.endsWith('.test.ts'));
        const text = test ? files.get(test) : undefined;
        // The test imports its fixtures when it has any: both are in then.
        if (
          text !== undefined &&
          (!text.includes('.fixtures') || [...files.keys()].some((file) => file.endsWith('.fixtures.ts')))
        ) {
          resolve();
        }
      });
    });
  });
  await page.getByRole('button', { name: '停止并保存' }).click();
  await saved;
  page.removeAllListeners('download');
  return files;
}

const run = (command: string, args: string[]) => spawnSync('npx', [command, ...args], { encoding: 'utf8' });

describe('a recording begun on any page with a model of its own passes the project’s checks as saved', () => {
  it('my resources, the shop and the points history: tsc, ESLint, prettier and vitest on each saved file', async () => {
    if (!browser) throw new Error('no browser');
    const { page, close } = await openPage(browser, 1280, 900);
    const stamp = `${process.pid}`;
    const written: string[] = [];
    try {
      await signIn(page);
      const recordings: Map<string, string>[] = [];

      // My resources (and the favourites its stars join): a type picked in the filter.
      await page.goto(`${base}${APP_BASE}/user?tab=resources`);
      await page.getByLabel('作品类型').waitFor({ timeout: 120_000 });
      recordings.push(
        await record(page, `e2e pages ${stamp} picks a type in my resources`, async () => {
          await page.getByLabel('作品类型').selectOption({ label: '文字转语音' });
        }),
      );

      // The shop: on to the account tab from there.
      await page.goto(`${base}${APP_BASE}/user?tab=shop`);
      await page
        .getByRole('button', { name: /立即购买/ })
        .first()
        .waitFor({ timeout: 120_000 });
      recordings.push(
        await record(page, `e2e pages ${stamp} goes from the shop to the account`, async () => {
          await page.getByRole('tab', { name: '账户' }).click();
          await page.getByRole('list', { name: '积分明细' }).waitFor();
        }),
      );

      // The account tab's points history: on to the shop from there.
      await page.goto(`${base}${APP_BASE}/user`);
      await page.getByRole('heading', { name: '积分明细' }).waitFor({ timeout: 120_000 });
      await page.getByRole('list', { name: '积分明细' }).waitFor();
      recordings.push(
        await record(page, `e2e pages ${stamp} goes from the points history to the shop`, async () => {
          await page.getByRole('tab', { name: '积分商城' }).click();
          await page
            .getByRole('button', { name: /立即购买/ })
            .first()
            .waitFor();
        }),
      );

      for (const files of recordings) {
        for (const [file, text] of files) {
          const path = `${RECORDED_DIR}/${file}`;
          writeFileSync(path, text);
          written.push(path);
        }
      }
      // Each begins with the state of its page's model (resources and favourites, shop, history).
      const tests = written.filter((path) => path.endsWith('.test.ts'));
      expect(tests).toHaveLength(3);
      const texts = tests.map((path) => readFileSync(path, 'utf8'));
      expect(texts[0]).toMatch(/replayStarted\(\{[^]*favourites:/);
      expect(texts[0]).toMatch(/replayStarted\(\{[^]*resources:/);

      const tsc = run('tsc', ['--noEmit', '-p', '.']);
      expect(tsc.status, tsc.stdout + tsc.stderr).toBe(0);
      const eslint = run('eslint', ['--max-warnings', '0', ...written]);
      expect(eslint.status, eslint.stdout + eslint.stderr).toBe(0);
      const prettier = run('prettier', ['--check', ...written]);
      expect(prettier.status, prettier.stdout + prettier.stderr).toBe(0);
      // Beside this suite's dev server and browser on a busy machine: vitest's 5 s default is no measure.
      for (const test of tests) {
        const vitest = run('vitest', ['run', test, '--testTimeout', '60000']);
        expect(vitest.status, `${test}\n${vitest.stdout}${vitest.stderr}`).toBe(0);
      }
    } finally {
      for (const path of written) rmSync(path, { force: true });
      await close();
    }
  }, 600_000);
});
