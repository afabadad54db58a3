// One Chromium per test file, started with the flags this machine needs (DESIGN.md).
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { resetMock } from './helpers';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './machine';

export { CHROMIUM_ARGS };

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

/**
 * A page that records console errors and failed page errors, for "renders cleanly" checks. The
 * browser speaks Chinese (navigator.languages and Accept-Language), as most of our users'
 * do; `locale: 'en-US'` is an English browser on its first visit.
 */
export async function openPage(
  browser: Browser,
  width = 1440,
  height = 900,
  { javaScript = true, locale = 'zh-CN' }: { javaScript?: boolean; locale?: string } = {},
) {
  const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: javaScript, locale });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    // "Failed to load resource" does not name the resource: add where it came from.
    const where = msg.location().url;
    if (msg.type() === 'error') errors.push(where ? `${msg.text()} [${where}]` : msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  // Every CSP violation is an error of the run (Chromium also logs most of them).
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  });
  return { page, errors, close: () => context.close() };
}

/**
 * The e2e fixture: one Chromium for the file, a fresh stand-in world before each test, and
 * `open(width, height)` for a page that records its console errors.
 */
export function useBrowser() {
  let browser: Browser | null = null;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await resetMock();
  });
  return {
    /** `javaScript: false` shows what the HTML alone paints; `locale` the browser's language (zh-CN). */
    open: (width?: number, height?: number, options?: { javaScript?: boolean; locale?: string }) => {
      if (!browser) throw new Error('useBrowser: the browser is not started (call open() inside a test)');
      return openPage(browser, width, height, options);
    },
  };
}

export type { Browser, Page };
