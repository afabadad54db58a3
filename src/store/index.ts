export { createAppStore, type AppStore, type AppStoreOptions } from './createAppStore';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export type { RootState, AppAction, AppDispatch } from './types';
export { appModels } from '../models/all';
export type { AppModels, PageModelName } from '../models';
export * from './selectors';
