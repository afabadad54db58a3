// @vitest-environment jsdom
// My resources' cards and runs (issue 33, minor 7): a card shows its download and make again,
// the rest behind 更多 — a disclosure the keyboard and a screen reader use (its state said,
// the focus into it on open, Escape closes it and gives the focus back, a press outside closes
// it); a run's whole-run action sits once on its heading; a line of the points history
// (?run=<taskId>) brings its run into view, marked, its heading focused, or says it is not here.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResourcesPanel } from '../../../../src/pages/user/ResourcesPanel';
import { initialSession } from '../../../../src/models/session';
import type { Resource } from '../../../../src/services/types';
import { nockPageData } from '../../../testing/chains';
import { API_HOST, info, resource, validAuth } from '../../../testing/fixtures';
import { useNock } from '../../../testing/nock';
import { renderApp, settleUi } from '../../../testing/render';
import { withLoggedInStore } from '../../../testing/store';

useNock();
beforeEach(() => nockPageData());

const pair = { styles: ['pix/pixar', 'pix/anime'], count: 1 };
const LIST: Resource[] = [
  resource('a1', { taskId: 'A', style: 'pix/pixar', createdAt: 1_700_000_300_000, settings: pair }),
  resource('a2', { taskId: 'A', style: 'pix/anime', createdAt: 1_700_000_300_000, settings: pair }),
  resource('b1', {
    taskId: 'B',
    style: 'pix/disney',
    createdAt: 1_700_000_100_000,
    settings: { styles: ['pix/disney'], count: 1 },
  }),
];

function render(route = '/user?tab=resources') {
  nock(API_HOST)
    .get('/miao/v1/resource/list')
    .query(true)
    .reply(200, { code: 0, data: { list: LIST, total: LIST.length, page: 1, num: 100 } });
  const auth = validAuth();
  const { store } = withLoggedInStore(auth, {
    preloadedState: {
      session: { ...initialSession, auth, info: { ...info, points: 100 }, infoStatus: 'loaded', infoAt: Date.now() },
    },
  });
  return { ...renderApp(<ResourcesPanel />, { store, route }), store };
}
const cardOf = (name: string) => screen.findByRole('listitem', { name }, { timeout: 15_000 });

describe('a card’s 更多', { timeout: 20_000 }, () => {
  it('holds HD, variations and 删除; the keyboard opens it, Escape closes it and the focus comes back', async () => {
    const user = userEvent.setup();
    const { store } = render();
    const card = await cardOf('头像风格作品（皮克斯）');
    const more = within(card).getByRole('button', { name: '更多操作：头像风格作品（皮克斯）' });
    // Closed: its state said, its actions out of reach; the card's row is download, make again, 更多.
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByRole('button', { name: /^高清/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^删除/ })).toBeNull();
    expect(within(card).getByRole('link', { name: /下载/ })).toBeVisible();
    expect(within(card).getByRole('button', { name: /^再做一次 · 10 积分/ })).toBeVisible();

    // Opened from the keyboard: its group named, the focus on its first action.
    more.focus();
    await user.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const group = within(card).getByRole('group', { name: '更多操作：头像风格作品（皮克斯）' });
    expect(more).toHaveAttribute('aria-controls', group.id);
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['高清 · 20 积分', '变体 ×4 · 40 积分', '删除']);
    expect(within(group).getByRole('button', { name: /^高清/ })).toHaveFocus();
    await user.tab();
    expect(within(group).getByRole('button', { name: /^变体/ })).toHaveFocus();

    // Escape: closed, the focus back on 更多.
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
    expect(within(card).queryByRole('button', { name: /^高清/ })).toBeNull();

    // A press elsewhere on the page closes it too.
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByRole('heading', { level: 2 }));
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await settleUi(store);
  });

  it('删除 from it asks first, and the dialog’s presses leave it open', async () => {
    const user = userEvent.setup();
    const { store } = render();
    const card = await cardOf('头像风格作品（皮克斯）');
    await user.click(within(card).getByRole('button', { name: /^更多操作/ }));
    await user.click(within(card).getByRole('button', { name: '删除 头像风格作品（皮克斯）' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除这个作品？' });
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(card).getByRole('button', { name: /^更多操作/ })).toHaveAttribute('aria-expanded', 'true');
    await settleUi(store);
  });
});

describe('a run’s whole-run action', { timeout: 20_000 }, () => {
  it('is once on the heading of a run of several, a button with its price; none on a one-result run or a card', async () => {
    const { store } = render();
    await cardOf('头像风格作品（皮克斯）');
    const runA = screen.getByRole('region', { name: /皮克斯、动漫/ });
    expect(within(runA).getAllByRole('button', { name: /^整组再做/ })).toHaveLength(1);
    expect(within(runA).getByRole('button', { name: '整组再做 · 20 积分：这一组的 2 个结果' }).tagName).toBe('BUTTON');
    for (const card of within(runA).getAllByRole('listitem')) {
      expect(within(card).queryByRole('button', { name: /^整组再做/ })).toBeNull();
    }
    expect(within(screen.getByRole('region', { name: /迪士尼/ })).queryByRole('button', { name: /^整组再做/ })).toBeNull();
    await settleUi(store);
  });
});

describe('a run asked for by the points history (?run=)', { timeout: 20_000 }, () => {
  it('is marked and its heading focused; the others are not', async () => {
    const { store } = render('/user?tab=resources&run=B');
    await cardOf('头像风格作品（迪士尼）');
    const runB = screen.getByRole('region', { name: /迪士尼/ });
    await waitFor(() => expect(within(runB).getByRole('heading', { level: 3 })).toHaveFocus());
    expect(runB).toHaveAttribute('data-target', 'true');
    expect(screen.getByRole('region', { name: /皮克斯、动漫/ })).not.toHaveAttribute('data-target');
    expect(screen.queryByRole('note')).toBeNull();
    await settleUi(store);
  });

  it('not on this page: says so', async () => {
    const { store } = render('/user?tab=resources&run=gone');
    await cardOf('头像风格作品（迪士尼）');
    expect(await screen.findByRole('note')).toHaveTextContent('没有在这一页找到这一组作品：它可能已被删除，或在后面的页中。');
    await settleUi(store);
  });
});
