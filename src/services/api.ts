// One typed function per endpoint of docs/contract.md §7 (and the ones docs/api.md chose).
// Each returns Answer<T>: ok with checked data on code 0, or the failure with its code and
// message. A body that is not an envelope, or code 0 with data of the wrong shape, throws
// ApiError('malformed'): the caller's error path, never a crash deeper in the UI.
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { malformed } from './errors';
import type { LazyClient } from './lazyRequest';
import { ShapeError } from './guards';
import type * as Schemas from './schemas';
import type * as T from './types';
import { CANCEL } from 'redux-saga';

export type Answer<D> = { ok: true; code: 0; msg: string; data: D } | { ok: false; code: number; msg: string; data: null };

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 100;
/** The fixed argument of the pdfid and nopdfid fetches (docs/contract.md §9). */
export const IDENTIFIER_ARG = 16;

type Check<D> = (value: unknown, at: string) => D;

// The answer checks (schemas.ts, with the tool descriptors they name) load with the request
// chunk, not in the first screen's JavaScript: nothing is checked before a first answer.
type CheckName = keyof typeof Schemas.checks;
type Checked = { [K in CheckName]: ReturnType<(typeof Schemas.checks)[K]> };
type CheckMap = { [K in CheckName]: Check<Checked[K]> };
const loadSchemas = () => import(/* webpackChunkName: "request" */ './schemas');

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

function settle<D>(body: unknown, check: Check<D>, where: string): Answer<D> {
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

export function createApi({ api, product }: Clients) {
  /**
   * One call. Its promise carries redux-saga's CANCEL: an effect cancelled while it waits
   * (takeLatest, a session that ended, a run stopped) aborts the HTTP request itself.
   */
  function send<K extends CheckName>(client: ClientSource, config: AxiosRequestConfig, name: K): Promise<Answer<Checked[K]>> {
    const controller = new AbortController();
    const answer = (async () => {
      const [instance, schemas] = await Promise.all([instanceOf(client), loadSchemas()]);
      const map: CheckMap = schemas.checks;
      // The response interceptor has already unwrapped the body (request.ts).
      const body: unknown = await instance.request({ ...config, signal: controller.signal });
      return settle(body, map[name], `${config.method?.toUpperCase()} ${config.url}`);
    })();
    return Object.assign(answer, { [CANCEL]: () => controller.abort() });
  }

  return {
    // account
    /** The account, also the session model's "user info fetch" (docs/api.md). */
    getAccountInfo: () => send(api, { method: 'get', url: '/v1/account/info' }, 'accountInfo'),
    getLoginQr: (params: T.LoginQrParams) => send(api, { method: 'get', url: '/v1/account/login_wechat_qr', params }, 'loginQr'),
    loginWechatWeb: (body: T.LoginWebBody) =>
      send(api, { method: 'post', url: '/v1/account/login_wechat_web', data: body }, 'loginWeb'),
    getDifyId: (userId: string) => send(api, { method: 'get', url: '/v1/agent/difyid', params: { uid: userId } }, 'identifier'),
    getPdfId: (arg: number) => send(api, { method: 'get', url: '/v1/agent/pdfid', params: { typ: arg } }, 'identifier'),
    getNoPdfId: (arg: number) => send(api, { method: 'get', url: '/v1/agent/nopdfid', params: { typ: arg } }, 'identifier'),
    getVipData: (params: T.VipDataParams) => send(api, { method: 'get', url: '/v1/vipdata/info', params }, 'vipData'),

    // tasks and resources
    getTaskToken: () => send(api, { method: 'get', url: '/v1/task/token' }, 'taskToken'),
    createTask: (data: T.TaskInput) => send(api, { method: 'post', url: '/v1/task', data }, 'task'),
    listResources: ({ page = DEFAULT_PAGE, num = DEFAULT_PAGE_SIZE, typ }: Partial<T.ResourceListParams> = {}) =>
      send(api, { method: 'get', url: '/v1/resource/list', params: typ ? { page, num, typ } : { page, num } }, 'resourceList'),
    deleteResource: (params: T.ResourceIdParams) => send(api, { method: 'delete', url: '/v1/resource', params }, 'deleted'),
    deleteResources: (body: T.ResourceIdsBody) =>
      send(api, { method: 'post', url: '/v1/resource/delete', data: body }, 'deleted'),
    revokeResource: (body: T.ResourceIdParams) =>
      send(api, { method: 'post', url: '/v1/resource/revoke', data: body }, 'revoked'),

    // shop
    listGoods: () => send(api, { method: 'get', url: '/v1/shop/goods/list' }, 'goodsList'),
    checkGoods: (params: T.GoodsCheckParams) => send(api, { method: 'get', url: '/v1/shop/goods/check', params }, 'goodsCheck'),
    buy: (body: T.BuyBody) => send(api, { method: 'post', url: '/v1/account/buy', data: body }, 'trade'),
    pay: (body: T.PayBody) => send(api, { method: 'post', url: '/v1/account/pay', data: body }, 'pay'),
    /** Optional (docs/api.md "Points history"): a server without it answers 404, and the app hides the history. */
    getHistory: (params: T.HistoryParams) => send(api, { method: 'get', url: '/v1/account/history', params }, 'history'),

    // product host
    listExamples: () => send(product, { method: 'get', url: '/usee/v1/example/list' }, 'exampleList'),
    /** The template list (docs/api.md): the latest algorithm templates. */
    getTemplates: () => send(product, { method: 'get', url: '/usee/v1/alg/template/latest' }, 'templateList'),
  };
}

export type Api = ReturnType<typeof createApi>;
