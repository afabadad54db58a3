// The composition root of the state layer: the core (src/app) + the app's models + the
// services (one API client and one `_auth` storage per store). Tests build one per test,
// with their own apiHost, storage and, when they test the core, their own models.
import { buffers, channel, type SagaIterator } from 'redux-saga';
import { put, take } from 'redux-saga/effects';
import { createModelStore, type ModelStore, type ModelsMap, type OnError, type StateOf } from '../app';
import { showToast } from '../components/toast/toastStore';
import { appModels, type AppModels } from '../models';
import { session } from '../models/session';
import { createApi } from '../services/api';
import { emptyAuth, type Auth } from '../services/auth';
import { API, RUN_STORAGE, STORAGE, TABS, TIMING, defaultTiming, type Timing } from '../services/context';
import { createRunStorage } from '../services/runStorage';
import type { TabChannel, TabMessage } from '../services/tabs';
import { describeError } from '../services/errors';
import { lazyRequest } from '../services/lazyRequest';
import { createAuthStorage, type KeyValueStore } from '../services/storage';

export interface AppStoreOptions<M extends ModelsMap = AppModels> {
  /** The models to build from. Default: the app's (session, templates, examples, …). */
  models?: M;
  /** Origin of the API host; calls go to `${apiHost}/miao/v1/…`. Default: the page's origin. */
  apiHost?: string;
  /** Origin of the product host (`/usee/v1/…`). Default: apiHost. */
  productHost?: string;
  /** Where `_auth` lives. Default: window.localStorage (none outside a browser). */
  storage?: KeyValueStore;
  /** Where the runs still going are kept for a reload. Default: window.sessionStorage (none outside a browser). */
  runStorage?: KeyValueStore;
  /**
   * The app's other tabs (logins that end or begin there). Default: the browser's
   * (BroadcastChannel and the storage event); none outside a browser. Tests pass
   * `createTabBus()()` for stores that should hear each other, or `null` for none.
   */
  tabs?: TabChannel | null;
  /** Shows user-facing notices such as "请先登录". Default: the toast, in a browser only. */
  notify?: (message: string) => void;
  /** Hears every effect failure. Default: console.error outside production. */
  onError?: OnError;
  preloadedState?: Partial<StateOf<M>>;
  /** The polling waits (task status, payment, pending list); tests pass short ones. */
  timing?: Partial<Timing>;
  /** More sagas to start with the store. */
  sagas?: readonly (() => SagaIterator)[];
}

export type AppStore = ModelStore<AppModels>;

/**
 * The browser's tab channel (services/tabs.ts) in a chunk of its own, not the first screen's
 * JavaScript: it loads when the store starts listening, and what is posted before waits for it.
 */
function lazyBrowserTabs(): TabChannel | undefined {
  if (!inBrowser) return undefined;
  const real = import(/* webpackChunkName: "tabs" */ '../services/tabs').then((m) => m.browserTabs()).catch(() => undefined);
  return {
    post: (message: TabMessage) => void real.then((tabs) => tabs?.post(message)),
    subscribe: (listener) => {
      let stop: (() => void) | undefined;
      let stopped = false;
      void real.then((tabs) => {
        if (!stopped) stop = tabs?.subscribe(listener);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}

const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';

function defaultOrigin(): string {
  return inBrowser ? window.location.origin : '';
}

function defaultStorage(): KeyValueStore | undefined {
  try {
    return inBrowser ? window.localStorage : undefined;
  } catch {
    return undefined; // storage disabled (private mode, sandboxed frame)
  }
}

function defaultSessionStorage(): KeyValueStore | undefined {
  try {
    return inBrowser ? window.sessionStorage : undefined;
  } catch {
    return undefined;
  }
}

const defaultOnError: OnError = (error, { effect }) => {
  if (process.env.NODE_ENV !== 'production') console.error(`[${effect}]`, error);
};

function stripSlash(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/**
 * The session's auth when the store has the app's session model; signed out otherwise, and
 * for a token whose login ended (here or in another tab): no request leaves with it.
 */
function authIn(state: unknown): Auth {
  const session: unknown = typeof state === 'object' && state !== null ? (state as { session?: unknown }).session : undefined;
  const auth: unknown = typeof session === 'object' && session !== null ? (session as { auth?: unknown }).auth : undefined;
  const revoked: unknown =
    typeof session === 'object' && session !== null ? (session as { revoked?: unknown }).revoked : undefined;
  if (typeof auth !== 'object' || auth === null || typeof (auth as Auth).token !== 'string') return emptyAuth;
  if (Array.isArray(revoked) && revoked.includes((auth as Auth).token)) return emptyAuth;
  return auth as Auth;
}

/** A notify hook that throws must not break the request that wanted to tell the user. */
function contained(notify: ((message: string) => void) | undefined) {
  if (!notify) return undefined;
  return (message: string) => {
    try {
      notify(message);
    } catch (error) {
      console.error('[store] the notify hook threw; the store goes on', error);
    }
  };
}

export function createAppStore(options?: AppStoreOptions<AppModels>): AppStore;
export function createAppStore<M extends ModelsMap>(options: AppStoreOptions<M> & { models: M }): ModelStore<M>;
export function createAppStore(options: AppStoreOptions<ModelsMap> = {}): AppStore | ModelStore<ModelsMap> {
  const apiHost = stripSlash(options.apiHost ?? defaultOrigin());
  const productHost = stripSlash(options.productHost ?? options.apiHost ?? defaultOrigin());
  const notify = contained(options.notify ?? (inBrowser ? showToast : undefined));
  let getState: () => unknown = () => undefined;
  const getAuth = () => authIn(getState());
  // A 401 for the signed-in token reaches the session model through a channel, as an action.
  const refused = channel<string>(buffers.expanding(4));
  const onUnauthorized = (token: string) => refused.put(token);
  function* endRefusedSessions(): SagaIterator {
    for (;;) {
      const token: string = yield take(refused);
      yield put(session.actions.unauthorized({ token }));
    }
  }
  const api = createApi({
    api: lazyRequest({ baseURL: `${apiHost}/miao`, getAuth, notify, onUnauthorized }),
    product: lazyRequest({ baseURL: productHost, getAuth, notify, onUnauthorized }),
  });
  const storage = createAuthStorage(options.storage ?? defaultStorage());
  const models: ModelsMap = options.models ?? appModels;
  const store = createModelStore({
    models,
    context: {
      [API]: api,
      [STORAGE]: storage,
      [RUN_STORAGE]: createRunStorage(options.runStorage ?? defaultSessionStorage()),
      [TABS]: options.tabs === undefined ? lazyBrowserTabs() : (options.tabs ?? undefined),
      [TIMING]: { ...defaultTiming, ...options.timing },
    },
    onError: options.onError ?? defaultOnError,
    describeError,
    preloadedState: options.preloadedState,
    sagas: [endRefusedSessions, ...(options.sagas ?? [])],
  });
  getState = () => store.getState();
  return store;
}
