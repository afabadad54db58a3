// The dva-like model contract, typed. A model is a namespace, its state, reducers and
// effects; defineModel generates one action creator per reducer and effect (with `.type`
// and `.match`, as Redux Toolkit's), so an action type is never typed by hand (the classic
// dva bug: a `'save'` no reducer handles). An effect whose action type names another
// namespace or key fails the type check (tests/types/model.types.ts keeps that true).
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
type AnyReducer<S> = (state: S, payload: any) => S;

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

type ReducerPayload<F> = F extends (state: never, ...rest: infer A) => unknown
  ? A extends []
    ? undefined
    : A extends [infer P]
      ? P
      : A extends [(infer P)?]
        ? P | undefined
        : never
  : never;

type EffectFnOf<D> = D extends readonly [infer F, EffectOptions] ? F : D;
type EffectPayload<D> =
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
type IsPoll<D> = D extends readonly [unknown, { type: 'poll' }] ? true : false;

/** `.type` and `.match` on every creator, so nothing types `'ns/name'` by hand. */
export interface CreatorTag<T extends string, P> {
  readonly type: T;
  match: (action: { type: string }) => action is PayloadAction<T, P>;
}

/** `undefined` payloads make the argument optional: `actions.fetchInfo()`. */
export type Creator<T extends string, P> = CreatorTag<T, P> &
  ([P] extends [undefined]
    ? () => PayloadAction<T, undefined>
    : undefined extends P
      ? (payload?: P) => PayloadAction<T, P>
      : (payload: P) => PayloadAction<T, P>);

export type ModelActions<N extends string, R, E> = {
  [K in keyof R & string]: Creator<`${N}/${K}`, ReducerPayload<R[K]>>;
} & {
  [K in keyof E & string as IsPoll<E[K]> extends true ? never : K]: Creator<`${N}/${K}`, EffectPayload<E[K]>>;
} & {
  [K in keyof E & string as IsPoll<E[K]> extends true ? `${K}Start` : never]: Creator<`${N}/${K}-start`, EffectPayload<E[K]>>;
} & {
  [K in keyof E & string as IsPoll<E[K]> extends true ? `${K}Stop` : never]: Creator<`${N}/${K}-stop`, undefined>;
};

/** `'ns/effect'` → what dispatching it resolves with (watchers are not dispatched; a poll's key names its rounds in loading and errors, its -start dispatch returns the action). */
export type ModelEffectResults<N extends string, E> = {
  [K in keyof E & string as IsWatcher<E[K]> extends true ? never : `${N}/${K}`]: EffectResult<E[K]>;
};

export interface Model<N extends string, S, R, E> extends Omit<ModelConfig<N, S, R, E>, 'resetOn'> {
  resetOn: readonly string[];
  actions: ModelActions<N, R, E>;
  /** The namespace's redux reducer: dispatches `ns/reducer` to the matching case (through the enhancer, if any). */
  reducer: ModelReducer<S>;
  /** Runtime list of effect types and options, for the runner. */
  effectList: readonly EffectEntry[];
}

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

export class ModelDefinitionError extends Error {
  override name = 'ModelDefinitionError';
}

/** A plain object: `{}` or Object.create(null), never null, an array, a function or a class instance. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : typeof value;

const PART_CONTENT = { reducers: 'reducer functions', effects: 'effects', subscriptions: 'subscription functions' } as const;

function objectPart(ns: string, part: keyof typeof PART_CONTENT, value: unknown): Record<string, unknown> {
  if (isPlainObject(value)) return value;
  throw new ModelDefinitionError(
    `defineModel(${ns}): "${part}" is ${kindOf(value)}; give an object of ${PART_CONTENT[part]} by name ({} for none).`,
  );
}

/** dva's checkModel: reducers are a plain object, or an array exactly [Object, Function]. */
function reducersPart(ns: string, value: unknown): Record<string, unknown> {
  if (!Array.isArray(value)) return objectPart(ns, 'reducers', value);
  const given: readonly unknown[] = value;
  const [reducers, enhancer] = given;
  if (given.length !== 2 || !isPlainObject(reducers) || typeof enhancer !== 'function') {
    const got = given.length === 2 ? `[${kindOf(reducers)}, ${kindOf(enhancer)}]` : `an array of ${given.length}`;
    throw new ModelDefinitionError(
      `defineModel(${ns}): "reducers" with array should be [Object, Function] ([reducers, enhancer]); got ${got}.`,
    );
  }
  return reducers;
}

/** dva's [reducers, enhancer] split; the enhancer is the identity for a plain object. */
function splitReducers<S, R>(def: ReducersDef<S, R>): { reducers: R; enhance: ReducerEnhancer<S> } {
  if (isEnhancedPair(def)) return { reducers: def[0], enhance: def[1] };
  return { reducers: def, enhance: (reducer) => reducer };
}
function isEnhancedPair<S, R>(def: ReducersDef<S, R>): def is readonly [R, ReducerEnhancer<S>] {
  return Array.isArray(def);
}

/** dva-core's prefixNamespace warning, once per key: `ns/ns/key` works but is almost always a slip. */
const warnedPrefixes = new Set<string>();
function warnPrefixed(namespace: string, kind: 'reducer' | 'effect', keys: readonly string[]): void {
  for (const key of keys) {
    if (!key.startsWith(`${namespace}/`)) continue;
    const warning = `[prefixNamespace]: ${kind} ${key} should not be prefixed with namespace ${namespace}`;
    if (warnedPrefixes.has(warning)) continue;
    warnedPrefixes.add(warning);
    console.warn(warning);
  }
}

/**
 * The model is checked when it is defined, also for callers without types (plain JS, a cast):
 * every refusal names the model and the key, instead of a bare TypeError later.
 */
function validate(config: {
  namespace: unknown;
  state: unknown;
  reducers: unknown;
  effects: unknown;
  onRouteChange?: unknown;
  subscriptions?: unknown;
}): void {
  const ns = config.namespace;
  if (typeof ns !== 'string' || ns.trim() === '') {
    throw new ModelDefinitionError('defineModel: namespace is missing (a non-empty string).');
  }
  if (ns.includes('/')) throw new ModelDefinitionError(`defineModel(${ns}): a namespace must not contain "/".`);
  if (ns.startsWith('@@')) throw new ModelDefinitionError(`defineModel(${ns}): "@@" namespaces belong to the core.`);
  if (config.state === undefined || typeof config.state === 'function') {
    throw new ModelDefinitionError(
      `defineModel(${ns}): "state" is ${config.state === undefined ? 'missing' : 'a function'}; give the initial state as a value (null is fine).`,
    );
  }
  const reducers = reducersPart(ns, config.reducers);
  const effects = objectPart(ns, 'effects', config.effects);
  for (const [key, reducer] of Object.entries(reducers)) {
    if (typeof reducer !== 'function') {
      throw new ModelDefinitionError(
        `defineModel(${ns}): reducer "${key}" is ${kindOf(reducer)}, not a function (state, payload) => state.`,
      );
    }
  }
  for (const key of Object.keys(reducers)) {
    if (Object.hasOwn(effects, key)) {
      throw new ModelDefinitionError(
        `defineModel(${ns}): "${key}" is both a reducer and an effect; an action may only mean one.`,
      );
    }
  }
  for (const [key, def] of Object.entries(effects)) {
    if (Array.isArray(def) && (def.length !== 2 || !isPlainObject(def[1]))) {
      throw new ModelDefinitionError(`defineModel(${ns}): effect "${key}" is an array but not [generator, { type }].`);
    }
    const options: unknown = Array.isArray(def) ? def[1] : undefined;
    const fn: unknown = Array.isArray(def) ? def[0] : def;
    if (typeof fn !== 'function')
      throw new ModelDefinitionError(`defineModel(${ns}): effect "${key}" is ${kindOf(fn)}, not a generator function.`);
    if (!isPlainObject(options)) continue;
    const { type, ms, delay } = options;
    if (!(EFFECT_TYPES as readonly unknown[]).includes(type)) {
      throw new ModelDefinitionError(
        `defineModel(${ns}): effect "${key}" has option type "${String(type)}"; use one of ${EFFECT_TYPES.join(', ')}.`,
      );
    }
    if (type === 'throttle' && !(typeof ms === 'number' && ms > 0)) {
      throw new ModelDefinitionError(`defineModel(${ns}): effect "${key}" uses throttle without a positive "ms".`);
    }
    if (type === 'poll' && !(typeof delay === 'number' && delay > 0 && Number.isFinite(delay))) {
      throw new ModelDefinitionError(`defineModel(${ns}): effect "${key}" uses poll without a positive "delay" (ms).`);
    }
  }
  if (config.subscriptions !== undefined) {
    for (const [key, subscription] of Object.entries(objectPart(ns, 'subscriptions', config.subscriptions))) {
      if (typeof subscription !== 'function')
        throw new ModelDefinitionError(`defineModel(${ns}): subscription "${key}" is ${kindOf(subscription)}, not a function.`);
    }
  }
  const rule = config.onRouteChange as { order?: unknown; run?: unknown } | undefined;
  if (rule !== undefined && (typeof rule.order !== 'number' || typeof rule.run !== 'function')) {
    throw new ModelDefinitionError(`defineModel(${ns}): onRouteChange needs a numeric "order" and a generator "run".`);
  }
}

function entryOf(namespace: string, key: string, def: unknown): EffectEntry {
  const pair: readonly unknown[] = Array.isArray(def) ? def : [def, { type: 'takeEvery' }];
  const [fn, options] = pair;
  return { type: `${namespace}/${key}`, key, fn: fn as EffectFn, options: options as EffectOptions };
}

function creatorFor(type: string) {
  const create = (payload?: unknown): PayloadAction<string, unknown> => ({ type, payload });
  return Object.assign(create, {
    type,
    match: (action: { type: string }): boolean => action.type === type,
    toString: () => type,
  });
}

export function defineModel<const N extends string, S, R extends Record<string, AnyReducer<S>>, E extends CheckedEffects<N, E>>(
  config: ModelConfig<N, S, R, E>,
): Model<N, S, R, E> {
  validate(config);
  const { namespace, effects } = config;
  const { reducers, enhance } = splitReducers(config.reducers);
  warnPrefixed(namespace, 'reducer', Object.keys(reducers));
  warnPrefixed(namespace, 'effect', Object.keys(effects));
  const actions: Record<string, ReturnType<typeof creatorFor>> = {};
  for (const key of Object.keys(reducers)) actions[key] = creatorFor(`${namespace}/${key}`);
  const effectList = Object.entries(effects).map(([key, def]) => entryOf(namespace, key, def));
  for (const { key, options } of effectList) {
    if (options.type !== 'poll') actions[key] = creatorFor(`${namespace}/${key}`);
    else {
      actions[`${key}Start`] = creatorFor(`${namespace}/${key}-start`);
      actions[`${key}Stop`] = creatorFor(`${namespace}/${key}-stop`);
    }
  }
  const prefix = `${namespace}/`;
  const resetOn = (config.resetOn ?? []).map((creator) => creator.type);
  const combined: ModelReducer<S> = (state, action) => {
    const current = state === undefined ? config.state : state;
    if (resetOn.includes(action.type)) return config.state;
    if (!action.type.startsWith(prefix)) return current;
    const name = action.type.slice(prefix.length);
    const handler = Object.hasOwn(reducers, name) ? reducers[name] : undefined;
    return handler ? handler(current, action.payload) : current;
  };
  const reducer = enhance(combined);
  // The generated creators match ModelActions by construction (one per key, typed above).
  return { ...config, actions: actions as unknown as ModelActions<N, R, E>, reducer, effectList, resetOn };
}

/** One store, one model per namespace: a second one would answer the same action types. */
export function assertDistinctNamespaces(models: readonly { namespace: string }[]): void {
  const seen = new Set<string>();
  for (const { namespace } of models) {
    if (seen.has(namespace)) {
      throw new ModelDefinitionError(`createModelStore: two models use the namespace "${namespace}"; namespaces must be unique.`);
    }
    seen.add(namespace);
  }
}
