// The composition root of the state layer: the core (src/app) + the app's models + the
// services (one API client and one `_auth` storage per store). Two entries build on it:
// createAppStore (every model, for tests and QA) and createFirstScreenStore (the browser's:
// the first screen's models, the others added with their pages, src/store/pageModels.ts).
import type { StoreEnhancer } from 'redux';
import { buffers, channel, type SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { take } from '../app/typedEffects';
import {
  createModelStore,
  type EffectType,
  type LoadingFilter,
  type ModelStore,
  type ModelsMap,
  type OnError,
  type StateOf,
} from '../app';
import { showToast } from '../components/toast/toastStore';
import type { AppModels } from '../models';
import { session, type SessionState } from '../models/session';
import { createApi } from '../services/api';
import { emptyAuth, type Auth } from '../services/auth';
import { API, PAY_RETURN, RUN_STORAGE, STORAGE, TABS, TIMING, defaultTiming, type Timing } from '../services/context';
import { lazyPayReturn } from '../services/lazyPayReturn';
import { createRunStorage } from '../services/runStorage';
import type { TabChannel, TabMessage } from '../services/tabs';
import { describeError } from '../services/errors';
import type { Exchange, Notice } from '../services/request';
import { currentLocale, localized } from '../locales/active';
import { lazyRequest } from '../services/lazyRequest';
import { onDemand } from '../utils/onDemand';
import { logEffectFailure } from './effectLog';
import { createAuthStorage, type KeyValueStore } from '../services/storage';

export interface AppStoreOptions {
  /** Origin of the API host; calls go to `${apiHost}/miao/v1/…`. Default: the page's origin. */
  apiHost?: string;
  /** Origin of the product host (`/usee/v1/…`). Default: apiHost. */
  productHost?: string;
  /** Where `_auth` lives. Default: window.localStorage (none outside a browser). */
  storage?: KeyValueStore;
  /**
   * Where the runs still going are kept for a reload, and the trades left for to pay in place.
   * Default: window.sessionStorage (none outside a browser).
   */
  runStorage?: KeyValueStore;
  /**
   * The app's other tabs (logins that end or begin there). Default: the browser's
   * (BroadcastChannel and the storage event); none outside a browser. Tests pass
   * `createTabBus()()` for stores that should hear each other, or `null` for none.
   */
  tabs?: TabChannel | null;
  /** Shows user-facing notices such as "请先登录". Default: the toast, in a browser only. */
  notify?: (message: string) => void;
  /** Hears every effect failure. Default: console.error outside production, except a refusal the user is told about (effectLog.ts). */
  onError?: OnError;
  preloadedState?: Partial<StateOf<AppModels>>;
  /**
   * Hears every HTTP exchange: the QA recorder, handed in by the entry (src/index.tsx) under
   * the dev server; the store imports nothing of src/devtools. Default: none.
   */
  onExchange?: (exchange: Exchange) => void;
  /** The polling waits (task status, payment, pending list); tests pass short ones. */
  timing?: Partial<Timing>;
  /** More sagas to start with the store. */
  sagas?: readonly (() => SagaIterator)[];
  /**
   * dva-loading's `only` / `except` (the app's effect types): which effects show in
   * state.loading. Default: every effect. The key stays `loading`, the one the pages read.
   */
  loading?: LoadingFilter<EffectType<AppModels>>;
}

export type AppStore = ModelStore<AppModels>;

/**
 * The browser's tab channel (services/tabs.ts) in a chunk of its own, not the first screen's
 * JavaScript: it loads when the store starts listening, and what is posted before waits for it.
 */
function lazyBrowserTabs(): TabChannel | undefined {
  if (!inBrowser) return undefined;
  const load = onDemand(() => import(/* webpackChunkName: "tabs" */ '../services/tabs').then((m) => m.browserTabs()));
  const real = () => load().catch(() => undefined);
  void real();
  return {
    post: (message: TabMessage) => void real().then((tabs) => tabs?.post(message)),
    subscribe: (listener) => {
      let stop: (() => void) | undefined;
      let stopped = false;
      void real().then((tabs) => {
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

/**
 * The error words the client's notices need ("请先登录"), out of the first screen's JavaScript
 * (the failure words of every endpoint are in that catalogue): fetched when a store is built,
 * so they are there long before the first answer that needs them.
 */
const loadErrorWords = onDemand(() => import(/* webpackChunkName: "error-words" */ '../locales/zh-CN/errors'));

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

export function defaultSessionStorage(): KeyValueStore | undefined {
  try {
    return inBrowser ? window.sessionStorage : undefined;
  } catch {
    return undefined;
  }
}

type DevToolsExtension = (options: { name: string }) => StoreEnhancer;
const isDevTools = (value: unknown): value is DevToolsExtension => typeof value === 'function';

/**
 * Redux DevTools when the browser has the extension, in development only: the production
 * build drops this branch (tests/budget/checkSize.ts checks that no byte of it is left).
 */
function devTools(): StoreEnhancer[] {
  if (process.env.NODE_ENV === 'production' || !inBrowser) return [];
  const extension: unknown = Reflect.get(window, '__REDUX_DEVTOOLS_EXTENSION__');
  return isDevTools(extension) ? [extension({ name: 'Miao' })] : [];
}

function stripSlash(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/** The session's auth, or signed out for a token whose login ended (here or in another tab): no request leaves with it. */
function authIn(session: SessionState): Auth {
  return session.revoked.includes(session.auth.token) ? emptyAuth : session.auth;
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

/**
 * A store of `models` (the session model among them) with the app's services and the settings
 * above; `later` names the models that will join with their pages (refused until then).
 */
export function buildAppStore<M extends ModelsMap & Pick<AppModels, 'session'>>(
  models: M,
  options: Omit<AppStoreOptions, 'preloadedState'> & { preloadedState?: Partial<StateOf<M>> },
  later: readonly string[] = [],
): ModelStore<M> {
  const apiHost = stripSlash(options.apiHost ?? defaultOrigin());
  const productHost = stripSlash(options.productHost ?? options.apiHost ?? defaultOrigin());
  const shown = contained(options.notify ?? (inBrowser ? showToast : undefined));
  // The client says which notice; it is worded here, in the language in use (services import no
  // locale). Words that cannot be loaded leave the notice unsaid: the request's own failure is
  // still told where it was made.
  if (shown) loadErrorWords().catch(() => undefined);
  const notify =
    shown &&
    ((notice: Notice) =>
      void loadErrorWords().then(
        ({ errors }) => shown(localized('errors', errors)[notice]),
        () => undefined,
      ));
  // Requests read the auth of the store they serve; the store is made after its API client.
  let readSession: (() => SessionState) | null = null;
  const getAuth = () => (readSession ? authIn(readSession()) : emptyAuth);
  // A 401 for the signed-in token reaches the session model through a channel, as an action.
  const refused = channel<string>(buffers.expanding(4));
  const onUnauthorized = (token: string) => refused.put(token);
  function* endRefusedSessions(): SagaIterator {
    for (;;) {
      const token = yield* take(refused);
      yield put(session.actions.unauthorized({ token }));
    }
  }
  const { onExchange } = options;
  const api = createApi({
    api: lazyRequest({ baseURL: `${apiHost}/miao`, getAuth, notify, onUnauthorized, language: currentLocale, onExchange }),
    product: lazyRequest({ baseURL: productHost, getAuth, notify, onUnauthorized, language: currentLocale, onExchange }),
  });
  const storage = createAuthStorage(options.storage ?? defaultStorage());
  const store = createModelStore({
    models,
    later,
    context: {
      [API]: api,
      [STORAGE]: storage,
      [RUN_STORAGE]: createRunStorage(options.runStorage ?? defaultSessionStorage()),
      [PAY_RETURN]: lazyPayReturn(options.runStorage ?? defaultSessionStorage()),
      [TABS]: options.tabs === undefined ? lazyBrowserTabs() : (options.tabs ?? undefined),
      [TIMING]: { ...defaultTiming, ...options.timing },
    },
    onError: options.onError ?? logEffectFailure,
    describeError,
    preloadedState: options.preloadedState,
    loading: options.loading,
    sagas: [endRefusedSessions, ...(options.sagas ?? [])],
    extraEnhancers: devTools(),
    // A changed model file replaces its model in this store without a reload (dev server only).
    hot: process.env.NODE_ENV === 'development' && inBrowser,
  });
  readSession = () => store.getState().session;
  return store;
}
