// @vitest-environment jsdom
// My resources' count says what is shown (issue 33, minor 1): search and "favourites only"
// narrow the page, and the count beside them says how many of how many, in both languages;
// with nothing narrowing it, it is the plain total.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { switchLocale } from '../../../../src/locales/active';
import { nockPageData } from '../../../testing/chains';
import { useNock } from '../../../testing/nock';
import { settleUi } from '../../../testing/render';
import { renderMyResources } from '../viewer/myResources';

useNock();
beforeEach(() => {
  nockPageData();
  window.localStorage.clear();
});
afterEach(() => act(() => switchLocale('zh-CN')));

/** The count beside the search (polite: a screen reader hears it change). */
const count = () => {
  const found = screen.getByText(/^(共 \d+ 个|找到 \d+ 个，共 \d+ 个|\d+ in all|\d+ of \d+ shown)$/);
  expect(found).toHaveAttribute('aria-live', 'polite');
  return found;
};
const pictures = () => screen.findAllByRole('button', { name: /^(查看大图|View larger)/ }, { timeout: 15_000 });

describe('the count of my resources', { timeout: 20_000 }, () => {
  it('says how many a search and favourites only show, of how many there are', async () => {
    const user = userEvent.setup();
    const { store } = renderMyResources();
    await pictures();
    expect(count()).toHaveTextContent(/^共 3 个$/);

    await user.type(screen.getByRole('searchbox', { name: '搜索作品' }), '动漫');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(count()).toHaveTextContent(/^找到 1 个，共 3 个$/);

    await user.clear(screen.getByRole('searchbox', { name: '搜索作品' }));
    expect(count()).toHaveTextContent(/^共 3 个$/);

    // Two starred, then only those: 2 of 3.
    const stars = screen.getAllByRole('button', { name: /^收藏：/ });
    await user.click(stars[0]);
    await user.click(stars[2]);
    await user.click(screen.getByRole('checkbox', { name: '只看收藏' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(count()).toHaveTextContent(/^找到 2 个，共 3 个$/);
    await settleUi(store);
  });

  it('in English', async () => {
    await act(() => switchLocale('en'));
    const user = userEvent.setup();
    const { store } = renderMyResources();
    await pictures();
    expect(count()).toHaveTextContent(/^3 in all$/);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'anime');
    expect(count()).toHaveTextContent(/^1 of 3 shown$/);
    await settleUi(store);
  });
});
