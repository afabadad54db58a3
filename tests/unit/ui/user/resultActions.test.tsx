// @vitest-environment jsdom
// A card in my resources offers what can be made of a finished result (issue 27 item 3), each
// price on its button before the press: HD (高清) only for a still picture not HD yet, at twice
// its price; variations (变体) of four at the tool's price each, left out for a tool that makes
// one result at a time (the card's 再做一次 is the same run); edit the text of a text tool's
// result, which opens its workspace with the text and style and charges nothing until Start.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_KEY } from '../../../../src/features/generate/workspace/draft';
import { ResourceCard, type ResourceCardProps } from '../../../../src/pages/user/ResourceCard';
import type { Resource } from '../../../../src/services/types';
import { nockAccount, nockPageData, nockRun } from '../../../testing/chains';
import { info, resource } from '../../../testing/fixtures';
import { PHOTO_BYTES, photoResult, speechResult } from '../../../testing/resultFixtures';
import { useNock } from '../../../testing/nock';
import { renderApp, settleUi, signedInStore, waitForStore } from '../../../testing/render';

useNock();
beforeEach(() => sessionStorage.clear());

const PNG = PHOTO_BYTES;
const avatar = photoResult;
const prompt = resource('t1', {
  typ: 'tti',
  style: '1001',
  cost: 5,
  source: '',
  settings: { styles: ['1001'], text: '月光下的小猫' },
});
const speech = speechResult;

function card(item: Resource, points = 120, extra: Partial<ResourceCardProps> = {}) {
  const noop = () => undefined;
  const store = signedInStore(points);
  const view = renderApp(
    <ul>
      <ResourceCard item={item} selected={false} onToggle={noop} onDelete={noop} onRevoke={noop} {...extra} />
    </ul>,
    { store, route: '/user?tab=resources' },
  );
  const shown = screen.getByRole('listitem');
  // HD, variations and edit the text sit behind the card's 更多 (issue 33): open it.
  fireEvent.click(within(shown).getByRole('button', { name: /^更多操作：/ }));
  return { ...view, store, item: shown };
}

describe('HD on a card', () => {
  it('is offered for a finished picture, its price (twice what it cost) on the button', () => {
    const { item } = card(avatar);
    expect(within(item).getByRole('button', { name: /^高清 · 20 积分/ })).toHaveTextContent('高清 · 20 积分');
  });

  it('is not offered for a video, a voice, a result not done, or one that is HD already (which says HD)', () => {
    for (const other of [
      resource('v1', { typ: 'video3d', kind: 'video', style: 'circle' }),
      speech,
      resource('p1', { status: 'pending', url: '' }),
      resource('f1', { status: 'failed', url: '', refunded: true }),
    ]) {
      expect(within(card(other).item).queryByRole('button', { name: /^高清/ })).toBeNull();
      cleanup();
    }
    const { item } = card(resource('h1', { cost: 20, settings: { scale: 2, hdOf: 'a1' } }));
    expect(within(item).queryByRole('button', { name: /^高清/ })).toBeNull();
    expect(within(item).getByRole('img', { name: '高清：宽和高都是原图的 2 倍' })).toHaveTextContent('HD');
    cleanup();
    expect(within(card(avatar).item).queryByRole('img', { name: /高清/ })).toBeNull();
  });

  it('a press sends the result’s tool, style, photo and hdOf, then opens the workspace where the run shows', async () => {
    const user = userEvent.setup();
    nock('http://cdn.test').get('/src/me.png').reply(200, PNG, { 'Content-Type': 'image/png' });
    const hd = resource('a1-hd', { cost: 20, style: 'pixar', source: avatar.source, settings: { scale: 2, hdOf: 'a1' } });
    nockRun({
      authorization: 'Bearer tok-1',
      body: { tool: 'avatar', style: 'pixar', image: `data:image/png;base64,${PNG.toString('base64')}`, hdOf: 'a1' },
      pending: { ...hd, status: 'pending', url: '' },
      points: 100,
      polls: [hd],
    });
    nockAccount({ info: { ...info, points: 100 } });
    const { item, store, location } = card(avatar);
    await user.click(within(item).getByRole('button', { name: /^高清 · 20 积分/ }));
    await waitFor(() => expect(location().search).toBe('?tool=avatar&style=pixar'));
    const state = await waitForStore(store, (s) => s.tasks.runs[0]?.status === 'done' && s.session.info.points === 100);
    expect(state.tasks.runs[0].items).toEqual([hd]);
    await settleUi(store);
  });

  it('with too few points it goes to the shop with the price, and nothing is sent', async () => {
    const user = userEvent.setup();
    const { item, location, store } = card(avatar, 15);
    const button = within(item).getByRole('button', { name: /^高清 · 积分不足 · 去充值/ });
    await user.click(button);
    // …and where it came from, so the shop leads back to the card's list.
    await waitFor(() =>
      expect(location().pathname + location().search).toBe('/user?tab=shop&for=20&back=%2Fuser%3Ftab%3Dresources'),
    );
    expect(store.getState().tasks.runs).toEqual([]);
  });
});

describe('variations on a card', () => {
  it('four new results at the tool’s price each, the total on the button', () => {
    const { item } = card(prompt);
    expect(within(item).getByRole('button', { name: /^变体 ×4 · 20 积分/ })).toHaveTextContent('变体 ×4 · 20 积分');
    cleanup();
    expect(within(card(avatar).item).getByRole('button', { name: /^变体 ×4 · 40 积分/ })).toBeInTheDocument();
  });

  it('a press sends one run of four of the result’s style and text', async () => {
    const user = userEvent.setup();
    const pending = [1, 2, 3, 4].map((n) =>
      resource(`v${n}`, { typ: 'tti', style: '1001', cost: 5, source: '', status: 'pending', url: '' }),
    );
    const done = pending.map((one) => ({ ...one, status: 'done' as const, url: `http://cdn.test/${one.resId}.png` }));
    nockRun({
      body: { tool: 'tti', style: '1001', text: '月光下的小猫', count: 4, variationsOf: 't1' },
      pending,
      points: 100,
      polls: [done],
    });
    nockAccount({ info: { ...info, points: 100 } });
    const { item, store, location } = card(prompt);
    await user.click(within(item).getByRole('button', { name: /^变体 ×4/ }));
    await waitFor(() => expect(location().search).toBe('?tool=tti&style=1001'));
    const state = await waitForStore(store, (s) => s.tasks.runs[0]?.status === 'done');
    expect(state.tasks.runs[0]).toMatchObject({ count: 4, styles: ['1001'], items: done });
    await settleUi(store);
  });

  it('a tool that makes one result at a time offers no variations where 再做一次 is beside it', () => {
    const offer = { cost: 2, short: false, busy: false, going: false };
    const { item } = card(speech, 120, { onRerun: () => undefined, rerun: offer });
    expect(within(item).getByRole('button', { name: /^再做一次 · 2 积分/ })).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /^变体/ })).toBeNull();
  });
});

describe('the card’s actions', () => {
  it('download and make again in its row, the rest behind 更多 in reading order with 删除 last; its whole run is not on it', () => {
    const offer = { cost: 5, short: false, busy: false, going: false };
    const { item } = card({ ...prompt, settings: { styles: ['1001'], count: 2, text: '月光下的小猫' } }, 120, {
      onRerun: () => undefined,
      rerun: offer,
    });
    const row = within(item).getByRole('link', { name: /下载/ }).parentElement;
    if (!row) throw new Error('no row');
    // The row: download first, then make again and 更多.
    expect(row.firstElementChild).toBe(within(item).getByRole('link', { name: /下载/ }));
    const more = within(item).getByRole('group', { name: /^更多操作：/ });
    const inRow = within(row)
      .getAllByRole('button')
      .filter((button) => !more.contains(button))
      .map((button) => button.textContent ?? '');
    expect(inRow).toEqual(['再做一次 · 5 积分', '更多▴']);
    expect(
      within(more)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['高清 · 10 积分', '变体 ×4 · 20 积分', '改文字', '删除']);
    expect(within(item).queryByRole('button', { name: /整组再做/ })).toBeNull();
  });

  it('a make-again the balance cannot pay says which one it is', () => {
    const { item } = card(prompt, 1, {
      onRerun: () => undefined,
      rerun: { cost: 5, short: true, busy: false, going: false },
    });
    expect(within(item).getByRole('button', { name: '再做一次 · 积分不足 · 去充值' })).toBeInTheDocument();
  });
});

describe('edit the text', () => {
  it('is offered for a text tool’s result only', () => {
    expect(within(card(prompt).item).getByRole('button', { name: /^改文字/ })).toBeInTheDocument();
    cleanup();
    expect(within(card(avatar).item).queryByRole('button', { name: /^改文字/ })).toBeNull();
  });

  it('opens its workspace with the text and the style, and charges nothing before Start', async () => {
    const user = userEvent.setup();
    const { item, location, store, unmount } = card(prompt);
    await user.click(within(item).getByRole('button', { name: /^改文字/ }));
    await waitFor(() => expect(location().search).toBe('?tool=tti&style=1001'));
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toEqual({ tool: 'tti', style: '1001', text: '月光下的小猫' });
    const address = location().pathname + location().search;
    unmount();

    // The home page at that address: the workspace opens with the text and the style chosen.
    nockPageData();
    renderApp(undefined, { store, route: address });
    const text = await screen.findByRole('textbox', { name: /描述你想要的画面/ }, { timeout: 15_000 });
    expect(text).toHaveValue('月光下的小猫');
    expect(await screen.findByRole('button', { name: /开始生成/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /插画/ })).toBeChecked();
    // Nothing charged, nothing asked: useNock fails the test on any request not scripted here.
    expect(store.getState().tasks.runs).toEqual([]);
    expect(store.getState().session.info.points).toBe(120);
  });
});
