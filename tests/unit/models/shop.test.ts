// The points shop: goods, check, buy, pay and the payment poll.
import { ApiError } from '../../../src/services/errors';
import { cloneableGenerator } from '@redux-saga/testing-utils';
import { call, delay, getContext, put, select } from 'redux-saga/effects';
import { describe, expect, it, vi } from 'vitest';
import type { Api } from '../../../src/services/context';
import { session } from '../../../src/models/session';
import {
  PAY_POLL_TRIES,
  buy,
  check,
  fetchGoods,
  initialShop,
  pay,
  selectTrade,
  selectUnpaid,
  checkUnpaid,
  credited,
  laterTrade,
  shop,
  waitForPayment,
} from '../../../src/models/shop';
import { goods, trade } from '../../testing/fixtures';
import { stepAnswer } from '../../testing/answers';
import { ask } from '../../../src/models/ask';
import { codeError } from '../../../src/services/errors';

const PAY_POLL_MS = 2000;
const api = { listGoods: vi.fn(), checkGoods: vi.fn(), buy: vi.fn(), pay: vi.fn() } as unknown as Api;

describe('shop effects', () => {
  it('fetchGoods: asks listGoods through ask (a failure says goodsFetch) and saves the list', () => {
    const gen = fetchGoods();
    expect(gen.next().value).toEqual(call(ask, 'listGoods', 'goodsFetch'));
    expect(gen.next({ list: goods }).value).toEqual(put(shop.actions.saveGoods(goods)));
    expect(gen.next().done).toBe(true);
  });

  it('check: asks by id and saves availability', () => {
    const gen = check(shop.actions.check({ id: 'g1' }));
    expect(gen.next().value).toEqual(call(ask, 'checkGoods', 'goodsCheck', { id: 'g1' }));
    expect(gen.next({ id: 'g1', available: false }).value).toEqual(
      put(shop.actions.saveAvailable({ id: 'g1', available: false })),
    );
    expect(gen.next()).toEqual({ done: true, value: false });
  });

  it('buy: posts the goods id and keeps the trade; a failure goes on to the caller', () => {
    const gen = cloneableGenerator(buy)(shop.actions.buy({ id: 'g1' }));
    expect(gen.next().value).toEqual(call(ask, 'buy', 'buy', { id: 'g1' }));
    const failed = gen.clone();
    expect(gen.next(trade()).value).toEqual(put(shop.actions.saveTrade(trade())));
    expect(gen.next()).toEqual({ done: true, value: trade() });
    const refused = codeError(4021, '积分商品已下架', 'buy');
    expect(() => failed.throw(refused)).toThrow(refused);
  });

  it('pay: posts the tradeNo; the answer that finds the trade paid saves it, the balance and refreshes the account', () => {
    const gen = cloneableGenerator(pay)(shop.actions.pay({ tradeNo: 'T-1' }));
    expect(gen.next().value).toEqual(call(ask, 'pay', 'pay', { tradeNo: 'T-1' }));
    const paid = trade({ status: 'paid' });
    const answer = { trade: paid, points: 220 };
    expect(gen.next(answer).value).toEqual(select(selectTrade));
    const closed = gen.clone();
    const again = gen.clone();
    expect(gen.next(trade()).value).toEqual(put(shop.actions.saveTrade(paid)));
    expect(gen.next().value).toEqual(call(credited, answer));
    expect(gen.next()).toEqual({ done: true, value: paid });
    // The trade was closed meanwhile: not brought back, nothing credited here (the unpaid check will).
    expect(closed.next(null)).toEqual({ done: true, value: paid });
    // Already paid: a second paid answer credits nothing.
    expect(again.next(paid)).toEqual({ done: true, value: paid });
  });

  it('pay: a late "pending" answer never moves a paid trade back, nor the balance', () => {
    const gen = pay(shop.actions.pay({ tradeNo: 'T-1' }));
    gen.next();
    gen.next({ trade: trade(), points: 120 });
    const paid = trade({ status: 'paid' });
    expect(gen.next(paid)).toEqual({ done: true, value: paid });
  });

  it('the credit step saves the server balance, then refreshes the account once', () => {
    const inner = credited({ trade: trade({ status: 'paid' }), points: 220 });
    expect(inner.next().value).toEqual(put(session.actions.savePoints(220)));
    expect(inner.next().value).toEqual(put(session.actions.fetchInfo()));
    expect(inner.next().done).toBe(true);
  });
});

describe('shop/checkUnpaid (a trade paid after its dialog closed)', () => {
  it('checks each unpaid trade once; a paid one is settled and credited, a pending one stays', () => {
    const gen = checkUnpaid();
    expect(gen.next().value).toEqual(select(selectUnpaid));
    expect(gen.next(['T-1', 'T-2']).value).toEqual(getContext('api'));
    expect(gen.next(api).value).toEqual(call(api.pay, { tradeNo: 'T-1' }));
    const paid = trade({ status: 'paid' });
    expect(gen.next(stepAnswer({ trade: paid, points: 220 })).value).toEqual(put(shop.actions.settledLater(paid)));
    expect(gen.next().value).toEqual(call(credited, { trade: paid, points: 220 }));
    expect(gen.next().value).toEqual(call(api.pay, { tradeNo: 'T-2' }));
    expect(gen.next(stepAnswer({ trade: trade({ tradeNo: 'T-2' }), points: 220 })).done).toBe(true);
  });

  it('nothing unpaid: no request; a failed check is tried again another time', () => {
    const none = checkUnpaid();
    none.next();
    expect(none.next([]).done).toBe(true);
    const gen = checkUnpaid();
    gen.next();
    gen.next(['T-1']);
    gen.next(api);
    expect(gen.throw(new Error('network')).done).toBe(true);
  });
});

describe('shop/waitForPayment', () => {
  const action = shop.actions.waitForPayment({ tradeNo: 'T-1' });

  it('polls pay while the trade is pending, waiting between checks', () => {
    const gen = waitForPayment(action);
    expect(gen.next().value).toEqual(getContext('timing'));
    expect(gen.next({ payPollMs: PAY_POLL_MS }).value).toEqual(select(selectTrade));
    expect(gen.next(trade()).value).toEqual(call(pay, shop.actions.pay({ tradeNo: 'T-1' })));
    expect(gen.next().value).toEqual(delay(PAY_POLL_MS));
    expect(gen.next().value).toEqual(select(selectTrade));
    // Paid now: the poll ends.
    expect(gen.next(trade({ status: 'paid' })).done).toBe(true);
  });

  it('stops at once when the trade was closed, cleared or replaced', () => {
    for (const current of [null, trade({ status: 'closed' }), trade({ tradeNo: 'T-2' })]) {
      const gen = waitForPayment(action);
      gen.next();
      gen.next({ payPollMs: PAY_POLL_MS });
      expect(gen.next(current).done).toBe(true);
    }
  });

  it('gives up after PAY_POLL_TRIES checks', () => {
    const gen = waitForPayment(action);
    gen.next();
    let step = gen.next({ payPollMs: PAY_POLL_MS });
    let pays = 0;
    while (!step.done) {
      const effect = step.value as { type: string; payload: { fn?: unknown } };
      if (effect.type === 'SELECT') step = gen.next(trade());
      else {
        if (effect.payload.fn === pay) pays += 1;
        step = gen.next();
      }
    }
    expect(pays).toBe(PAY_POLL_TRIES);
  });

  it('a failed check ends the poll with the error (the runner reports it)', () => {
    const gen = waitForPayment(action);
    gen.next();
    gen.next({ payPollMs: PAY_POLL_MS });
    gen.next(trade());
    const failure = new ApiError('network');
    expect(() => gen.throw(failure)).toThrow(failure);
  });
});

describe('shop reducers', () => {
  const r = shop.reducer;
  it('saveGoods, saveAvailable (merged per id), saveTrade and clearTrade', () => {
    let state = r(undefined, { type: '@@INIT' });
    expect(state).toEqual(initialShop);
    state = r(state, shop.actions.saveGoods(goods));
    state = r(state, shop.actions.saveAvailable({ id: 'g1', available: true }));
    state = r(state, shop.actions.saveAvailable({ id: 'g2', available: false }));
    expect(state.available).toEqual({ g1: true, g2: false });
    state = r(state, shop.actions.saveTrade(trade()));
    expect(state.trade).toEqual(trade());
    state = r(state, shop.actions.clearTrade());
    // Closed while pending: remembered to be checked again.
    expect(state).toEqual({ ...initialShop, goods, available: { g1: true, g2: false }, trade: null, unpaid: ['T-1'] });
  });

  it('saveTrade only moves a trade forward: paid stays paid', () => {
    const paid = r(initialShop, shop.actions.saveTrade(trade({ status: 'paid' })));
    expect(r(paid, shop.actions.saveTrade(trade())).trade?.status).toBe('paid');
    expect(laterTrade(trade({ status: 'closed' }), trade()).status).toBe('closed');
    expect(laterTrade(trade(), trade({ status: 'paid' })).status).toBe('paid');
    expect(laterTrade(trade(), trade({ tradeNo: 'T-9' })).tradeNo).toBe('T-9');
  });

  it('settledLater forgets the trade and keeps a paid one to tell; a sign-out resets the shop', () => {
    const waiting = { ...initialShop, unpaid: ['T-1'] };
    const paid = r(waiting, shop.actions.settledLater(trade({ status: 'paid' })));
    expect(paid).toMatchObject({ unpaid: [], paidLater: trade({ status: 'paid' }) });
    expect(r(paid, shop.actions.dismissPaidLater()).paidLater).toBeNull();
    expect(r(paid, session.actions.ended('logout'))).toEqual(initialShop);
  });
});
