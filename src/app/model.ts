// The dva-like model contract, typed. A model is a namespace, its state, reducers and
// effects; defineModel generates one action creator per reducer and effect, so an action
// type is never typed by hand (the classic dva bug: a `'save'` no reducer handles).
import type { SagaIterator } from 'redux-saga';

// A type alias, not an interface: aliases satisfy redux's UnknownAction index signature.
export type PayloadAction<T extends string = string, P = undefined> = {
  type: T;
  payload: P;
};

// Reducers receive (state, payload); effects receive the whole action, as in dva.
// `any` here only widens the constraint; every concrete model keeps its own types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyReducer<S> = (state: S, payload: any) => S;
// `never` accepts any one-argument effect: each model types its own action.
export type EffectFn = (action: never) => SagaIterator;
export type EffectFnNoArg = () => SagaIterator;

export type EffectOptions =
  | { type: 'takeEvery' }
  | { type: 'takeLatest' }
  /** Ignores the action while a run is in flight (a fetch that must happen once). */
  | { type: 'takeLeading' }
  | { type: 'throttle'; ms: number }
  /** The effect is a long-running watcher started once; it takes what it wants itself. */
  | { type: 'watcher' };

export const EFFECT_TYPES = ['takeEvery', 'takeLatest', 'takeLeading', 'throttle', 'watcher'] as const;

export type EffectDef = EffectFn | EffectFnNoArg | readonly [EffectFn | EffectFnNoArg, EffectOptions];

export interface ModelConfig<
  N extends string,
  S,
  R extends Record<string, AnyReducer<S>>,
  E extends Record<string, EffectDef>,
> {
  namespace: N;
  state: S;
  reducers: R;
  effects: E;
}

type ReducerPayload<F> = F extends (state: never, ...rest: infer A) => unknown
  ? A extends [] ? undefined : A extends [infer P] ? P : A extends [(infer P)?] ? P | undefined : never
  : never;

type EffectFnOf<D> = D extends readonly [infer F, EffectOptions] ? F : D;
type EffectPayload<D> = EffectFnOf<D> extends (...args: infer A) => SagaIterator
  ? A extends [] ? undefined : A extends [PayloadAction<string, infer P>] ? P : never
  : never;

/** `undefined` payloads make the argument optional: `actions.fetchInfo()`. */
type Creator<T extends string, P> = [P] extends [undefined]
  ? () => PayloadAction<T, undefined>
  : undefined extends P
    ? (payload?: P) => PayloadAction<T, P>
    : (payload: P) => PayloadAction<T, P>;

export type ModelActions<N extends string, R, E> = {
  [K in keyof R & string]: Creator<`${N}/${K}`, ReducerPayload<R[K]>>;
} & {
  [K in keyof E & string]: Creator<`${N}/${K}`, EffectPayload<E[K]>>;
};

export interface Model<
  N extends string,
  S,
  R extends Record<string, AnyReducer<S>>,
  E extends Record<string, EffectDef>,
> extends ModelConfig<N, S, R, E> {
  actions: ModelActions<N, R, E>;
  /** The namespace's redux reducer: dispatches `ns/reducer` to the matching case. */
  reducer: (state: S | undefined, action: { type: string; payload?: unknown }) => S;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyModel = Model<string, any, Record<string, AnyReducer<any>>, Record<string, EffectDef>>;

export type ModelState<M> = M extends Model<string, infer S, never, never> ? S : M extends { state: infer S } ? S : never;

export class ModelDefinitionError extends Error {}

function validate(config: { namespace: unknown; reducers: object; effects: object }): void {
  const ns = config.namespace;
  if (typeof ns !== 'string' || ns.trim() === '') {
    throw new ModelDefinitionError('defineModel: namespace is missing; give every model a non-empty string namespace.');
  }
  if (ns.includes('/')) throw new ModelDefinitionError(`defineModel(${ns}): a namespace must not contain "/".`);
  for (const key of Object.keys(config.reducers)) {
    if (key in config.effects) {
      throw new ModelDefinitionError(`defineModel(${ns}): "${key}" is both a reducer and an effect; an action may only mean one.`);
    }
  }
  for (const [key, def] of Object.entries(config.effects) as [string, unknown][]) {
    const options = Array.isArray(def) ? (def[1] as { type?: unknown; ms?: unknown } | undefined) : undefined;
    const fn = Array.isArray(def) ? def[0] : def;
    if (typeof fn !== 'function') throw new ModelDefinitionError(`defineModel(${ns}): effect "${key}" is not a generator function.`);
    if (options === undefined) continue;
    if (!(EFFECT_TYPES as readonly unknown[]).includes(options.type)) {
      throw new ModelDefinitionError(
        `defineModel(${ns}): effect "${key}" has option type "${String(options.type)}"; use one of ${EFFECT_TYPES.join(', ')}.`,
      );
    }
    if (options.type === 'throttle' && !(typeof options.ms === 'number' && options.ms > 0)) {
      throw new ModelDefinitionError(`defineModel(${ns}): effect "${key}" uses throttle without a positive "ms".`);
    }
  }
}

export function defineModel<
  const N extends string,
  S,
  R extends Record<string, AnyReducer<S>>,
  E extends Record<string, EffectDef>,
>(config: ModelConfig<N, S, R, E>): Model<N, S, R, E> {
  validate(config);
  const { namespace, reducers, effects } = config;
  const actions: Record<string, (payload?: unknown) => PayloadAction<string, unknown>> = {};
  for (const key of [...Object.keys(reducers), ...Object.keys(effects)]) {
    const type = `${namespace}/${key}`;
    actions[key] = (payload?: unknown) => ({ type, payload });
  }
  const prefix = `${namespace}/`;
  const reducer = (state: S | undefined, action: { type: string; payload?: unknown }): S => {
    const current = state === undefined ? config.state : state;
    if (!action.type.startsWith(prefix)) return current;
    const handler = reducers[action.type.slice(prefix.length)];
    return handler ? handler(current, action.payload) : current;
  };
  return { ...config, actions: actions as ModelActions<N, R, E>, reducer };
}

/** One store, one model per namespace: a second one would answer the same action types. */
export function assertDistinctNamespaces(models: readonly { namespace: string }[]): void {
  const seen = new Set<string>();
  for (const { namespace } of models) {
    if (seen.has(namespace)) {
      throw new ModelDefinitionError(`createAppStore: two models use the namespace "${namespace}"; namespaces must be unique.`);
    }
    seen.add(namespace);
  }
}

export function effectEntry(def: EffectDef): { fn: EffectFn; options: EffectOptions } {
  if (Array.isArray(def)) return { fn: def[0] as EffectFn, options: def[1] as EffectOptions };
  return { fn: def as EffectFn, options: { type: 'takeEvery' } };
}
