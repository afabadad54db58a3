// The points history on the account tab (issue 27 item 5) after a person's own steps, in order:
// a buy in the shop paid on the stand-in's pay page, a run, a run of two styles whose second
// result fails, and 撤回 of a pending result in my resources. Then what the person reads, in
// zh-CN and (switched in the header) in English, at 1440 and 375 px: each line's kind, what it
// was for, the amount and the balance after; the lines adding up to the header's balance; the
// buy's receipt (pack, price, time, trade number, status); nothing sticking out; axe-core clean.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../src/rules/catalog';
import { seriousFindings } from './axe';
import { useBrowser, type Page } from './browser';
import {
  DEMO_POINTS,
  appUrl,
  createResource,
  headerPoints,
  mockSwitches,
  pngBuffer,
  screenshot,
  signIn,
  useLanguage,
} from './helpers';
import { variationCount } from '../../src/models/tasksFromResult';

const browser = useBrowser();

/** The stand-in's 标准包 (g-100): ¥9.90 for 100 points (docs/mocks.md). */
const PACK = { name: '标准包', points: 100 };
const COST = { tts: TOOLS.tts.cost, watercolor: TOOLS.watercolor.cost, cartoon: TOOLS.cartoon.cost };

interface Line {
  kind: string;
  purpose: string;
  amount: string;
  /** What a screen reader says for the amount. */
  heard: string;
  after: string;
}

/** Newest first, as the page lists them, after: buy, tts, watercolor ×2 (one fails), cartoon revoked. */
function expectedLines(language: 'zh-CN' | 'en'): Line[] {
  const b = [DEMO_POINTS];
  for (const change of [PACK.points, -COST.tts, -2 * COST.watercolor, COST.watercolor, -COST.cartoon, COST.cartoon]) {
    b.push(b[b.length - 1] + change);
  }
  if (language === 'en') {
    const heard = (n: number) => (n > 0 ? `${n} points in` : `${-n} points out`);
    const line = (kind: string, purpose: string, n: number, after: number): Line => ({
      kind,
      purpose,
      amount: n > 0 ? `+${n}` : `−${-n}`,
      heard: heard(n),
      after: `Balance ${after}`,
    });
    return [
      line('Points back', 'Cartoonize · Cartoon · withdrawn while being made', COST.cartoon, b[6]),
      line('Spent on a run', 'Cartoonize · Cartoon · 1 result', -COST.cartoon, b[5]),
      line('Points back', 'Watercolor · Ukiyo-e · failed, refunded automatically', COST.watercolor, b[4]),
      line('Spent on a run', 'Watercolor · Monet, Ukiyo-e · 2 results', -2 * COST.watercolor, b[3]),
      line('Spent on a run', 'Text to speech · Chinese · female, gentle · 1 result', -COST.tts, b[2]),
      line('Points bought', 'Bought Standard pack', PACK.points, b[1]),
      line('Welcome gift', '', DEMO_POINTS, b[0]),
    ];
  }
  const line = (kind: string, purpose: string, n: number, after: number): Line => ({
    kind,
    purpose,
    amount: n > 0 ? `+${n}` : `−${-n}`,
    heard: n > 0 ? `增加 ${n} 积分` : `减少 ${-n} 积分`,
    after: `余额 ${after}`,
  });
  return [
    line('退回积分', '卡通化 · 卡通 · 撤回生成中的结果', COST.cartoon, b[6]),
    line('生成消耗', '卡通化 · 卡通 · 1 个结果', -COST.cartoon, b[5]),
    line('退回积分', '水彩画 · 浮世绘 · 生成失败，自动退回', COST.watercolor, b[4]),
    line('生成消耗', '水彩画 · 莫奈、浮世绘 · 2 个结果', -2 * COST.watercolor, b[3]),
    line('生成消耗', '文字转语音 · 女声·温柔 · 1 个结果', -COST.tts, b[2]),
    line('购买积分', `购买 ${PACK.name}`, PACK.points, b[1]),
    line('新用户赠送', '', DEMO_POINTS, b[0]),
  ];
}

const RECEIPT = {
  'zh-CN': { show: '凭证', title: '购买凭证', pack: ['套餐', PACK.name], price: ['金额', '¥9.90'], status: ['状态', '已支付'] },
  en: {
    show: 'Receipt',
    title: 'Receipt',
    pack: ['Pack', 'Standard pack'],
    price: ['Amount', '¥9.90'],
    status: ['Status', 'Paid'],
  },
} as const;
const FIELD = {
  'zh-CN': { points: '积分', time: '时间', tradeNo: '订单号' },
  en: { points: 'Points', time: 'Time', tradeNo: 'Order number' },
} as const;

/** The balance the header shows now, in either language. */
const balanceShown = (page: Page, points: number) =>
  page
    .getByRole('banner')
    .getByText(new RegExp(`^${points} (积分|points)$`))
    .waitFor();

/** Buys the pack in the shop and pays on the stand-in's pay page in another tab; answers the trade number. */
async function buyAndPay(page: Page): Promise<string> {
  await page.goto(appUrl('/user?tab=shop'));
  await page.getByRole('button', { name: `立即购买 ${PACK.name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: '微信支付' });
  const payUrl = (await dialog.getByRole('link', { name: '在新窗口打开支付页（模拟）' }).getAttribute('href')) ?? '';
  const phone = await page.context().newPage();
  await phone.goto(payUrl);
  await phone.getByRole('button', { name: '确认支付（模拟）' }).click();
  await phone.getByText('支付成功，可以关闭此页面。').waitFor();
  await phone.close();
  const paid = page.getByRole('alertdialog', { name: '支付成功' });
  await paid.waitFor({ timeout: 120_000 });
  await paid.getByRole('button', { name: '完成' }).click();
  await balanceShown(page, DEMO_POINTS + PACK.points);
  return new URL(payUrl).searchParams.get('tradeNo') ?? '';
}

/** The tool's workspace on the home page with its styles loaded. */
async function openWorkspace(page: Page, path: string, name: string) {
  await page.goto(appUrl(path));
  const workspace = page.getByRole('dialog', { name });
  await workspace.getByRole('radio').first().waitFor();
  return workspace;
}

const addPhoto = (workspace: Locator) =>
  workspace
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: pngBuffer(512, 512) });

/** Presses Start and answers the server's code for the run. */
async function start(page: Page, workspace: Locator): Promise<number> {
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/miao/v1/task');
  await workspace.getByRole('button', { name: '开始生成', exact: true }).click();
  return ((await (await answer).json()) as { code: number }).code;
}

/** The history's lines as the page shows them, newest first. */
function readLines(page: Page): Promise<(Line & { when: string; at: string })[]> {
  return page
    .getByRole('list', { name: /^(积分明细|Points history)$/ })
    .locator(':scope > li')
    .evaluateAll((items) =>
      items.map((li) => {
        const [what, numbers] = [...li.children];
        const time = what.querySelector('time');
        const words = [...what.children].filter((el) => el !== time).map((el) => el.textContent ?? '');
        const [amount, after] = [...numbers.children];
        return {
          kind: words[0] ?? '',
          purpose: words[1] ?? '',
          amount: amount.textContent ?? '',
          heard: amount.getAttribute('aria-label') ?? '',
          after: after.textContent ?? '',
          when: time?.textContent ?? '',
          at: time?.getAttribute('datetime') ?? '',
        };
      }),
    );
}

/** Elements of the history that stick out of its section sideways, and a page that scrolls sideways. */
function sticksOut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) faults.push(`page ${root.scrollWidth} px wide in ${root.clientWidth}`);
    const section = document.querySelector('section[aria-labelledby="points-history-heading"]');
    if (!section) return ['no history section'];
    const edge = section.getBoundingClientRect();
    for (const el of section.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0) continue;
      if (rect.left < edge.left - 0.5 || rect.right > edge.right + 0.5) {
        faults.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" sticks out`);
      }
    }
    return faults;
  });
}

/** The history in one language at both widths: lines, their sum, the receipt, the layout, axe-core. */
async function checkHistory(page: Page, language: 'zh-CN' | 'en', tradeNo: string, since: number, header: number) {
  const history = page.getByRole('list', { name: /^(积分明细|Points history)$/ });
  const expected = expectedLines(language);
  // The kinds are the page's words and change with the language at once; a pack's name comes
  // with the answer fetched in the new language, a moment later: wait for the whole lines.
  const shown = async () =>
    (await readLines(page)).map(({ kind, purpose, amount, heard, after }) => ({ kind, purpose, amount, heard, after }));
  await expect.poll(shown).toEqual(expected);
  const lines = await readLines(page);
  for (const line of lines) {
    // Each line's time is this walk's (the demo's welcome is the seed's, made at the reset).
    expect(Date.parse(line.at)).toBeGreaterThanOrEqual(since - 60_000);
    expect(Date.parse(line.at)).toBeLessThanOrEqual(Date.now());
    expect(line.when).toMatch(/\d/);
  }

  // They add up: oldest first, each balance is the one before plus its amount, and the newest
  // balance is the one the header shows.
  const numberOf = (text: string) => Number(text.replace('−', '-').replace(/[^\d+-]/g, ''));
  let balance = 0;
  for (const line of [...lines].reverse()) {
    balance += numberOf(line.amount);
    expect(numberOf(line.after), `${line.kind} ${line.purpose}`).toBe(balance);
  }
  expect(balance).toBe(header);

  // The buy's receipt.
  const r = RECEIPT[language];
  const f = FIELD[language];
  const buy = history.locator(':scope > li').filter({ hasText: expected[5].purpose });
  const receipt = buy.getByRole('group', { name: r.title });
  // Opened once; it stays open across the language switch (the same line re-rendered).
  if (!(await receipt.isVisible())) await buy.locator('summary').filter({ hasText: r.show }).click();
  await receipt.waitFor();
  const fields = await receipt.locator('dl').evaluate((dl) => {
    const out: Record<string, string> = {};
    for (const dt of dl.querySelectorAll('dt')) out[dt.textContent ?? ''] = dt.nextElementSibling?.textContent ?? '';
    return out;
  });
  expect(fields).toEqual({
    [r.pack[0]]: r.pack[1],
    [f.points]: String(PACK.points),
    [r.price[0]]: r.price[1],
    [f.time]: lines[5].when,
    [f.tradeNo]: tradeNo,
    [r.status[0]]: r.status[1],
  });

  for (const [width, height] of [
    [1440, 900],
    [375, 812],
  ]) {
    await page.setViewportSize({ width, height });
    await receipt.waitFor();
    expect(await sticksOut(page), `${language} at ${width} px`).toEqual([]);
    expect(await seriousFindings(page), `${language} at ${width} px`).toEqual([]);
    // From the top: a full-page picture of a scrolled page draws the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `points-history-${language}-${width}`);
  }
}

describe('the points history', () => {
  it('after a buy, a run, a run with a failed result and a revoke: every line, the sum, the receipt; zh-CN and en, 1440 and 375 px', async () => {
    const since = Date.now();
    const { page, errors, close } = await browser.open(1440, 900);
    try {
      await signIn(page);
      const tradeNo = await buyAndPay(page);
      expect(tradeNo).not.toBe('');
      let balance = DEMO_POINTS + PACK.points;

      // A run: text to speech in its first voice, to its result.
      let workspace = await openWorkspace(page, '/?tool=tts', '文字转语音');
      await workspace.getByLabel('要朗读的文字').fill('积分明细的第一次生成。');
      expect(await start(page, workspace)).toBe(0);
      await workspace.getByRole('region', { name: '生成结果' }).waitFor({ timeout: 120_000 });
      balance -= COST.tts;
      await balanceShown(page, balance);

      // A run of two styles whose second result fails (the stand-in's switch): refunded alone.
      await mockSwitches({ taskFailItems: [1] });
      workspace = await openWorkspace(page, '/?tool=watercolor&style=monet', '水彩画');
      await addPhoto(workspace);
      const tick = (text: string) =>
        workspace
          .locator('label')
          .filter({ has: page.getByRole('checkbox'), hasText: text })
          .first()
          .click();
      await tick('一次选多种风格');
      await tick('浮世绘');
      await workspace.getByText(`消耗 ${2 * COST.watercolor} 积分，当前余额 ${balance}`).waitFor();
      expect(await start(page, workspace)).toBe(0);
      balance -= COST.watercolor;
      await balanceShown(page, balance);

      // A run that stays pending, withdrawn from my resources.
      await mockSwitches({ taskFailItems: [], taskDelayMs: 60_000 });
      workspace = await openWorkspace(page, '/?tool=cartoon&style=cartoon', '卡通化');
      await addPhoto(workspace);
      await workspace.getByRole('img', { name: '已选择的照片' }).waitFor();
      expect(await start(page, workspace)).toBe(0);
      await balanceShown(page, balance - COST.cartoon);
      await page.goto(appUrl('/user?tab=resources'));
      const card = page.getByRole('listitem', { name: '卡通化作品（卡通）' });
      await card.getByRole('button', { name: '撤回' }).click();
      await page.getByRole('alertdialog', { name: '撤回这个任务？' }).getByRole('button', { name: '撤回' }).click();
      await card.getByText('已撤回', { exact: true }).waitFor();
      await balanceShown(page, balance);
      expect(await headerPoints(page)).toBe(balance);

      // The account tab, in Chinese, then in English by the header's switch.
      await page.goto(appUrl('/user'));
      await page.getByRole('heading', { name: '积分明细' }).waitFor();
      await checkHistory(page, 'zh-CN', tradeNo, since, await headerPoints(page));

      await page.setViewportSize({ width: 1440, height: 900 });
      await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { name: 'Points history' }).waitFor();
      await balanceShown(page, balance);
      await checkHistory(page, 'en', tradeNo, since, balance);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
    // The whole money walk and two languages at two widths, on a shared 2-core machine.
  });
});

// Issue 33 (minor 16): a charge names its run, variations are called variations, and the line
// links to its run in my resources, which brings it into view, marks it and focuses its heading.
describe('a line of the points history leads to its run', () => {
  const N = variationCount('cartoon');
  const WORDS = {
    'zh-CN': {
      history: '积分明细',
      variations: `卡通化 · 卡通 · 变体 ×${N}`,
      original: '卡通化 · 卡通 · 1 个结果',
      link: (purpose: string) => `${purpose}（在我的作品中查看）`,
    },
    en: {
      history: 'Points history',
      variations: `Cartoonize · Cartoon · Variations ×${N}`,
      original: 'Cartoonize · Cartoon · 1 result',
      link: (purpose: string) => `${purpose} (see it in My creations)`,
    },
  } as const;

  it('variations pressed on a card: its line says so and links to it; the first run’s line too; zh-CN and en, 1440 and 375 px', async () => {
    const { page, errors, close } = await browser.open(1440, 900);
    try {
      await signIn(page);
      const photo = `data:image/png;base64,${pngBuffer(320, 320).toString('base64')}`;
      const original = await createResource(page, { tool: 'cartoon', style: 'cartoon', image: photo });
      // Its card's variations, pressed as a person does: behind 更多.
      await page.goto(appUrl('/user?tab=resources'));
      const card = page.getByRole('listitem', { name: '卡通化作品（卡通）' });
      await card.getByText('已完成', { exact: true }).waitFor({ timeout: 120_000 });
      await card.getByRole('button', { name: /^更多操作/ }).click();
      const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/miao/v1/task');
      await card.getByRole('button', { name: new RegExp(`^变体 ×${N}`) }).click();
      expect(JSON.parse((await sent).postData() ?? '{}')).toMatchObject({ count: N, variationsOf: original.resId });
      await page.getByRole('dialog', { name: '卡通化' }).waitFor();
      await expect.poll(() => headerPoints(page)).toBe(DEMO_POINTS - original.cost * (N + 1));

      for (const language of ['zh-CN', 'en'] as const) {
        const w = WORDS[language];
        await useLanguage(page, language);
        for (const [width, height] of [
          [1440, 900],
          [375, 812],
        ] as const) {
          await page.setViewportSize({ width, height });
          await page.goto(appUrl('/user'));
          const lines = page.getByRole('list', { name: w.history }).locator(':scope > li');
          await lines.first().waitFor();
          // Newest first: the variations, then the run they came from, each a link to its run.
          const variations = lines.nth(0).getByRole('link', { name: w.link(w.variations), exact: true });
          const first = lines.nth(1).getByRole('link', { name: w.link(w.original), exact: true });
          expect((await variations.textContent())?.trim()).toBe(w.variations);
          expect(new URL(await variations.evaluate((a: HTMLAnchorElement) => a.href)).searchParams.get('tab')).toBe('resources');
          expect(await sticksOut(page), `${language} at ${width} px`).toEqual([]);
          expect(await seriousFindings(page), `${language} at ${width} px`).toEqual([]);
          await screenshot(page, `history-run-links-${language}-${width}`, { fullPage: false });

          // The first run's line: its run in my resources, in view, marked, its heading focused.
          await first.click();
          expect(new URL(page.url()).searchParams.get('run')).toBe(original.taskId);
          const target = page.locator('main section[data-target]');
          await target.waitFor();
          expect(await target.getByRole('listitem').count()).toBe(1);
          await expect
            .poll(() =>
              target.evaluate((section) => {
                const heading = section.querySelector('h3');
                const box = heading?.getBoundingClientRect();
                return heading === document.activeElement && !!box && box.top >= 0 && box.bottom <= window.innerHeight;
              }),
            )
            .toBe(true);
          expect(await page.locator('main section[aria-labelledby]').count()).toBe(2);
          await screenshot(page, `history-run-target-${language}-${width}`, { fullPage: false });
        }
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
