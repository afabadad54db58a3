// The model contract's types: what a model is made of (state, reducers, effects and their
// options, route and focus rules, subscriptions) and how the core sees one. No code runs here;
// the check is checkModel.ts, the creators creators.ts, the definition model.ts.
import type { SagaIterator } from 'redux-saga';
import type { RouteLocation } from './location';

// A type alias, not an interface: aliases satisfy redux's UnknownAction index signature.
export type PayloadAction<T extends string = string, P = undefined> = {
  type: T;
  payload: P;
};

// Reducers receive (state, payload); effects receive the whole action, as in dva.
// `any` only widens the constraint here; every concrete model keeps its own types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- constraint only: each reducer keeps its own payload type
export type AnyReducer<S> = (state: S, payload: any) => S;

/** An effect taking the action of `T` (any payload) or nothing. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- constraint only: the payload type is the effect's own
type EffectFnFor<T extends string> = ((action: PayloadAction<T, any>) => SagaIterator) | (() => SagaIterator);

export type EffectOptions =
  | { type: 'takeEvery' }
  /** A new run cancels the one in flight; the cancelled run's dispatch rejects with EffectCancelledError. */
  | { type: 'takeLatest' }
  /** While a run is in flight a repeat joins it: its dispatch settles with that run's outcome. */
  | { type: 'takeLeading' }
  /** At most one run per `ms`; the last action of a window runs when it ends, older ones are dropped. */
  | { type: 'throttle'; ms: number }
  /** A long-running watcher started once with the store; it takes what it wants itself. */
  | { type: 'watcher' }
  /**
   * dva 2.6's poll: `ns/key-start` (creator `actions.keyStart`) runs the effect, waits `delay` ms
   * and runs it again until `ns/key-stop` (`actions.keyStop`), a resetOn action or the model's
   * end; a failed round is reported like any run and the next round still comes.
   */
  | PollOptions;
export interface PollOptions {
  type: 'poll';
  delay: number;
}

export const EFFECT_TYPES = ['takeEvery', 'takeLatest', 'takeLeading', 'throttle', 'watcher', 'poll'] as const;

type EffectDefFor<T extends string> =
  | EffectFnFor<T>
  | readonly [EffectFnFor<T>, Exclude<EffectOptions, PollOptions>]
  | readonly [EffectFnFor<`${T}-start`>, PollOptions];

/**
 * What an effects map must be: each key's effect takes the action `namespace/key`, and is
 * declared `Saga<R>` (src/app/typedEffects.ts), not redux-saga's `SagaIterator`, whose bare
 * `yield` is `any` (a type annotated on a bare `yield` would compile unchecked).
 */
export type CheckedEffects<N extends string, E> = {
  [K in keyof E]: K extends string ? (YieldsAny<E[K]> extends true ? DeclareItSaga : EffectDefFor<`${N}/${K}`>) : never;
};
/** An effect whose bare `yield` gives `any` (typed `SagaIterator`). */
type YieldsAny<D> = EffectFnOf<D> extends (...args: never[]) => Generator<unknown, unknown, infer Next> ? IsAny<Next> : false;
/** What tsc shows for such an effect: the fix is in the key. */
interface DeclareItSaga {
  'declare this effect Saga<R> from src/app/typedEffects.ts and take its values with yield*': never;
}

/** A route rule (dva's subscriptions idea): runs on every location change, in `order`. */
export interface RouteRule {
  /** Lower runs first; docs/contract.md §4: the login re-check (0), then templates, then examples. */
  order: number;
  /** Called (not forked): the next model's rule starts when this one returns. */
  run: (location: RouteLocation) => SagaIterator;
}

/**
 * dva's subscriptions: started when the model joins the store (with the store's dispatch), for
 * sources outside the page (a socket, a timer, the keyboard). The function it returns, if any,
 * is called when the model leaves (unmodel, replaceModel) or the store closes.
 */
export type Subscription = (api: { dispatch: (action: { type: string; payload?: unknown }) => unknown }) => void | (() => void);

/** The model's combined reducer: every action, the namespace's own and the others. */
export type ModelReducer<S> = (state: S | undefined, action: { type: string; payload?: unknown }) => S;
/**
 * dva's reducer enhancer (`reducers: [reducers, enhancer]`): wraps the model's combined
 * reducer (undo, history, logging) and returns the reducer the store uses.
 */
export type ReducerEnhancer<S> = (reducer: ModelReducer<S>) => ModelReducer<S>;
/** A model's reducers: an object of them by name, or dva's `[reducers, enhancer]`. */
export type ReducersDef<S, R> = R | readonly [R, NoInfer<ReducerEnhancer<S>>];

export interface ModelConfig<N extends string, S, R, E> {
  namespace: N;
  state: S;
  /** Reducers by name, or `[reducers, enhancer]` (dva): the enhancer wraps the combined reducer. */
  reducers: ReducersDef<S, R>;
  effects: E;
  onRouteChange?: RouteRule;
  /** Runs when the tab comes back (WINDOW_FOCUS): refresh what may have changed meanwhile. */
  onFocus?: () => SagaIterator;
  /** dva's subscriptions, by name (see Subscription). */
  subscriptions?: Record<string, Subscription>;
  /**
   * Actions that end this model's scope (a sign-out): its in-flight effects stop (their
   * dispatch rejects with EffectCancelledError, late answers are never written) and its
   * state goes back to `state`. Creators or `{ type }`.
   */
  resetOn?: readonly { type: string }[];
}

/** What a reducer takes after the state: nothing, a payload, or an optional one. */
export type ReducerPayload<F> = F extends (state: never, ...rest: infer A) => unknown
  ? A extends []
    ? undefined
    : A extends [infer P]
      ? P
      : A extends [(infer P)?]
        ? P | undefined
        : never
  : never;

export type EffectFnOf<D> = D extends readonly [infer F, EffectOptions] ? F : D;
/** What an effect's action carries (undefined when it takes none). */
export type EffectPayload<D> =
  EffectFnOf<D> extends (...args: infer A) => SagaIterator
    ? A extends []
      ? undefined
      : A extends [{ payload: infer P }]
        ? P
        : never
    : never;
type IsAny<T> = 0 extends 1 & T ? true : false;
/** What an effect returns; an untyped `SagaIterator` (any) reads as unknown. */
export type EffectResult<D> =
  EffectFnOf<D> extends (...args: never[]) => Iterator<unknown, infer R, unknown> ? (IsAny<R> extends true ? unknown : R) : never;
type IsWatcher<D> = D extends readonly [unknown, { type: 'watcher' }] ? true : false;
export type IsPoll<D> = D extends readonly [unknown, { type: 'poll' }] ? true : false;

/** `'ns/effect'` → what dispatching it resolves with (watchers are not dispatched; a poll's key names its rounds in loading and errors, its -start dispatch returns the action). */
export type ModelEffectResults<N extends string, E> = {
  [K in keyof E & string as IsWatcher<E[K]> extends true ? never : `${N}/${K}`]: EffectResult<E[K]>;
};

export type EffectFn = (action: PayloadAction<string, unknown>) => SagaIterator;

export interface EffectEntry {
  /** `namespace/key` */
  type: string;
  key: string;
  fn: EffectFn;
  options: EffectOptions;
}

/** Any model, as the core sees it (state and payload types erased). */
export interface AnyModel {
  namespace: string;
  state: unknown;
  reducer: (state: never, action: { type: string; payload?: unknown }) => unknown;
  effectList: readonly EffectEntry[];
  onRouteChange?: RouteRule;
  onFocus?: () => SagaIterator;
  subscriptions?: Record<string, Subscription>;
  /** Action types that reset the model and stop its effects (from ModelConfig.resetOn). */
  resetOn?: readonly string[];
}

export type ModelState<M> = M extends { state: infer S } ? S : never;
