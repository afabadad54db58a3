// @vitest-environment jsdom
// Favourites (issue 27 item 3): a star on each result, in my resources and in the viewer; my
// resources filter by them. Kept in this browser for the account signed in (localStorage, one
// entry per account id), and read back entry by entry: what storage holds is untrusted.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FAVOURITES_KEY_PREFIX } from '../../../../src/services/favouritesStorage';
import { nockPageData } from '../../../testing/chains';
import { useNock } from '../../../testing/nock';
import { settleUi } from '../../../testing/render';
import { renderMyResources } from './myResources';

useNock();
beforeEach(() => {
  nockPageData();
  window.localStorage.clear();
});

const keyOf = (owner: string) => `${FAVOURITES_KEY_PREFIX}${owner}`;
const kept = (owner: string): unknown => JSON.parse(window.localStorage.getItem(keyOf(owner)) ?? 'null');

/** The card of the result whose picture is `resId`'s. */
async function card(resId: string): Promise<HTMLElement> {
  // The list's skeleton has items too: wait for the pictures.
  await screen.findAllByRole('button', { name: /^查看大图：/ }, { timeout: 8000 });
  const cards = screen.getAllByRole('listitem');
  const found = cards.find((item) => item.querySelector(`img[src="http://cdn.test/${resId}.png"]`));
  if (!found) throw new Error(`no card for ${resId}`);
  return found;
}
const starOf = (item: HTMLElement) => within(item).getByRole('button', { name: /^收藏：/ });
const shownCards = () => screen.getAllByRole('listitem').map((item) => item.querySelector('img')?.getAttribute('src'));

describe('a favourite', () => {
  it('is starred on its card, kept for the account, and the filter shows only the starred', async () => {
    const user = userEvent.setup();
    const { store } = renderMyResources();
    const second = await card('r2');
    await waitFor(() => expect(starOf(second)).toHaveAttribute('aria-pressed', 'false'));
    await user.click(starOf(second));
    expect(starOf(second)).toHaveAttribute('aria-pressed', 'true');
    expect(kept('u-42')).toEqual({ ids: ['r2'] });

    await user.click(screen.getByRole('checkbox', { name: '只看收藏' }));
    expect(shownCards()).toEqual(['http://cdn.test/r2.png']);
    // Unstarred while filtered: gone from the list, which says how to star one.
    await user.click(starOf(await card('r2')));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByText(/本页还没有收藏的作品/)).toBeInTheDocument();
    expect(window.localStorage.getItem(keyOf('u-42'))).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: '只看收藏' }));
    expect(shownCards()).toHaveLength(3);
    await settleUi(store);
  });

  it('is starred in the viewer too, and its card shows it', async () => {
    const user = userEvent.setup();
    const { store } = renderMyResources();
    await user.click((await screen.findAllByRole('button', { name: /^查看大图：/ }, { timeout: 8000 }))[0]);
    const dialog = await screen.findByRole('dialog', { name: /头像风格作品/ }, { timeout: 8000 });
    await user.keyboard('{ArrowRight}');
    await user.click(within(dialog).getByRole('button', { name: /^收藏：/ }));
    expect(within(dialog).getByRole('button', { name: /^收藏：/ })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Escape}');
    expect(starOf(await card('r2'))).toHaveAttribute('aria-pressed', 'true');
    expect(starOf(await card('r1'))).toHaveAttribute('aria-pressed', 'false');
    expect(kept('u-42')).toEqual({ ids: ['r2'] });
    await settleUi(store);
  });

  it('belongs to the account that starred it: another account on this browser sees its own', async () => {
    window.localStorage.setItem(keyOf('u-42'), JSON.stringify({ ids: ['r1'] }));
    window.localStorage.setItem(keyOf('u-7'), JSON.stringify({ ids: ['r3'] }));
    const first = renderMyResources();
    await waitFor(async () => expect(starOf(await card('r1'))).toHaveAttribute('aria-pressed', 'true'));
    expect(starOf(await card('r3'))).toHaveAttribute('aria-pressed', 'false');
    await settleUi(first.store);
    cleanup();

    const user = userEvent.setup();
    const other = renderMyResources(undefined, { id: 'u-7' });
    await waitFor(async () => expect(starOf(await card('r3'))).toHaveAttribute('aria-pressed', 'true'));
    expect(starOf(await card('r1'))).toHaveAttribute('aria-pressed', 'false');
    await user.click(starOf(await card('r2')));
    expect(kept('u-7')).toEqual({ ids: ['r2', 'r3'] });
    expect(kept('u-42')).toEqual({ ids: ['r1'] });
    await settleUi(other.store);
  });

  it('is read back entry by entry: what is not a result id is dropped, the rest kept', async () => {
    window.localStorage.setItem(keyOf('u-42'), JSON.stringify({ ids: [5, 'r3', '', 'x'.repeat(500), 'r3', null, 'r\u0000'] }));
    const { store } = renderMyResources();
    await waitFor(async () => expect(starOf(await card('r3'))).toHaveAttribute('aria-pressed', 'true'));
    expect(store.getState()).toHaveProperty('favourites', { owner: 'u-42', ids: ['r3'] });
    await settleUi(store);
  });

  it('storage that is not the list (not JSON, another shape) stars nothing and breaks nothing', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(keyOf('u-42'), '{not json');
    const { store } = renderMyResources();
    const first = await card('r1');
    await waitFor(() => expect(starOf(first)).toHaveAttribute('aria-pressed', 'false'));
    await user.click(starOf(first));
    expect(kept('u-42')).toEqual({ ids: ['r1'] });
    await settleUi(store);
  });
});
