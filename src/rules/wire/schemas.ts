// The check of every answer, one per shape: each is also its answer's one declaration
// (src/rules/wire/types.ts reads the types from here with Checked<>; ./endpoints.ts names the
// check of each endpoint). api.md says what each field means; the stand-in (mocks/) answers
// by these types.
import { RESOURCE_KINDS, TOOL_IDS } from '../catalog';
import {
  arrayOf,
  bool,
  count,
  epochMs,
  httpUrl,
  knownOr,
  mediaUrl,
  num,
  object,
  oneOf,
  optional,
  str,
  type Guard,
} from './guards';

export const accountInfo = object({
  points: count,
  phone: str,
  avatar: mediaUrl,
  type: num,
  expireDate: str,
  id: str,
});
/** Our choice: the URL of the page that shows the WeChat QR code (scene=wechat: WeChat's authorisation page). */
export const loginQr = object({ url: httpUrl });
/** docs/contract.md §7: token, type, expire in seconds. */
export const loginWeb = object({ token: str, type: str, expire: num });
export const identifier = object({ id: str });
export const vipData = object({ DataId: str, value: str });

export const templateEntry = object({
  action: optional(str),
  mode: optional(str),
  channel: optional(str),
  /** Our addition: the style's name to show. */
  label: optional(str),
  /** Our addition: the points one result of it costs (else src/rules/catalog.ts). */
  cost: optional(count),
  cover: optional(mediaUrl),
});
export const templateList = object({
  animation: arrayOf(templateEntry),
  avatar: arrayOf(templateEntry),
});
export const exampleItem = object({ key: str, signUrl: mediaUrl });
export const exampleList = object({ signUrl: arrayOf(exampleItem) });

export const taskToken = object({ token: str });
/** How a result was made. Optional on the wire: an older server keeps none. */
export const resourceSettings = object({
  styles: optional(arrayOf(str)),
  count: optional(count),
  text: optional(str),
  bgm: optional(str),
  /** Made by something other than the production service: 'local' (the stand-in's engine composed it). */
  engine: optional(str),
  /** Our addition: 2 for an HD result (twice the width and height of the one it was made from). */
  scale: optional(count),
  /** Our addition: the result an HD result was made from. */
  hdOf: optional(str),
});
/** A share done, 0–100: a finite number, held to that range (it is only shown). */
const percent: Guard<number> = (v, at) => Math.min(100, Math.max(0, num(v, at)));
export const RESOURCE_STATUSES = ['pending', 'done', 'failed', 'revoked'] as const;
export const resource = object({
  resId: str,
  // A tool or kind this app does not know (a newer server's) is shown as "unknown kind".
  typ: knownOr(TOOL_IDS, 'unknown'),
  kind: knownOr(RESOURCE_KINDS, 'unknown'),
  style: str,
  status: oneOf(RESOURCE_STATUSES),
  /** The result's file ('' while pending or failed). */
  url: mediaUrl,
  /** The input it was made from, when the server kept it. */
  source: mediaUrl,
  cost: count,
  createdAt: epochMs,
  /** The run (task) it came from; several results of one run share it. Optional on the wire. */
  taskId: optional(str),
  settings: optional(resourceSettings),
  /** Its points came back (it failed, or was withdrawn before it was done). Optional on the wire. */
  refunded: optional(bool),
  /** How far it is made, 0–100 (100 when done). Optional on the wire: an older server sends none. */
  progress: optional(percent),
});
export const task = object({
  taskId: str,
  /** The run's first result (every server answers it). */
  resource,
  /** All the run's results, in order; optional: a server that makes one result answers `resource` only. */
  resources: optional(arrayOf(resource)),
  /** Balance after the charge. */
  points: count,
});
export const resourceList = object({
  list: arrayOf(resource),
  total: count,
  page: count,
  num: count,
});
export const deleted = object({ deleted: arrayOf(str) });
/** Balance after the refund in `points`. */
export const revoked = object({ resource, points: count });

export const goods = object({
  id: str,
  name: str,
  /** Price in fen (1/100 yuan) to avoid float money. */
  price: count,
  points: count,
  desc: str,
});
export const goodsList = object({ list: arrayOf(goods) });
export const goodsCheck = object({ id: str, available: bool });
export const TRADE_STATUSES = ['pending', 'paid', 'closed'] as const;
export const trade = object({
  tradeNo: str,
  goodsId: str,
  amount: count,
  points: count,
  /** WeChat Pay URL the QR code is rendered from. */
  payUrl: httpUrl,
  status: oneOf(TRADE_STATUSES),
});
/** Balance now in `points` (credited once when the trade became paid). */
export const pay = object({ trade, points: count });

/**
 * Our addition (docs/api.md "Points history"; not in the specification): every change of a
 * balance, newest first. A kind this app does not know (a newer server's) is kept as 'unknown'.
 */
export const HISTORY_KINDS = ['welcome', 'opening', 'buy', 'charge', 'refund'] as const;
/** Why a refund came: the result failed, or it was withdrawn while pending. */
export const REFUND_REASONS = ['failed', 'revoked'] as const;
/** A buy's receipt: the trade as it was credited. */
export const historyTrade = object({
  tradeNo: str,
  goodsId: str,
  /** The pack's name as the server calls it (in the language asked for, when it has one). */
  name: str,
  /** Fen. */
  price: count,
  points: count,
  status: oneOf(TRADE_STATUSES),
});
export const historyEntry = object({
  id: str,
  kind: knownOr(HISTORY_KINDS, 'unknown'),
  /** Signed: + a grant, a buy or a refund; − a charge. */
  amount: num,
  /** The balance right after it. */
  balance: count,
  at: epochMs,
  /** What it was for: a run's (charge) or a result's (refund) tool and styles. */
  tool: optional(knownOr(TOOL_IDS, 'unknown')),
  styles: optional(arrayOf(str)),
  /** Results the charge paid for. */
  count: optional(count),
  taskId: optional(str),
  resId: optional(str),
  reason: optional(knownOr(REFUND_REASONS, 'unknown')),
  /** Our addition: a charge for an HD result names the result it made bigger (docs/api.md "HD"). */
  hdOf: optional(str),
  /** Our addition: a charge for variations names the result they are variations of (docs/api.md "Variations"). */
  variationsOf: optional(str),
  trade: optional(historyTrade),
});
export const history = object({
  list: arrayOf(historyEntry),
  total: count,
  page: count,
  num: count,
});

/**
 * Every answer check by name: an endpoint's declaration names its own here (./endpoint.ts), and
 * `checkShape(name, value)` (src/services/api.ts) checks a value kept across a reload.
 */
export const checks = {
  accountInfo,
  loginQr,
  loginWeb,
  identifier,
  vipData,
  templateList,
  exampleList,
  taskToken,
  resource,
  task,
  resourceList,
  deleted,
  revoked,
  goodsList,
  goodsCheck,
  trade,
  pay,
  history,
};
