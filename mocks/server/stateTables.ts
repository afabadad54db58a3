// How each part of the state is kept in the database: one table per kind of record, the
// record as JSON under its key. A row read back is checked with the app's answer guards
// (src/rules/wire/guards.ts): a row that does not fit is left out (and named) instead of
// putting a wrong shape into the state. Each shape lists every field of its record (a
// compile error here when a record gains a field: add its check, or it would be dropped).
import { arrayOf, bool, num, object, oneOf, optional, str, type Guard } from '../../src/rules/wire/guards';
import { HISTORY_KINDS, REFUND_REASONS, RESOURCE_STATUSES, TRADE_STATUSES, resourceSettings } from '../../src/rules/wire/schemas';
import { RESOURCE_KINDS, TOOL_IDS } from '../../src/rules/catalog';
import type { Row } from './db';
import type {
  AccountRec,
  CodeRec,
  GoodsRec,
  LedgerRec,
  LoginRequestRec,
  MockState,
  ResourceRec,
  SessionRec,
  TaskTokenRec,
  TradeRec,
} from './state';

/** A guard for every field of T, no more and no fewer. */
type Fields<T> = { [K in keyof Required<T>]: Guard<T[K]> };

const account: Guard<AccountRec> = object({
  id: str,
  openid: str,
  phone: str,
  points: num,
  type: num,
  expireDate: str,
} satisfies Fields<AccountRec>);

const session: Guard<SessionRec> = object({ token: str, accountId: str, expiresAt: num } satisfies Fields<SessionRec>);

const loginRequest: Guard<LoginRequestRec> = object({
  sid: str,
  state: str,
  redirectUri: str,
  createdAt: num,
} satisfies Fields<LoginRequestRec>);

const code: Guard<CodeRec> = object({
  code: str,
  state: str,
  accountId: str,
  expiresAt: num,
  used: bool,
} satisfies Fields<CodeRec>);

const taskToken: Guard<TaskTokenRec> = object({
  token: str,
  accountId: str,
  expiresAt: num,
  used: bool,
} satisfies Fields<TaskTokenRec>);

const resource: Guard<ResourceRec> = object({
  resId: str,
  taskId: str,
  accountId: str,
  typ: oneOf(TOOL_IDS),
  kind: oneOf(RESOURCE_KINDS),
  style: str,
  status: oneOf(RESOURCE_STATUSES),
  resultLabel: str,
  sourceKey: str,
  cost: num,
  createdAt: num,
  settings: resourceSettings,
  seq: num,
  refunded: bool,
  resultKey: optional(str),
  progress: optional(num),
  seed: optional(num),
} satisfies Fields<ResourceRec>);

const trade: Guard<TradeRec> = object({
  tradeNo: str,
  accountId: str,
  goodsId: str,
  amount: num,
  points: num,
  status: oneOf(TRADE_STATUSES),
  createdAt: num,
  credited: bool,
} satisfies Fields<TradeRec>);

const ledgerEntry: Guard<LedgerRec> = object({
  id: str,
  accountId: str,
  kind: oneOf(HISTORY_KINDS),
  amount: num,
  balance: num,
  at: num,
  seq: num,
  tool: optional(oneOf(TOOL_IDS)),
  styles: optional(arrayOf(str)),
  count: optional(num),
  taskId: optional(str),
  resId: optional(str),
  reason: optional(oneOf(REFUND_REASONS)),
  hdOf: optional(str),
  variationsOf: optional(str),
  tradeNo: optional(str),
  goodsId: optional(str),
  goodsName: optional(str),
  price: optional(num),
} satisfies Fields<LedgerRec>);

const goods: Guard<GoodsRec> = object({
  id: str,
  name: str,
  price: num,
  points: num,
  desc: str,
  onSale: bool,
  en: object({ name: str, desc: str }),
} satisfies Fields<GoodsRec>);

/** One kind of record, with its type forgotten: what persistence.ts needs of it. */
export interface StateTable {
  name: string;
  /** Key → JSON of every record of this kind now. */
  snapshot: (state: MockState) => Map<string, string>;
  /** Puts the rows into `state`; answers the keys of rows left out because they did not fit. */
  load: (state: MockState, rows: readonly Row[]) => string[];
}

function table<T>(
  name: string,
  guard: Guard<T>,
  entries: (state: MockState) => Iterable<[string, T]>,
  put: (state: MockState, id: string, value: T) => void,
  serialize: (value: T) => string = (value) => JSON.stringify(value),
): StateTable {
  return {
    name,
    snapshot: (state) => new Map([...entries(state)].map(([id, value]) => [id, serialize(value)])),
    load: (state, rows) => {
      const rejected: string[] = [];
      for (const { id, body } of rows) {
        try {
          put(state, id, guard(JSON.parse(body), `${name}[${id}]`));
        } catch {
          rejected.push(id);
        }
      }
      return rejected;
    },
  };
}

function mapTable<T>(
  name: string,
  guard: Guard<T>,
  pick: (state: MockState) => Map<string, T>,
  serialize?: (value: T) => string,
): StateTable {
  return table(
    name,
    guard,
    (state) => pick(state).entries(),
    (state, id, value) => pick(state).set(id, value),
    serialize,
  );
}

export const STATE_TABLES: readonly StateTable[] = [
  mapTable('accounts', account, (s) => s.accounts),
  mapTable('sessions', session, (s) => s.sessions),
  mapTable('login_requests', loginRequest, (s) => s.loginRequests),
  mapTable('codes', code, (s) => s.codes),
  mapTable('task_tokens', taskToken, (s) => s.taskTokens),
  // Not the progress: it changes many times a second while a result is made, and a result
  // still pending at a restart fails anyway. Leaving it out spares those saves.
  mapTable(
    'resources',
    resource,
    (s) => s.resources,
    (rec) => JSON.stringify({ ...rec, progress: undefined }),
  ),
  mapTable('trades', trade, (s) => s.trades),
  mapTable('ledger', ledgerEntry, (s) => s.ledger),
  mapTable('vip_data', str, (s) => s.vipData),
  table(
    'goods',
    goods,
    (s) => s.goods.map((g): [string, GoodsRec] => [g.id, g]),
    (s, _id, value) => s.goods.push(value),
  ),
];
