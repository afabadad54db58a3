// Many runs in Chromium against the stand-in: two tools running at once, 4 results of one
// photo filling a grid, the done badge and toast while on another page, a reload during a run
// picking it up again, a new page opened at its top; at 375 and 1440 px, clean under axe-core.
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../src/rules/catalog';
import { seriousFindings } from './axe';
import { useBrowser, type Page } from './browser';
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { TaskAnswer, TaskTokenAnswer } from '../../src/services/types';
import {
  DEMO_POINTS,
  HELD_MS,
  apiFromPage,
  appUrl,
  finishRuns,
  headerPoints,
  pngBuffer,
  screenshot,
  signIn,
  mockSwitches,
} from './helpers';

const browser = useBrowser();

/** Opens a tool from the home gallery; answers its workspace dialog with a photo chosen. */
async function openWithPhoto(page: Page, toolName: string) {
  await page.goto(appUrl('/'));
  await page.getByRole('heading', { level: 2, name: '全部工具' }).waitFor();
  await page.getByRole('button', { name: `立即体验：${toolName}` }).click();
  const workspace = page.getByRole('dialog', { name: toolName });
  await workspace.waitFor();
  await workspace.getByLabel('上传照片').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: pngBuffer(512, 512) });
  await workspace.getByRole('img', { name: '已选择的照片' }).waitFor();
  return workspace;
}

/** The radio inside a card-like label is covered by the card: click the label. */
async function pick(page: Page, scope: ReturnType<Page['getByRole']>, name: string | RegExp) {
  await scope
    .locator('label')
    .filter({ has: page.getByRole('radio', { name }) })
    .click();
  await expect.poll(() => scope.getByRole('radio', { name }).isChecked()).toBe(true);
}

describe('many runs', () => {
  for (const [width, height] of [
    [375, 812],
    [1440, 900],
  ] as const) {
    it(`two tools at once, 4 results of one photo in a grid, at ${width} px, axe-core clean`, async () => {
      // Every run is held until the test lets it go: the cartoon must still be going when the avatar workspace opens.
      await mockSwitches({ taskDelayMs: HELD_MS, taskFailItems: [] });
      const { page, errors, close } = await browser.open(width, height);
      try {
        await signIn(page);
        // A long cartoon run goes on while the avatar workspace starts another.
        const cartoon = await openWithPhoto(page, '卡通化');
        await cartoon.getByRole('button', { name: '开始生成' }).click();
        await cartoon.getByRole('button', { name: /^停止生成/, disabled: false }).waitFor();
        await cartoon.getByRole('button', { name: '关闭卡通化' }).click();

        const avatar = await openWithPhoto(page, '头像风格');
        await avatar.getByText('进行中 1 / 3 个生成').waitFor();
        await pick(page, avatar.getByRole('group', { name: '结果数量' }), '4 个');
        await avatar.getByText(new RegExp(`^共 4 个结果 · 消耗 ${4 * TOOLS.avatar.cost} 积分，`)).waitFor();
        await avatar.getByRole('button', { name: '开始生成' }).click();
        await avatar.getByText(/已完成 \d \/ 4/).waitFor();
        await avatar.getByText('进行中 2 / 3 个生成').waitFor();
        // The cartoon's one result and the avatar's four, once the server has them all.
        await finishRuns(1 + 4);
        // The grid fills one by one, then shows any result large.
        const grid = avatar.getByRole('list', { name: '结果列表' });
        await expect.poll(() => grid.getByRole('button', { name: /查看第 \d 个结果/ }).count(), { timeout: 120_000 }).toBe(4);
        await grid.getByRole('button', { name: /查看第 3 个结果/ }).click();
        // A tile opens the full-screen viewer (issue 27); Escape closes it, back to the workspace.
        await page.getByRole('dialog', { name: /第 3 \/ 4 个/ }).waitFor();
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: /第 3 \/ 4 个/ }).waitFor({ state: 'detached' });
        expect(await grid.getByRole('button', { name: /查看第 3 个结果/ }).getAttribute('aria-pressed')).toBe('true');
        await avatar.getByRole('region', { name: '生成结果' }).getByRole('link', { name: '下载' }).waitFor();
        await screenshot(page, `runs-four-results-${width}`);
        expect(await seriousFindings(page)).toEqual([]);

        // Both charged: 4 avatars and one cartoon.
        await page
          .getByRole('banner')
          .getByText(`${DEMO_POINTS - 4 * TOOLS.avatar.cost - TOOLS.cartoon.cost} 积分`)
          .waitFor();
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('a run that finishes while the user reads the blog: a badge in the title and a toast that leads back to it', async () => {
    await mockSwitches({ taskDelayMs: HELD_MS });
    const { page, errors, close } = await browser.open(1440, 900);
    try {
      await signIn(page);
      const workspace = await openWithPhoto(page, '卡通化');
      await workspace.getByRole('button', { name: '开始生成' }).click();
      await workspace.getByRole('button', { name: /^停止生成/, disabled: false }).waitFor();
      await workspace.getByRole('button', { name: '关闭卡通化' }).click();
      // The photo chosen is not kept: the workspace asks first (the run goes on either way).
      const confirm = page.getByRole('alertdialog', { name: '关闭工作台？' });
      await confirm.getByRole('button', { name: '关闭' }).click();
      await workspace.waitFor({ state: 'detached' });
      await page.getByRole('banner').getByRole('link', { name: '博客' }).click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await finishRuns();

      const open = page.getByRole('button', { name: '查看卡通化的结果' });
      await open.waitFor({ timeout: 120_000 });
      await expect.poll(() => page.title()).toMatch(/^\(1\) /);
      await screenshot(page, 'runs-done-toast');
      await open.click();
      const result = page.getByRole('dialog', { name: '卡通化' }).getByRole('region', { name: '生成结果' });
      await result.waitFor();
      await expect.poll(() => page.title()).not.toMatch(/^\(/);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a reload during a run picks it up again: progress, then its result', async () => {
    await mockSwitches({ taskDelayMs: HELD_MS });
    const { page, errors, close } = await browser.open(375, 812);
    try {
      await signIn(page);
      const workspace = await openWithPhoto(page, '卡通化');
      await workspace.getByRole('button', { name: '开始生成' }).click();
      // Stop is there from the press; it is enabled once the server has accepted the run.
      await workspace.getByRole('button', { name: /^停止生成/, disabled: false }).waitFor();
      await page.reload();
      const again = page.getByRole('dialog', { name: '卡通化' });
      await again.getByRole('progressbar', { name: '生成进度' }).waitFor();
      await finishRuns();
      await again.getByRole('region', { name: '生成结果' }).waitFor({ timeout: 120_000 });
      // Charged once.
      await page
        .getByRole('banner')
        .getByText(`${DEMO_POINTS - TOOLS.cartoon.cost} 积分`)
        .waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a reload after a run ended brings it back: its result and its photo', async () => {
    await mockSwitches({ taskDelayMs: 300 });
    const { page, errors, close } = await browser.open(1440, 900);
    try {
      await signIn(page);
      const workspace = await openWithPhoto(page, '卡通化');
      await workspace.getByRole('button', { name: '开始生成' }).click();
      await workspace.getByRole('region', { name: '生成结果' }).waitFor({ timeout: 120_000 });
      await page.reload();
      const again = page.getByRole('dialog', { name: '卡通化' });
      await again.getByRole('region', { name: '生成结果' }).getByRole('link', { name: '下载' }).waitFor();
      // The photo is read back from the result's source.
      await again.getByRole('img', { name: '已选择的照片' }).waitFor();
      await screenshot(page, 'runs-reload-finished');
      // Charged once.
      await page
        .getByRole('banner')
        .getByText(`${DEMO_POINTS - TOOLS.cartoon.cost} 积分`)
        .waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  for (const [width, height, locale] of [
    [1440, 900, 'zh-CN'],
    [375, 812, 'en'],
  ] as const) {
    it(`Back during a run: the run dock leads back to it, going and then done, until it is seen (${width} px, ${locale})`, async () => {
      const words =
        locale === 'en'
          ? {
              going: 'Cartoonize · in progress · View',
              done: 'Cartoonize · done · View',
              dock: 'Recent runs',
              tool: 'Cartoonize',
              result: 'Result',
            }
          : {
              going: '卡通化 · 生成中 · 查看',
              done: '卡通化 · 已完成 · 查看',
              dock: '最近的生成',
              tool: '卡通化',
              result: '生成结果',
            };
      await mockSwitches({ taskDelayMs: HELD_MS });
      const { page, errors, close } = await browser.open(width, height);
      try {
        await signIn(page);
        const workspace = await openWithPhoto(page, '卡通化');
        await workspace.getByRole('button', { name: '开始生成' }).click();
        await workspace.getByRole('button', { name: /^停止生成/, disabled: false }).waitFor();
        await page.goBack();
        await page.getByRole('dialog', { name: '卡通化' }).waitFor({ state: 'detached' });
        if (locale === 'en') await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
        const dock = page.getByRole('navigation', { name: words.dock });
        await dock.getByRole('link', { name: words.going }).waitFor();
        await screenshot(page, `runs-dock-going-${width}-${locale}`, { fullPage: false });
        // At the end of the page the footer's last line scrolls clear of the dock.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const copyright = page.getByRole('contentinfo').getByText(/©/);
        await expect
          .poll(async () => {
            const [line, over] = await Promise.all([copyright.boundingBox(), dock.boundingBox()]);
            return line !== null && over !== null && line.y + line.height <= over.y;
          })
          .toBe(true);
        await screenshot(page, `runs-dock-footer-${width}-${locale}`, { fullPage: false });
        await finishRuns();
        await dock.getByRole('link', { name: words.done }).waitFor({ timeout: 120_000 });
        await screenshot(page, `runs-dock-done-${width}-${locale}`, { fullPage: false });
        await dock.getByRole('link', { name: words.done }).click();
        await page.getByRole('dialog', { name: words.tool }).getByRole('region', { name: words.result }).waitFor();
        await dock.waitFor({ state: 'detached' });
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('a page opened by its address starts at its top, wherever an earlier page was scrolled', async () => {
    const { page, errors, close } = await browser.open(375, 700);
    try {
      await page.goto(appUrl('/'));
      await page.getByRole('heading', { level: 2, name: '全部工具' }).waitFor();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      for (const path of ['/gif', '/pbd']) {
        await page.goto(appUrl(path));
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => window.scrollY), path).toBe(0);
        await page.evaluate(() => window.scrollTo(0, 400));
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('my resources: search, make a whole run again with its settings, and save two as one zip', async () => {
    await mockSwitches({ taskDelayMs: 300 });
    const { page, errors, close } = await browser.open(1440, 900);
    try {
      await signIn(page);
      // Two text-to-image results of one prompt, made through the API with the page's login.
      const token = await apiFromPage<TaskTokenAnswer>(page, 'GET', '/miao/v1/task/token');
      const made = await apiFromPage<TaskAnswer>(page, 'POST', '/miao/v1/task', {
        token: token.data.token,
        tool: 'tti',
        style: '1000',
        count: 2,
        text: '月光下的小猫',
      });
      expect(made.code, made.msg).toBe(0);
      await page.goto(appUrl('/user?tab=resources'));
      const cards = page.getByRole('listitem', { name: '文字生成图片作品（写实）' });
      await expect.poll(() => cards.getByText('已完成').count(), { timeout: 120_000 }).toBe(2);
      await page.getByRole('searchbox', { name: '搜索作品' }).fill('小猫');
      await cards.first().getByText('文字：月光下的小猫').waitFor();

      // Both into one zip, built in the browser.
      for (const box of await page.getByRole('checkbox', { name: /^选择 / }).all()) await box.check();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: '打包下载所选' }).click();
      const zip = await download;
      expect(zip.suggestedFilename()).toMatch(/^Miao-作品-\d{4}-\d{2}-\d{2}\.zip$/);
      const files = unzipSync(new Uint8Array(await readFile((await zip.path()) ?? '')));
      expect(Object.keys(files)).toHaveLength(2);
      for (const name of Object.keys(files)) expect(name).toMatch(/^Miao-文字生成图片-写实-r-[0-9a-f]+\.svg$/);
      await page.getByRole('status').getByText('已打包 2 个作品').waitFor();

      // Its whole run made again with the same settings (its run heading's action, once, where
      // each card's 再做一次 makes that one result): its cost on the button, then its workspace shows the run.
      const before = await headerPoints(page);
      const cost = 2 * TOOLS.tti.cost;
      await cards
        .first()
        .getByRole('button', { name: `再做一次 · ${TOOLS.tti.cost} 积分：文字生成图片作品（写实）` })
        .waitFor();
      const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/miao/v1/task');
      await page
        .getByRole('region', { name: /^文字生成图片 · 写实/ })
        .getByRole('button', { name: `整组再做 · ${cost} 积分：这一组的 2 个结果` })
        .click();
      expect(JSON.parse((await sent).postData() ?? '{}')).toMatchObject({
        tool: 'tti',
        style: '1000',
        count: 2,
        text: '月光下的小猫',
      });
      const workspace = page.getByRole('dialog', { name: '文字生成图片' });
      await workspace.getByRole('list', { name: '结果列表' }).waitFor();
      await expect.poll(() => workspace.getByRole('button', { name: /查看第 \d 个结果/ }).count(), { timeout: 120_000 }).toBe(2);
      await expect.poll(() => headerPoints(page)).toBe(before - cost);
      expect(await seriousFindings(page)).toEqual([]);
      await screenshot(page, 'runs-rerun');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
