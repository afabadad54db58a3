// The browser's store: the first screen's models only (session, templates, examples); the
// page models join with their pages (pageModels.ts), and until then an action to one of
// them is refused with ModelNotLoadedError. Typed as the whole app's store because every
// reader of a page model's state renders inside a page that waited for it (ModelsReady in
// features/chunks/lazyPage.tsx); the one reader outside (the run announcer) checks first.
import { firstScreenModels, PAGE_MODEL_NAMES } from '../models';
import { createRunStorage } from '../services/runStorage';
import { buildAppStore, defaultSessionStorage, type AppStore, type AppStoreOptions } from './buildAppStore';
import { ensurePageModels } from './pageModels';

export function createFirstScreenStore(options: Omit<AppStoreOptions, 'preloadedState'> = {}): AppStore {
  const store = buildAppStore(firstScreenModels, options, PAGE_MODEL_NAMES);
  const whole = store as unknown as AppStore;
  // Runs still going before a reload are picked up at once, whatever the page.
  const kept = createRunStorage(options.runStorage ?? defaultSessionStorage()).read();
  if (kept !== null) ensurePageModels(whole, ['tasks']).catch(() => undefined);
  return whole;
}
