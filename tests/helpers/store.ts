// Small, obvious helpers for tests on the real store.
import { vi } from 'vitest';
import { createAppStore, type AppStore, type AppStoreOptions, type RootState } from '../../src/app';
import { initialSession } from '../../src/models/session';
import type { Auth } from '../../src/services/auth';
import { API_HOST, validAuth } from './fixtures';

/** Resolves once predicate(state) holds; fails with the last state when it never does. */
export async function waitForState(
  store: AppStore,
  predicate: (state: RootState) => boolean,
  timeoutMs = 2000,
): Promise<RootState> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate(store.getState())) {
    if (Date.now() > deadline) {
      throw new Error(`waitForState timed out; state: ${JSON.stringify(store.getState(), null, 1)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return store.getState();
}

/** Waits until no effect is loading (every counted run has ended). */
export function waitForIdle(store: AppStore, timeoutMs?: number): Promise<RootState> {
  return waitForState(store, (s) => !s.loading.global, timeoutMs);
}

/** A store on the test API host with spies for the notice and the error hook. */
export function testStore(options: AppStoreOptions = {}) {
  const notify = vi.fn<(message: string) => void>();
  const onError = vi.fn<NonNullable<AppStoreOptions['onError']>>();
  const store = createAppStore({ apiHost: API_HOST, notify, onError, ...options });
  return { store, notify, onError };
}

/** Same, already signed in (auth in memory and in `_auth`, as after a real login). */
export function withLoggedInStore(auth: Auth = validAuth(), options: AppStoreOptions = {}) {
  window.localStorage.setItem('_auth', JSON.stringify(auth));
  return {
    auth,
    ...testStore({ preloadedState: { session: { ...initialSession, auth } }, ...options }),
  };
}

/** For "nothing else happens" checks: let pending work start, then wait until all of it ended. */
export async function settle(store: AppStore): Promise<RootState> {
  await new Promise((resolve) => setTimeout(resolve, 20));
  return waitForIdle(store);
}

