// @vitest-environment jsdom
// My resources grouped by run (issue 27 item 3): each run a section named by its heading (the
// run's tool, styles and count, and the time of day on the user's clock), runs newest first,
// a run's results in the order it made them; select, delete, search and the viewer work
// across the groups, and a run that began on the page before says so on the next page.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { beforeEach, describe, expect, it } from 'vitest';
import { switchLocale } from '../../../../src/locales/active';
import type { Resource } from '../../../../src/services/types';
import { nockPageData } from '../../../testing/chains';
import { API_HOST, info, resource, validAuth } from '../../../testing/fixtures';
import { useNock } from '../../../testing/nock';
import { renderMyResources } from '../viewer/myResources';
import { ResourcesPanel } from '../../../../src/pages/user/ResourcesPanel';
import { initialSession } from '../../../../src/models/session';
import { renderApp, settleUi } from '../../../testing/render';
import { withLoggedInStore } from '../../../testing/store';

useNock();
/** A test here clicks and types through a whole page; the machine may be busy (two cores shared). */
const UI_MS = 20_000;
beforeEach(() => nockPageData());

// Moments on this machine's clock (the page reads the browser's): today 14:05, yesterday 09:12,
// and 3 November of last year.
const today = new Date();
const at = (daysBack: number, hour: number, minute: number) =>
  new Date(today.getFullYear(), today.getMonth(), today.getDate() - daysBack, hour, minute).getTime();
const lastYear = today.getFullYear() - 1;
const longAgo = new Date(lastYear, 10, 3, 14, 5).getTime();

const pair = { styles: ['pix/pixar', 'pix/anime'], count: 1 };
/**
 * Run A, today: pixar then anime. Their ids sort the other way round, so the order by date
 * alone (ties by id) is not the run's: the screen and the viewer must follow the run's.
 */
const anime = resource('a1', { taskId: 'A', style: 'pix/anime', createdAt: at(0, 14, 5), settings: pair });
const pixar = resource('a2', { taskId: 'A', style: 'pix/pixar', createdAt: at(0, 14, 5), settings: pair });
/** Run B, yesterday: one talking GIF. */
const smile = resource('b1', {
  taskId: 'B',
  typ: 'gif',
  kind: 'gif',
  style: 'smile',
  createdAt: at(1, 9, 12),
  url: 'http://cdn.test/b1.gif',
  settings: { styles: ['smile'], count: 1 },
});
/** An older server's result: no taskId, no settings. */
const disney = resource('c1', { style: 'pix/disney', createdAt: longAgo });
/** As the server lists them, mixed up (the page must not rely on the order it is sent). */
const LIST: Resource[] = [smile, anime, disney, pixar];

const headings = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const cardsIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));
const region = (name: RegExp) => screen.getByRole('region', { name });

describe('my resources grouped by run', { timeout: UI_MS }, () => {
  it('puts each run under a heading with its names and time of day, newest run first, results in run order', async () => {
    const user = userEvent.setup();
    const { store } = renderMyResources(LIST);
    await screen.findByRole('heading', { level: 3, name: /皮克斯、动漫/ }, { timeout: 15_000 });
    // Under the page's h1 and the panel's h2.
    expect(screen.getByRole('heading', { level: 2, name: '我的作品' })).toBeInTheDocument();
    expect(headings()).toEqual([
      '头像风格 · 皮克斯、动漫 · 今天 14:05',
      '会说话的动图 · 微笑 · 昨天 09:12',
      `头像风格 · 迪士尼 · ${lastYear}年11月3日 14:05`,
    ]);
    // Each run a region named by its heading, its results a list of their own, in run order.
    expect(screen.getAllByRole('region')).toHaveLength(3);
    const runA = region(/^头像风格 · 皮克斯、动漫 · 今天 14:05$/);
    expect(cardsIn(runA)).toEqual(['头像风格作品（皮克斯）', '头像风格作品（动漫）']);
    expect(within(runA).getByRole('list')).toBeInTheDocument();
    expect(cardsIn(region(/昨天 09:12/))).toEqual(['会说话的动图作品（微笑）']);
    // The time is a machine-readable <time> too.
    expect(within(runA).getByText('今天 14:05').tagName).toBe('TIME');
    expect(within(runA).getByText('今天 14:05')).toHaveAttribute('dateTime', new Date(at(0, 14, 5)).toISOString());

    // Oldest first: the runs turn round, a run's results keep their order.
    await user.selectOptions(screen.getByRole('combobox', { name: '排序' }), 'oldest');
    expect(headings()).toEqual([
      `头像风格 · 迪士尼 · ${lastYear}年11月3日 14:05`,
      '会说话的动图 · 微笑 · 昨天 09:12',
      '头像风格 · 皮克斯、动漫 · 今天 14:05',
    ]);
    expect(cardsIn(region(/今天 14:05/))).toEqual(['头像风格作品（皮克斯）', '头像风格作品（动漫）']);
    await settleUi(store);
  });

  it('speaks English with the 12-hour clock', async () => {
    await act(() => switchLocale('en'));
    const { store } = renderMyResources(LIST);
    await screen.findByRole('heading', { level: 3, name: /Pixar, Anime/ }, { timeout: 15_000 });
    const [first, second, third] = headings();
    expect(first).toMatch(/^Avatar styles · Pixar, Anime · Today 2:05\sPM$/);
    expect(second).toMatch(/ · Smile · Yesterday 9:12\sAM$/);
    expect(third).toMatch(new RegExp(`^Avatar styles · Disney · Nov 3, ${lastYear}, 2:05\\sPM$`));
    await settleUi(store);
  });

  it('search narrows the runs; a run left with no match goes, its heading with it', async () => {
    const user = userEvent.setup();
    const { store } = renderMyResources(LIST);
    await screen.findByRole('heading', { level: 3, name: /皮克斯、动漫/ }, { timeout: 15_000 });
    await user.type(screen.getByRole('searchbox', { name: '搜索作品' }), '动漫');
    // The run still names all it made; only the matching result is under it.
    expect(headings()).toEqual(['头像风格 · 皮克斯、动漫 · 今天 14:05']);
    expect(cardsIn(region(/今天 14:05/))).toEqual(['头像风格作品（动漫）']);
    await settleUi(store);
  });

  it('selects and deletes across runs; a run with nothing left loses its heading', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    nock(API_HOST)
      .post('/miao/v1/resource/delete', (body: unknown) => {
        sent = body;
        return true;
      })
      .reply(200, { code: 0, data: { deleted: ['a1', 'b1'] } });
    const { store } = renderMyResources(LIST);
    await screen.findByRole('heading', { level: 3, name: /皮克斯、动漫/ }, { timeout: 15_000 });

    // 全选本页 takes every run's results.
    await user.click(screen.getByRole('checkbox', { name: '全选本页' }));
    expect(screen.getByText('已选 4 项')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '全选本页' }));
    expect(screen.queryByText(/已选/)).toBeNull();

    // One of run A, the whole of run B.
    await user.click(within(region(/今天 14:05/)).getByRole('checkbox', { name: '选择 头像风格作品（动漫）' }));
    await user.click(within(region(/昨天 09:12/)).getByRole('checkbox', { name: '选择 会说话的动图作品（微笑）' }));
    expect(screen.getByText('已选 2 项')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '删除所选' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除所选的 2 个作品？' });
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    fireEvent.animationEnd(dialog);
    await waitFor(() => expect(store.getState().resources.list).toHaveLength(2));
    expect(sent).toEqual({ ids: ['a1', 'b1'] });
    expect(headings()).toEqual(['头像风格 · 皮克斯、动漫 · 今天 14:05', `头像风格 · 迪士尼 · ${lastYear}年11月3日 14:05`]);
    expect(cardsIn(region(/今天 14:05/))).toEqual(['头像风格作品（皮克斯）']);
    await settleUi(store);
  });

  it('deletes one result from inside its run', async () => {
    const user = userEvent.setup();
    nock(API_HOST)
      .delete('/miao/v1/resource')
      .query({ resId: 'a2' })
      .reply(200, { code: 0, data: { deleted: ['a2'] } });
    const { store } = renderMyResources(LIST);
    await screen.findByRole('heading', { level: 3, name: /皮克斯、动漫/ }, { timeout: 15_000 });
    const card = within(region(/今天 14:05/)).getByRole('listitem', { name: '头像风格作品（皮克斯）' });
    // 删除 is behind the card's 更多 (issue 33).
    await user.click(within(card).getByRole('button', { name: /^更多操作/ }));
    await user.click(within(card).getByRole('button', { name: /删除/ }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除这个作品？' });
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    fireEvent.animationEnd(dialog);
    await waitFor(() => expect(cardsIn(region(/今天 14:05/))).toEqual(['头像风格作品（动漫）']));
    await settleUi(store);
  });

  it('the viewer goes through the results in screen order, from one run into the next', async () => {
    const user = userEvent.setup();
    const { store } = renderMyResources(LIST);
    await screen.findByRole('heading', { level: 3, name: /皮克斯、动漫/ }, { timeout: 15_000 });
    // The second result of run A: the first on screen is pixar, then anime, then B's GIF, then the old one.
    await user.click(within(region(/今天 14:05/)).getByRole('button', { name: '查看大图：头像风格作品（动漫）' }));
    const dialog = await screen.findByRole('dialog', { name: /头像风格作品（动漫）/ }, { timeout: 15_000 });
    expect(dialog).toHaveAccessibleName(/第 2 \/ 4 个/);
    await user.keyboard('{ArrowRight}');
    expect(dialog).toHaveAccessibleName(/会说话的动图作品（微笑）.*第 3 \/ 4 个/);
    await user.keyboard('{ArrowRight}');
    expect(dialog).toHaveAccessibleName(/头像风格作品（迪士尼）.*第 4 \/ 4 个/);
    await user.keyboard('{ArrowRight}');
    expect(dialog).toHaveAccessibleName(/头像风格作品（皮克斯）.*第 1 \/ 4 个/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await settleUi(store);
  });
});

/** My resources alone, signed in, its list answered by the test's own interceptors. */
function renderSignedIn() {
  const auth = validAuth();
  const { store } = withLoggedInStore(auth, {
    preloadedState: { session: { ...initialSession, auth, info, infoStatus: 'loaded', infoAt: Date.now() } },
  });
  return { ...renderApp(<ResourcesPanel />, { store }), store };
}

describe('a run across two pages', { timeout: UI_MS }, () => {
  it('repeats its heading on the next page with 续', async () => {
    const user = userEvent.setup();
    const four = { styles: ['pix/pixar', 'pix/anime'], count: 2 };
    const runOf = (id: string, style: string) => resource(id, { taskId: 'R', style, createdAt: at(0, 10, 30), settings: four });
    // Page 1 ends with two of run R's four results; page 2 holds the other two.
    const page1 = [anime, pixar, runOf('r4', 'pix/anime'), runOf('r3', 'pix/anime')];
    const page2 = [runOf('r2', 'pix/pixar'), runOf('r1', 'pix/pixar'), disney];
    for (const [page, list] of [
      [1, page1],
      [2, page2],
    ] as const) {
      nock(API_HOST)
        .get('/miao/v1/resource/list')
        .query({ page, num: 100 })
        .reply(200, { code: 0, data: { list, total: 150, page, num: 100 } });
    }
    const { store } = renderSignedIn();
    const next = await screen.findByRole('button', { name: '下一页' }, { timeout: 15_000 });
    // On page 1, the part of run R there is not a continuation.
    expect(headings()).toEqual(['头像风格 · 皮克斯、动漫 · 今天 14:05', '头像风格 · 皮克斯、动漫 × 2 · 今天 10:30']);
    await user.click(next);
    await screen.findByRole('heading', { level: 3, name: /（续）/ }, { timeout: 15_000 });
    expect(headings()).toEqual([
      '头像风格 · 皮克斯、动漫 × 2（续） · 今天 10:30',
      `头像风格 · 迪士尼 · ${lastYear}年11月3日 14:05`,
    ]);
    expect(cardsIn(region(/（续）/))).toEqual(['头像风格作品（皮克斯）', '头像风格作品（皮克斯）']);
    await settleUi(store);
  });
});
