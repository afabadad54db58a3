// The wire contract shared by the client (api.ts), the local stand-in (mocks/) and the UI.
// docs/contract.md §7 fixes methods, paths and a few fields; every shape it leaves "not shown" is
// our decision, written down in docs/api.md. What we send is declared here; every answer is
// declared once, by its check in schemas.ts, and its type read from it (Checked<>): change a
// check and the client, the stand-in and the UI follow.
import type { LOGIN_SCENE_WECHAT } from '../rules/device';
import type { Checked } from './guards';
import type * as S from './schemas';

/** Every answer from both hosts: code 0 is success (docs/contract.md §7, §9). */
export interface Envelope<T> {
  code: number;
  msg?: string;
  data: T;
}

// ---- account / session -------------------------------------------------------------

/** docs/contract.md §3 Session.info. `type` is the numeric account type (meaning not shown). */
export type AccountInfo = Checked<typeof S.accountInfo>;

export interface LoginQrParams {
  redirect_uri: string;
  /** Our addition: 'wechat' inside WeChat's browser asks for WeChat's authorisation page (a redirect, no QR). */
  scene?: typeof LOGIN_SCENE_WECHAT;
}
export type LoginQrAnswer = Checked<typeof S.loginQr>;

export interface LoginWebBody {
  code: string;
  state: string;
}
export type LoginWebAnswer = Checked<typeof S.loginWeb>;

export type IdentifierAnswer = Checked<typeof S.identifier>;

export interface VipDataParams {
  DataId: string;
}
export type VipDataAnswer = Checked<typeof S.vipData>;

// ---- templates and examples (product host) ------------------------------------------

export type TemplateEntry = Checked<typeof S.templateEntry>;
export type TemplateListAnswer = Checked<typeof S.templateList>;

export type ExampleItem = Checked<typeof S.exampleItem>;
export type ExampleListAnswer = Checked<typeof S.exampleList>;

// ---- tasks and resources -------------------------------------------------------------

// Tools are the rulebook's (src/rules/catalog.ts), shared with the stand-in.
import type { ToolId } from '../rules/catalog';

export type TaskTokenAnswer = Checked<typeof S.taskToken>;

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
export type ResourceSettings = Checked<typeof S.resourceSettings>;

export type ResourceStatus = (typeof S.RESOURCE_STATUSES)[number];

export type Resource = Checked<typeof S.resource>;

export type TaskAnswer = Checked<typeof S.task>;

export interface ResourceListParams {
  page: number;
  num: number;
  typ?: ToolId;
}
export type ResourceListAnswer = Checked<typeof S.resourceList>;

export interface ResourceIdParams {
  resId: string;
}
export interface ResourceIdsBody {
  ids: string[];
}
export type DeleteAnswer = Checked<typeof S.deleted>;
export type RevokeAnswer = Checked<typeof S.revoked>;

// ---- shop --------------------------------------------------------------------------

export type Goods = Checked<typeof S.goods>;
export type GoodsListAnswer = Checked<typeof S.goodsList>;
export interface GoodsCheckParams {
  id: string;
}
export type GoodsCheckAnswer = Checked<typeof S.goodsCheck>;

export interface BuyBody {
  id: string;
}
export type TradeStatus = (typeof S.TRADE_STATUSES)[number];
export type Trade = Checked<typeof S.trade>;
export interface PayBody {
  tradeNo: string;
}
export type PayAnswer = Checked<typeof S.pay>;

// ---- points history (our addition, docs/api.md) -------------------------------------

export interface HistoryParams {
  page: number;
  num: number;
}
export type HistoryKind = (typeof S.HISTORY_KINDS)[number];
export type RefundReason = (typeof S.REFUND_REASONS)[number];
export type HistoryTrade = Checked<typeof S.historyTrade>;
export type HistoryEntry = Checked<typeof S.historyEntry>;
export type HistoryAnswer = Checked<typeof S.history>;
