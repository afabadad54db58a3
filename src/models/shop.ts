// The points shop: goods, availability, buying (a trade with a WeChat Pay URL) and paying.
import type { SagaIterator } from 'redux-saga';
import { call, delay, getContext, put, select } from 'redux-saga/effects';
import { API, type Api } from '../app/context';
import { defineModel, type PayloadAction } from '../app/model';
import type { Answer } from '../services/api';
import { codeError } from '../services/errors';
import { errors as errorMessages } from '../locales/zh-CN/errors';
import type { BuyBody, Goods, GoodsCheckAnswer, GoodsCheckParams, GoodsListAnswer, PayAnswer, PayBody, Trade } from '../services/types';
import { session } from './session';

export interface ShopState {
  goods: Goods[];
  /** Goods id → still on sale, from the last check. */
  available: Record<string, boolean>;
  trade: Trade | null;
}

export const initialShop: ShopState = { goods: [], available: {}, trade: null };

/** How often and how long the payment page is polled before we stop waiting. */
export const PAY_POLL_MS = 2000;
export const PAY_POLL_TRIES = 150;

export function* fetchGoods(): SagaIterator {
  const api: Api = yield getContext(API);
  const answer: Answer<GoodsListAnswer> = yield call(api.listGoods);
  if (!answer.ok) throw codeError(answer.code, answer.msg, errorMessages.goodsFetch);
  yield put(shop.actions.saveGoods(answer.data.list));
}

export function* check({ payload }: PayloadAction<'shop/check', GoodsCheckParams>): SagaIterator {
  const api: Api = yield getContext(API);
  const answer: Answer<GoodsCheckAnswer> = yield call(api.checkGoods, { id: payload.id });
  if (!answer.ok) throw codeError(answer.code, answer.msg, errorMessages.goodsCheck);
  yield put(shop.actions.saveAvailable(answer.data));
}

export function* buy({ payload }: PayloadAction<'shop/buy', BuyBody>): SagaIterator {
  const api: Api = yield getContext(API);
  const answer: Answer<Trade> = yield call(api.buy, { id: payload.id });
  if (!answer.ok) throw codeError(answer.code, answer.msg, errorMessages.buy);
  yield put(shop.actions.saveTrade(answer.data));
}

export const selectTrade = (state: { shop: ShopState }) => state.shop.trade;

/** One payment status check; credits the balance shown once the trade is paid. */
export function* pay({ payload }: PayloadAction<'shop/pay', PayBody>): SagaIterator {
  const api: Api = yield getContext(API);
  const answer: Answer<PayAnswer> = yield call(api.pay, { tradeNo: payload.tradeNo });
  if (!answer.ok) throw codeError(answer.code, answer.msg, errorMessages.pay);
  // The user may have closed the trade while this check was in flight: a late answer must
  // not bring it back (and with it the dialog and the poll).
  const current: Trade | null = yield select(selectTrade);
  if (current?.tradeNo === answer.data.trade.tradeNo) yield put(shop.actions.saveTrade(answer.data.trade));
  yield put(session.actions.savePoints(answer.data.points));
}

/** Polls pay until the trade is no longer pending, or the user closed it (trade cleared). */
export function* waitForPayment({ payload }: PayloadAction<'shop/waitForPayment', PayBody>): SagaIterator {
  for (let i = 0; i < PAY_POLL_TRIES; i += 1) {
    const trade: Trade | null = yield select(selectTrade);
    if (!trade || trade.tradeNo !== payload.tradeNo || trade.status !== 'pending') return;
    yield call(pay, { type: 'shop/pay', payload });
    yield delay(PAY_POLL_MS);
  }
}

export const shop = defineModel({
  namespace: 'shop',
  state: initialShop,
  reducers: {
    saveGoods: (state: ShopState, goods: Goods[]): ShopState => ({ ...state, goods }),
    saveAvailable: (state: ShopState, check: GoodsCheckAnswer): ShopState => ({
      ...state,
      available: { ...state.available, [check.id]: check.available },
    }),
    saveTrade: (state: ShopState, trade: Trade): ShopState => ({ ...state, trade }),
    clearTrade: (state: ShopState): ShopState => ({ ...state, trade: null }),
  },
  effects: {
    fetchGoods: [fetchGoods, { type: 'takeLatest' }] as const,
    check,
    buy: [buy, { type: 'takeLeading' }] as const,
    pay,
    waitForPayment: [waitForPayment, { type: 'takeLatest' }] as const,
  },
});
