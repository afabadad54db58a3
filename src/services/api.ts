// The client: one typed function per endpoint, built from its declaration in
// src/rules/wire/endpoints.ts (method, host, path, query or body, answer check): this file
// names no endpoint, so a new one needs nothing here. Each returns
// Answer<T>: ok with checked data on code 0, or the failure with its code and message. A body
// that is not an envelope, or code 0 with data of the wrong shape, throws
// ApiError('malformed'): the caller's error path, never a crash deeper in the UI.
// What a call does (apiSend.ts) loads with the request chunk, which every call waits for anyway.
import { CANCEL } from 'redux-saga';
import { endpoints, type ArgsOf, type DataOf, type EndpointName } from '../rules/wire/endpoints';
import type { Answer, Clients } from './answerChecks';
import { ApiError } from './errors';
import { onDemand } from '../utils/onDemand';

export { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, IDENTIFIER_ARG } from '../rules/wire/defaults';
export { checkOf, checkShape, type Answer, type ClientSource, type Clients } from './answerChecks';

/** The client: each endpoint's function by its name, typed by its declaration. */
export type Api = { readonly [K in EndpointName]: (...args: ArgsOf<K>) => Promise<Answer<DataOf<K>>> };

// Loaded once, shared by every client; a chunk that cannot load is the network error every
// call shows, and the next call tries again (as lazyRequest.ts does for axios).
const loadSend = onDemand(() => import(/* webpackChunkName: "request" */ './apiSend'));

export function createApi(clients: Clients): Api {
  /**
   * One call. Its promise carries redux-saga's CANCEL: an effect cancelled while it waits
   * (takeLatest, a session that ended, a run stopped) aborts the HTTP request itself.
   */
  function send<K extends EndpointName>(name: K, args: ArgsOf<K>): Promise<Answer<DataOf<K>>> {
    const controller = new AbortController();
    const answer = loadSend().then(
      ({ sendCall }) => sendCall(clients, name, args, controller.signal),
      () => {
        throw new ApiError('network');
      },
    );
    return Object.assign(answer, { [CANCEL]: () => controller.abort() });
  }

  const fn =
    <K extends EndpointName>(name: K) =>
    (...args: ArgsOf<K>) =>
      send(name, args);
  // A mapped object cannot be built key by key in a way TypeScript follows: each entry is fn(name).
  return Object.fromEntries(Object.keys(endpoints).map((name) => [name, fn(name as EndpointName)])) as unknown as Api;
}
