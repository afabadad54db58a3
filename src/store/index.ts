export { createAppStore, type AppStore, type AppStoreOptions } from './createAppStore';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export type { RootState, AppAction, AppDispatch } from './types';
export { appModels, type AppModels } from '../models';
export * from './selectors';
