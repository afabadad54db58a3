// Type-level tests, checked by `npm run typecheck` (tsc): each @ts-expect-error must be an
// error, so a regression that lets a wrong model compile makes the type check fail.
import { delay } from 'redux-saga/effects';
import { createModelStore, defineModel, selectError, selectLoading, type PayloadAction, type Saga } from '../../src/app';
import { shop } from '../../src/models/shop';
import { tasks, type TaskRun } from '../../src/models/tasks';
import type { AppDispatch, RootState } from '../../src/store';
import type { Trade } from '../../src/services/types';

function* pay(_action: PayloadAction<'shop/pay', { tradeNo: string }>): Saga<void> {
  yield delay(0);
}
function* buy(_action: PayloadAction<'shop/buy', { id: string }>): Saga<string> {
  yield delay(0);
  return 'T-1';
}

// An effect whose action type names another effect fails the type check.
defineModel({
  namespace: 'shop',
  state: {},
  reducers: {},
  // @ts-expect-error buy is declared for 'shop/buy' but registered as 'pay'
  effects: { pay: buy },
});

// …and one whose action type names another namespace.
defineModel({
  namespace: 'cart',
  state: {},
  reducers: {},
  // @ts-expect-error 'shop/pay' is not 'cart/pay'
  effects: { pay },
});

// The right names compile.
const ok = defineModel({ namespace: 'shop', state: {}, reducers: {}, effects: { pay, buy } });

// Dispatching an effect action answers with the effect's return type.
declare const dispatch: AppDispatch;
export const trade: Promise<Trade> = dispatch(shop.actions.buy({ id: 'g1' }));
export const run: Promise<TaskRun> = dispatch(tasks.actions.create({ tool: 'tts', style: '0', text: 'hi' }));
// A reducer action answers with itself.
export const cleared: { type: 'shop/clearTrade' } = dispatch(shop.actions.clearTrade());
// @ts-expect-error buy answers a Trade, not a number
export const wrong: Promise<number> = dispatch(shop.actions.buy({ id: 'g1' }));
// @ts-expect-error an action the app does not know is not dispatchable
dispatch({ type: 'shop/nothing', payload: undefined });

// A store of a test's own models is typed by them.
const store = createModelStore({ models: { shop: ok } });
export const answered: Promise<string> = store.dispatch(ok.actions.buy({ id: 'x' }));

// Loading and errors are typed by effect; lookups go through creators.
declare const state: RootState;
export const busy: boolean = selectLoading(shop.actions.buy)(state);
export const failure = selectError(shop.actions.buy)(state)?.code;
// @ts-expect-error no such effect in the loading map
export const nothing = state.loading.effects['shop/nothing'];

// Models at run time: a store's type holds the models it was built with; store.model(m)
// answers the same store typed with m, so an action to a model not yet added fails tsc.
const tasksLater = createModelStore({ models: { shop: ok }, later: ['tasks'] });
// @ts-expect-error the tasks model is not in this store's type yet
void tasksLater.dispatch(tasks.actions.dismiss('run-1'));
const withTasks = tasksLater.model(tasks);
withTasks.dispatch(tasks.actions.dismiss('run-1'));
const runsNow: TaskRun[] = withTasks.getState().tasks.runs;
// unmodel takes only the namespaces the store's type holds.
// @ts-expect-error no 'cart' model in this store
withTasks.unmodel('cart');
// Poll effects: start and stop creators of dva's -start/-stop types, and no plain creator.
const clock = defineModel({
  namespace: 'clock',
  state: 0,
  reducers: {},
  effects: {
    tick: [
      function* tick(_action: PayloadAction<'clock/tick-start', { every: string }>): Saga<void> {
        yield delay(0);
      },
      { type: 'poll', delay: 1000 },
    ] as const,
  },
});
const tickStart: 'clock/tick-start' = clock.actions.tickStart({ every: 'second' }).type;
const tickStop: 'clock/tick-stop' = clock.actions.tickStop().type;
// @ts-expect-error a poll effect has no plain creator
const noPlain: unknown = clock.actions.tick;
export const runtimeUses = [runsNow, tickStart, tickStop, noPlain];
