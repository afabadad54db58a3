// The wire contract shared by the client (api.ts), the local stand-in (mocks/) and the UI.
// docs/contract.md §7 fixes methods, paths and a few fields; every shape it leaves "not shown" is
// our decision, written down in docs/api.md. Change a shape here and both sides follow.
import type { LOGIN_SCENE_WECHAT } from '../rules/device';

/** Every answer from both hosts: code 0 is success (docs/contract.md §7, §9). */
export interface Envelope<T> {
  code: number;
  msg?: string;
  data: T;
}

// ---- account / session -------------------------------------------------------------

/** docs/contract.md §3 Session.info. `type` is the numeric account type (meaning not shown). */
export interface AccountInfo {
  points: number;
  phone: string;
  avatar: string;
  type: number;
  expireDate: string;
  id: string;
}

export interface LoginQrParams {
  redirect_uri: string;
  /** Our addition: 'wechat' inside WeChat's browser asks for WeChat's authorisation page (a redirect, no QR). */
  scene?: typeof LOGIN_SCENE_WECHAT;
}
/** Our choice: the URL of the page that shows the WeChat QR code (scene=wechat: WeChat's authorisation page). */
export interface LoginQrAnswer {
  url: string;
}

export interface LoginWebBody {
  code: string;
  state: string;
}
/** docs/contract.md §7: token, type and expire in seconds from now. */
export interface LoginWebAnswer {
  token: string;
  type: string;
  expire: number;
}

/** Our choice for the three identifier fetches (docs/api.md). */
export interface IdentifierAnswer {
  id: string;
}

export interface VipDataParams {
  DataId: string;
}
export interface VipDataAnswer {
  DataId: string;
  value: string;
}

// ---- templates and examples (product host) ------------------------------------------

export interface TemplateEntry {
  action?: string;
  mode?: string;
  channel?: string;
  /** Display name; the stand-in sends Chinese labels. */
  label?: string;
  /** Points a generation with this template costs. */
  cost?: number;
  cover?: string;
}
export interface TemplateListAnswer {
  animation: TemplateEntry[];
  avatar: TemplateEntry[];
}

export interface ExampleItem {
  key: string;
  signUrl: string;
}
export interface ExampleListAnswer {
  signUrl: ExampleItem[];
}

// ---- tasks and resources -------------------------------------------------------------

// Tools and result kinds are the rulebook's (src/rules/catalog.ts), shared with the stand-in.
import type { ResourceKind, ToolId } from '../rules/catalog';
export type { ResourceKind, ToolId };

export interface TaskTokenAnswer {
  token: string;
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
}

/** How a result was made, kept with it so it can be made again (all optional on the wire). */
export interface ResourceSettings {
  /** Every style of its run. */
  styles?: string[];
  /** Results per style of its run. */
  count?: number;
  /** The prompt or the text read aloud, for text tools. */
  text?: string;
  bgm?: string;
}

export type ResourceStatus = 'pending' | 'done' | 'failed' | 'revoked';

export interface Resource {
  resId: string;
  /** The tool that made it, also the list filter (`typ`); 'unknown' for a tool this app does not know. */
  typ: ToolId | 'unknown';
  /** 'unknown' for a kind this app cannot show (offered as a download). */
  kind: ResourceKind | 'unknown';
  style: string;
  status: ResourceStatus;
  /** Result media; empty until status is done. */
  url: string;
  /** The input photo, for before/after views; empty for text tools. */
  source: string;
  cost: number;
  createdAt: number;
  /** The run (task) it came from; several results of one run share it. Optional on the wire. */
  taskId?: string;
  /** How it was made. Optional on the wire: an older server keeps none. */
  settings?: ResourceSettings;
  /** Its points came back (it failed, or was withdrawn before it was done). Optional on the wire. */
  refunded?: boolean;
}

export interface TaskAnswer {
  taskId: string;
  /** The run's first result (every server answers it). */
  resource: Resource;
  /** All the run's results, in order; optional: a server that makes one result answers `resource` only. */
  resources?: Resource[];
  /** Balance after the charge. */
  points: number;
}

export interface ResourceListParams {
  page: number;
  num: number;
  typ?: ToolId;
}
export interface ResourceListAnswer {
  list: Resource[];
  total: number;
  page: number;
  num: number;
}

export interface ResourceIdParams {
  resId: string;
}
export interface ResourceIdsBody {
  ids: string[];
}
export interface DeleteAnswer {
  deleted: string[];
}
export interface RevokeAnswer {
  resource: Resource;
  /** Balance after the refund. */
  points: number;
}

// ---- shop --------------------------------------------------------------------------

export interface Goods {
  id: string;
  name: string;
  /** Price in fen (1/100 yuan) to avoid float money. */
  price: number;
  points: number;
  desc: string;
}
export interface GoodsListAnswer {
  list: Goods[];
}
export interface GoodsCheckParams {
  id: string;
}
export interface GoodsCheckAnswer {
  id: string;
  available: boolean;
}

export interface BuyBody {
  id: string;
}
export type TradeStatus = 'pending' | 'paid' | 'closed';
export interface Trade {
  tradeNo: string;
  goodsId: string;
  amount: number;
  points: number;
  /** WeChat Pay URL the QR code is rendered from. */
  payUrl: string;
  status: TradeStatus;
}
export interface PayBody {
  tradeNo: string;
}
export interface PayAnswer {
  trade: Trade;
  /** Balance now (credited once when the trade became paid). */
  points: number;
}
