// @vitest-environment jsdom
// Sent to the shop by 积分不足 · 去充值, the shop says how many points the run still needs, and
// that the balance is enough once it is; an address with a price that is not a sane whole
// number says nothing.
import { act, screen } from '@testing-library/react';
import nock from 'nock';
import { beforeEach, describe, expect, it } from 'vitest';
import { switchLocale } from '../../../../src/locales/active';
import { session } from '../../../../src/models/session';
import { API_HOST, goods } from '../../../testing/fixtures';
import { nockPageData } from '../../../testing/chains';
import { useNock } from '../../../testing/nock';
import { renderApp, settleUi, signedInStore } from '../../../testing/render';

useNock();
beforeEach(() => {
  nockPageData();
  nock(API_HOST)
    .get('/miao/v1/shop/goods/list')
    .query(true)
    .optionally()
    .times(3)
    .reply(200, { code: 0, data: { list: goods } });
});

async function shopAt(search: string, points: number) {
  const store = signedInStore(points);
  renderApp(undefined, { store, route: `/user?tab=shop${search}` });
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  await settleUi(store);
  return store;
}

describe('the shop, sent there for a price', () => {
  it('says how many points are missing, then that it is enough once the balance covers it', async () => {
    const store = await shopAt('&for=24', 10);
    expect(screen.getByText('这次需要 24 积分，还差 14 积分：选一个积分包吧')).toBeInTheDocument();
    // Bought elsewhere (another tab, a payment): the balance now covers it.
    act(() => {
      store.dispatch(session.actions.savePoints(110));
    });
    expect(screen.getByText('积分已够这次的 24 积分，可以回去开始了')).toBeInTheDocument();
    await act(() => switchLocale('en'));
    expect(screen.getByText('You have enough for this one (24 points): go back and start')).toBeInTheDocument();
    await settleUi(store);
  });

  it.each(['&for=abc', '&for=-3', '&for=1e9', ''])('says nothing of a price for %j', async (search) => {
    const store = await shopAt(search, 10);
    expect(screen.queryByText(/这次需要|积分已够这次/)).toBeNull();
    await settleUi(store);
  });
});
