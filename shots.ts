import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/machine';
const base = 'http://localhost:3222';
const APP = `${base}/miao_web`;
async function loginUrl(): Promise<string> {
  const redirect = `${APP}/login_success`;
  const qr = await (await fetch(`${base}/miao/v1/account/login_wechat_qr?redirect_uri=${encodeURIComponent(redirect)}`)).json() as { data: { url: string } };
  const html = await (await fetch(qr.data.url)).text();
  const scan = /data-testid="wechat-scan" href="([^"]+)"/.exec(html)![1];
  const hop = await fetch(scan.replace(/&amp;/g, '&'), { redirect: 'manual' });
  return hop.headers.get('location')!;
}
const [lang, widths, ...paths] = process.argv.slice(2);
const dir = '/tmp/shots'; mkdirSync(dir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const w of widths.split(',').map(Number)) {
  const ctx = await browser.newContext({ viewport: { width: w, height: w < 500 ? 740 : 900 } });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text()); });
  await page.goto(await loginUrl());
  await page.waitForURL((u) => u.pathname.endsWith('/user'));
  if (lang === 'en') { await page.evaluate(() => localStorage.setItem('miao_locale', 'en')); }
  for (const p of paths) {
    await page.goto(`${APP}${p}`);
    await page.waitForTimeout(1500);
    const name = `${dir}/${lang}-${w}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await ctx.close();
}
await browser.close();
