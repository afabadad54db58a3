// Type-level tests of the loading options and dva's [reducers, enhancer] (issue 24), checked by
// tsc: each @ts-expect-error must be an error, so a regression that lets a wrong use compile
// makes the type check fail.
import { delay } from 'redux-saga/effects';
import {
  createModelStore,
  defineModel,
  loadingSelectors,
  selectLoading,
  type ModelReducer,
  type PayloadAction,
  type Saga,
} from '../../src/app';
import { createAppStore } from '../../src/store';

function* buy(_action: PayloadAction<'cart/buy', { id: string }>): Saga<string> {
  yield delay(0);
  return 'T-1';
}
const cart = defineModel({ namespace: 'cart', state: { n: 0 }, reducers: {}, effects: { buy } });

// The loading slice's key follows `loading.namespace`, typed: state.busy, no state.loading.
const busyStore = createModelStore({ models: { cart }, loading: { namespace: 'busy' } });
export const busyNow: boolean | undefined = busyStore.getState().busy.effects['cart/buy'];
// @ts-expect-error the loading slice is under "busy" in this store
export const noLoadingKey = busyStore.getState().loading;
// Its selectors read that key; the default ones do not fit this store's state.
export const viaBusy: boolean = loadingSelectors('busy').selectLoading(cart.actions.buy)(busyStore.getState());
// @ts-expect-error selectLoading reads state.loading, which this store has not
export const viaDefault: boolean = selectLoading(cart.actions.buy)(busyStore.getState());
// A store added to keeps its key.
export const laterBusy = busyStore
  .model(defineModel({ namespace: 'extra', state: 0, reducers: {}, effects: {} }))
  .getState().busy;

// Without the option the key is "loading", as before.
export const plainNow: boolean = createModelStore({ models: { cart } }).getState().loading.global;

// only / except take effect types; giving both does not compile.
createModelStore({ models: { cart }, loading: { only: ['cart/buy'] } });
createModelStore({ models: { cart }, loading: { except: ['cart/buy'] } });
// @ts-expect-error only and except together are ambiguous
createModelStore({ models: { cart }, loading: { only: ['cart/buy'], except: ['cart/sell'] } });
// @ts-expect-error an entry is an effect type "ns/effect", not a bare key
createModelStore({ models: { cart }, loading: { only: ['buy'] } });

// The app's store takes only / except of the app's own effect types.
createAppStore({ loading: { except: ['tasks/create'] } });
// @ts-expect-error the app has no such effect
createAppStore({ loading: { only: ['shop/nothing'] } });
// @ts-expect-error the app's key stays "loading": the pages read it
createAppStore({ loading: { namespace: 'busy' } });

// dva's [reducers, enhancer]: the creators come from the object, typed.
const enhancer = <S>(reducer: ModelReducer<S>): ModelReducer<S> => reducer;
const counter = defineModel({
  namespace: 'counter',
  state: 0,
  reducers: [{ add: (n: number, by: number) => n + by }, enhancer],
  effects: {},
});
export const added: PayloadAction<'counter/add', number> = counter.actions.add(2);
// @ts-expect-error add takes a number
counter.actions.add('2');
// @ts-expect-error no such reducer in the object
void counter.actions.save;
defineModel({
  namespace: 'counter',
  state: 0,
  // @ts-expect-error the pair needs its enhancer
  reducers: [{ add: (n: number) => n + 1 }],
  effects: {},
});
defineModel({
  namespace: 'counter',
  state: 0,
  // @ts-expect-error the enhancer is a function of the reducer
  reducers: [{ add: (n: number) => n + 1 }, 'undoable'],
  effects: {},
});
