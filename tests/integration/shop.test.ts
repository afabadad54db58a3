// @vitest-environment jsdom
// The shop over nock: goods, availability, buying a trade, paying and the payment poll.
import nock from 'nock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSession } from '../../src/models/session';
import { shop } from '../../src/models/shop';
import { goods, info, trade, validAuth } from '../helpers/fixtures';
import { recordUnmatched } from '../helpers/nock';
import { settle, waitForState, withLoggedInStore } from '../helpers/store';

// The polls wait 1.5–2 s between checks (asserted in tests/unit/models); here every saga
// delay is shortened to 5 ms, so the flow runs on real timers (which nock and axios need)
// without slowing the suite.
vi.mock('redux-saga/effects', async (importOriginal) => {
  const actual = await importOriginal<typeof import('redux-saga/effects')>();
  return { ...actual, delay: (ms: number) => actual.delay(Math.min(ms, 5)) };
});

const HOST = 'http://api.test';
const AUTH = { reqheaders: { authorization: 'Bearer tok-1' } };

let unmatched: ReturnType<typeof recordUnmatched>;
beforeAll(() => nock.disableNetConnect());
beforeEach(() => {
  unmatched = recordUnmatched();
});
afterEach(() => {
  unmatched.stop();
  const pending = nock.pendingMocks();
  nock.cleanAll();
  expect(pending).toEqual([]);
  expect(unmatched.list).toEqual([]);
});

function signedIn(pending = trade()) {
  const auth = validAuth();
  return withLoggedInStore(auth, {
    preloadedState: {
      session: { ...initialSession, auth, info },
      shop: { goods: [], available: {}, trade: pending },
    },
  });
}

describe('shop', () => {
  it('fetchGoods: GET /miao/v1/shop/goods/list saves the goods', async () => {
    const { store } = withLoggedInStore();
    nock(HOST, AUTH).get('/miao/v1/shop/goods/list').reply(200, { code: 0, data: { list: goods } });
    store.dispatch(shop.actions.fetchGoods());
    const state = await waitForState(store, (s) => s.shop.goods.length === 2);
    expect(state.shop.goods).toEqual(goods);
  });

  it('fetchGoods: a non-zero code keeps the old goods and reports', async () => {
    const { store } = withLoggedInStore();
    nock(HOST).get('/miao/v1/shop/goods/list').reply(200, { code: 1 });
    store.dispatch(shop.actions.fetchGoods());
    const state = await settle(store);
    expect(state.shop.goods).toEqual([]);
    expect(state.errors['shop/fetchGoods']).toBe('商品加载失败');
  });

  it('check: GET /miao/v1/shop/goods/check?id=… saves availability', async () => {
    const { store } = withLoggedInStore();
    nock(HOST, AUTH).get('/miao/v1/shop/goods/check').query({ id: 'g2' }).reply(200, { code: 0, data: { id: 'g2', available: false } });
    store.dispatch(shop.actions.check({ id: 'g2' }));
    const state = await waitForState(store, (s) => 'g2' in s.shop.available);
    expect(state.shop.available).toEqual({ g2: false });
  });

  it('buy: POST /miao/v1/account/buy {id} keeps the trade; a failure keeps none', async () => {
    const { store } = withLoggedInStore();
    nock(HOST, AUTH).post('/miao/v1/account/buy', { id: 'g1' }).reply(200, { code: 0, data: trade() });
    store.dispatch(shop.actions.buy({ id: 'g1' }));
    let state = await waitForState(store, (s) => s.shop.trade !== null);
    expect(state.shop.trade).toEqual(trade());

    store.dispatch(shop.actions.clearTrade());
    nock(HOST).post('/miao/v1/account/buy', { id: 'g2' }).reply(200, { code: 40001, msg: '积分商品已下架' });
    store.dispatch(shop.actions.buy({ id: 'g2' }));
    state = await settle(store);
    expect(state.shop.trade).toBeNull();
    expect(state.errors['shop/buy']).toBe('积分商品已下架');
  });

  it('pay: POST /miao/v1/account/pay {tradeNo} saves the paid trade and the new balance', async () => {
    const { store } = signedIn();
    nock(HOST, AUTH)
      .post('/miao/v1/account/pay', { tradeNo: 'T-1' })
      .reply(200, { code: 0, data: { trade: trade({ status: 'paid' }), points: 220 } });
    store.dispatch(shop.actions.pay({ tradeNo: 'T-1' }));
    const state = await waitForState(store, (s) => s.shop.trade?.status === 'paid');
    expect(state.session.info.points).toBe(220);
  });

  it('waitForPayment: polls pay until the trade is paid', async () => {
    const { store } = signedIn();
    nock(HOST, AUTH)
      .post('/miao/v1/account/pay', { tradeNo: 'T-1' })
      .reply(200, { code: 0, data: { trade: trade(), points: 120 } })
      .post('/miao/v1/account/pay', { tradeNo: 'T-1' })
      .reply(200, { code: 0, data: { trade: trade({ status: 'paid' }), points: 220 } });
    store.dispatch(shop.actions.waitForPayment({ tradeNo: 'T-1' }));
    const state = await waitForState(store, (s) => !s.loading.global);
    expect(state.shop.trade?.status).toBe('paid');
    expect(state.session.info.points).toBe(220);
    // Both pay interceptors were used (checked after each test): the poll asked twice.
  });

  it('waitForPayment: stops when the user closes the trade', async () => {
    const { store } = signedIn();
    nock(HOST).post('/miao/v1/account/pay', { tradeNo: 'T-1' }).reply(200, { code: 0, data: { trade: trade(), points: 120 } });
    // The user closes the payment dialog as soon as the first check has answered.
    const before = store.getState().shop.trade;
    const unsubscribe = store.subscribe(() => {
      const current = store.getState().shop.trade;
      if (current !== null && current !== before) {
        unsubscribe();
        store.dispatch(shop.actions.clearTrade());
      }
    });
    store.dispatch(shop.actions.waitForPayment({ tradeNo: 'T-1' }));
    await waitForState(store, (s) => s.shop.trade === null && !s.loading.effects['shop/waitForPayment']);
    await settle(store);
    // No second pay interceptor: a further poll would be recorded as unmatched.
  });
});

describe('closing the payment dialog while a check is in flight', () => {
  it('keeps the trade closed: the late answer neither reopens it nor keeps the poll going', async () => {
    const { store } = signedIn();
    nock(HOST)
      .post('/miao/v1/account/pay', { tradeNo: 'T-1' })
      .reply(() => {
        // The user closes the dialog before the answer arrives.
        store.dispatch(shop.actions.clearTrade());
        return [200, { code: 0, data: { trade: trade(), points: 120 } }];
      });
    store.dispatch(shop.actions.waitForPayment({ tradeNo: 'T-1' }));
    const state = await settle(store);
    expect(state.shop.trade).toBeNull();
    // No second pay interceptor: another poll would be recorded as unmatched.
  });
});
