// A generation from the home gallery in a real browser: photo in, style, cost, start,
// progress, result with download, the points charged, and the resource in "my resources".
// Also a text tool started while signed out: the login round trip keeps the text.
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../src/rules/catalog';
import { useBrowser, type Page } from './browser';
import type { TaskTokenAnswer } from '../../src/services/types';
import {
  APP_BASE,
  DEMO_POINTS,
  HELD_MS,
  apiFromPage,
  appUrl,
  finishRuns,
  headerPoints,
  mockSwitches,
  pngBuffer,
  screenshot,
  signIn,
  useLanguage,
} from './helpers';

const browser = useBrowser();

/** Opens a tool from the home gallery by its 立即体验 button; answers the workspace dialog. */
async function openTool(page: Page, toolName: string) {
  await page.goto(appUrl('/'));
  await page.getByRole('heading', { level: 2, name: '全部工具' }).waitFor();
  await page.getByRole('button', { name: `立即体验：${toolName}` }).click();
  const workspace = page.getByRole('dialog', { name: toolName });
  await workspace.waitFor();
  return workspace;
}

/** Checks the progress is shown while the run is held, lets the run go, and waits for the result. */
async function expectProgressThenResult(page: Page) {
  const workspace = page.getByRole('dialog');
  await workspace.getByRole('progressbar', { name: '生成进度' }).waitFor();
  await finishRuns();
  const result = workspace.getByRole('region', { name: '生成结果' });
  await result.waitFor({ timeout: 120_000 });
  expect(await workspace.getByRole('progressbar').count()).toBe(0);
  return result;
}

describe('generation from the home gallery', () => {
  it('photo tool (卡通化): upload a PNG, pick 肖像, start, see progress, result, download; points and my resources follow', async () => {
    const { page, errors, close } = await browser.open();
    try {
      // The run is held until its progress was seen (expectProgressThenResult lets it go).
      await mockSwitches({ taskDelayMs: HELD_MS });
      await signIn(page);
      const cost = TOOLS.cartoon.cost;
      const workspace = await openTool(page, '卡通化');
      expect(new URL(page.url()).searchParams.get('tool')).toBe('cartoon');

      await workspace
        .getByLabel('上传照片')
        .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: pngBuffer(512, 512) });
      await workspace.getByRole('img', { name: '已选择的照片' }).waitFor();
      await workspace.getByText('512×512 像素').waitFor();

      // The style cards are labels around a radio covered by the thumbnail: click the card.
      const portrait = workspace.getByRole('radio', { name: /肖像/ });
      await workspace
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: /肖像/ }) })
        .click();
      // The choice lives in the URL and react-router commits navigations in a transition:
      // the radio shows it once that commits, a moment after the click returns.
      await expect.poll(() => portrait.isChecked()).toBe(true);
      expect(new URL(page.url()).searchParams.get('style')).toBe('portrait');
      await workspace.getByText(`消耗 ${cost} 积分，当前余额 ${DEMO_POINTS}`).waitFor();

      const created = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/miao/v1/task');
      await workspace.getByRole('button', { name: '开始生成' }).click();
      const body = JSON.parse((await created).postData() ?? '{}') as { tool?: string; style?: string; image?: string };
      expect(body.tool).toBe('cartoon');
      expect(body.style).toBe('portrait');
      expect(body.image).toMatch(/^data:image\/png;base64,iVBOR/);

      const result = await expectProgressThenResult(page);
      const download = result.getByRole('link', { name: '下载' });
      const href = await download.getAttribute('href');
      expect(href).toMatch(/\/mock\/media\/.+sign=/);
      expect(await download.getAttribute('download')).toMatch(/^Miao-卡通化-素描肖像-/);
      // The link really serves the picture.
      const media = await page.request.get(new URL(href ?? '', page.url()).toString());
      expect(media.status()).toBe(200);
      expect(media.headers()['content-type']).toMatch(/^image\//);
      await screenshot(page, 'generate-cartoon-result');

      // Charged once, by the cost shown before starting.
      await page
        .getByRole('banner')
        .getByText(`${DEMO_POINTS - cost} 积分`)
        .waitFor();
      expect(await headerPoints(page)).toBe(DEMO_POINTS - cost);

      await result.getByRole('link', { name: '在我的作品中查看' }).click();
      await page.waitForURL((url) => url.pathname === `${APP_BASE}/user` && url.searchParams.get('tab') === 'resources');
      const card = page.getByRole('listitem', { name: '卡通化作品（素描肖像）' });
      await card.waitFor();
      await card.getByText('已完成').waitFor();
      expect(await page.getByRole('listitem', { name: /作品（/ }).count()).toBe(1);
      expect(await card.getByRole('link', { name: '下载' }).getAttribute('href')).toMatch(/\/mock\/media\//);

      // Still there, still done, after a reload of the deep link.
      await page.reload();
      await page.getByRole('listitem', { name: '卡通化作品（素描肖像）' }).getByText('已完成').waitFor();
      await screenshot(page, 'generate-cartoon-in-resources');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('text tool (文字转语音) started signed out: login keeps the text, then the voice is made and charged', async () => {
    const { page, errors, close } = await browser.open(390, 844);
    try {
      await mockSwitches({ taskDelayMs: HELD_MS });
      const cost = TOOLS.tts.cost;
      const text = '你好，欢迎使用 Miao。';
      let workspace = await openTool(page, '文字转语音');
      await workspace.getByLabel('要朗读的文字').fill(text);
      await workspace.getByText(/^\d+ 字 · 计 \d+ \/ 400$/).waitFor();
      await workspace.getByText(`消耗 ${cost} 积分，登录后即可开始`).waitFor();
      await workspace.getByRole('button', { name: '开始生成' }).click();

      // The QR login, then back to the same tool with the same text.
      await page.waitForURL((url) => url.pathname === '/mock/wechat/qr');
      await page.getByRole('link', { name: '用手机扫码（模拟）' }).click();
      await page.waitForURL((url) => url.pathname === `${APP_BASE}/` && url.searchParams.get('tool') === 'tts');
      workspace = page.getByRole('dialog', { name: '文字转语音' });
      await workspace.waitFor();
      expect(await workspace.getByLabel('要朗读的文字').inputValue()).toBe(text);
      await workspace.getByText(`消耗 ${cost} 积分，当前余额 ${DEMO_POINTS}`).waitFor();

      await workspace.getByRole('button', { name: '开始生成' }).click();
      const result = await expectProgressThenResult(page);
      const audio = result.getByLabel('生成的语音');
      await audio.waitFor();
      expect(await audio.evaluate((el) => el.tagName)).toBe('AUDIO');
      await result.getByRole('link', { name: '下载' }).waitFor();
      await page
        .getByRole('banner')
        .getByText(`${DEMO_POINTS - cost} 积分`)
        .waitFor();
      await screenshot(page, 'generate-tts-result-phone');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  for (const [width, height, locale] of [
    [1440, 900, 'zh-CN'],
    [375, 812, 'en'],
  ] as const) {
    it(`a photo without a face: another photo is the way on, not a paid retry; "not charged" once (${width} px, ${locale})`, async () => {
      const words =
        locale === 'en'
          ? {
              tool: 'Avatar styles',
              start: 'Generate',
              photo: 'Upload a photo',
              another: 'Choose another photo',
              change: 'Change photo',
              retry: /Try again/,
              hide: 'Hide',
              notCharged: /no points were charged/i,
            }
          : {
              tool: '头像风格',
              start: '开始生成',
              photo: '上传照片',
              another: '换一张照片',
              change: '更换照片',
              retry: /重试/,
              hide: '收起',
              notCharged: /本次未扣积分/,
            };
      const { page, close } = await browser.open(width, height);
      try {
        await signIn(page);
        await mockSwitches({ engine: 'local' });
        // The stand-in's face finder loads its model on the first photo it looks at, which on a
        // busy machine can outlast the page's request timeout: one refusal through the API first.
        const blank = `data:image/png;base64,${pngBuffer(512, 512).toString('base64')}`;
        const token = await apiFromPage<TaskTokenAnswer>(page, 'GET', '/miao/v1/task/token');
        await apiFromPage(page, 'POST', '/miao/v1/task', {
          token: token.data.token,
          tool: 'avatar',
          style: 'pix/pixar',
          image: blank,
        });
        await useLanguage(page, locale);
        await page.goto(appUrl('/?tool=avatar'));
        const workspace = page.getByRole('dialog', { name: words.tool });
        await workspace
          .getByLabel(words.photo)
          .setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: pngBuffer(512, 512) });
        await workspace.getByRole('button', { name: words.start }).click();
        const failure = workspace.getByRole('alert').filter({ hasText: words.notCharged });
        await failure.waitFor({ timeout: 120_000 });
        // No paid retry of the same photo; "not charged" said once; 收起 in words of the language.
        expect(await failure.getByRole('button', { name: words.retry }).count()).toBe(0);
        expect(await workspace.getByText(words.notCharged).count()).toBe(1);
        await workspace.getByRole('button', { name: words.hide }).waitFor();
        await screenshot(page, `generate-no-face-${width}-${locale}`);

        // Another photo: the picker opens, and the focus is on the photo's own button.
        const chooser = page.waitForEvent('filechooser');
        await failure.getByRole('button', { name: words.another }).click();
        await chooser;
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(words.change);
        // Nothing charged.
        if (locale === 'zh-CN') await page.getByRole('banner').getByText(`${DEMO_POINTS} 积分`).waitFor();
      } finally {
        await close();
      }
    });
  }
});
