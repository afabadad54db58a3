// The dva-like core: generic over the models it is given; it imports no model and no UI.
export {
  createModelStore,
  type ModelStore,
  type RuntimeModels,
  type ModelStoreOptions,
  type ModelsMap,
  type StateOf,
  type ActionOf,
  type CoreAction,
  type ModelDispatch,
  type EffectResults,
  type EffectType,
} from './store';
export {
  defineModel,
  type AnyModel,
  ModelDefinitionError,
  type PayloadAction,
  type EffectOptions,
  type PollOptions,
  type RouteRule,
  type Creator,
  type ReducerEnhancer,
  type ModelReducer,
} from './model';
export { LOCATION_CHANGE, locationChange, type LocationChangeAction, type RouteLocation } from './location';
export { LocationSync } from './LocationSync';
export { FocusSync } from './FocusSync';
export { WINDOW_FOCUS, windowFocus, type WindowFocusAction } from './focus';
export { LOADING_SHOW, LOADING_HIDE, type LoadingState } from './loading';
export { type LoadingOptions, type LoadingFilter, type EffectTypeName } from './loadingOptions';
export { InvalidActionError } from './actionGuard';
export {
  dismissError,
  isCancelled,
  EffectCancelledError,
  ModelNotLoadedError,
  type AppError,
  type ErrorsState,
} from './effectErrors';
export { selectLoading, selectError, selectModelLoading, loadingSelectors } from './selectors';
export type { OnError, OnEffect, EffectGenerator, EffectErrorInfo } from './effects';
export { hotModel, type HotModule } from './hot';
export {
  call,
  select,
  take,
  race,
  all,
  fork,
  cancelled,
  actionChannel,
  perform,
  contextReader,
  type Saga,
  type ContextReader,
  type EffectAnswer,
} from './typedEffects';
