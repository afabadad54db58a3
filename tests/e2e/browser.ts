// One Chromium per test file, started with the flags this machine needs (DESIGN.md).
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetMock } from './helpers';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './machine';

export { CHROMIUM_ARGS };

/**
 * How long an action or a wait may take by default. A wait that finds what it wants returns at
 * once: only a failing test sits this out (docs/testing.md "A busy machine").
 */
export const BUSY_MACHINE_WAIT_MS = 120_000;

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

/** User agents of the phones the app meets: WeChat's in-app browser, and a phone's own browser. */
export const PHONE_AGENTS = {
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322d) NetType/WIFI Language/zh_CN',
  safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
} as const;

export interface OpenOptions {
  javaScript?: boolean;
  locale?: string;
  /** A phone: its user agent, touch and a mobile viewport. */
  phone?: keyof typeof PHONE_AGENTS;
  /**
   * The console errors this test makes happen on purpose (a refused login's 400, a chunk it
   * blocks): every other one fails the test when it ends (useBrowser).
   */
  expectedErrors?: readonly RegExp[];
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
  { javaScript = true, locale = 'zh-CN', phone }: OpenOptions = {},
) {
  const context = await browser.newContext({
    viewport: { width, height },
    javaScriptEnabled: javaScript,
    locale,
    ...(phone ? { userAgent: PHONE_AGENTS[phone], isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  // Playwright's 30 s for an action or a wait is no bound on a machine shared with another CI run.
  context.setDefaultTimeout(BUSY_MACHINE_WAIT_MS);
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

/** The console and page errors of `errors` that `expected` does not name. */
export function unexpectedErrors(errors: readonly string[], expected: readonly RegExp[] = []): string[] {
  return errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
}

/**
 * The e2e fixture: one Chromium for the file, a fresh stand-in world before each test, and
 * `open(width, height)` for a page that records its console errors. Any console or page error
 * of a page the test opened fails the test when it ends, unless the test named it in
 * `expectedErrors` (issue 33: a console error in any e2e fails it), whether or not the test
 * looked at `errors` itself.
 */
export function useBrowser() {
  let browser: Browser | null = null;
  let opened: { errors: string[]; expected: readonly RegExp[] }[] = [];
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    opened = [];
    await resetMock();
  });
  afterEach(() => {
    const found = opened.flatMap(({ errors, expected }) => unexpectedErrors(errors, expected));
    opened = [];
    if (found.length > 0) throw new Error(`console errors in the browser:\n${found.join('\n')}`);
  });
  return {
    /** `javaScript: false` shows what the HTML alone paints; `locale` the browser's language (zh-CN); `phone` a phone's browser. */
    open: async (width?: number, height?: number, options?: OpenOptions) => {
      if (!browser) throw new Error('useBrowser: the browser is not started (call open() inside a test)');
      const shown = await openPage(browser, width, height, options);
      opened.push({ errors: shown.errors, expected: options?.expectedErrors ?? [] });
      return shown;
    },
  };
}

export type { Browser, Page };
