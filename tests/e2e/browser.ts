// One Chromium per test file, started with the flags this machine needs (DESIGN.md).
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** A page that records console errors and failed page errors, for "renders cleanly" checks. */
export async function openPage(browser: Browser, width = 1440, height = 900) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    // "Failed to load resource" does not name the resource: add where it came from.
    const where = msg.location().url;
    if (msg.type() === 'error') errors.push(where ? `${msg.text()} [${where}]` : msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return { page, errors, close: () => context.close() };
}

export type { Browser, Page };
