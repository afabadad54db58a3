// Every endpoint, declared once (docs/contract.md §7 and the ones docs/api.md chose): method,
// host and path, what its arguments send, the check of its answer and the failure reasons it
// may be given. One table rather than a file each: the client, the stand-in and the catalogues
// need the closed list of every endpoint, and a table cannot hold a declaration it does not
// list, so it is the only list of them. Derived from it: the client's functions (one per entry,
// src/services/api.ts), the request and answer types (src/rules/wire/types.ts), the stand-in's
// routes (mocks/server/endpoints.ts, a handler for each name or tsc fails), and FailureReason,
// which types the failure words of both catalogues (a reason without words fails tsc in
// src/locales/zh-CN/errors.ts and en/errors.ts).
// docs/api.md's endpoint table is checked against it (tests/unit/services/apiDoc.test.ts).
//
// Light: it is in the first screen's JavaScript. An answer check is named (a key of
// ./schemas.ts's `checks`, which load with the request chunk, tool descriptors and all) or, for
// a small new shape, written inline with ./guards.ts's combinators (./endpoint.ts says why).
import type { LOGIN_SCENE_WECHAT } from '../device';
import type { ToolId } from '../catalog';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from './defaults';
import { del, get, post, type AnswerCheck, type DataOfCheck, type Endpoint } from './endpoint';
import { OWN_FAILURES, type OwnFailure } from './failures';

// ---- what the calls send -----------------------------------------------------------

export interface LoginQrParams {
  redirect_uri: string;
  /** Our addition: 'wechat' inside WeChat's browser asks for WeChat's authorisation page (a redirect, no QR). */
  scene?: typeof LOGIN_SCENE_WECHAT;
}
export interface LoginWebBody {
  code: string;
  state: string;
}
export interface VipDataParams {
  DataId: string;
}

/** POST /v1/task body (`data` in docs/contract.md §7). Exactly one of image or text is set. */
export interface TaskInput {
  token: string;
  tool: ToolId;
  style: string;
  /** data: URL of the photo, for photo tools. */
  image?: string;
  /** Prompt or speech text, for text tools. */
  text?: string;
  /** Background music for the 3D photo video. */
  bgm?: string;
  /**
   * Several styles of the same input in one run (tools with multiStyle); `style` is then the
   * first of them. Optional: a server that does not know it makes one result of `style`.
   */
  styles?: string[];
  /** Results per style, 1 to the tool's maxResults. Optional: 1. */
  count?: number;
  /**
   * Our addition (docs/api.md "HD"): the `resId` of one of this account's finished still
   * results, to make again at twice its width and height from the input and seed it was made
   * with, for `hdCost` of its price (src/rules/hd.ts). Sent with the same tool, style and
   * input as that result, one style, count 1. A server that does not know it makes an
   * ordinary result of that input.
   */
  hdOf?: string;
  /**
   * Our addition (docs/api.md "Variations"): the `resId` of the result these new results are
   * variations of (the same tool, style and input). It changes nothing made or charged; the
   * points history names the charge as variations of it. A server that does not know it
   * ignores it.
   */
  variationsOf?: string;
}
export interface ResourceListParams {
  page: number;
  num: number;
  typ?: ToolId;
}
export interface ResourceIdParams {
  resId: string;
}
export interface ResourceIdsBody {
  ids: string[];
}
export interface GoodsCheckParams {
  id: string;
}
export interface BuyBody {
  id: string;
}
export interface PayBody {
  tradeNo: string;
}
export interface HistoryParams {
  page: number;
  num: number;
}

// ---- the endpoints -----------------------------------------------------------------
// No reasons: an effect reads the Answer itself, and a non-zero code is silent (docs/contract.md
// §8: the login exchange, the account, templates, examples, the identifiers, the history).

export const endpoints = {
  // account
  /** The account, also the session model's "user info fetch" (docs/api.md). */
  getAccountInfo: get('/v1/account/info', 'accountInfo'),
  getLoginQr: get('/v1/account/login_wechat_qr', 'loginQr', {
    query: (params: LoginQrParams) => params,
    reasons: ['loginQr'],
  }),
  loginWechatWeb: post('/v1/account/login_wechat_web', 'loginWeb', { body: (body: LoginWebBody) => body }),
  getDifyId: get('/v1/agent/difyid', 'identifier', { query: (userId: string) => ({ uid: userId }) }),
  getPdfId: get('/v1/agent/pdfid', 'identifier', { query: (arg: number) => ({ typ: arg }) }),
  getNoPdfId: get('/v1/agent/nopdfid', 'identifier', { query: (arg: number) => ({ typ: arg }) }),
  getVipData: get('/v1/vipdata/info', 'vipData', { query: (params: VipDataParams) => params, reasons: ['vipData'] }),

  // tasks and resources
  getTaskToken: get('/v1/task/token', 'taskToken', { reasons: ['taskToken'] }),
  createTask: post('/v1/task', 'task', { body: (input: TaskInput) => input, reasons: ['task'] }),
  listResources: get('/v1/resource/list', 'resourceList', {
    query: ({ page = DEFAULT_PAGE, num = DEFAULT_PAGE_SIZE, typ }: Partial<ResourceListParams> = {}) =>
      typ ? { page, num, typ } : { page, num },
    reasons: ['resourcesFetch'],
  }),
  deleteResource: del('/v1/resource', 'deleted', { query: (params: ResourceIdParams) => params, reasons: ['resourceDelete'] }),
  deleteResources: post('/v1/resource/delete', 'deleted', { body: (body: ResourceIdsBody) => body, reasons: ['resourceDelete'] }),
  /** Withdrawn from the user page (resourceRevoke) or by Stop in a run (cancelRun). */
  revokeResource: post('/v1/resource/revoke', 'revoked', {
    body: (body: ResourceIdParams) => body,
    reasons: ['resourceRevoke', 'cancelRun'],
  }),

  // shop
  listGoods: get('/v1/shop/goods/list', 'goodsList', { reasons: ['goodsFetch'] }),
  checkGoods: get('/v1/shop/goods/check', 'goodsCheck', { query: (params: GoodsCheckParams) => params, reasons: ['goodsCheck'] }),
  buy: post('/v1/account/buy', 'trade', { body: (body: BuyBody) => body, reasons: ['buy'] }),
  pay: post('/v1/account/pay', 'pay', { body: (body: PayBody) => body, reasons: ['pay'] }),
  /** Optional (docs/api.md "Points history"): a server without it answers 404, and the app hides the history. */
  getHistory: get('/v1/account/history', 'history', { query: (params: HistoryParams) => params }),

  // product host
  listExamples: get('/usee/v1/example/list', 'exampleList', { host: 'product' }),
  /** The template list (docs/api.md): the latest algorithm templates. */
  getTemplates: get('/usee/v1/alg/template/latest', 'templateList', { host: 'product' }),
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The arguments of the endpoint's function. */
export type ArgsOf<K extends EndpointName> = Endpoints[K] extends Endpoint<infer A, AnswerCheck, string> ? A : never;
/** What the endpoint's answer carries on code 0. */
export type DataOf<K extends EndpointName> = DataOfCheck<Endpoints[K]['answer']>;
/** The failure reasons an effect may give when the endpoint answers a non-zero code. */
export type ReasonOf<K extends EndpointName> = Endpoints[K]['reasons'][number];

/** Every reason a failure may carry: the endpoints' and the ones effects find themselves. */
export type FailureReason = { [K in EndpointName]: ReasonOf<K> }[EndpointName] | OwnFailure;

/** The words each failure reason needs in every catalogue. */
export type FailureWords = Record<FailureReason, string>;

function everyFailureReason(): readonly FailureReason[] {
  return [
    ...new Set([...Object.values(endpoints).flatMap((endpoint): readonly FailureReason[] => endpoint.reasons), ...OWN_FAILURES]),
  ];
}
/**
 * Every failure reason, once (for tests that word them all). Pure: the app never reads it, and
 * the build leaves it out of the first screen.
 */
export const FAILURE_REASONS = /* @__PURE__ */ everyFailureReason();
