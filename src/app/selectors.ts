// Typed lookups of the core's state by creator: no hand-typed 'ns/effect' strings.
import type { AppError, ErrorsState } from './effectErrors';
import type { LoadingState } from './loading';

interface Tagged {
  readonly type: string;
}

/** True while any run of the effect is in flight. */
export const selectLoading =
  (creator: Tagged) =>
  (state: { loading: LoadingState }): boolean =>
    state.loading.effects[creator.type] === true;

/** The effect's last failure, until it runs again or the failure is dismissed. */
export const selectError =
  (creator: Tagged) =>
  (state: { errors: ErrorsState }): AppError | undefined =>
    state.errors[creator.type];

/** True while any effect of the namespace runs. */
export const selectModelLoading =
  (namespace: string) =>
  (state: { loading: LoadingState }): boolean =>
    state.loading.models[namespace] === true;
