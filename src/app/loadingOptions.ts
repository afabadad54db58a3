// dva-loading's options (createLoading({ namespace, only, except })) as createModelStore's
// `loading` option: where the loading state lives and which effects it tracks. Checked when
// the store is made, also for callers without types, so a typo is refused instead of
// silently tracking everything.
import { ModelDefinitionError } from './model';

/** An effect's full action type, `ns/effect`. */
export type EffectTypeName = `${string}/${string}`;

interface LoadingNamespace<L extends string> {
  /** The state key of the loading slice (dva-loading's `namespace`). Default: 'loading'. */
  namespace?: L;
}
/**
 * Which effects the loading state tracks. Giving both `only` and `except` is ambiguous: the
 * types allow one of them, and the store refuses both non-empty at run time (dva-loading's rule).
 */
export type LoadingFilter<T extends string = EffectTypeName> =
  | {
      /** Only these effects (`ns/effect`) are tracked; the others never show as loading. */
      only?: readonly T[];
      except?: never;
    }
  | {
      only?: never;
      /** These effects (`ns/effect`) are not tracked; the others are. */
      except?: readonly T[];
    };

export type LoadingOptions<L extends string = 'loading', T extends string = EffectTypeName> = LoadingNamespace<L> &
  LoadingFilter<T>;

export const DEFAULT_LOADING_NAMESPACE = 'loading';

export interface ResolvedLoading {
  namespace: string;
  /** Whether runs of this effect type show in the loading state. */
  tracks: (type: string) => boolean;
}

// The checks and their messages run outside production only, as the model checks do
// (src/app/model.ts, dva-core's rule): they are for the developer who writes the options, and
// their words would cost the first screen 0.3 kB gzip. Every test runs them.
const checked = process.env.NODE_ENV !== 'production';

function effectTypes(option: 'only' | 'except', value: unknown): readonly string[] {
  if (value === undefined) return [];
  if (!checked) return Array.isArray(value) ? value.filter((type): type is string => typeof type === 'string') : [];
  if (!Array.isArray(value)) {
    throw new ModelDefinitionError(`createModelStore: loading.${option} must be an array of effect types ("ns/effect").`);
  }
  const given: readonly unknown[] = value;
  const types: string[] = [];
  for (const type of given) {
    if (typeof type !== 'string' || !/^[^/]+\/.+$/.test(type)) {
      throw new ModelDefinitionError(
        `createModelStore: loading.${option} holds ${JSON.stringify(type) ?? String(type)}; give effect action types "ns/effect".`,
      );
    }
    types.push(type);
  }
  return types;
}

export function resolveLoadingOptions(options: { namespace?: unknown; only?: unknown; except?: unknown } = {}): ResolvedLoading {
  const namespace = options.namespace ?? DEFAULT_LOADING_NAMESPACE;
  if (checked && (typeof namespace !== 'string' || namespace.trim() === '')) {
    throw new ModelDefinitionError('createModelStore: loading.namespace must be a non-empty string (the state key).');
  }
  const only = effectTypes('only', options.only);
  const except = effectTypes('except', options.except);
  if (checked && only.length > 0 && except.length > 0) {
    throw new ModelDefinitionError('createModelStore: loading.only with loading.except is ambiguous: give one.');
  }
  const onlySet = new Set(only);
  const exceptSet = new Set(except);
  const tracks =
    onlySet.size > 0
      ? (type: string) => onlySet.has(type)
      : exceptSet.size > 0
        ? (type: string) => !exceptSet.has(type)
        : () => true;
  return { namespace: typeof namespace === 'string' ? namespace : DEFAULT_LOADING_NAMESPACE, tracks };
}
