export { createAppStore, type AppStore, type AppStoreOptions, type RootState, type AppAction } from './store';
export { defineModel, ModelDefinitionError, type PayloadAction, type EffectOptions } from './model';
export { LOCATION_CHANGE, locationChange, onLocationChange, type LocationChangeAction } from './location';
export { LocationSync } from './LocationSync';
export { models } from './models';
export { LOADING_SHOW, LOADING_HIDE, type LoadingState } from './loading';
export { dismissError, type ErrorsState } from './effectErrors';
export { useAppDispatch, useAppSelector } from './hooks';
