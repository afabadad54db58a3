// Typed lookups of the core's state by creator: no hand-typed 'ns/effect' strings.
import type { AppError, ErrorsState } from './effectErrors';
import type { LoadingState } from './loading';
import { DEFAULT_LOADING_NAMESPACE } from './loadingOptions';
import { perArgument } from './perArgument';

interface Tagged {
  readonly type: string;
}

/**
 * The loading selectors of a store whose loading state lives under `namespace` (its
 * `loading.namespace` option): `loadingSelectors('busy').selectLoading(shop.actions.buy)`.
 */
export function loadingSelectors<L extends string>(namespace: L) {
  type Holder = { readonly [K in L]: LoadingState };
  return {
    /** True while any run of the effect is in flight (the same selector for the same creator). */
    selectLoading: perArgument(
      (creator: Tagged) =>
        (state: Holder): boolean =>
          state[namespace].effects[creator.type] === true,
    ),
    /** True while any effect of the namespace runs (the same selector for the same namespace). */
    selectModelLoading: perArgument(
      (model: string) =>
        (state: Holder): boolean =>
          state[namespace].models[model] === true,
    ),
  };
}

/** The selectors of a store with the default key, `state.loading` (the app's). */
export const { selectLoading, selectModelLoading } = loadingSelectors(DEFAULT_LOADING_NAMESPACE);

/** The effect's last failure, until it runs again or the failure is dismissed (one selector per creator). */
export const selectError = perArgument(
  (creator: Tagged) =>
    (state: { errors: ErrorsState }): AppError | undefined =>
      state.errors[creator.type],
);
