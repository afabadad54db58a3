// Each table's row, as the database answers it, checked and turned into the record the
// stand-in works with: one valibot declaration gives the record's type and its check. A row
// that does not fit (a column changed by hand, a migration missed) is an error naming the
// table and the field, never a wrong shape handed on.
import * as v from 'valibot';
import { HISTORY_KINDS, REFUND_REASONS, RESOURCE_STATUSES, TRADE_STATUSES, resourceSettings } from '../../src/rules/wire/schemas';
import { RESOURCE_KINDS, TOOL_IDS } from '../../src/rules/catalog';

/** An integer column: a number from PGlite, a string from node-postgres for bigint. */
const int = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/)), v.bigint()]),
  v.transform((value) => Number(value)),
  v.safeInteger(),
);
/** A nullable column: absent from the record when null. */
const opt = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.nullable(schema),
    v.transform((value) => value ?? undefined),
  );

const settings = v.pipe(
  v.unknown(),
  v.transform((value) => resourceSettings(value, 'settings')),
);

export const accountRow = v.pipe(
  v.object({ id: v.string(), openid: v.string(), phone: v.string(), points: int, type: int, expire_date: v.string() }),
  v.transform(({ expire_date, ...rest }) => ({ ...rest, expireDate: expire_date })),
);
export type AccountRec = v.InferOutput<typeof accountRow>;

export const sessionRow = v.pipe(
  v.object({ token: v.string(), account_id: v.string(), expires_at: int }),
  v.transform((row) => ({ token: row.token, accountId: row.account_id, expiresAt: row.expires_at })),
);
export type SessionRec = v.InferOutput<typeof sessionRow>;

export const loginRequestRow = v.pipe(
  v.object({ sid: v.string(), state: v.string(), redirect_uri: v.string(), created_at: int }),
  v.transform((row) => ({ sid: row.sid, state: row.state, redirectUri: row.redirect_uri, createdAt: row.created_at })),
);
export type LoginRequestRec = v.InferOutput<typeof loginRequestRow>;

export const codeRow = v.pipe(
  v.object({ code: v.string(), state: v.string(), account_id: v.string(), expires_at: int, used: v.boolean() }),
  v.transform((row) => ({
    code: row.code,
    state: row.state,
    accountId: row.account_id,
    expiresAt: row.expires_at,
    used: row.used,
  })),
);
export type CodeRec = v.InferOutput<typeof codeRow>;

export const taskTokenRow = v.pipe(
  v.object({ token: v.string(), account_id: v.string(), expires_at: int, used: v.boolean() }),
  v.transform((row) => ({ token: row.token, accountId: row.account_id, expiresAt: row.expires_at, used: row.used })),
);
export type TaskTokenRec = v.InferOutput<typeof taskTokenRow>;

export const goodsRow = v.pipe(
  v.object({
    id: v.string(),
    name: v.string(),
    price: int,
    points: int,
    description: v.string(),
    on_sale: v.boolean(),
    name_en: v.string(),
    description_en: v.string(),
  }),
  v.transform((row) => ({
    id: row.id,
    name: row.name,
    price: row.price,
    points: row.points,
    desc: row.description,
    onSale: row.on_sale,
    en: { name: row.name_en, desc: row.description_en },
  })),
);
export type GoodsRec = v.InferOutput<typeof goodsRow>;

export const resourceRow = v.pipe(
  v.object({
    res_id: v.string(),
    task_id: v.string(),
    account_id: v.string(),
    typ: v.picklist(TOOL_IDS),
    kind: v.picklist(RESOURCE_KINDS),
    style: v.string(),
    status: v.picklist(RESOURCE_STATUSES),
    result_label: v.string(),
    source_key: v.string(),
    cost: int,
    created_at: int,
    settings,
    seq: int,
    refunded: v.boolean(),
    result_key: opt(v.string()),
    progress: opt(int),
    seed: opt(int),
  }),
  v.transform((row) => ({
    resId: row.res_id,
    taskId: row.task_id,
    accountId: row.account_id,
    typ: row.typ,
    kind: row.kind,
    style: row.style,
    status: row.status,
    resultLabel: row.result_label,
    sourceKey: row.source_key,
    cost: row.cost,
    createdAt: row.created_at,
    settings: row.settings,
    seq: row.seq,
    refunded: row.refunded,
    resultKey: row.result_key,
    progress: row.progress,
    seed: row.seed,
  })),
);
export type ResourceRec = v.InferOutput<typeof resourceRow>;

export const tradeRow = v.pipe(
  v.object({
    trade_no: v.string(),
    account_id: v.string(),
    goods_id: v.string(),
    amount: int,
    points: int,
    status: v.picklist(TRADE_STATUSES),
    created_at: int,
    credited: v.boolean(),
  }),
  v.transform((row) => ({
    tradeNo: row.trade_no,
    accountId: row.account_id,
    goodsId: row.goods_id,
    amount: row.amount,
    points: row.points,
    status: row.status,
    createdAt: row.created_at,
    credited: row.credited,
  })),
);
export type TradeRec = v.InferOutput<typeof tradeRow>;

export const ledgerRow = v.pipe(
  v.object({
    id: v.string(),
    account_id: v.string(),
    kind: v.picklist(HISTORY_KINDS),
    amount: int,
    balance: int,
    at: int,
    seq: int,
    tool: opt(v.picklist(TOOL_IDS)),
    styles: opt(v.array(v.string())),
    count: opt(int),
    task_id: opt(v.string()),
    res_id: opt(v.string()),
    reason: opt(v.picklist(REFUND_REASONS)),
    hd_of: opt(v.string()),
    variations_of: opt(v.string()),
    trade_no: opt(v.string()),
    goods_id: opt(v.string()),
    goods_name: opt(v.string()),
    price: opt(int),
  }),
  v.transform((row) => ({
    id: row.id,
    accountId: row.account_id,
    kind: row.kind,
    amount: row.amount,
    balance: row.balance,
    at: row.at,
    seq: row.seq,
    tool: row.tool,
    styles: row.styles,
    count: row.count,
    taskId: row.task_id,
    resId: row.res_id,
    reason: row.reason,
    hdOf: row.hd_of,
    variationsOf: row.variations_of,
    tradeNo: row.trade_no,
    goodsId: row.goods_id,
    goodsName: row.goods_name,
    price: row.price,
  })),
);
export type LedgerRec = v.InferOutput<typeof ledgerRow>;
/** What a ledger line says beyond its kind and amount (who, when and the balance are filled in). */
export type LedgerDetails = Partial<Omit<LedgerRec, 'id' | 'accountId' | 'kind' | 'amount' | 'balance' | 'at' | 'seq'>>;

/** The rows answered, each checked against its table's schema. */
export function rowsOf<S extends v.GenericSchema>(schema: S, table: string, rows: readonly unknown[]): v.InferOutput<S>[] {
  return rows.map((row) => {
    const parsed = v.safeParse(schema, row);
    if (parsed.success) return parsed.output;
    const issue = parsed.issues[0];
    throw new Error(`a row of ${table} does not fit: ${v.getDotPath(issue) ?? '(row)'}: ${issue.message}`);
  });
}
