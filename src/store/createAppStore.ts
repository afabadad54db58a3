// The store with every model from the start: for tests, QA's nock tests and any caller that
// wants the whole app at once. The browser builds createFirstScreenStore instead, so the
// models only some pages need stay out of the first screen's JavaScript.
import { appModels } from '../models/all';
import { buildAppStore, type AppStore, type AppStoreOptions } from './buildAppStore';

export type { AppStore, AppStoreOptions } from './buildAppStore';

export function createAppStore(options: AppStoreOptions = {}): AppStore {
  return buildAppStore(appModels, options);
}
