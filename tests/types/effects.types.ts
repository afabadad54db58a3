// Type-level tests of typed effects (src/app/typedEffects.ts), checked by `npm run typecheck`
// (tsc): every @ts-expect-error below must be an error. Each would compile if the helpers
// answered `any` (redux-saga's own `yield`), so a regression to untyped yields fails tsc.
import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call as callEffect, put, take as takeEffect } from 'redux-saga/effects';
import { all, call, cancelled, defineModel, race, select, take, type PayloadAction, type Saga } from '../../src/app';
import { ask, callAsk } from '../../src/models/ask';
import { getContext } from '../../src/models/context';
import { selectTrade, shop } from '../../src/models/shop';
import { API, TIMING } from '../../src/services/context';
import type { GoodsCheckAnswer, GoodsCheckParams, Trade } from '../../src/services/types';

// shop/check changed to ask the wrong endpoint (issue 26): listGoods answers a goods list, so
// what shop/check saves and resolves with no longer type-checks.
export function* checkAskingListGoods(_action: PayloadAction<'shop/check', GoodsCheckParams>): Saga<boolean> {
  // @ts-expect-error listGoods's declaration (src/rules/wire/endpoints.ts) gives no goodsCheck failure
  yield* callAsk('listGoods', 'goodsCheck');
  const answer = yield* callAsk('listGoods', 'goodsFetch');
  // @ts-expect-error a goods list is not the availability saveAvailable keeps
  yield put(shop.actions.saveAvailable(answer));
  // @ts-expect-error …nor has it the `available` shop/check resolves with
  const available: boolean = answer.available;
  return available;
}

// The same change written the old way, a type annotated on a bare `yield`, fails too: in a
// Saga the bare `yield` is unknown.
export function* checkAnnotated({ payload }: PayloadAction<'shop/check', GoodsCheckParams>): Saga<boolean> {
  // @ts-expect-error an annotation cannot claim what the yield gives
  const answer: GoodsCheckAnswer = yield callEffect(ask, 'listGoods', 'goodsCheck');
  yield put(shop.actions.saveAvailable({ ...answer, id: payload.id }));
  return answer.available;
}

// The right endpoint compiles, its arguments checked too.
export function* checkRight({ payload }: PayloadAction<'shop/check', GoodsCheckParams>): Saga<boolean> {
  const answer = yield* callAsk('checkGoods', 'goodsCheck', { id: payload.id });
  // @ts-expect-error checkGoods takes the goods id
  yield* callAsk('checkGoods', 'goodsCheck');
  yield put(shop.actions.saveAvailable(answer));
  return answer.available;
}

// An effect typed redux-saga's way (its bare `yield` is any) is refused by defineModel.
function* untyped(): SagaIterator<void> {
  yield put(shop.actions.clearTrade());
}
defineModel({
  namespace: 'untyped',
  state: {},
  reducers: {},
  // @ts-expect-error declare it Saga<R>: its yields would be any
  effects: { untyped },
});

// call: a saga's return, a promise's value, a plain function's value; arguments checked.
function* twice(n: number): Saga<number> {
  yield put(shop.actions.clearTrade());
  return n * 2;
}
const later = (text: string): Promise<string> => Promise.resolve(text);
export function* calls(): Saga<void> {
  const doubled = yield* call(twice, 2);
  // @ts-expect-error twice answers a number
  const asText: string = doubled;
  const text = yield* call(later, 'a');
  // @ts-expect-error later answers a string
  const asNumber: number = text;
  const now = yield* call(Date.now);
  // @ts-expect-error twice takes a number
  yield* call(twice, 'two');
  // select: what the selector returns.
  const trade = yield* select(selectTrade);
  // @ts-expect-error the trade may be null
  const sure: Trade = trade;
  // getContext: what the context key holds; an undeclared key fails.
  const api = yield* getContext(API);
  const { payPollMs } = yield* getContext(TIMING);
  // @ts-expect-error no such key in the saga context
  yield* getContext('apii');
  // cancelled: a boolean.
  const stopped: boolean = yield* cancelled();
  void [asText, asNumber, now, sure, api.pay, payPollMs, stopped];
}

// take: a channel's item; an action of the types asked.
declare const words: EventChannel<string>;
export function* takes(): Saga<void> {
  const word = yield* take(words);
  // @ts-expect-error the channel carries strings
  const asNumber: number = word;
  const action = yield* take([shop.actions.clearTrade.type, shop.actions.saveTrade.type]);
  // @ts-expect-error only the two types asked
  const other: 'shop/saveGoods' = action.type;
  void [asNumber, other, eventChannel];
}

// race and all: each effect's answer under its key or at its place.
export function* combined(): Saga<void> {
  const winner = yield* race({ doubled: callEffect(twice, 1), cleared: takeEffect(shop.actions.clearTrade.type) });
  // @ts-expect-error the race's winner may be the other one: each answer is optional
  const doubled: number = winner.doubled;
  const [a, b] = yield* all([callEffect(twice, 1), callEffect(later, 'x')]);
  // @ts-expect-error the second answer is later's string
  const second: number = b;
  const first: number = a;
  void [doubled, second, first];
}
