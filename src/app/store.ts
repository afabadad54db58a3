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
import createSagaMiddleware, { type SagaIterator, type Task } from 'redux-saga';
import { call, fork, takeEvery } from 'redux-saga/effects';
import { createEffectsRuntime, type OnEffect, type OnError } from './effects';
import { defaultDescribeError, errorsReducer, type AppError, type ErrorAction, type ErrorsState } from './effectErrors';
import { createFocusWorker, WINDOW_FOCUS, type WindowFocusAction } from './focus';
import { actionGuard } from './actionGuard';
import { loadingReducer, type LoadingAction, type LoadingState } from './loading';
import { resolveLoadingOptions, type LoadingOptions } from './loadingOptions';
import { LOCATION_CHANGE, locationOf, type LocationChangeAction, type RouteLocation } from './location';
import { createLocationWorker } from './routeRules';
import { assertDistinctNamespaces, ModelDefinitionError, type AnyModel, type ModelEffectResults, type ModelState } from './model';
import { modelRemoved } from './modelRemoved';
import { registerHotStore } from './hot';

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

/** The state of a store of these models; `L` is the loading slice's key (the `loading.namespace` option). */
export type StateOf<M extends ModelsMap, L extends string = 'loading'> = { [K in keyof M]: ModelState<M[K]> } & {
  [K in L]: LoadingState<keyof M & string, EffectType<M>>;
} & {
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

/** dva's app.model / app.unmodel / app.replaceModel on a live store (docs/architecture.md "Models at run time"). */
export interface RuntimeModels<M extends ModelsMap, L extends string = 'loading'> {
  /**
   * Adds a model: its reducer and effects answer from now on, its route rule runs at once for the
   * current location. Returns the same store, typed with the model, so its actions type-check.
   */
  model<A extends AnyModel>(model: A): ModelStore<M & { [K in A['namespace']]: A }, L>;
  /**
   * Removes a model: its effects and rules stop (in-flight dispatches reject with
   * EffectCancelledError), its state, loading and errors keys go, and later actions to it
   * reject with ModelNotLoadedError.
   */
  unmodel(namespace: keyof M & string): void;
  /** Replaces a model by a new version of it (hot replacement): the state stays, the effects restart. */
  replaceModel(model: M[keyof M]): void;
  /** Whether a model of this namespace is in the store now. */
  hasModel(namespace: string): boolean;
  /** Stops every saga; what is in flight rejects as cancelled, later effect dispatches at once. */
  close(): void;
}

/** Our dispatch comes first in the intersection, so calls resolve to it. */
export type ModelStore<M extends ModelsMap, L extends string = 'loading'> = { dispatch: ModelDispatch<M> } & RuntimeModels<M, L> &
  Store<StateOf<M, L>, ActionOf<M> & Action>;

export interface ModelStoreOptions<M extends ModelsMap, L extends string = 'loading'> {
  models: M;
  /** The saga context: what effects reach with getContext (API client, storage…). */
  context?: Record<string, unknown>;
  /** Hears every effect failure; a hook that throws is caught. Default: nothing. */
  onError?: OnError;
  /** Turns anything an effect throws into the AppError kept in state.errors. */
  describeError?: (error: unknown) => AppError;
  preloadedState?: Partial<StateOf<M, L>>;
  /**
   * dva-loading's options: `namespace` (the loading state's key, default 'loading'), `only`
   * or `except` (effect types `ns/effect` tracked / not tracked; both is refused).
   */
  loading?: LoadingOptions<L>;
  /**
   * Namespaces added later with store.model() (models loaded with their page): until then an
   * action to one of them is refused with ModelNotLoadedError instead of doing nothing.
   */
  later?: readonly string[];
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
  /** Take part in hot replacement of models (development): see src/app/hot.ts. */
  hot?: boolean;
  /** Store enhancers applied around the middleware (Redux DevTools). */
  extraEnhancers?: readonly StoreEnhancer[];
}

const isList = <T>(value: T | readonly T[]): value is readonly T[] => Array.isArray(value);
function listOf<T>(value: T | readonly T[] | undefined): readonly T[] {
  if (value === undefined) return [];
  return isList(value) ? value : [value];
}

export function createModelStore<M extends ModelsMap, const L extends string = 'loading'>(
  options: ModelStoreOptions<M, L>,
): ModelStore<M, L> {
  const loading = resolveLoadingOptions(options.loading);
  const list = Object.entries(options.models).map(([key, model]) => {
    if (key !== model.namespace) {
      throw new ModelDefinitionError(
        `createModelStore: the key "${key}" holds the model "${model.namespace}"; use its namespace as key.`,
      );
    }
    return model;
  });
  assertDistinctNamespaces(list);
  const runtime = createEffectsRuntime({
    onError: options.onError ?? (() => undefined),
    describeError: options.describeError ?? defaultDescribeError,
    onEffect: listOf(options.onEffect),
    tracksLoading: loading.tracks,
  });
  runtime.expect(options.later ?? []);
  const extraReducers = options.extraReducers ?? {};
  if (loading.namespace === 'errors') {
    throw new ModelDefinitionError(`createModelStore: loading.namespace "${loading.namespace}" is already a state key.`);
  }
  const coreKeys = [loading.namespace, 'errors', ...Object.keys(extraReducers)];
  for (const key of Object.keys(extraReducers)) {
    if (key === loading.namespace || key === 'errors' || list.some((m) => m.namespace === key))
      throw new ModelDefinitionError(`createModelStore: extraReducers "${key}" is already a state key.`);
  }
  const checkFree = (namespace: string) => {
    if (coreKeys.includes(namespace)) throw new ModelDefinitionError(`createModelStore: "${namespace}" is a core state key.`);
  };
  for (const model of list) checkFree(model.namespace);

  // A scope's end (any model's resetOn action, e.g. a sign-out) forgets every failure too:
  // the next user must not see the last one's errors (the models in the store now).
  const errors: Reducer<ErrorsState> = (state, action) => (runtime.endsScope(action.type) ? {} : errorsReducer(state, action));
  /** The root reducer of the models in the store now (rebuilt by model/unmodel/replaceModel). */
  const rootReducer = (): Reducer => {
    const reducers: Record<string, Reducer> = { [loading.namespace]: loadingReducer, errors, ...extraReducers };
    for (const model of runtime.models()) reducers[model.namespace] = model.reducer as Reducer;
    const root = combineReducers(reducers);
    return options.onReducer ? options.onReducer(root) : root;
  };
  for (const model of list) runtime.add(model);

  const saga = createSagaMiddleware({ context: options.context ?? {} });
  /** The last location the route rules saw: a model added later runs its rule for it at once. */
  let here: RouteLocation | null = null;
  /** A broken LOCATION_CHANGE is told once per store: a router bridge that sends one usually sends many. */
  let warnedBrokenLocation = false;
  const remember: Middleware = () => (next) => (action) => {
    if (typeof action === 'object' && action !== null && (action as { type?: unknown }).type === LOCATION_CHANGE) {
      const location = locationOf(action);
      if (location !== null) here = location;
      else if (!warnedBrokenLocation) {
        warnedBrokenLocation = true;
        console.warn(
          `[store] ${LOCATION_CHANGE} without a { pathname, search, hash } location in its payload is ignored (told once).`,
          action,
        );
      }
    }
    return next(action);
  };
  const enhancers: StoreEnhancer[] = [
    // The guard first: an action without a type is refused before anything else sees it.
    applyMiddleware(actionGuard, runtime.promiseMiddleware, remember, ...listOf(options.onAction), saga),
    ...listOf(options.extraEnhancers),
  ];
  const enhancer: StoreEnhancer = compose(...enhancers);
  const store = createStore(rootReducer(), options.preloadedState, enhancer);
  const onStateChange = options.onStateChange;
  if (onStateChange) store.subscribe(() => onStateChange(store.getState()));

  const onLocationChange = createLocationWorker(runtime.models, (error, namespace) =>
    runtime.report(error, { namespace, effect: LOCATION_CHANGE }),
  );
  const onWindowFocus = createFocusWorker(runtime.models, (error, namespace) =>
    runtime.report(error, { namespace, effect: WINDOW_FOCUS }),
  );
  const rootTask = saga.run(function* root(): SagaIterator {
    yield takeEvery(LOCATION_CHANGE, onLocationChange);
    yield takeEvery(WINDOW_FOCUS, onWindowFocus);
    for (const extra of options.sagas ?? []) yield fork(extra);
  });
  /** Each model's effects run as a task of their own, so one model can stop without the rest. */
  const modelTasks = new Map<string, Task>();
  /** Each model's subscriptions' unlisten functions, called when it leaves. */
  const unlisteners = new Map<string, (() => void)[]>();
  const subscribe = (model: AnyModel) => {
    const stops: (() => void)[] = [];
    for (const [key, subscription] of Object.entries(model.subscriptions ?? {})) {
      try {
        const stop = subscription({ dispatch: (action) => store.dispatch(action) });
        if (typeof stop === 'function') stops.push(stop);
      } catch (error) {
        runtime.report(error, { namespace: model.namespace, effect: `${model.namespace}/@@subscription/${key}` });
      }
    }
    unlisteners.set(model.namespace, stops);
  };
  const unsubscribe = (namespace: string) => {
    for (const stop of unlisteners.get(namespace) ?? []) {
      try {
        stop();
      } catch (error) {
        runtime.report(error, { namespace, effect: `${namespace}/@@subscription` });
      }
    }
    unlisteners.delete(namespace);
  };
  const start = (model: AnyModel) => {
    modelTasks.set(model.namespace, saga.run(runtime.modelSaga, model));
    subscribe(model);
  };
  for (const model of list) start(model);
  let closed = false;
  const refuseIfClosed = (what: string) => {
    if (closed) throw new ModelDefinitionError(`store.${what}: the store is closed.`);
  };

  /** Its route rule once, for where the app is now (dva runs a late model's subscriptions at once too). */
  const catchUp = (model: AnyModel) => {
    const rule = model.onRouteChange;
    if (!rule || here === null) return;
    const location = here;
    saga.run(function* firstRoute(): SagaIterator {
      try {
        yield call(rule.run, location);
      } catch (error) {
        runtime.report(error, { namespace: model.namespace, effect: LOCATION_CHANGE });
      }
    });
  };

  const model = (added: AnyModel): typeof store => {
    refuseIfClosed('model');
    checkFree(added.namespace);
    runtime.add(added);
    store.replaceReducer(rootReducer());
    start(added);
    catchUp(added);
    return store;
  };

  /** Its effects stop (in-flight dispatches reject as cancelled), its state, loading and errors go. */
  const unmodel = (namespace: string): void => {
    refuseIfClosed('unmodel');
    if (!runtime.has(namespace)) return;
    unsubscribe(namespace);
    modelTasks.get(namespace)?.cancel();
    modelTasks.delete(namespace);
    runtime.remove(namespace);
    store.dispatch(modelRemoved(namespace));
    store.replaceReducer(rootReducer());
  };

  /** A new version of a model (hot replacement): its state stays, its effects restart with the new code. */
  const replaceModel = (next: AnyModel): void => {
    refuseIfClosed('replaceModel');
    if (!runtime.has(next.namespace)) {
      model(next);
      return;
    }
    unsubscribe(next.namespace);
    modelTasks.get(next.namespace)?.cancel();
    runtime.remove(next.namespace);
    runtime.add(next);
    store.replaceReducer(rootReducer());
    start(next);
  };

  /**
   * Stops every saga (effects, watchers, route and focus rules, extra sagas) and every
   * subscription: what is in
   * flight rejects with EffectCancelledError (its requests aborted), and every later effect
   * dispatch rejects at once. For tests and hot replacement; reducers still answer.
   */
  const leaveHot = options.hot ? registerHotStore({ hasModel: runtime.has, replaceModel }) : () => undefined;
  const close = (): void => {
    leaveHot();
    closed = true;
    runtime.markClosed();
    for (const namespace of [...unlisteners.keys()]) unsubscribe(namespace);
    for (const task of modelTasks.values()) if (task.isRunning()) task.cancel();
    if (rootTask.isRunning()) rootTask.cancel();
  };
  // The reducers above are the models' own, keyed by namespace, so the state is StateOf<M>;
  // the dispatch is redux's with the promise middleware in front, which is ModelDispatch<M>.
  return Object.assign(store, { close, model, unmodel, replaceModel, hasModel: runtime.has }) as unknown as ModelStore<M, L>;
}
