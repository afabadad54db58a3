// @vitest-environment jsdom
// The shop over nock: goods, availability, buying a trade, paying and the payment poll.
// Money only moves forward: a late "pending" never undoes "paid", a paid trade credits once,
// and a trade paid after its dialog closed is picked up (tab focus, /user) without a reload.
// The polls run with short waits (createAppStore({ timing }), through the kit's stores).
import { describe, expect, it } from 'vitest';
import { locationChange, windowFocus } from '../../src/app';
import { initialSession } from '../../src/models/session';
import { initialShop, shop } from '../../src/models/shop';
import type { Trade } from '../../src/services/types';
import {
  api,
  heldAnswer,
  goods,
  info,
  nockAccount,
  wireOk,
  wireRefused,
  settle,
  trade,
  useNock,
  validAuth,
  waitForState,
  withLoggedInStore,
} from '../testing';
import { errorText } from '../testing/errors';

const AUTH = { reqheaders: { authorization: 'Bearer tok-1' } };

useNock();

function signedIn(pending: Trade | null = trade()) {
  const auth = validAuth();
  return withLoggedInStore(auth, {
    preloadedState: {
      session: { ...initialSession, auth, info, infoStatus: 'loaded', infoAt: Date.now() },
      shop: { ...initialShop, trade: pending },
    },
  });
}

const payAnswer = (status: Trade['status'], points: number) => wireOk({ trade: trade({ status }), points });

describe('shop', () => {
  it('fetchGoods: GET /miao/v1/shop/goods/list saves the goods', async () => {
    const { store } = signedIn(null);
    api(AUTH)
      .get('/miao/v1/shop/goods/list')
      .reply(200, wireOk({ list: goods }));
    await store.dispatch(shop.actions.fetchGoods());
    expect(store.getState().shop.goods).toEqual(goods);
  });

  it('fetchGoods: a non-zero code keeps the old goods and reports', async () => {
    const { store } = signedIn(null);
    api().get('/miao/v1/shop/goods/list').reply(200, wireRefused(1));
    await expect(store.dispatch(shop.actions.fetchGoods())).rejects.toMatchObject({ code: 1, params: { reason: 'goodsFetch' } });
    const state = store.getState();
    expect(state.shop.goods).toEqual([]);
    expect(state.errors['shop/fetchGoods']).toEqual({ code: 1, params: { reason: 'goodsFetch' } });
    expect(errorText(state.errors['shop/fetchGoods'])).toBe('商品加载失败');
    expect(errorText(state.errors['shop/fetchGoods'], 'en')).toBe('Could not load the point packs');
  });

  it('check: GET /miao/v1/shop/goods/check?id=… saves availability and answers it', async () => {
    const { store } = signedIn(null);
    api(AUTH)
      .get('/miao/v1/shop/goods/check')
      .query({ id: 'g2' })
      .reply(200, wireOk({ id: 'g2', available: false }));
    await expect(store.dispatch(shop.actions.check({ id: 'g2' }))).resolves.toBe(false);
    expect(store.getState().shop.available).toEqual({ g2: false });
  });

  it('a double click on buy makes one trade: the second buy joins the first (one POST, one answer)', async () => {
    const { store } = signedIn();
    api(AUTH).post('/miao/v1/account/buy', { id: 'g1' }).delay(50).reply(200, wireOk(trade()));
    const [first, second] = await Promise.all([
      store.dispatch(shop.actions.buy({ id: 'g1' })),
      store.dispatch(shop.actions.buy({ id: 'g1' })),
    ]);
    expect(first).toEqual(trade());
    expect(second).toEqual(trade());
    // useNock fails the test on a second POST (no interceptor left for it).
  });

  it('buy: POST /miao/v1/account/buy {id} answers and keeps the trade; a failure keeps none', async () => {
    const { store } = signedIn(null);
    api(AUTH).post('/miao/v1/account/buy', { id: 'g1' }).reply(200, wireOk(trade()));
    await expect(store.dispatch(shop.actions.buy({ id: 'g1' }))).resolves.toEqual(trade());
    expect(store.getState().shop.trade).toEqual(trade());

    store.dispatch(shop.actions.clearTrade());
    api().post('/miao/v1/account/buy', { id: 'g2' }).reply(200, wireRefused(4021, '积分商品已下架'));
    await expect(store.dispatch(shop.actions.buy({ id: 'g2' }))).rejects.toMatchObject({ code: 4021 });
    expect(store.getState().shop.trade).toBeNull();
    expect(store.getState().errors['shop/buy']).toEqual({ code: 4021, params: { reason: 'buy', said: '积分商品已下架' } });
    expect(errorText(store.getState().errors['shop/buy'])).toBe('积分商品已下架');
  });

  it('pay: POST /miao/v1/account/pay {tradeNo} saves the paid trade and the new balance, then refreshes the account', async () => {
    const { store } = signedIn();
    api(AUTH).post('/miao/v1/account/pay', { tradeNo: 'T-1' }).reply(200, payAnswer('paid', 220));
    nockAccount({ info: { ...info, points: 220 } });
    await expect(store.dispatch(shop.actions.pay({ tradeNo: 'T-1' }))).resolves.toMatchObject({ status: 'paid' });
    expect(store.getState().session.info.points).toBe(220);
    await settle(store);
  });

  it('waitForPayment: polls pay until the trade is paid', async () => {
    const { store } = signedIn();
    api(AUTH)
      .post('/miao/v1/account/pay', { tradeNo: 'T-1' })
      .reply(200, payAnswer('pending', 120))
      .post('/miao/v1/account/pay', { tradeNo: 'T-1' })
      .reply(200, payAnswer('paid', 220));
    nockAccount({ info: { ...info, points: 220 } });
    await store.dispatch(shop.actions.waitForPayment({ tradeNo: 'T-1' }));
    const state = await settle(store);
    expect(state.shop.trade?.status).toBe('paid');
    expect(state.session.info.points).toBe(220);
  });

  it('waitForPayment: stops when the user closes the trade', async () => {
    const { store } = signedIn();
    api().post('/miao/v1/account/pay', { tradeNo: 'T-1' }).reply(200, payAnswer('pending', 120));
    // The user closes the payment dialog as soon as the first check has answered.
    const before = store.getState().shop.trade;
    const unsubscribe = store.subscribe(() => {
      const current = store.getState().shop.trade;
      if (current !== null && current !== before) {
        unsubscribe();
        store.dispatch(shop.actions.clearTrade());
      }
    });
    await store.dispatch(shop.actions.waitForPayment({ tradeNo: 'T-1' }));
    expect(store.getState().shop).toMatchObject({ trade: null, unpaid: ['T-1'] });
    // No second pay interceptor: a further poll would be recorded as unmatched.
  });
});

describe('money moves forward', () => {
  it('a late "pending" answer that arrives after "paid" does not undo it, nor the balance', async () => {
    const { store } = signedIn();
    const held = heldAnswer(200, payAnswer('pending', 120));
    api().post('/miao/v1/account/pay', { tradeNo: 'T-1' }).reply(held.reply);
    api().post('/miao/v1/account/pay', { tradeNo: 'T-1' }).reply(200, payAnswer('paid', 220));
    nockAccount({ info: { ...info, points: 220 } });
    const slow = store.dispatch(shop.actions.pay({ tradeNo: 'T-1' }));
    await held.asked;
    await store.dispatch(shop.actions.pay({ tradeNo: 'T-1' }));
    held.release();
    await expect(slow).resolves.toMatchObject({ status: 'paid' });
    const state = await settle(store);
    expect(state.shop.trade?.status).toBe('paid');
    expect(state.session.info.points).toBe(220);
  });

  it('a second "paid" answer credits nothing more (no second account refresh)', async () => {
    const { store } = signedIn();
    api().post('/miao/v1/account/pay', { tradeNo: 'T-1' }).times(2).reply(200, payAnswer('paid', 220));
    nockAccount({ info: { ...info, points: 220 } });
    await store.dispatch(shop.actions.pay({ tradeNo: 'T-1' }));
    await store.dispatch(shop.actions.pay({ tradeNo: 'T-1' }));
    await settle(store);
    expect(store.getState().session.info.points).toBe(220);
  });

  it('a trade paid after its dialog closed shows up when the tab comes back, once', async () => {
    const { store } = signedIn();
    store.dispatch(shop.actions.clearTrade());
    expect(store.getState().shop.unpaid).toEqual(['T-1']);
    api().post('/miao/v1/account/pay', { tradeNo: 'T-1' }).reply(200, payAnswer('paid', 220));
    nockAccount({ info: { ...info, points: 220 } });
    store.dispatch(windowFocus());
    const state = await waitForState(store, (s) => s.session.info.points === 220 && !s.loading.global);
    expect(state.shop).toMatchObject({ unpaid: [], paidLater: { tradeNo: 'T-1', status: 'paid' } });
    // Settled: the next focus asks nothing.
    store.dispatch(windowFocus());
    await settle(store);
  });

  it('…and on a visit to /user; still unpaid, it stays remembered', async () => {
    const { store } = signedIn();
    store.dispatch(shop.actions.clearTrade());
    api().post('/miao/v1/account/pay', { tradeNo: 'T-1' }).reply(200, payAnswer('pending', 120));
    api()
      .get('/usee/v1/alg/template/latest')
      .reply(200, wireOk({ animation: [], avatar: [] }));
    store.dispatch(locationChange({ pathname: '/user', search: '', hash: '' }));
    const state = await settle(store);
    expect(state.shop.unpaid).toEqual(['T-1']);
    expect(state.session.info.points).toBe(info.points);
  });

  it('closing the dialog while a check is in flight keeps it closed: the late answer neither reopens it nor polls on', async () => {
    const { store } = signedIn();
    api()
      .post('/miao/v1/account/pay', { tradeNo: 'T-1' })
      .reply(() => {
        store.dispatch(shop.actions.clearTrade()); // the user closes the dialog before the answer
        return [200, payAnswer('pending', 120)];
      });
    await store.dispatch(shop.actions.waitForPayment({ tradeNo: 'T-1' }));
    expect(store.getState().shop.trade).toBeNull();
    // No second pay interceptor: another poll would be recorded as unmatched.
  });
});
