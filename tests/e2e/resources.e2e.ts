// "My resources" in a real browser: resources made through the API with the page's own token,
// then delete one (confirm dialog), select several and delete them, and see them gone, also
// after a reload and on the server.
import { describe, expect, it } from 'vitest';
import { MAX_PARALLEL_RUNS } from '../../src/rules/runs';
import type { Resource, ResourceListAnswer, TaskInput } from '../../src/services/types';
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
      await page.getByRole('button', { name: `删除 ${CARD.tts}` }).click();
      let dialog = page.getByRole('alertdialog', { name: '删除这个作品？' });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await cardNames(page)).toHaveLength(4);

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
