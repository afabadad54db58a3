// The dva-like model, typed. A model is a namespace, its state, reducers and effects;
// defineModel checks it (checkModel.ts), generates one action creator per reducer and effect
// (creators.ts: `.type` and `.match`, as Redux Toolkit's) and builds its reducer and effect
// list. An effect in a file of its own makes the creators it puts with reducerActions and
// effectActions, from the same objects the model registers: importing the model that
// registers it would be a cycle. An effect whose action type names another namespace or key fails the type check
// (modelTypes.ts's CheckedEffects; tests/types/model.types.ts keeps that true).
import { checkModel } from './checkModel';
import { creatorFor, type EffectActions, type ModelActions, type ReducerActions, type UntypedCreator } from './creators';
import type {
  AnyReducer,
  CheckedEffects,
  EffectEntry,
  EffectFn,
  EffectOptions,
  ModelConfig,
  ModelReducer,
  ReducerEnhancer,
  ReducersDef,
} from './modelTypes';
import { warnPrefixed } from './prefixNamespace';

// The model's parts, from the files that hold them, for the paths the app and tests import.
export type * from './modelTypes';
export { EFFECT_TYPES } from './modelTypes';
export { ModelDefinitionError, assertDistinctNamespaces } from './checkModel';
export type { Creator, CreatorTag, ModelActions } from './creators';

export interface Model<N extends string, S, R, E> extends Omit<ModelConfig<N, S, R, E>, 'resetOn'> {
  resetOn: readonly string[];
  actions: ModelActions<N, R, E>;
  /** The namespace's redux reducer: dispatches `ns/reducer` to the matching case (through the enhancer, if any). */
  reducer: ModelReducer<S>;
  /** Runtime list of effect types and options, for the runner. */
  effectList: readonly EffectEntry[];
}

/** dva's [reducers, enhancer] split; the enhancer is the identity for a plain object. */
function splitReducers<S, R>(def: ReducersDef<S, R>): { reducers: R; enhance: ReducerEnhancer<S> } {
  if (isEnhancedPair(def)) return { reducers: def[0], enhance: def[1] };
  return { reducers: def, enhance: (reducer) => reducer };
}
function isEnhancedPair<S, R>(def: ReducersDef<S, R>): def is readonly [R, ReducerEnhancer<S>] {
  return Array.isArray(def);
}

/** The creators of `reducers` in `namespace` (the same ones defineModel gives the model). */
export function reducerActions<const N extends string, R extends object>(namespace: N, reducers: R): ReducerActions<N, R> {
  const actions: Record<string, UntypedCreator> = {};
  for (const key of Object.keys(reducers)) actions[key] = creatorFor(`${namespace}/${key}`);
  // Made one per key, as the mapped type says.
  return actions as unknown as ReducerActions<N, R>;
}

/** The creators of `effects` in `namespace` (the same ones defineModel gives the model). */
export function effectActions<const N extends string, E extends object>(namespace: N, effects: E): EffectActions<N, E> {
  const actions: Record<string, UntypedCreator> = {};
  for (const [key, def] of Object.entries(effects)) {
    // A poll is `[fn, { type: 'poll' }]` (checkModel refuses any other array).
    if (!Array.isArray(def) || (def[1] as EffectOptions).type !== 'poll') actions[key] = creatorFor(`${namespace}/${key}`);
    else {
      actions[`${key}Start`] = creatorFor(`${namespace}/${key}-start`);
      actions[`${key}Stop`] = creatorFor(`${namespace}/${key}-stop`);
    }
  }
  // Made one per key (two per poll), as the mapped type says.
  return actions as unknown as EffectActions<N, E>;
}

function entryOf(namespace: string, key: string, def: unknown): EffectEntry {
  const pair: readonly unknown[] = Array.isArray(def) ? def : [def, { type: 'takeEvery' }];
  const [fn, options] = pair;
  return { type: `${namespace}/${key}`, key, fn: fn as EffectFn, options: options as EffectOptions };
}

export function defineModel<const N extends string, S, R extends Record<string, AnyReducer<S>>, E extends CheckedEffects<N, E>>(
  config: ModelConfig<N, S, R, E>,
): Model<N, S, R, E> {
  // As in dva-core, outside production only: the checks and warnings are for whoever writes a
  // model (every test runs them), and the production build drops them with their messages
  // (the first screen's JavaScript, tests/budget/checkSize.ts).
  if (process.env.NODE_ENV !== 'production') checkModel(config);
  const { namespace, effects } = config;
  const { reducers, enhance } = splitReducers(config.reducers);
  if (process.env.NODE_ENV !== 'production') {
    warnPrefixed(namespace, 'reducer', Object.keys(reducers));
    warnPrefixed(namespace, 'effect', Object.keys(effects));
  }
  const actions: ModelActions<N, R, E> = { ...reducerActions(namespace, reducers), ...effectActions(namespace, effects) };
  const effectList = Object.entries(effects).map(([key, def]) => entryOf(namespace, key, def));
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
  return { ...config, actions, reducer, effectList, resetOn };
}
