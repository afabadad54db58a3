// The sign-in ending inside an open workspace (issue 27 item 5), in zh-CN and English: the text
// to speech workspace with a text typed when the stand-in no longer knows the login (Start is
// refused: 登录已失效), and a photo tool with a photo when another tab of the browser signs out
// (已退出登录). Each time the workspace itself says so, its 重新登录 shows on the first screen
// at 375 px (not under the full-screen workspace) and at 1440 px, axe-core finds nothing serious,
// and signing in again brings the workspace back with the text or the photo.
import { describe, expect, it } from 'vitest';
import { seriousFindings } from './axe';
import { useBrowser, type Page } from './browser';
import { APP_BASE, appUrl, completeLogin, pngBuffer, resetMock, screenshot, signIn, useLanguage } from './helpers';

const browser = useBrowser();

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

const WORDS = {
  'zh-CN': {
    tts: '文字转语音',
    cartoon: '卡通化',
    speech: '要朗读的文字',
    start: '开始生成',
    expired: '登录已失效',
    signedOut: '已退出登录',
    kept: '重新登录后即可开始，已选的照片和输入的文字会保留。',
    again: '重新登录',
    photo: '已选择的照片',
    logout: '退出登录',
    logoutTitle: '退出登录？',
  },
  en: {
    tts: 'Text to speech',
    cartoon: 'Cartoonize',
    speech: 'Text to read aloud',
    start: 'Generate',
    expired: 'Your sign-in has expired',
    signedOut: 'You are signed out',
    kept: 'Sign in again to start; the photo and text you chose are kept.',
    again: 'Sign in again',
    photo: 'The chosen photo',
    logout: 'Sign out',
    logoutTitle: 'Sign out?',
  },
} as const;
type Language = keyof typeof WORDS;
const LANGUAGES = Object.keys(WORDS) as Language[];

/** The tool's workspace opened on the home page, its styles loaded. */
async function openWorkspace(page: Page, tool: 'tts' | 'cartoon', name: string) {
  await page.goto(appUrl(`/?tool=${tool}`));
  const workspace = page.getByRole('dialog', { name });
  await workspace.getByRole('radio').first().waitFor();
  return workspace;
}

/**
 * The notice's 重新登录 is on the first screen and nothing covers it: the point at its centre
 * belongs to the button (a full-screen workspace over the page's own notice would answer its
 * own element there).
 */
async function reachable(page: Page, name: string): Promise<string | null> {
  const button = page.getByRole('dialog').getByRole('alert').getByRole('button', { name });
  const box = await button.boundingBox();
  if (!box) return 'no box';
  const viewport = page.viewportSize();
  if (!viewport) return 'no viewport';
  if (box.y < 0 || box.y + box.height > viewport.height || box.x < 0 || box.x + box.width > viewport.width) {
    return `outside the first screen: ${JSON.stringify(box)} in ${viewport.width}×${viewport.height}`;
  }
  const onTop = await button.evaluate(
    (el, { x, y }) => {
      const hit = document.elementFromPoint(x, y);
      return hit === el || el.contains(hit)
        ? null
        : `covered by ${hit?.tagName ?? 'nothing'} "${hit?.textContent?.slice(0, 40) ?? ''}"`;
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  return onTop;
}

/** The notice at both widths: said in the workspace, 重新登录 reachable, axe-core clean. */
async function checkNotice(page: Page, title: string, language: Language, name: string): Promise<void> {
  const w = WORDS[language];
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    const notice = page.getByRole('dialog').getByRole('alert').filter({ hasText: title });
    await notice.waitFor();
    await notice.getByText(w.kept).waitFor();
    expect(await reachable(page, w.again), `${size.width} px`).toBeNull();
    // Said once: the page's own notice under the workspace (登录已失效，请重新登录, with its own
    // 重新登录) is taken over by the workspace's.
    expect(
      await page
        .getByRole('alert')
        .filter({ has: page.getByRole('button', { name: w.again }) })
        .count(),
    ).toBe(1);
    expect(await seriousFindings(page), `${size.width} px`).toEqual([]);
    await screenshot(page, `sign-in-ended-${name}-${language}-${size.width}`, { fullPage: false });
  }
  await page.setViewportSize(PHONE);
}

/** 重新登录 in the workspace, the stand-in's QR page, and back at the same tool. */
async function signInAgain(page: Page, language: Language, tool: string) {
  await page.getByRole('dialog').getByRole('alert').getByRole('button', { name: WORDS[language].again }).click();
  await completeLogin(page);
  await page.waitForURL((url) => url.pathname === `${APP_BASE}/` && url.searchParams.get('tool') === tool);
}

describe('the sign-in ends inside an open workspace', () => {
  for (const language of LANGUAGES) {
    const w = WORDS[language];

    it(`${language}: text to speech, the stand-in forgot the login, Start: 登录已失效, and back with the text`, async () => {
      const { page, errors, close } = await browser.open(PHONE.width, PHONE.height, { expectedErrors: [/status of 401/] });
      try {
        await signIn(page);
        await useLanguage(page, language);
        const text = language === 'en' ? 'Hello from the sign-in test.' : '登录过期后，这段文字还在。';
        let workspace = await openWorkspace(page, 'tts', w.tts);
        await workspace.getByLabel(w.speech).fill(text);
        // An English text needs the English voice: the page offers it in one press.
        if (language === 'en') await workspace.getByRole('button', { name: 'Switch to “English · female”' }).click();
        // The stand-in starts over: it knows no login, so this page's token is refused.
        await resetMock();
        const refused = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/miao/v1/task') && r.status() === 401);
        await workspace.getByRole('button', { name: w.start, exact: true }).click();
        await refused;
        await checkNotice(page, w.expired, language, 'tts');

        await signInAgain(page, language, 'tts');
        workspace = page.getByRole('dialog', { name: w.tts });
        await workspace.waitFor();
        await expect.poll(() => workspace.getByLabel(w.speech).inputValue()).toBe(text);
        expect(await workspace.getByRole('alert').filter({ hasText: w.expired }).count()).toBe(0);
        // And Start now starts the run.
        const accepted = page.waitForResponse(
          (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/miao/v1/task',
        );
        await workspace.getByRole('button', { name: w.start, exact: true }).click();
        expect(((await (await accepted).json()) as { code: number }).code).toBe(0);
        await screenshot(page, `sign-in-ended-tts-${language}-back`, { fullPage: false });
        // The refused calls are logged by the browser as failed loads (HTTP 401), nothing else.
        expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
      } finally {
        await close();
      }
    });

    it(`${language}: a photo tool, signed out in another tab: 已退出登录, and back with the photo`, async () => {
      const { page, errors, close } = await browser.open(PHONE.width, PHONE.height);
      try {
        await signIn(page);
        await useLanguage(page, language);
        let workspace = await openWorkspace(page, 'cartoon', w.cartoon);
        await workspace
          .locator('input[type="file"]')
          .first()
          .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: pngBuffer(512, 512) });
        await workspace.getByRole('img', { name: w.photo }).waitFor();

        // Another tab of the same browser signs out from the account page.
        const other = await page.context().newPage();
        await other.goto(appUrl('/user'));
        await other.getByRole('button', { name: w.logout, exact: true }).click();
        await other.getByRole('alertdialog', { name: w.logoutTitle }).getByRole('button', { name: w.logout }).click();
        await other
          .getByRole('banner')
          .getByRole('button', { name: language === 'en' ? 'Sign in' : '登录' })
          .waitFor();
        await other.close();

        // Said at once, before any press: the notice, and the photo still in place.
        await checkNotice(page, w.signedOut, language, 'photo');
        expect(await workspace.getByRole('img', { name: w.photo }).isVisible()).toBe(true);

        await signInAgain(page, language, 'cartoon');
        workspace = page.getByRole('dialog', { name: w.cartoon });
        // The same photo: its name, and its pixels (512×512, kept as it was, not a smaller copy).
        const photo = workspace.getByRole('img', { name: w.photo });
        await photo.waitFor();
        await workspace.getByText('face.png').waitFor();
        expect(
          await photo.evaluate((img: HTMLImageElement) => img.decode().then(() => [img.naturalWidth, img.naturalHeight])),
        ).toEqual([512, 512]);
        expect(await workspace.getByRole('alert').filter({ hasText: w.signedOut }).count()).toBe(0);
        await screenshot(page, `sign-in-ended-photo-${language}-back`, { fullPage: false });
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
