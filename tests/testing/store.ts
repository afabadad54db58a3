// Stores for tests: on the test API host, with spies for the notice and the error hook.
import { onTestFinished, vi } from 'vitest';
import { initialSession } from '../../src/models/session';
import type { Auth } from '../../src/services/auth';
import { createAppStore, type AppStore, type AppStoreOptions, type RootState } from '../../src/store';
import { validAuth } from './fixtures';
import { API_HOST } from './nock';

/** Resolves once predicate(state) holds; fails with the last state when it never does. */
export async function waitForState(
  store: AppStore,
  predicate: (state: RootState) => boolean,
  timeoutMs = 2000,
): Promise<RootState> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate(store.getState())) {
    if (Date.now() > deadline) throw new Error(`waitForState timed out; state: ${JSON.stringify(store.getState(), null, 1)}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return store.getState();
}

/** For "nothing else happens" checks: let pending work start, then wait until all of it ended. */
export async function settle(store: AppStore): Promise<RootState> {
  await new Promise((resolve) => setTimeout(resolve, 20));
  return waitForState(store, (s) => !s.loading.global);
}

/**
 * The kit's stores stop when their test ends (`store.close()`: sagas, polls, the window
 * listeners of their models' subscriptions), after testing-library has unmounted the page. A
 * store left running kept polling into the next test, and kept its state (a photo's data URL
 * among it) alive for every later file of its worker: 170 of them by the end of a worker.
 */
export function closedAfterTest(store: AppStore): AppStore {
  onTestFinished(() => store.close());
  return store;
}

/** Short polling waits: tests never sit through the real 1.5 s task poll. */
export const FAST: NonNullable<AppStoreOptions['timing']> = { taskPollMs: 5, payPollMs: 5, resourcesRefreshMs: 10 };

/** A Storage kept in a Map: one per store, so nothing a test keeps reaches the next. */
export function memoryStorage(initial: Record<string, string> = {}): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & {
  items: Map<string, string>;
} {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/**
 * A store on the test API host with spies for the notice and the error hook, in a tab of its
 * own (`tabs: createTabBus()()` makes stores that hear each other). The runs still
 * going are kept in a store of their own (not jsdom's sessionStorage, which every test of a
 * file shares): pass `runStorage` to test the pick-up after a reload.
 */
export function testStore(options: AppStoreOptions = {}) {
  const notify = vi.fn<(message: string) => void>();
  const onError = vi.fn<NonNullable<AppStoreOptions['onError']>>();
  const store = closedAfterTest(
    createAppStore({
      apiHost: API_HOST,
      notify,
      onError,
      timing: FAST,
      runStorage: memoryStorage(),
      // A tab of its own: no other store hears its logins (two tabs: pass one createTabBus()'s channels).
      tabs: null,
      ...options,
    }),
  );
  return { store, notify, onError };
}

/**
 * Already signed in, as after a real login (auth in memory and in `_auth`), without the
 * account request a restore would send: the test sets up only what it asserts.
 */
export function withLoggedInStore(auth: Auth = validAuth(), options: AppStoreOptions = {}) {
  window.localStorage.setItem('_auth', JSON.stringify(auth));
  return {
    auth,
    ...testStore({ preloadedState: { session: { ...initialSession, auth } }, ...options }),
  };
}
