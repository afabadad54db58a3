// "My resources" in a real browser: resources made through the API with the page's own token,
// then delete one (confirm dialog), select several and delete them, and see them gone, also
// after a reload and on the server.
import { describe, expect, it } from 'vitest';
import { MAX_PARALLEL_RUNS } from '../../src/rules/runs';
import type { Resource, ResourceListAnswer, TaskInput } from '../../src/services/types';
import { seriousFindings } from './axe';
import { useBrowser, type Page } from './browser';
import {
  APP_BASE,
  DEMO_POINTS,
  apiFromPage,
  appUrl,
  createResource,
  headerPoints,
  pngBuffer,
  screenshot,
  signIn,
  mockSwitches,
  useLanguage,
} from './helpers';

const browser = useBrowser();

type Wanted = Omit<TaskInput, 'token'>;

const PHOTO = `data:image/png;base64,${pngBuffer(320, 320).toString('base64')}`;
/** Four resources whose cards have different names: "<tool>作品（<style>）". */
const WANTED: Wanted[] = [
  { tool: 'tts', style: 'ttsch/0', text: '第一条语音' },
  { tool: 'tti', style: '1000', text: '窗台上的小猫' },
  { tool: 'cartoon', style: 'cartoon', image: PHOTO },
  { tool: 'watercolor', style: 'monet', image: PHOTO },
];
const CARD: Record<string, string> = {
  tts: '文字转语音作品（女声·温柔）',
  tti: '文字生成图片作品（写实）',
  cartoon: '卡通化作品（卡通）',
  watercolor: '水彩画作品（莫奈）',
};

async function listOnServer(page: Page): Promise<Resource[]> {
  const answer = await apiFromPage<ResourceListAnswer>(page, 'GET', '/miao/v1/resource/list?page=1&num=100');
  expect(answer.code).toBe(0);
  return answer.data.list;
}

/** Waits until the stand-in has finished every task (600 ms each), so the cards are stable. */
async function waitAllDone(page: Page, count: number): Promise<void> {
  const until = Date.now() + 20_000;
  for (;;) {
    const list = await listOnServer(page);
    if (list.length === count && list.every((r) => r.status === 'done')) return;
    if (Date.now() > until) throw new Error(`resources not done: ${JSON.stringify(list.map((r) => r.status))}`);
    await page.waitForTimeout(200);
  }
}

/** Opens the card's 更多 (issue 33: 删除, HD and the rest are behind it) unless it is open. */
async function openMore(page: Page, card: string): Promise<void> {
  const more = page.getByRole('button', { name: `更多操作：${card}` });
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
}

/** The toast region's message (toasts last 2 s; the region stays). */
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

const cardNames = (page: Page) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: /^选择 / }) })
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));

describe('my resources: delete one and several', () => {
  it('deletes one through the confirm dialog, then two selected at once; gone after a reload too', async () => {
    const { page, errors, close } = await browser.open();
    try {
      await signIn(page);
      const made: Record<string, Resource> = {};
      for (const [i, wanted] of WANTED.entries()) {
        // At most MAX_PARALLEL_RUNS (3) runs go at once: the fourth waits for the first three.
        if (i === MAX_PARALLEL_RUNS) await waitAllDone(page, i);
        made[wanted.tool] = await createResource(page, wanted);
      }
      await waitAllDone(page, WANTED.length);

      await page.goto(appUrl('/user?tab=resources'));
      for (const name of Object.values(CARD)) await page.getByRole('listitem', { name }).getByText('已完成').waitFor();
      await page.getByText('共 4 个').waitFor();
      expect((await cardNames(page)).sort()).toEqual(Object.values(CARD).sort());
      await screenshot(page, 'resources-four');

      // Delete one: the dialog asks first; Escape leaves everything as it was.
      await openMore(page, CARD.tts);
      await page.getByRole('button', { name: `删除 ${CARD.tts}` }).click();
      let dialog = page.getByRole('alertdialog', { name: '删除这个作品？' });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await cardNames(page)).toHaveLength(4);

      await openMore(page, CARD.tts);
      await page.getByRole('button', { name: `删除 ${CARD.tts}` }).click();
      dialog = page.getByRole('alertdialog', { name: '删除这个作品？' });
      await dialog.getByText('删除后无法恢复。').waitFor();
      const deleteOne = page.waitForRequest((r) => r.method() === 'DELETE' && new URL(r.url()).pathname === '/miao/v1/resource');
      await dialog.getByRole('button', { name: '删除' }).click();
      expect(new URL((await deleteOne).url()).searchParams.get('resId')).toBe(made.tts.resId);
      await page.getByRole('listitem', { name: CARD.tts }).waitFor({ state: 'detached' });
      await toast(page, '已删除').waitFor();
      await page.getByText('共 3 个').waitFor();
      expect((await cardNames(page)).sort()).toEqual([CARD.tti, CARD.cartoon, CARD.watercolor].sort());

      // Select two and delete them together.
      await page.getByRole('checkbox', { name: `选择 ${CARD.tti}` }).check();
      await page.getByRole('checkbox', { name: `选择 ${CARD.watercolor}` }).check();
      await page.getByText('已选 2 项').waitFor();
      await page.getByRole('button', { name: '删除所选' }).click();
      dialog = page.getByRole('alertdialog', { name: '删除所选的 2 个作品？' });
      await dialog.waitFor();
      const deleteMany = page.waitForRequest(
        (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/miao/v1/resource/delete',
      );
      await dialog.getByRole('button', { name: '删除' }).click();
      const body = JSON.parse((await deleteMany).postData() ?? '{}') as { ids?: string[] };
      expect([...(body.ids ?? [])].sort()).toEqual([made.tti.resId, made.watercolor.resId].sort());
      await page.getByRole('listitem', { name: CARD.tti }).waitFor({ state: 'detached' });
      await page.getByRole('listitem', { name: CARD.watercolor }).waitFor({ state: 'detached' });
      await page.getByText('共 1 个').waitFor();
      expect(await cardNames(page)).toEqual([CARD.cartoon]);
      expect(await page.getByRole('button', { name: '删除所选' }).isDisabled()).toBe(true);

      // A reload asks the server again: only the one left.
      await page.reload();
      await page.getByRole('listitem', { name: CARD.cartoon }).getByText('已完成').waitFor();
      await page.getByText('共 1 个').waitFor();
      expect(await cardNames(page)).toEqual([CARD.cartoon]);
      expect((await listOnServer(page)).map((r) => r.resId)).toEqual([made.cartoon.resId]);
      expect(new URL(page.url()).pathname).toBe(`${APP_BASE}/user`);
      await screenshot(page, 'resources-one-left');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('select all on the page and delete leaves the empty state', async () => {
    const { page, errors, close } = await browser.open(390, 844);
    try {
      await signIn(page);
      for (const wanted of WANTED.slice(0, 2)) await createResource(page, wanted);
      await waitAllDone(page, 2);
      await page.goto(appUrl('/user?tab=resources'));
      await page.getByText('共 2 个').waitFor();

      await page.getByRole('checkbox', { name: '全选本页' }).check();
      await page.getByText('已选 2 项').waitFor();
      await page.getByRole('button', { name: '删除所选' }).click();
      await page.getByRole('alertdialog', { name: '删除所选的 2 个作品？' }).getByRole('button', { name: '删除' }).click();
      await page.getByText('还没有作品', { exact: true }).waitFor();
      await page.getByRole('link', { name: '去创作' }).waitFor();
      expect(await listOnServer(page)).toEqual([]);

      await page.reload();
      await page.getByText('还没有作品', { exact: true }).waitFor();
      await screenshot(page, 'resources-empty-phone');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a failed bulk delete keeps the items and says why, with no success message', async () => {
    const { page, errors, close } = await browser.open();
    try {
      await signIn(page);
      for (const wanted of WANTED.slice(0, 2)) await createResource(page, wanted);
      await waitAllDone(page, 2);
      await page.goto(appUrl('/user?tab=resources'));
      await page.getByText('共 2 个').waitFor();

      await mockSwitches({ code: 5001, only: '/miao/v1/resource/delete' });
      await page.getByRole('checkbox', { name: '全选本页' }).check();
      await page.getByRole('button', { name: '删除所选' }).click();
      await page.getByRole('alertdialog', { name: '删除所选的 2 个作品？' }).getByRole('button', { name: '删除' }).click();
      await toast(page, '模拟错误（5001）').waitFor();
      expect(await toast(page, '已删除').count()).toBe(0);
      expect(await cardNames(page)).toHaveLength(2);
      expect(await listOnServer(page)).toHaveLength(2);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('revokes a pending task: 已撤回 and the points come back', async () => {
    const { page, errors, close } = await browser.open();
    try {
      // Tasks stay pending for a minute, so there is something to revoke.
      await mockSwitches({ taskDelayMs: 60_000 });
      await signIn(page);
      const made = await createResource(page, WANTED[0]);
      expect(made.status).toBe('pending');
      await page.goto(appUrl('/user?tab=resources'));
      const card = page.getByRole('listitem', { name: CARD.tts });
      await card.getByText('生成中', { exact: true }).waitFor();
      await page
        .getByRole('banner')
        .getByText(`${DEMO_POINTS - made.cost} 积分`)
        .waitFor();

      await card.getByRole('button', { name: '撤回' }).click();
      const dialog = page.getByRole('alertdialog', { name: '撤回这个任务？' });
      await dialog.getByText('撤回后停止生成，消耗的积分会退回。').waitFor();
      await dialog.getByRole('button', { name: '撤回' }).click();
      await card.getByText('已撤回', { exact: true }).waitFor();
      await toast(page, '已撤回，积分已退回').waitFor();
      await page.getByRole('banner').getByText(`${DEMO_POINTS} 积分`).waitFor();
      expect(await headerPoints(page)).toBe(DEMO_POINTS);
      expect(await card.getByRole('button', { name: '撤回' }).count()).toBe(0);

      await page.reload();
      await page.getByRole('listitem', { name: CARD.tts }).getByText('已撤回', { exact: true }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('my resources: runs share rows', () => {
  /** Each run's section: where it starts, how wide it is, and where its cards start. */
  const runBoxes = (page: Page) =>
    page.locator('main section[aria-labelledby]').evaluateAll((sections) =>
      sections.map((section) => {
        const box = section.getBoundingClientRect();
        const cards = [...section.querySelectorAll(':scope > ul > li')].map((card) => card.getBoundingClientRect());
        return {
          title: section.querySelector('h3')?.textContent ?? '',
          top: Math.round(box.top),
          width: Math.round(box.width),
          cardTops: cards.map((card) => Math.round(card.top)),
          cardLefts: cards.map((card) => Math.round(card.left)),
        };
      }),
    );
  const listWidth = (page: Page) =>
    page
      .locator('main section[aria-labelledby]')
      .first()
      .evaluate((section) => Math.round(section.parentElement?.getBoundingClientRect().width ?? 0));

  it('one-result runs sit side by side, cards line up across runs, a run too wide for a row takes it whole', async () => {
    const { page, errors, close } = await browser.open(1440, 900);
    try {
      await signIn(page);
      // Oldest first: two one-result runs, a run of two, a run of three (newest, shown first).
      for (const wanted of [
        WANTED[2],
        WANTED[3],
        { tool: 'tti', style: '1000', text: '窗台上的小猫', styles: ['1000'], count: 2 },
        { tool: 'avatar', style: 'pix/pixar', image: PHOTO, styles: ['pix/pixar', 'pix/anime', 'pix/disney'] },
      ] satisfies Wanted[]) {
        await createResource(page, wanted);
        await waitAllDone(page, (await listOnServer(page)).length);
      }
      await page.goto(appUrl('/user?tab=resources'));
      await page.locator('main section[aria-labelledby] > ul > li').nth(6).waitFor();

      // 1440 px: five columns; the runs of three and two fill the first row, the two single results the second.
      const wide = await runBoxes(page);
      await screenshot(page, 'resources-runs-1440');
      expect(wide.map((run) => run.cardTops.length)).toEqual([3, 2, 1, 1]);
      expect(wide[0].top).toBe(wide[1].top);
      expect(wide[2].top).toBe(wide[3].top);
      expect(wide[2].top).toBeGreaterThan(wide[0].top);
      // Side by side, the cards start at one height however their headings wrap.
      expect(new Set([...wide[0].cardTops, ...wide[1].cardTops]).size).toBe(1);
      expect(new Set([...wide[2].cardTops, ...wide[3].cardTops]).size).toBe(1);
      // The second row's cards stand on the first row's columns.
      const columns = [...wide[0].cardLefts, ...wide[1].cardLefts];
      expect(columns).toHaveLength(5);
      for (const left of [...wide[2].cardLefts, ...wide[3].cardLefts]) expect(columns).toContain(left);

      // 375 px: two columns; the run of three takes the row and wraps, the run of two fills one, the single results share one.
      await page.setViewportSize({ width: 375, height: 812 });
      const narrow = await runBoxes(page);
      await screenshot(page, 'resources-runs-375');
      const full = await listWidth(page);
      expect(narrow[0].width).toBe(full);
      expect(narrow[0].cardTops[2]).toBeGreaterThan(narrow[0].cardTops[0]);
      expect(narrow[1].width).toBe(full);
      expect(narrow[2].top).toBe(narrow[3].top);
      expect(narrow[2].width).toBeLessThan(full / 2 + 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

// Issue 33 (minors 1, 7, 19): the count says what is shown; a card shows download, make again
// and 更多 (the rest behind it, keyboard and screen-reader usable); a run's whole-run action
// sits once on its heading; a one-card run's heading lines up with its neighbour's; a phone
// card is a reasonable height; the search's placeholder fits at 375 and 320 px; zh-CN and en.
describe('my resources: a card’s few actions, the run’s heading, the count and the search', () => {
  const WORDS = {
    'zh-CN': {
      all: '共 7 个',
      found: '找到 2 个，共 7 个',
      search: '搜索作品',
      more: /^更多操作：/,
      wholeRun: /^整组再做 · /,
      again: /^再做一次 · /,
    },
    en: {
      all: '7 in all',
      found: '2 of 7 shown',
      search: 'Search',
      more: /^More actions: /,
      wholeRun: /^Whole set again · /,
      again: /^Make again · /,
    },
  } as const;
  const CARDS = 'main section[aria-labelledby] > ul > li';

  /** Each run's heading row: where its rule is, how tall its heading and its title are, and its buttons. */
  const heads = (page: Page) =>
    page.locator('main section[aria-labelledby]').evaluateAll((sections) =>
      sections.map((section) => {
        const h3 = section.querySelector('h3');
        const head = h3?.parentElement;
        const title = h3?.firstElementChild;
        return {
          cards: section.querySelectorAll(':scope > ul > li').length,
          ruleTop: Math.round(head?.getBoundingClientRect().top ?? -1),
          headingHeight: Math.round(h3?.getBoundingClientRect().height ?? -1),
          titleHeight: Math.round(title?.getBoundingClientRect().height ?? -1),
          buttons: [...(head?.querySelectorAll('button') ?? [])].map((b) => b.textContent ?? ''),
        };
      }),
    );
  /** The actions a card shows without opening anything: the row holding its download and 更多 (whose own box is none). */
  const rowActions = (page: Page) =>
    page.locator(CARDS).evaluateAll((cards) =>
      cards.map((card) => {
        const row = card.querySelector('button[aria-controls]')?.parentElement?.parentElement;
        const shown = [...(row?.querySelectorAll('a, button') ?? [])].filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.height > 0;
        });
        return shown.map((el) => (el.textContent ?? '').trim());
      }),
    );
  const cardHeights = (page: Page) =>
    page.locator(CARDS).evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().height)));
  /** The search's placeholder's width in its own font, and the room inside the box. */
  const placeholder = (page: Page) =>
    page.getByRole('searchbox').evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no canvas');
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return {
        text: input.placeholder,
        width: Math.ceil(context.measureText(input.placeholder).width),
        room: Math.floor(input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)),
      };
    });

  it('zh-CN and en at 1440, 375 and 320 px', async () => {
    const { page, errors, close } = await browser.open(1440, 900);
    try {
      await signIn(page);
      // Oldest first: two one-result runs, a run of two, a run of three (newest, shown first).
      for (const wanted of [
        WANTED[2],
        WANTED[3],
        { tool: 'tti', style: '1000', text: '窗台上的小猫', styles: ['1000'], count: 2 },
        { tool: 'avatar', style: 'pix/pixar', image: PHOTO, styles: ['pix/pixar', 'pix/anime', 'pix/disney'] },
      ] satisfies Wanted[]) {
        await createResource(page, wanted);
        await waitAllDone(page, (await listOnServer(page)).length);
      }

      for (const language of ['zh-CN', 'en'] as const) {
        const w = WORDS[language];
        await page.setViewportSize({ width: 1440, height: 900 });
        await useLanguage(page, language);
        await page.goto(appUrl('/user?tab=resources'));
        await page.locator(CARDS).nth(6).waitFor();
        await page.waitForFunction(() => [...document.images].every((img) => img.complete));

        // Minor 1: the count says what is shown.
        await page.getByText(w.all, { exact: true }).waitFor();
        await page.getByRole('searchbox', { name: w.search }).fill('小猫');
        await page.getByText(w.found, { exact: true }).waitFor();
        expect(await page.locator(CARDS).count()).toBe(2);
        await screenshot(page, `resources-found-${language}-1440`, { fullPage: false });
        await page.getByRole('searchbox', { name: w.search }).fill('');
        await page.getByText(w.all, { exact: true }).waitFor();

        // Minor 7: the whole run's action once on each run of several, on its heading, a button.
        const wide = await heads(page);
        expect(wide.map((run) => run.cards)).toEqual([3, 2, 1, 1]);
        expect(wide.map((run) => run.buttons.filter((text) => w.wholeRun.test(text)).length)).toEqual([1, 1, 0, 0]);
        expect(await page.locator(CARDS).getByRole('button', { name: w.wholeRun }).count()).toBe(0);
        // Runs side by side: their rules at one height, their headings as tall; a one-card run's title on one line.
        expect(wide[0].ruleTop).toBe(wide[1].ruleTop);
        expect(wide[2].ruleTop).toBe(wide[3].ruleTop);
        expect(wide[2].headingHeight).toBe(wide[3].headingHeight);
        expect(wide[2].headingHeight).toBe(wide[1].headingHeight);
        for (const run of wide.slice(2)) expect(run.titleHeight, JSON.stringify(run)).toBeLessThanOrEqual(24);
        // A card shows download, make again and 更多: three.
        for (const actions of await rowActions(page)) {
          expect(actions, JSON.stringify(actions)).toHaveLength(3);
          expect(actions[1]).toMatch(w.again);
        }

        // 更多 from the keyboard: open, the focus inside; Escape closes it and the focus is back.
        const firstCard = page.locator(CARDS).first();
        const more = firstCard.getByRole('button', { name: w.more });
        await more.focus();
        await page.keyboard.press('Enter');
        expect(await more.getAttribute('aria-expanded')).toBe('true');
        const group = firstCard.getByRole('group', { name: w.more });
        expect(await group.evaluate((el) => el.contains(document.activeElement))).toBe(true);
        expect(await seriousFindings(page), `${language}: 更多 open`).toEqual([]);
        await screenshot(page, `resources-more-${language}-1440`, { fullPage: false });
        await page.keyboard.press('Escape');
        expect(await more.getAttribute('aria-expanded')).toBe('false');
        expect(await more.evaluate((el) => el === document.activeElement)).toBe(true);

        // Minor 7 on a phone, minor 19 at 375 and 320 px.
        for (const [width, height] of [
          [375, 812],
          [320, 700],
        ] as const) {
          await page.setViewportSize({ width, height });
          const fit = await placeholder(page);
          expect(fit.width, `${language} at ${width} px: "${fit.text}"`).toBeLessThanOrEqual(fit.room);
          const tallest = Math.max(...(await cardHeights(page)));
          expect(tallest, `${language} at ${width} px`).toBeLessThanOrEqual(600);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          const narrow = await heads(page);
          expect(narrow[2].ruleTop).toBe(narrow[3].ruleTop);
          await page.evaluate(() => window.scrollTo(0, 0));
          await screenshot(page, `resources-cards-${language}-${width}`);
        }
        expect(await seriousFindings(page), `${language} at 320 px`).toEqual([]);
        await page.setViewportSize({ width: 1440, height: 900 });
        await screenshot(page, `resources-cards-${language}-1440`);
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
    // Four runs and two languages at three widths, on a shared 2-core machine.
  });
});
