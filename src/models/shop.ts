// The points shop: goods, availability, buying (a trade with a WeChat Pay URL) and paying.
// Money only moves forward: a trade goes from pending to paid or closed, never back (a
// late "pending" answer is ignored), and the balance shown comes from the server's answer
// for the paid trade, so it is credited once. A trade whose dialog was closed unpaid is
// remembered and checked again when the tab comes back and on /user: paid on the phone
// later, it still shows up without a reload.
import { hotModel } from '../app/hot';
import { delay, put } from 'redux-saga/effects';
import type { RouteLocation } from '../app/location';
import { defineModel, type PayloadAction } from '../app/model';
import { call, select, type Saga } from '../app/typedEffects';
import { API, PAY_RETURN, TIMING } from '../services/context';
import type { Answer } from '../services/api';
import { callAsk } from './ask';
import { getContext } from './context';
import type { BuyBody, Goods, GoodsCheckAnswer, GoodsCheckParams, PayAnswer, PayBody, Trade } from '../services/types';
import { selectAuth, session } from './session';

export interface ShopState {
  goods: Goods[];
  /** Goods id → still on sale, from the last check. */
  available: Record<string, boolean>;
  /** The trade whose payment dialog is open. */
  trade: Trade | null;
  /** Trades closed unpaid in this session: checked again on focus and on /user. */
  unpaid: string[];
  /** The last trade found paid after its dialog was closed (the page tells the user once). */
  paidLater: Trade | null;
}

export const initialShop: ShopState = { goods: [], available: {}, trade: null, unpaid: [], paidLater: null };

/** How many times the payment is checked (every timing.payPollMs) before we stop waiting. */
export const PAY_POLL_TRIES = 150;

/** A trade may only move forward: pending → paid | closed. */
export function laterTrade(current: Trade | null, incoming: Trade): Trade {
  if (!current || current.tradeNo !== incoming.tradeNo) return incoming;
  if (current.status !== 'pending') return current;
  return incoming;
}

export function* fetchGoods(): Saga<void> {
  const answer = yield* callAsk('listGoods', 'goodsFetch');
  yield put(shop.actions.saveGoods(answer.list));
}

export function* check({ payload }: PayloadAction<'shop/check', GoodsCheckParams>): Saga<boolean> {
  const answer = yield* callAsk('checkGoods', 'goodsCheck', { id: payload.id });
  yield put(shop.actions.saveAvailable(answer));
  return answer.available;
}

/** Resolves with the new trade (its payment URL is what the QR shows). */
export function* buy({ payload }: PayloadAction<'shop/buy', BuyBody>): Saga<Trade> {
  const trade = yield* callAsk('buy', 'buy', { id: payload.id });
  yield put(shop.actions.saveTrade(trade));
  return trade;
}

export const selectTrade = (state: { shop: ShopState }) => state.shop.trade;
export const selectUnpaid = (state: { shop: ShopState }) => state.shop.unpaid;

/** The balance after a paid answer: the server's, then one account refresh. */
export function* credited(answer: PayAnswer): Saga<void> {
  yield put(session.actions.savePoints(answer.points));
  yield put(session.actions.fetchInfo());
}

/**
 * One payment status check; resolves with the trade as it now stands (never backwards).
 * The balance moves only when this answer is the one that found the trade paid.
 */
export function* pay({ payload }: PayloadAction<'shop/pay', PayBody>): Saga<Trade> {
  const answer = yield* callAsk('pay', 'pay', { tradeNo: payload.tradeNo });
  // The user may have closed the trade while this check was in flight: a late answer must
  // not bring it back (and with it the dialog and the poll).
  const current = yield* select(selectTrade);
  if (current?.tradeNo !== answer.trade.tradeNo) return answer.trade;
  const next = laterTrade(current, answer.trade);
  if (next !== current) yield put(shop.actions.saveTrade(next));
  if (current.status === 'pending' && next.status === 'paid') yield* call(credited, answer);
  return next;
}

/**
 * Before the app leaves to pay in place (a phone): the trade is recorded for this login, so
 * that coming back checks it. Resolves false when it cannot be recorded (the page then stays
 * and says so: the payment could not be followed).
 */
export function* leaveToPay({ payload }: PayloadAction<'shop/leaveToPay', PayBody>): Saga<boolean> {
  const payReturn = yield* getContext(PAY_RETURN);
  const auth = yield* select(selectAuth);
  if (!auth.token) return false;
  return yield* call(payReturn.record, payload.tradeNo, auth.token);
}

/**
 * Back from paying in place (/user?tab=shop&trade=<no>): a trade this login recorded here is
 * checked once and shown in the payment dialog (paid: the balance is credited once; still
 * pending: the dialog waits for it and can go to pay again). Any other trade number (a link
 * from elsewhere, a reload after it was taken) does nothing. Resolves with the trade or null.
 */
export function* returnFromPay({ payload }: PayloadAction<'shop/returnFromPay', PayBody>): Saga<Trade | null> {
  const payReturn = yield* getContext(PAY_RETURN);
  const auth = yield* select(selectAuth);
  if (!auth.token) return null;
  const ours = yield* call(payReturn.take, payload.tradeNo, auth.token);
  if (!ours) return null;
  const answer = yield* callAsk('pay', 'pay', { tradeNo: payload.tradeNo });
  const { trade } = answer;
  yield put(shop.actions.saveTrade(trade));
  if (trade.status === 'paid') yield* call(credited, answer);
  return trade;
}

/** Polls pay until the trade is no longer pending, or the user closed it (trade cleared). */
export function* waitForPayment({ payload }: PayloadAction<'shop/waitForPayment', PayBody>): Saga<void> {
  const { payPollMs } = yield* getContext(TIMING);
  for (let i = 0; i < PAY_POLL_TRIES; i += 1) {
    const trade = yield* select(selectTrade);
    if (!trade || trade.tradeNo !== payload.tradeNo || trade.status !== 'pending') return;
    yield* call(pay, shop.actions.pay(payload));
    yield delay(payPollMs);
  }
}

/** Trades closed unpaid: one check each; paid ones credit the balance, settled ones are forgotten. */
export function* checkUnpaid(): Saga<void> {
  const unpaid = yield* select(selectUnpaid);
  if (unpaid.length === 0) return;
  const api = yield* getContext(API);
  for (const tradeNo of unpaid) {
    let answer: Answer<PayAnswer>;
    try {
      answer = yield* call(api.pay, { tradeNo });
    } catch {
      continue; // try again on the next focus or visit
    }
    if (!answer.ok) continue;
    const { trade } = answer.data;
    if (trade.status === 'pending') continue;
    yield put(shop.actions.settledLater(trade));
    if (trade.status === 'paid') yield* call(credited, answer.data);
  }
}

export function* onRouteChange(location: RouteLocation): Saga<void> {
  if (!location.pathname.includes('/user')) return;
  yield put(shop.actions.checkUnpaid());
  const back = new URLSearchParams(location.search).get('trade');
  if (back) yield put(shop.actions.returnFromPay({ tradeNo: back }));
}

export function* onFocus(): Saga<void> {
  yield put(shop.actions.checkUnpaid());
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
    saveTrade: (state: ShopState, trade: Trade): ShopState => ({ ...state, trade: laterTrade(state.trade, trade) }),
    /** The dialog closed: a trade still pending is remembered, to be checked again later. */
    clearTrade: (state: ShopState): ShopState => {
      const open = state.trade;
      const keep = open?.status === 'pending' && !state.unpaid.includes(open.tradeNo);
      return { ...state, trade: null, unpaid: keep ? [...state.unpaid, open.tradeNo] : state.unpaid };
    },
    settledLater: (state: ShopState, trade: Trade): ShopState => ({
      ...state,
      unpaid: state.unpaid.filter((no) => no !== trade.tradeNo),
      paidLater: trade.status === 'paid' ? trade : state.paidLater,
    }),
    dismissPaidLater: (state: ShopState): ShopState => ({ ...state, paidLater: null }),
  },
  effects: {
    fetchGoods: [fetchGoods, { type: 'takeLatest' }] as const,
    check,
    buy: [buy, { type: 'takeLeading' }] as const,
    pay,
    waitForPayment: [waitForPayment, { type: 'takeLatest' }] as const,
    leaveToPay,
    returnFromPay: [returnFromPay, { type: 'takeLeading' }] as const,
    checkUnpaid: [checkUnpaid, { type: 'takeLeading' }] as const,
  },
  onRouteChange: { order: 30, run: onRouteChange },
  onFocus,
  // Per user: a sign-out forgets the trade, stops the poll and drops late answers.
  resetOn: [session.actions.ended],
});

// Development: a change to this file replaces the model in the live store, no reload (src/app/hot.ts).
if (import.meta.webpackHot) hotModel(shop, import.meta.webpackHot);
