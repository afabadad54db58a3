// The local engine in Chromium: one real result of each kind, made by the stand-in's engine from
// a real face (a crop of the sample photo that ships with @vladmandic/human) or from the text
// typed, opened where the user sees it and checked as loaded media (a picture with pixels, a
// video and an audio with a duration); the compare slider's halves lie on one box; a photo
// without a face is refused before any charge, with the words that say what to change.
import { describe, expect, it } from 'vitest';
import { samplePortrait } from '../../mocks/engine/testing/faces';
import { toolNames } from '../../src/locales/zh-CN/catalog';
import { TOOLS, type ToolId } from '../../src/rules/catalog';
import { useBrowser, type Page } from './browser';
import { DEMO_POINTS, appUrl, headerPoints, mockSwitches, pngBuffer, screenshot, signIn } from './helpers';

const browser = useBrowser();
// The tools by the names the page shows (the zh-CN catalogue: the e2e browser speaks Chinese).
const NAMES = toolNames;
/** The result's element, by what the result preview calls it. */
const MEDIA = { image: '生成的效果图', gif: '生成的动图', video: '生成的视频', audio: '生成的语音' } as const;
const TEXTS: Partial<Record<ToolId, string>> = { tti: '月光下的小猫坐在窗台上，远处是山和湖', tts: '你好，这是我自己的声音。' };
// The engine works on this machine's CPU: a video takes seconds (more on a busy machine).
const MADE_WITHIN_MS = 240_000;

async function openWorkspace(page: Page, tool: ToolId) {
  await page.goto(appUrl(`/?tool=${tool}`));
  const workspace = page.getByRole('dialog', { name: NAMES[tool] });
  await workspace.waitFor();
  return workspace;
}

/** Waits until the media element has loaded what it shows; answers its size or duration. */
async function loadedMedia(page: Page, label: string, kind: 'picture' | 'player' = 'picture') {
  const dialog = page.getByRole('dialog');
  // A picture is named by its alt text, a player by its aria-label.
  const media = (
    kind === 'picture' ? dialog.getByAltText(label, { exact: true }) : dialog.getByLabel(label, { exact: true })
  ).first();
  await media.waitFor({ timeout: MADE_WITHIN_MS }).catch(async (error: unknown) => {
    // Say what the person saw instead (a failure's words, a progress stuck); the stand-in's
    // side is in test-results/e2e/server.log.
    const shown = await dialog.innerText().catch(() => '(no dialog)');
    throw new Error(`${String(error)}\nthe workspace showed:\n${shown}`);
  });
  return media.evaluate(
    (el) =>
      new Promise<{ width: number; duration: number }>((resolve, reject) => {
        const done = () =>
          resolve(
            el instanceof HTMLImageElement
              ? { width: el.naturalWidth, duration: 0 }
              : { width: el instanceof HTMLVideoElement ? el.videoWidth : 0, duration: (el as HTMLMediaElement).duration },
          );
        if (el instanceof HTMLImageElement) {
          if (el.complete && el.naturalWidth > 0) done();
          else el.addEventListener('load', done, { once: true });
        } else if (el instanceof HTMLMediaElement) {
          el.preload = 'metadata';
          if (el.readyState >= 1) done();
          else {
            el.addEventListener('loadedmetadata', done, { once: true });
            el.load();
          }
        }
        el.addEventListener('error', () => reject(new Error(`the result did not load: ${el.outerHTML.slice(0, 200)}`)), {
          once: true,
        });
      }),
  );
}

describe('the local engine', () => {
  for (const tool of Object.keys(NAMES) as ToolId[]) {
    const def = TOOLS[tool];
    it(`${tool}: a result made from the user's own ${def.input.kind}, opened in the page`, async () => {
      const { page, errors, close } = await browser.open(1440, 900);
      try {
        await signIn(page);
        await mockSwitches({ engine: 'local' });
        const workspace = await openWorkspace(page, tool);
        if (def.input.kind === 'photo') {
          const photo = Buffer.from(await samplePortrait('woman'));
          await workspace.getByLabel('上传照片').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
          await workspace.getByRole('img', { name: '已选择的照片' }).waitFor();
        } else {
          await workspace
            .getByRole('textbox')
            .first()
            .fill(TEXTS[tool] ?? '');
        }
        await workspace.getByRole('button', { name: '开始生成' }).click();
        const player = def.output === 'video' || def.output === 'audio';
        const media = await loadedMedia(page, MEDIA[def.output], player ? 'player' : 'picture');
        if (def.output === 'image' || def.output === 'gif') expect(media.width).toBeGreaterThan(200);
        if (def.output === 'video') {
          expect(media.width).toBeGreaterThan(200);
          expect(media.duration).toBeGreaterThan(1.5);
        }
        if (def.output === 'audio') expect(media.duration).toBeGreaterThan(0.5);
        await screenshot(page, `engine-${tool}`);
        expect(await headerPoints(page)).toBe(DEMO_POINTS - def.cost);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it("cartoonize: the compare slider's original and result lie on one box", async () => {
    const { page, close } = await browser.open(390, 844);
    try {
      await signIn(page);
      await mockSwitches({ engine: 'local' });
      const workspace = await openWorkspace(page, 'cartoon');
      const photo = Buffer.from(await samplePortrait('man'));
      await workspace.getByLabel('上传照片').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
      await workspace.getByRole('button', { name: '开始生成' }).click();
      await loadedMedia(page, MEDIA.image);
      await loadedMedia(page, '原图');
      await workspace.getByRole('slider').waitFor();
      // Both boxes are read in one frame: on a phone the finished run is scrolled into view,
      // and two separate reads taken mid-scroll differ by the distance scrolled between them.
      const boxes = await workspace.locator('img[alt="原图"]').evaluate((before) => {
        const after = before.parentElement?.querySelector('img[alt="生成的效果图"]');
        if (!after) throw new Error('the compare slider has no result picture beside the original');
        const { x, y, width, height } = before.getBoundingClientRect();
        const a = after.getBoundingClientRect();
        return { before: { x, y, width, height }, after: { x: a.x, y: a.y, width: a.width, height: a.height } };
      });
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(Math.abs(boxes.before[side] - boxes.after[side])).toBeLessThan(1);
      await screenshot(page, 'engine-compare-phone');
    } finally {
      await close();
    }
  });

  it('a photo without a face is refused before any charge, saying what to change; the photo stays', async () => {
    const { page, close } = await browser.open(1440, 900);
    try {
      await signIn(page);
      await mockSwitches({ engine: 'local' });
      const workspace = await openWorkspace(page, 'avatar');
      await workspace
        .getByLabel('上传照片')
        .setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: pngBuffer(512, 512) });
      await workspace.getByRole('button', { name: '开始生成' }).click();
      await workspace.getByText(/照片里没有找到清晰的人脸，本次未扣积分/).waitFor({ timeout: 120_000 });
      await workspace.getByRole('img', { name: '已选择的照片' }).waitFor();
      expect(await headerPoints(page)).toBe(DEMO_POINTS);
    } finally {
      await close();
    }
  });
});
