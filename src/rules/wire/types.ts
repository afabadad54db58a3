// The wire contract's types, shared by the client (api.ts), the local stand-in (mocks/) and the
// UI, all read from the declarations in src/rules/wire/: what a call sends from its endpoint
// (endpoints.ts), every answer from its check (schemas.ts, Checked<>). Change a declaration and
// the client, the stand-in and the UI follow. docs/contract.md §7 fixes methods, paths and a
// few fields; every shape it leaves "not shown" is our decision, written down in docs/api.md.
import type { ArgsOf } from './endpoints';
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

export type LoginQrParams = ArgsOf<'getLoginQr'>[0];
export type LoginQrAnswer = Checked<typeof S.loginQr>;

export type LoginWebBody = ArgsOf<'loginWechatWeb'>[0];
export type LoginWebAnswer = Checked<typeof S.loginWeb>;

export type IdentifierAnswer = Checked<typeof S.identifier>;

export type VipDataParams = ArgsOf<'getVipData'>[0];
export type VipDataAnswer = Checked<typeof S.vipData>;

// ---- templates and examples (product host) ------------------------------------------

export type TemplateEntry = Checked<typeof S.templateEntry>;
export type TemplateListAnswer = Checked<typeof S.templateList>;

export type ExampleItem = Checked<typeof S.exampleItem>;
export type ExampleListAnswer = Checked<typeof S.exampleList>;

// ---- tasks and resources -------------------------------------------------------------

export type TaskTokenAnswer = Checked<typeof S.taskToken>;

/** POST /v1/task body (`data` in docs/contract.md §7): see TaskInput in src/rules/wire/endpoints.ts. */
export type TaskInput = ArgsOf<'createTask'>[0];

/** How a result was made, kept with it so it can be made again (all optional on the wire). */
export type ResourceSettings = Checked<typeof S.resourceSettings>;

export type ResourceStatus = (typeof S.RESOURCE_STATUSES)[number];

export type Resource = Checked<typeof S.resource>;

export type TaskAnswer = Checked<typeof S.task>;

/** listResources takes it with every field optional (page and num have defaults). */
export type { ResourceListParams } from './endpoints';
export type ResourceListAnswer = Checked<typeof S.resourceList>;

export type ResourceIdParams = ArgsOf<'deleteResource'>[0];
export type ResourceIdsBody = ArgsOf<'deleteResources'>[0];
export type DeleteAnswer = Checked<typeof S.deleted>;
export type RevokeAnswer = Checked<typeof S.revoked>;

// ---- shop --------------------------------------------------------------------------

export type Goods = Checked<typeof S.goods>;
export type GoodsListAnswer = Checked<typeof S.goodsList>;
export type GoodsCheckParams = ArgsOf<'checkGoods'>[0];
export type GoodsCheckAnswer = Checked<typeof S.goodsCheck>;

export type BuyBody = ArgsOf<'buy'>[0];
export type TradeStatus = (typeof S.TRADE_STATUSES)[number];
export type Trade = Checked<typeof S.trade>;
export type PayBody = ArgsOf<'pay'>[0];
export type PayAnswer = Checked<typeof S.pay>;

// ---- points history (our addition, docs/api.md) -------------------------------------

export type HistoryParams = ArgsOf<'getHistory'>[0];
export type HistoryKind = (typeof S.HISTORY_KINDS)[number];
export type RefundReason = (typeof S.REFUND_REASONS)[number];
export type HistoryTrade = Checked<typeof S.historyTrade>;
export type HistoryEntry = Checked<typeof S.historyEntry>;
export type HistoryAnswer = Checked<typeof S.history>;
