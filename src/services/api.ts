// The client: one typed function per endpoint, built from its declaration in
// src/rules/wire/endpoints.ts (method, host, path, query or body, answer check): this file
// names no endpoint, so a new one needs nothing here. Each returns
// Answer<T>: ok with checked data on code 0, or the failure with its code and message. A body
// that is not an envelope, or code 0 with data of the wrong shape, throws
// ApiError('malformed'): the caller's error path, never a crash deeper in the UI.
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { CANCEL } from 'redux-saga';
import type { AnswerCheck, CheckName, Endpoint } from '../rules/wire/endpoint';
import { endpoints, type ArgsOf, type DataOf, type EndpointName } from '../rules/wire/endpoints';
import { ShapeError, type Guard } from '../rules/wire/guards';
import type * as Schemas from '../rules/wire/schemas';
import { malformed } from './errors';
import type { LazyClient } from './lazyRequest';
import { onDemand } from '../utils/onDemand';

export { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, IDENTIFIER_ARG } from '../rules/wire/defaults';

export type Answer<D> = { ok: true; code: 0; msg: string; data: D } | { ok: false; code: number; msg: string; data: null };

/** The client: each endpoint's function by its name, typed by its declaration. */
export type Api = { readonly [K in EndpointName]: (...args: ArgsOf<K>) => Promise<Answer<DataOf<K>>> };

// The answer checks (with the tool descriptors they read) load with the request chunk, not in
// the first screen's JavaScript: nothing is checked before the first call's answer. Loaded
// once and shared: every answer is checked, and an `import()` per answer is a module lookup
// per answer (a failed load is tried again at the next answer).
const loadSchemas: () => Promise<typeof Schemas> = onDemand(
  () => import(/* webpackChunkName: "request" */ '../rules/wire/schemas'),
);

type Checked = { [K in CheckName]: ReturnType<(typeof Schemas.checks)[K]> };
type CheckMap = { [K in CheckName]: Guard<Checked[K]> };

/** Checks a value against one answer shape, e.g. a resource kept across a reload; null when it fails. */
export async function checkShape<K extends CheckName>(name: K, value: unknown): Promise<Checked[K] | null> {
  const map: CheckMap = (await loadSchemas()).checks;
  try {
    return map[name](value, name);
  } catch (error) {
    if (error instanceof ShapeError) return null;
    throw error;
  }
}

/** The check of an endpoint's answer: one named in schemas.ts's `checks`, or the declaration's own. */
export async function checkOf(answer: AnswerCheck): Promise<Guard<unknown>> {
  return typeof answer === 'string' ? (await loadSchemas()).checks[answer] : answer;
}

/**
 * Each declaration seen through its endpoint's arguments: the assignment checks every entry,
 * and `declarations[name]` then takes ArgsOf<K> for a name of type K.
 */
const declarations: { readonly [K in EndpointName]: Endpoint<ArgsOf<K>, AnswerCheck, string> } = endpoints;

function settle<D>(body: unknown, check: Guard<D>, where: string): Answer<D> {
  if (typeof body !== 'object' || body === null || typeof (body as { code?: unknown }).code !== 'number') {
    throw malformed(where);
  }
  const { code, msg, data } = body as { code: number; msg?: unknown; data?: unknown };
  const message = typeof msg === 'string' ? msg : '';
  if (code !== 0) return { ok: false, code, msg: message, data: null };
  try {
    return { ok: true, code: 0, msg: message, data: check(data, 'data') };
  } catch (error) {
    if (error instanceof ShapeError) throw malformed(`${where}: ${error.at}`, error.expected, error.values);
    throw error;
  }
}

/** An axios instance (tests, Node), or one loaded on demand (the app: lazyRequest.ts). */
export type ClientSource = AxiosInstance | LazyClient;

export interface Clients {
  /** `${apiHost}/miao` */
  api: ClientSource;
  /** productHost */
  product: ClientSource;
}

const instanceOf = (client: ClientSource): AxiosInstance | Promise<AxiosInstance> => ('load' in client ? client.load() : client);

export function createApi(clients: Clients): Api {
  /**
   * One call. Its promise carries redux-saga's CANCEL: an effect cancelled while it waits
   * (takeLatest, a session that ended, a run stopped) aborts the HTTP request itself.
   */
  function send<K extends EndpointName>(name: K, args: ArgsOf<K>): Promise<Answer<DataOf<K>>> {
    const controller = new AbortController();
    const answer = (async () => {
      const endpoint = declarations[name];
      const config: AxiosRequestConfig = {
        method: endpoint.method.toLowerCase(),
        url: endpoint.path,
        ...(endpoint.query ? { params: endpoint.query(...args) } : {}),
        ...(endpoint.body ? { data: endpoint.body(...args) } : {}),
      };
      const instance = await instanceOf(clients[endpoint.host]);
      // Before sending: an answer is never lost to a check that failed to load. K's own check,
      // chosen at run time (by name from schemas.ts, or the declaration's): what it lets through
      // is DataOf<K> by that type's definition, which TypeScript cannot follow.
      const check = (await checkOf(endpoint.answer)) as Guard<DataOf<K>>;
      // The response interceptor has already unwrapped the body (request.ts).
      const body: unknown = await instance.request({ ...config, signal: controller.signal });
      return settle(body, check, `${endpoint.method} ${endpoint.path}`);
    })();
    return Object.assign(answer, { [CANCEL]: () => controller.abort() });
  }

  const fn =
    <K extends EndpointName>(name: K) =>
    (...args: ArgsOf<K>) =>
      send(name, args);
  // A mapped object cannot be built key by key in a way TypeScript follows: each entry is fn(name).
  return Object.fromEntries(Object.keys(endpoints).map((name) => [name, fn(name as EndpointName)])) as unknown as Api;
}
