// createModelStore: a redux store built from the models map it is given, plus loading and
// errors, every effect running, route rules on LOCATION_CHANGE. Generic: it knows no model,
// no service and no UI; the app's composition root (src/store) passes those in.
import {
  applyMiddleware,
  combineReducers,
  compose,
  createStore,
  type Action,
  type Middleware,
  type Reducer,
  type Store,
  type StoreEnhancer,
} from 'redux';
import createSagaMiddleware, { type SagaIterator } from 'redux-saga';
import { fork, takeEvery } from 'redux-saga/effects';
import { createEffectsRuntime, type OnEffect, type OnError } from './effects';
import { defaultDescribeError, errorsReducer, type AppError, type ErrorAction, type ErrorsState } from './effectErrors';
import { createFocusWorker, WINDOW_FOCUS, type WindowFocusAction } from './focus';
import { loadingReducer, type LoadingAction, type LoadingState } from './loading';
import { createLocationWorker, LOCATION_CHANGE, type LocationChangeAction } from './location';
import { ModelDefinitionError, type AnyModel, type ModelEffectResults, type ModelState } from './model';

export type ModelsMap = Record<string, AnyModel>;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

type ResultsOfModel<M> = M extends { namespace: infer N extends string; effects: infer E } ? ModelEffectResults<N, E> : never;
/** 'ns/effect' → what its dispatch resolves with, over every model of the map. */
export type EffectResults<M extends ModelsMap> = UnionToIntersection<{ [K in keyof M]: ResultsOfModel<M[K]> }[keyof M]>;
export type EffectType<M extends ModelsMap> = keyof EffectResults<M> & string;

type CreatorsOf<M> = M extends { actions: infer A } ? A[keyof A] : never;
type ActionOfCreator<C> = C extends (...args: never[]) => infer R ? R : never;
/** The core's own actions: loading, errors and location changes. */
export type CoreAction = LoadingAction | ErrorAction | LocationChangeAction | WindowFocusAction;
/** Every action a store of these models knows, typed. */
export type ActionOf<M extends ModelsMap> = { [K in keyof M]: ActionOfCreator<CreatorsOf<M[K]>> }[keyof M] | CoreAction;

export type StateOf<M extends ModelsMap> = { [K in keyof M]: ModelState<M[K]> } & {
  loading: LoadingState<keyof M & string, EffectType<M>>;
  errors: ErrorsState<EffectType<M>>;
};

/**
 * dva's dispatch: an effect action returns a Promise of the effect's result (rejected with
 * its error); any other action returns itself.
 */
export type ModelDispatch<M extends ModelsMap> = <A extends ActionOf<M>>(
  action: A,
) => TypeOf<A> extends keyof EffectResults<M> ? Promise<EffectResults<M>[TypeOf<A>]> : A;
type TypeOf<A> = A extends { type: infer T } ? T : never;

/** Our dispatch comes first in the intersection, so calls resolve to it. */
export type ModelStore<M extends ModelsMap> = { dispatch: ModelDispatch<M>; close: () => void } & Store<
  StateOf<M>,
  ActionOf<M> & Action
>;

export interface ModelStoreOptions<M extends ModelsMap> {
  models: M;
  /** The saga context: what effects reach with getContext (API client, storage…). */
  context?: Record<string, unknown>;
  /** Hears every effect failure; a hook that throws is caught. Default: nothing. */
  onError?: OnError;
  /** Turns anything an effect throws into the AppError kept in state.errors. */
  describeError?: (error: unknown) => AppError;
  preloadedState?: Partial<StateOf<M>>;
  /** More sagas started with the store (app-level watchers that belong to no model). */
  sagas?: readonly (() => SagaIterator)[];
  // dva's plugin hooks (docs/architecture.md "Hooks"):
  /** Middleware run on every action, after the promise middleware and before the effects (a logger). */
  onAction?: Middleware | readonly Middleware[];
  /** Wraps every effect when the store starts (tracing, timing); several apply in order. */
  onEffect?: OnEffect | readonly OnEffect[];
  /** Wraps the root reducer (undo, persistence). */
  onReducer?: (reducer: Reducer) => Reducer;
  /** Hears the state after every dispatch that went through the reducers. */
  onStateChange?: (state: unknown) => void;
  /** More state slices beside the models' (their keys must be free); untyped in StateOf. */
  extraReducers?: Record<string, Reducer>;
  /** Store enhancers applied around the middleware (Redux DevTools). */
  extraEnhancers?: readonly StoreEnhancer[];
}

const isList = <T>(value: T | readonly T[]): value is readonly T[] => Array.isArray(value);
function listOf<T>(value: T | readonly T[] | undefined): readonly T[] {
  if (value === undefined) return [];
  return isList(value) ? value : [value];
}

export function createModelStore<M extends ModelsMap>(options: ModelStoreOptions<M>): ModelStore<M> {
  const list = Object.entries(options.models).map(([key, model]) => {
    if (key !== model.namespace) {
      throw new ModelDefinitionError(
        `createModelStore: the key "${key}" holds the model "${model.namespace}"; use its namespace as key.`,
      );
    }
    return model;
  });
  const runtime = createEffectsRuntime(list, {
    onError: options.onError ?? (() => undefined),
    describeError: options.describeError ?? defaultDescribeError,
    onEffect: listOf(options.onEffect),
  });
  // A scope's end (any model's resetOn action, e.g. a sign-out) forgets every failure too:
  // the next user must not see the last one's errors.
  const resetTypes = new Set(list.flatMap((model) => model.resetOn ?? []));
  const errors: Reducer<ErrorsState> = (state, action) => (resetTypes.has(action.type) ? {} : errorsReducer(state, action));
  const reducers: Record<string, Reducer> = { loading: loadingReducer, errors };
  for (const model of list) {
    if (model.namespace in reducers)
      throw new ModelDefinitionError(`createModelStore: "${model.namespace}" is a core state key.`);
    reducers[model.namespace] = model.reducer as Reducer;
  }
  for (const [key, reducer] of Object.entries(options.extraReducers ?? {})) {
    if (key in reducers) throw new ModelDefinitionError(`createModelStore: extraReducers "${key}" is already a state key.`);
    reducers[key] = reducer;
  }
  const saga = createSagaMiddleware({ context: options.context ?? {} });
  const root = combineReducers(reducers);
  const enhancers: StoreEnhancer[] = [
    applyMiddleware(runtime.promiseMiddleware, ...listOf(options.onAction), saga),
    ...listOf(options.extraEnhancers),
  ];
  const enhancer: StoreEnhancer = compose(...enhancers);
  const store = createStore(options.onReducer ? options.onReducer(root) : root, options.preloadedState, enhancer);
  const onStateChange = options.onStateChange;
  if (onStateChange) store.subscribe(() => onStateChange(store.getState()));

  const onLocationChange = createLocationWorker(list, (error, namespace) =>
    runtime.report(error, { namespace, effect: LOCATION_CHANGE }),
  );
  const onWindowFocus = createFocusWorker(list, (error, namespace) => runtime.report(error, { namespace, effect: WINDOW_FOCUS }));
  const rootTask = saga.run(function* root(): SagaIterator {
    yield fork(runtime.effectsSaga);
    yield takeEvery(LOCATION_CHANGE, onLocationChange);
    yield takeEvery(WINDOW_FOCUS, onWindowFocus);
    for (const extra of options.sagas ?? []) yield fork(extra);
  });
  /**
   * Stops every saga (effects, watchers, route and focus rules, extra sagas): what is in
   * flight rejects with EffectCancelledError (its requests aborted), and every later effect
   * dispatch rejects at once. For tests and hot replacement; reducers still answer.
   */
  const close = (): void => {
    runtime.markClosed();
    if (rootTask.isRunning()) rootTask.cancel();
  };
  // The reducers above are the models' own, keyed by namespace, so the state is StateOf<M>;
  // the dispatch is redux's with the promise middleware in front, which is ModelDispatch<M>.
  return Object.assign(store, { close }) as unknown as ModelStore<M>;
}
