// @vitest-environment jsdom
// Favourites (issue 27 item 3): a star on each result, in my resources and in the viewer; my
// resources filter by them. Kept in this browser for the account signed in (localStorage, one
// entry per account id), and read back entry by entry: what storage holds is untrusted. Where
// they are kept is said where one is made or filtered (issue 33 minor 13): the star's title (its
// description), a note with the account's first favourite here, and the filter's empty list.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentToasts, dismissToast } from '../../../../src/components/toast/toastStore';
import { switchLocale } from '../../../../src/locales/active';
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
  await screen.findAllByRole('button', { name: /^查看大图：/ }, { timeout: 15_000 });
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
    expect(screen.getByText('本页还没有收藏的作品：点作品上的 ☆ 收藏。收藏只保存在这个浏览器')).toBeInTheDocument();
    expect(window.localStorage.getItem(keyOf('u-42'))).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: '只看收藏' }));
    expect(shownCards()).toHaveLength(3);
    await settleUi(store);
  });

  it('is starred in the viewer too, and its card shows it', async () => {
    const user = userEvent.setup();
    const { store } = renderMyResources();
    await user.click((await screen.findAllByRole('button', { name: /^查看大图：/ }, { timeout: 15_000 }))[0]);
    const dialog = await screen.findByRole('dialog', { name: /头像风格作品/ }, { timeout: 15_000 });
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

describe('where favourites are kept, said where one is made', () => {
  const messages = () => currentToasts().map((toast) => toast.message);
  const FIRST_ZH = '已收藏。收藏只保存在这个浏览器：换浏览器、换设备或清除网站数据后看不到';
  // A toast still up from the test before would hide the same words said again (the store shows a message once).
  beforeEach(() => currentToasts().forEach((toast) => dismissToast(toast.id)));

  it('the star’s description says so; the account’s first favourite here says it once more, the next does not', async () => {
    const user = userEvent.setup();
    const { store } = renderMyResources();
    const first = await card('r1');
    await waitFor(() => expect(starOf(first)).toHaveAttribute('aria-pressed', 'false'));
    expect(starOf(first)).toHaveAccessibleDescription('收藏（收藏只保存在这个浏览器）');

    await user.click(starOf(first));
    await waitFor(() => expect(messages()).toContain(FIRST_ZH));
    expect(starOf(first)).toHaveAccessibleDescription('取消收藏（收藏只保存在这个浏览器）');
    const said = messages().length;
    await user.click(starOf(await card('r2')));
    expect(kept('u-42')).toEqual({ ids: ['r2', 'r1'] });
    expect(messages()).toHaveLength(said);
    await settleUi(store);
  });

  it('an account with favourites kept already is not told again', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(keyOf('u-42'), JSON.stringify({ ids: ['r3'] }));
    const { store } = renderMyResources();
    const first = await card('r1');
    await waitFor(async () => expect(starOf(await card('r3'))).toHaveAttribute('aria-pressed', 'true'));
    const said = messages().length;
    await user.click(starOf(first));
    expect(kept('u-42')).toEqual({ ids: ['r1', 'r3'] });
    expect(messages()).toHaveLength(said);
    await settleUi(store);
  });

  it('in English: the star’s description, the first favourite’s note and the filter’s empty list', async () => {
    const user = userEvent.setup();
    await act(() => switchLocale('en'));
    const { store } = renderMyResources();
    await screen.findAllByRole('button', { name: /^View larger: / }, { timeout: 15_000 });
    const card = screen.getAllByRole('listitem').find((item) => item.querySelector('img[src="http://cdn.test/r1.png"]'));
    if (!card) throw new Error('no card for r1');
    const star = within(card).getByRole('button', { name: /^Favourite: / });
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(star).toHaveAccessibleDescription('Add to favourites (favourites are kept in this browser only)');
    await user.click(star);
    await waitFor(() =>
      expect(messages()).toContain(
        'Added to favourites. Favourites are kept in this browser only: another browser or device, or clearing site data, will not show them',
      ),
    );
    await user.click(star);
    await user.click(screen.getByRole('checkbox', { name: 'Favourites only' }));
    expect(
      screen.getByText(
        'No favourites on this page yet: tap ☆ on a creation to add one. Favourites are kept in this browser only',
      ),
    ).toBeInTheDocument();
    await settleUi(store);
  });
});
