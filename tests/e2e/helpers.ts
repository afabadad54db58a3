// Shared steps of the end-to-end tests: the server URL, the stand-in reset, a quick sign-in on
// each device, the language switch, API calls with the page's own token (a run made through
// them), a real PNG, and screenshots.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect, inject } from 'vitest';
import { LOCALE_STORAGE_KEY, type Locale } from '../../src/locales/locale';
import type { Resource, TaskAnswer, TaskInput, TaskTokenAnswer } from '../../src/services/types';
import type { OpenOptions, Page } from './browser';

export const APP_BASE = '/miao_web';
export const SCREENSHOT_DIR = 'test-results/e2e';
/** The stand-in's demo account starts with this many points (docs/mocks.md). */
export const DEMO_POINTS = 100;

export function baseUrl(): string {
  return inject('baseUrl');
}

/** An app path ('/user?tab=shop') as a full URL under the router base. */
export function appUrl(path: string): string {
  return `${baseUrl()}${APP_BASE}${path === '/' ? '/' : path}`;
}

/** Process-wide stand-in switches (docs/mocks.md); POST /mock/reset clears them. */
export async function mockSwitches(switches: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${baseUrl()}/mock/switches`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(switches),
  });
  if (!response.ok) throw new Error(`POST /mock/switches answered ${response.status}`);
}

/** A taskDelayMs longer than any test: its runs go on until the test ends them (finishRuns). */
export const HELD_MS = 600_000;

/**
 * Ends held canned results now (POST /mock/finish): a test sets a long taskDelayMs so that its
 * runs go on however slow the machine is, and lets them go here. What the page shows can come
 * before the server has a run (progress shows from the press), so it asks again until it has
 * ended `results` results in all (the results of every run the test let go).
 */
export async function finishRuns(results = 1): Promise<void> {
  let finished = 0;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseUrl()}/mock/finish`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        });
        if (!response.ok) throw new Error(`POST /mock/finish answered ${response.status}`);
        const answer = (await response.json()) as { data: { finished: number } };
        finished += answer.data.finished;
        return finished;
      },
      { timeout: 120_000, message: `fewer than ${results} held results to finish` },
    )
    .toBeGreaterThanOrEqual(results);
}

/** A fresh stand-in world: demo account with its points, the goods, no sessions or resources. */
export async function resetMock(): Promise<void> {
  // JSON, as every change of the stand-in's admin endpoints must be (docs/mocks.md).
  const response = await fetch(`${baseUrl()}/mock/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`POST /mock/reset answered ${response.status}`);
}

/**
 * The "phone" half of a QR login done from Node, for a login no browser began: ask for the
 * QR page, follow its scan link and hand the /login_success URL it redirects to (a link an
 * attacker could send: the app must refuse it).
 */
export async function loginSuccessUrl(): Promise<string> {
  const base = baseUrl();
  const redirect = `${base}${APP_BASE}/login_success`;
  const qr = await fetch(`${base}/miao/v1/account/login_wechat_qr?redirect_uri=${encodeURIComponent(redirect)}`);
  const body = (await qr.json()) as { code: number; data: { url: string } | null };
  if (body.code !== 0 || !body.data) throw new Error(`login_wechat_qr failed: ${JSON.stringify(body)}`);
  const html = await (await fetch(body.data.url)).text();
  const scan = /data-testid="wechat-scan" href="([^"]+)"/.exec(html)?.[1];
  if (!scan) throw new Error('the QR page has no scan link');
  const hop = await fetch(scan.replace(/&amp;/g, '&'), { redirect: 'manual' });
  const location = hop.headers.get('location');
  if (!location) throw new Error(`the scan link did not redirect (HTTP ${hop.status})`);
  return location;
}

/**
 * Once 登录 (or 重新登录) is pressed: the stand-in's login as a person on that device goes
 * through it. On a computer the QR page and its scan link; inside WeChat 允许 on the
 * authorisation page; in a phone's own browser the sheet's second device, then the QR page.
 */
export async function completeLogin(page: Page, phone?: OpenOptions['phone']): Promise<void> {
  // The stand-in's pages speak the app's language (its cookie, else the browser's).
  if (phone === 'wechat') return page.getByRole('link', { name: /^(允许|Allow)$/ }).click();
  if (phone === 'safari') await page.getByRole('alertdialog').getByRole('button', { name: '用另一台设备扫码' }).click();
  await page.waitForURL((url) => url.pathname === '/mock/wechat/qr');
  await page.getByRole('link', { name: /^(用手机扫码（模拟）|Scan with my phone \(simulated\))$/ }).click();
}

/**
 * Signs the page in as the demo account, as a person on that device does (a login only
 * completes in the browser that began it): /user, 登录, the stand-in's login pages
 * (completeLogin); then waits until the header shows the points.
 */
export async function signIn(page: Page, phone?: OpenOptions['phone']): Promise<void> {
  await page.goto(appUrl('/user'));
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  await completeLogin(page, phone);
  await page.waitForURL((url) => url.pathname === `${APP_BASE}/user`);
  await page
    .getByRole('banner')
    .getByText(/\d+ 积分/)
    .waitFor();
}

/** The app's language from the next page load on, as its switch stores it (the stand-in's login and pay pages follow it). */
export async function useLanguage(page: Page, locale: Locale): Promise<void> {
  await page.evaluate(([key, locale]) => localStorage.setItem(key, locale), [LOCALE_STORAGE_KEY, locale] as const);
}

/** The header's points badge ("100 积分") as a number. */
export async function headerPoints(page: Page): Promise<number> {
  const text = await page
    .getByRole('banner')
    .getByText(/^\d+ 积分$/)
    .textContent();
  return Number(/(\d+)/.exec(text ?? '')?.[1] ?? NaN);
}

export interface ApiAnswer<T> {
  code: number;
  msg?: string;
  data: T;
}

/** Calls the stand-in from inside the page with the Authorization the app stored in `_auth`. */
export async function apiFromPage<T>(page: Page, method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const raw = localStorage.getItem('_auth');
      if (!raw) throw new Error('no _auth in localStorage');
      const auth = JSON.parse(raw) as { token: string; type: string };
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: auth.type ? `${auth.type} ${auth.token}` : auth.token,
          'Content-Type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as ApiAnswer<T>;
    },
    { method, path, body },
  );
}

/** A run made through the API with the page's own token (a task token, then the task): its resource. */
export async function createResource(page: Page, wanted: Omit<TaskInput, 'token'>): Promise<Resource> {
  const token = await apiFromPage<TaskTokenAnswer>(page, 'GET', '/miao/v1/task/token');
  expect(token.code).toBe(0);
  const task = await apiFromPage<TaskAnswer>(page, 'POST', '/miao/v1/task', { ...wanted, token: token.data.token });
  expect(task.code, task.msg).toBe(0);
  return task.data.resource;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** RGB rows (a filter byte, then 3 bytes a pixel) as a PNG file. */
function encodePng(width: number, height: number, rows: Buffer, level?: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, level === undefined ? {} : { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid RGB PNG: a diagonal gradient with a face-ish circle, so it is not a blank image. */
export function pngBuffer(width = 512, height = 512): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    rows[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const inFace = (x - width / 2) ** 2 + (y - height / 2) ** 2 < (width / 4) ** 2;
      const i = row + 1 + x * 3;
      rows[i] = inFace ? 250 : (x * 255) / width;
      rows[i + 1] = inFace ? 210 : (y * 255) / height;
      rows[i + 2] = inFace ? 170 : 160;
    }
  }
  return encodePng(width, height, rows);
}

/**
 * A photo as a phone camera takes it: `width`×`height` pixels and at least `minBytes` (its top
 * rows are noise, which does not compress), as a PNG.
 */
export function cameraPng(width = 6000, height = 4500, minBytes = 14 * 1024 * 1024): Buffer {
  const stride = width * 3 + 1;
  const rows = Buffer.alloc(stride * height);
  const noisyRows = Math.min(height, Math.ceil((minBytes * 1.05) / (width * 3)));
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    if (y < noisyRows) {
      for (let i = row + 1; i < row + stride; i++) rows[i] = (Math.random() * 256) | 0;
      continue;
    }
    for (let x = 0; x < width; x++) {
      const i = row + 1 + x * 3;
      rows[i] = (x * 255) / width;
      rows[i + 1] = (y * 255) / height;
      rows[i + 2] = 160;
    }
  }
  return encodePng(width, height, rows, 1);
}

/** Saves a full-page screenshot under test-results/e2e/ (gitignored) for people to look at. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  // `fullPage: false`: what the person sees without scrolling (a dialog, a phone's first view).
  await page.screenshot({ path, fullPage });
  return path;
}
