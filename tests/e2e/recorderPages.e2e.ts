// A recording begun on any page passes the project's checks as saved (issue 34): signed in once,
// a recording is started on each page that has a model of its own — my resources (with the
// favourites its stars join), the shop, the account tab's points history — one thing is done
// there (a type picked; a tab pressed), and the files the panel downloads (<name>.test.ts and, when it holds long answers,
// <name>.fixtures.ts beside it) are put in tests/integration/recorded/ and pass tsc, ESLint,
// prettier --check and vitest as they are. The recorder exists under the dev server only, so
// this file starts `rsbuild dev` of its own with the stand-in (as recorder.e2e.ts does), or
// uses RECORDER_DEV_URL.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openPage, type Page } from './browser';
import { APP_BASE, recorderTab, useRecorderDevServer } from './recorderDevServer';

const RECORDED_DIR = 'tests/integration/recorded';
const dev = useRecorderDevServer([]);

/** Signed in through the stand-in's QR page, with the recorder asked for in this tab. */
async function signIn(page: Page): Promise<void> {
  await page.goto(`${dev.base}${APP_BASE}/?recorder=1`);
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
    const { page, close } = await openPage(dev.browser, 1280, 900);
    const stamp = `${process.pid}`;
    const written: string[] = [];
    try {
      await signIn(page);
      const recordings: Map<string, string>[] = [];

      // My resources (and the favourites its stars join): a type picked in the filter.
      await page.goto(`${dev.base}${APP_BASE}/user?tab=resources`);
      await page.getByLabel('作品类型').waitFor({ timeout: 120_000 });
      recordings.push(
        await record(page, `e2e pages ${stamp} picks a type in my resources`, async () => {
          await page.getByLabel('作品类型').selectOption({ label: '文字转语音' });
        }),
      );

      // The shop: on to the account tab from there.
      await page.goto(`${dev.base}${APP_BASE}/user?tab=shop`);
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
      await page.goto(`${dev.base}${APP_BASE}/user`);
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
