// The full-screen viewer and favourites in a real browser (issue 27 items 3 and 4): results made
// through the API with the page's own token, then in my resources at 1440 px a star kept across a
// reload and the favourites filter, the viewer by keyboard (the picture opens it, arrows turn,
// Escape closes and the focus comes back) with axe-core clean; at 375 px a swipe turns, in both
// languages; inside WeChat 保存到手机 opens the picture full size with the long-press hint.
// Issue 33: at 375 and 320 px every control of the viewer is on screen and at least 44 × 44 px,
// a speech result shows the words it speaks, and the first favourite says where it is kept.
import { describe, expect, it } from 'vitest';
import type { ResourceListAnswer, TaskInput } from '../../src/services/types';
import { seriousFindings } from './axe';
import { useBrowser, type OpenOptions, type Page } from './browser';
import { apiFromPage, appUrl, createResource, pngBuffer, screenshot, signIn, useLanguage } from './helpers';

const browser = useBrowser();

const PHOTO = `data:image/png;base64,${pngBuffer(320, 320).toString('base64')}`;
/** Three pictures, two made from a photo (their original shows beside them). */
const WANTED: Omit<TaskInput, 'token'>[] = [
  { tool: 'cartoon', style: 'cartoon', image: PHOTO },
  { tool: 'watercolor', style: 'monet', image: PHOTO },
  { tool: 'tti', style: '1000', text: '窗台上的小猫' },
];

/** Waits until the stand-in has finished all `count` results made. */
async function allDone(page: Page, count: number): Promise<void> {
  const until = Date.now() + 20_000;
  for (;;) {
    const answer = await apiFromPage<ResourceListAnswer>(page, 'GET', '/miao/v1/resource/list?page=1&num=100');
    if (answer.data.list.length === count && answer.data.list.every((r) => r.status === 'done')) return;
    if (Date.now() > until) throw new Error('the results did not finish');
    await page.waitForTimeout(200);
  }
}

/** Signs in, makes the three pictures and waits until the stand-in has finished them; then `more` (at most three runs go at once). */
async function threeResults(page: Page, phone?: OpenOptions['phone'], more: Omit<TaskInput, 'token'>[] = []): Promise<void> {
  await signIn(page, phone);
  for (const wanted of WANTED) await createResource(page, wanted);
  await allDone(page, WANTED.length);
  for (const wanted of more) await createResource(page, wanted);
  if (more.length > 0) await allDone(page, WANTED.length + more.length);
}

/** My resources with every picture loaded. */
async function myResources(page: Page, opener = /^查看大图：/): Promise<void> {
  await page.goto(appUrl('/user?tab=resources'));
  await expect.poll(() => page.getByRole('button', { name: opener }).count(), { timeout: 120_000 }).toBe(WANTED.length);
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}

/** The accessible name of the focused element. */
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

describe('favourites', () => {
  it('a star on a card is kept across a reload, and the filter shows only the starred', async () => {
    const { page, errors, close } = await browser.open(1440, 900);
    try {
      await threeResults(page);
      await myResources(page);
      const card = page.getByRole('listitem', { name: '水彩画作品（莫奈）' });
      const star = card.getByRole('button', { name: /^收藏：/ });
      expect(await star.getAttribute('aria-pressed')).toBe('false');
      // Where favourites are kept, said on the star (its title: its description for screen readers).
      expect(await star.getAttribute('title')).toBe('收藏（收藏只保存在这个浏览器）');
      await star.click();
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
      expect(await star.getAttribute('title')).toBe('取消收藏（收藏只保存在这个浏览器）');

      await page.reload();
      await myResources(page);
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('checkbox', { name: '只看收藏' }).check();
      await expect.poll(() => page.getByRole('button', { name: /^查看大图：/ }).count()).toBe(1);
      expect(await card.isVisible()).toBe(true);
      await screenshot(page, 'viewer-favourites-1440', { fullPage: false });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the viewer', () => {
  it('by keyboard at 1440 px: the picture opens it, arrows turn, Escape closes and the focus comes back; axe-clean', async () => {
    const { page, errors, close } = await browser.open(1440, 900);
    try {
      await threeResults(page);
      await myResources(page);
      const first = page.getByRole('button', { name: /^查看大图：/ }).first();
      const firstName = (await first.getAttribute('aria-label')) ?? '';
      await first.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: /第 1 \/ 3 个/ });
      await dialog.waitFor();
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      expect(await focusedName(page)).toBe('关闭查看');
      expect(await seriousFindings(page, '[role="dialog"]')).toEqual([]);
      await screenshot(page, 'viewer-1440', { fullPage: false });

      await page.keyboard.press('ArrowRight');
      await page.getByRole('dialog', { name: /第 2 \/ 3 个/ }).waitFor();
      await page.keyboard.press('ArrowLeft');
      await page.getByRole('dialog', { name: /第 1 \/ 3 个/ }).waitFor();

      // The original beside the result (the newest is the text-to-image one: go to a photo's).
      await page.keyboard.press('ArrowLeft');
      const photoResult = page.getByRole('dialog', { name: /第 3 \/ 3 个/ });
      await photoResult.waitFor();
      await photoResult.getByRole('button', { name: '对比原图' }).click();
      await photoResult.getByText('原图', { exact: true }).waitFor();
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      expect(await seriousFindings(page, '[role="dialog"]')).toEqual([]);
      await screenshot(page, 'viewer-1440-original', { fullPage: false });

      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await focusedName(page)).toBe(firstName);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  for (const language of ['zh-CN', 'en'] as const) {
    it(`on a phone (375 px, ${language}): a swipe turns, and 保存到手机 is the save`, async () => {
      const { page, errors, close } = await browser.open(375, 812, { phone: 'safari' });
      try {
        await threeResults(page, 'safari');
        await useLanguage(page, language);
        const opener = language === 'en' ? /^View larger: / : /^查看大图：/;
        await myResources(page, opener);
        await screenshot(page, `viewer-cards-375-${language}`, { fullPage: false });
        await page.getByRole('button', { name: opener }).first().click();
        const position = language === 'en' ? (n: number) => new RegExp(`${n} of 3`) : (n: number) => new RegExp(`第 ${n} / 3 个`);
        await page.getByRole('dialog', { name: position(1) }).waitFor();
        await page.waitForFunction(() => [...document.images].every((img) => img.complete));
        expect(await seriousFindings(page, '[role="dialog"]')).toEqual([]);
        await screenshot(page, `viewer-375-${language}`, { fullPage: false });

        // A finger moved from right to left across the picture.
        const stage = await page.getByTestId('viewer-stage').boundingBox();
        if (!stage) throw new Error('no stage');
        const y = stage.y + stage.height / 2;
        await page.mouse.move(stage.x + stage.width - 40, y);
        await page.mouse.down();
        await page.mouse.move(stage.x + 40, y + 10, { steps: 5 });
        await page.mouse.up();
        await page.getByRole('dialog', { name: position(2) }).waitFor();
        const save = page.getByRole('dialog').getByRole('button', { name: language === 'en' ? /^Save to phone/ : /^保存到手机/ });
        expect(await save.isVisible()).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('inside WeChat (375 px): 保存到手机 opens the picture full size with the long-press hint', async () => {
    const { page, errors, close } = await browser.open(375, 812, { phone: 'wechat' });
    try {
      await threeResults(page, 'wechat');
      await myResources(page);
      // No download in the list (the header's 下载 is the client's download page).
      expect(await page.getByRole('main').getByRole('link', { name: '下载' }).count()).toBe(0);
      await page
        .getByRole('button', { name: /^保存到手机：/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: /第 1 \/ 3 个/ });
      await dialog.getByText('长按图片，选择“保存图片”，即可存到手机相册。').waitFor();
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      expect(await seriousFindings(page, '[role="dialog"]')).toEqual([]);
      await screenshot(page, 'viewer-375-wechat', { fullPage: false });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

/** A control of the viewer that a finger cannot hit: off screen, or smaller than 44 × 44 px. */
interface BadTarget {
  name: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The dialog's visible buttons and links that are partly off screen or under 44 × 44 px (none is right). */
function badTargets(page: Page): Promise<BadTarget[]> {
  return page.getByRole('dialog').evaluate((dialog) =>
    [...dialog.querySelectorAll<HTMLElement>('button, a[href]')]
      .filter((control) => control.checkVisibility())
      .map((control) => {
        const box = control.getBoundingClientRect();
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
        return { name, left: Math.round(box.left), top: Math.round(box.top), width: box.width, height: box.height, box };
      })
      .filter(
        ({ box }) =>
          box.left < 0 ||
          box.top < 0 ||
          box.right > window.innerWidth ||
          box.bottom > window.innerHeight ||
          box.width < 44 ||
          box.height < 44,
      )
      .map(({ name, left, top, width, height }) => ({ name, left, top, width, height })),
  );
}

/** Words spoken by the speech result the phone test makes. */
const SPOKEN = '今天天气很好，我们一起去公园散步吧。';

describe('the viewer on a narrow phone (issue 33)', () => {
  for (const language of ['zh-CN', 'en'] as const) {
    it(`at 375 and 320 px (${language}): every control is on screen and at least 44 × 44 px; a speech result shows its words`, async () => {
      const { page, errors, close } = await browser.open(375, 812, { phone: 'safari' });
      try {
        await threeResults(page, 'safari', [{ tool: 'tts', style: 'ttsch/0', text: SPOKEN }]);
        await useLanguage(page, language);
        const en = language === 'en';
        for (const width of [375, 320]) {
          await page.setViewportSize({ width, height: 812 });
          await page.goto(appUrl('/user?tab=resources'));
          const pictures = page.getByRole('button', { name: en ? /^View larger: / : /^查看大图：/ });
          await expect.poll(() => pictures.count(), { timeout: 120_000 }).toBe(WANTED.length);
          // The oldest picture is the cartoon made from a photo: its toolbar is the fullest (star,
          // compare with the original, save, close).
          await pictures.last().click();
          const dialog = page.getByRole('dialog', { name: en ? /4 of 4/ : /第 4 \/ 4 个/ });
          await dialog.waitFor();
          await dialog.getByRole('button', { name: en ? 'Compare with the original' : '对比原图' }).waitFor();
          await page.waitForFunction(() => [...document.images].every((img) => img.complete));
          await screenshot(page, `viewer-toolbar-${width}-${language}`, { fullPage: false });
          expect(await badTargets(page)).toEqual([]);
          expect(await seriousFindings(page, '[role="dialog"]')).toEqual([]);

          // The speech result (the newest): its words with its player, in reach of the same rules.
          await page.keyboard.press('ArrowRight');
          const speech = page.getByRole('dialog', { name: en ? /1 of 4/ : /第 1 \/ 4 个/ });
          await speech.waitFor();
          const words = speech.getByRole('region', { name: en ? 'The words spoken' : '朗读的文字' });
          expect(await words.textContent()).toBe(SPOKEN);
          await screenshot(page, `viewer-speech-${width}-${language}`, { fullPage: false });
          expect(await badTargets(page)).toEqual([]);
          expect(await seriousFindings(page, '[role="dialog"]')).toEqual([]);
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'detached' });
        }
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('on a computer (1440 px, en): the same controls at 44 px, and the speech result’s words beside its player', async () => {
    const { page, errors, close } = await browser.open(1440, 900);
    try {
      await threeResults(page, undefined, [{ tool: 'tts', style: 'ttsch/0', text: SPOKEN }]);
      await useLanguage(page, 'en');
      await page.goto(appUrl('/user?tab=resources'));
      const pictures = page.getByRole('button', { name: /^View larger: / });
      await expect.poll(() => pictures.count(), { timeout: 120_000 }).toBe(WANTED.length);
      await pictures.last().click();
      await page.getByRole('dialog', { name: /4 of 4/ }).waitFor();
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      await screenshot(page, 'viewer-toolbar-1440-en', { fullPage: false });
      expect(await badTargets(page)).toEqual([]);

      await page.keyboard.press('ArrowRight');
      const speech = page.getByRole('dialog', { name: /1 of 4/ });
      await speech.waitFor();
      expect(await speech.getByRole('region', { name: 'The words spoken' }).textContent()).toBe(SPOKEN);
      await screenshot(page, 'viewer-speech-1440-en', { fullPage: false });
      expect(await badTargets(page)).toEqual([]);
      expect(await seriousFindings(page, '[role="dialog"]')).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
