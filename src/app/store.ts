// createAppStore: the models map + loading + errors, one API client and one storage per
// store, every saga running. Tests build one per test with their own apiHost.
import { combineReducers, createStore, applyMiddleware, type Store } from 'redux';
import createSagaMiddleware, { type SagaIterator } from 'redux-saga';
import { call, fork, takeEvery } from 'redux-saga/effects';
import { createApi, type Api } from '../services/api';
import { createRequest } from '../services/request';
import { createAuthStorage } from '../services/storage';
import { showToast } from '../components/toast/toastStore';
import { API, STORAGE } from './context';
import { createEffectsSaga, type OnError } from './effects';
import { errorsReducer, type ErrorsState } from './effectErrors';
import { loadingReducer, type LoadingState } from './loading';
import { LOCATION_CHANGE, onLocationChange, type LocationChangeAction } from './location';
import { models, type Models } from './models';
import type { ModelState } from './model';

export type RootState = { [K in keyof Models]: ModelState<Models[K]> } & {
  loading: LoadingState;
  errors: ErrorsState;
};

type ActionsOf<M> = M extends { actions: infer A } ? { [K in keyof A]: A[K] extends (...args: never[]) => infer R ? R : never }[keyof A] : never;
/** Every action the app knows, typed: model actions, location changes, loading and errors. */
export type AppAction = { [K in keyof Models]: ActionsOf<Models[K]> }[keyof Models] | LocationChangeAction;

export interface AppStoreOptions {
  /** Origin of the API host; calls go to `${apiHost}/miao/v1/…`. Default: the page's origin. */
  apiHost?: string;
  /** Origin of the product host (`/usee/v1/…`). Default: the page's origin. */
  productHost?: string;
  /** Where `_auth` lives. Default: window.localStorage (none outside a browser). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Shows user-facing notices such as "请先登录". Default: the toast, in a browser only. */
  notify?: (message: string) => void;
  /** Hears every effect failure. Default: console.error outside production. */
  onError?: OnError;
  preloadedState?: Partial<RootState>;
}

export type AppStore = Store<RootState, AppAction> & {
  dispatch: (action: AppAction) => AppAction;
  /** The store's API client, for UI calls that hold no state (the login QR URL). */
  api: Api;
};

const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';

function defaultOrigin(): string {
  return inBrowser ? window.location.origin : '';
}

function defaultStorage(): AppStoreOptions['storage'] {
  try {
    return inBrowser ? window.localStorage : undefined;
  } catch {
    return undefined; // storage disabled (private mode, sandboxed frame)
  }
}

const defaultOnError: OnError = (error, { effect }) => {
  if (process.env.NODE_ENV !== 'production') console.error(`[${effect}]`, error);
};

function stripSlash(origin: string): string {
  return origin.replace(/\/+$/, '');
}

export function createAppStore(options: AppStoreOptions = {}): AppStore {
  const apiHost = stripSlash(options.apiHost ?? defaultOrigin());
  const productHost = stripSlash(options.productHost ?? options.apiHost ?? defaultOrigin());
  const notify = options.notify ?? (inBrowser ? showToast : undefined);
  let getState: () => RootState = () => {
    throw new Error('store not ready');
  };
  const getAuth = () => getState().session.auth;
  const api = createApi({
    api: createRequest({ baseURL: `${apiHost}/miao`, getAuth, notify }),
    product: createRequest({ baseURL: productHost, getAuth, notify }),
  });
  const storage = createAuthStorage(options.storage ?? defaultStorage());
  const onError = options.onError ?? defaultOnError;

  const reducer = combineReducers({
    session: models.session.reducer,
    templates: models.templates.reducer,
    examples: models.examples.reducer,
    resources: models.resources.reducer,
    shop: models.shop.reducer,
    tasks: models.tasks.reducer,
    loading: loadingReducer,
    errors: errorsReducer,
  });
  const saga = createSagaMiddleware({ context: { [API]: api, [STORAGE]: storage } });
  const store = createStore(reducer, options.preloadedState as never, applyMiddleware(saga));
  getState = store.getState as () => RootState;

  const effects = createEffectsSaga(Object.values(models), onError);
  function* locationWorker(action: LocationChangeAction): SagaIterator {
    try {
      yield call(onLocationChange, action);
    } catch (error) {
      onError(error, { namespace: '@@router', effect: LOCATION_CHANGE });
    }
  }
  saga.run(function* root(): SagaIterator {
    yield fork(effects);
    yield takeEvery(LOCATION_CHANGE, locationWorker);
  });
  return Object.assign(store, { api }) as unknown as AppStore;
}
