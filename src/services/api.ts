// The client: one typed function per endpoint, derived from its declaration in
// src/rules/wire/endpoints.ts (method, host, path, query or body, answer check). Each returns
// Answer<T>: ok with checked data on code 0, or the failure with its code and message. A body
// that is not an envelope, or code 0 with data of the wrong shape, throws
// ApiError('malformed'): the caller's error path, never a crash deeper in the UI.
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { CANCEL } from 'redux-saga';
import type * as Endpoints from '../rules/wire/endpoints';
import type { ArgsOf, DataOf, EndpointName } from '../rules/wire/endpoints';
import { ShapeError, type Guard } from '../rules/wire/guards';
import type * as Schemas from '../rules/wire/schemas';
import { malformed } from './errors';
import type { LazyClient } from './lazyRequest';

export { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, IDENTIFIER_ARG } from '../rules/wire/defaults';

export type Answer<D> = { ok: true; code: 0; msg: string; data: D } | { ok: false; code: number; msg: string; data: null };

/** The client: each endpoint's function by its name, typed by its declaration. */
export type Api = { readonly [K in EndpointName]: (...args: ArgsOf<K>) => Promise<Answer<DataOf<K>>> };

// The declarations and their answer checks (with the tool descriptors they name) load with the
// request chunk, not in the first screen's JavaScript: nothing is sent or checked before then.
const loadEndpoints = (): Promise<typeof Endpoints> => import(/* webpackChunkName: "request" */ '../rules/wire/endpoints');
const loadSchemas = (): Promise<typeof Schemas> => import(/* webpackChunkName: "request" */ '../rules/wire/schemas');

type CheckName = keyof typeof Schemas.checks;
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

/**
 * Every endpoint's name, the one thing about them the first screen holds (the declarations
 * carry the answer checks and, through them, the tool descriptors: they come with the request
 * chunk). tsc fails here while a declared endpoint is missing or a name is not declared.
 */
const NAMES = {
  getAccountInfo: true,
  getLoginQr: true,
  loginWechatWeb: true,
  getDifyId: true,
  getPdfId: true,
  getNoPdfId: true,
  getVipData: true,
  getTaskToken: true,
  createTask: true,
  listResources: true,
  deleteResource: true,
  deleteResources: true,
  revokeResource: true,
  listGoods: true,
  checkGoods: true,
  buy: true,
  pay: true,
  getHistory: true,
  listExamples: true,
  getTemplates: true,
} satisfies Record<EndpointName, true>;

export function createApi(clients: Clients): Api {
  /**
   * One call. Its promise carries redux-saga's CANCEL: an effect cancelled while it waits
   * (takeLatest, a session that ended, a run stopped) aborts the HTTP request itself.
   */
  function send<K extends EndpointName>(name: K, args: ArgsOf<K>): Promise<Answer<DataOf<K>>> {
    const controller = new AbortController();
    const answer = (async () => {
      const { endpoints } = await loadEndpoints();
      // One endpoint of many: TypeScript cannot correlate endpoints[name] with its own K.
      const endpoint = endpoints[name] as Endpoints.Endpoints[EndpointName] & {
        query?: (...a: ArgsOf<K>) => object;
        body?: (...a: ArgsOf<K>) => object;
        answer: Guard<DataOf<K>>;
      };
      const config: AxiosRequestConfig = {
        method: endpoint.method.toLowerCase(),
        url: endpoint.path,
        ...(endpoint.query ? { params: endpoint.query(...args) } : {}),
        ...(endpoint.body ? { data: endpoint.body(...args) } : {}),
      };
      const instance = await instanceOf(clients[endpoint.host]);
      // The response interceptor has already unwrapped the body (request.ts).
      const body: unknown = await instance.request({ ...config, signal: controller.signal });
      return settle(body, endpoint.answer, `${endpoint.method} ${endpoint.path}`);
    })();
    return Object.assign(answer, { [CANCEL]: () => controller.abort() });
  }

  const fn =
    <K extends EndpointName>(name: K) =>
    (...args: ArgsOf<K>) =>
      send(name, args);
  // A mapped object cannot be built key by key in a way TypeScript follows: each entry is fn(name).
  return Object.fromEntries(Object.keys(NAMES).map((name) => [name, fn(name as EndpointName)])) as unknown as Api;
}
