// dva-core's checkModel: a model is checked when it is defined, also for callers without
// types (plain JS, a cast): every refusal names the model and the key, instead of a bare
// TypeError later. And one store holds one model per namespace.
import { EFFECT_TYPES } from './modelTypes';

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

/** Throws a ModelDefinitionError naming the model and the key when the model is not one. */
export function checkModel(config: {
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
