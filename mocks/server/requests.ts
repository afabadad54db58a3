// What each endpoint's request carries, as valibot schemas: one declaration gives the handler
// its typed input and the check, in the words the stand-in answers (HTTP 400, code 4000 unless
// a field says otherwise; docs/mocks.md "Answers and status codes"). The shapes follow the
// app's own declarations (src/rules/wire/endpoints.ts): a schema whose output must be the
// wire type says so with `satisfies`, and requests.test.ts checks that what the app's endpoint
// functions send passes. A field the stand-in has always let go (an unknown scene, a blank
// bgm) reads as absent (v.fallback) rather than refusing the call.
import * as v from 'valibot';
import { TOOL_IDS } from '../../src/rules/catalog';
import { LOGIN_SCENE_WECHAT } from '../../src/rules/device';
import { IDENTIFIER_ARG } from '../../src/rules/wire/defaults';
import type {
  BuyBody,
  GoodsCheckParams,
  HistoryParams,
  LoginQrParams,
  LoginWebBody,
  PayBody,
  ResourceIdParams,
  ResourceIdsBody,
  ResourceListParams,
  TaskInput,
  VipDataParams,
} from '../../src/rules/wire/types';
import { badRequest, CODES } from './reply';
import type { ApiReply, MockRequest } from './types';

// ---- reading ------------------------------------------------------------------------

/** An input read, or the 400 answer in the words of its first issue. */
export type Read<T> = { ok: true; value: T } | { ok: false; reply: ApiReply<never> };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * `input` as `schema` reads it (a body that is not an object reads as {}: each field is then
 * missing). `codes`: a field whose refusal has its own code (else 4000).
 */
export function read<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  codes: Readonly<Record<string, number>> = {},
): Read<v.InferOutput<S>> {
  const result = v.safeParse(schema, isRecord(input) ? input : {});
  if (result.success) return { ok: true, value: result.output };
  const [issue] = result.issues;
  const key = issue.path?.[0]?.key;
  return { ok: false, reply: badRequest(issue.message, (typeof key === 'string' ? codes[key] : undefined) ?? CODES.badRequest) };
}

/** The request's body as `schema` reads it, or its 400 answer. */
export const readBody = <S extends v.GenericSchema>(req: Pick<MockRequest, 'body'>, schema: S, codes?: Record<string, number>) =>
  read(schema, req.body, codes);

/**
 * `body` as `schema` reads it, for a schema that refuses nothing (each field maybe(): a page's
 * form, the switches, a field the handler may ignore).
 */
export const readLoose = <S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> =>
  v.parse(schema, isRecord(body) ? body : {});

/** The request's query as `schema` reads it, or its 400 answer. */
export const readQuery = <S extends v.GenericSchema>(req: Pick<MockRequest, 'query'>, schema: S) => read(schema, req.query);

// ---- pieces -------------------------------------------------------------------------

/**
 * v.object, a missing field refused in that field's own words (valibot words a missing key
 * itself, in English).
 */
const fields = <E extends v.ObjectEntries>(entries: E) =>
  v.object(entries, (issue) => {
    const key = issue.path?.at(-1)?.key;
    const entry = typeof key === 'string' && Object.hasOwn(entries, key) ? entries[key] : undefined;
    return (entry && v.safeParse(entry, undefined).issues?.[0].message) ?? '请求格式不正确';
  });

/** A string with something in it (spaces alone are nothing). */
const filled = (msg: string) =>
  v.pipe(
    v.string(msg),
    v.check((s) => s.trim() !== '', msg),
  );

/** A field read when it is of its type, else absent (refusing nothing). */
const maybe = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);

/** filled(), or absent when it is not (a blank or missing optional field). */
const filledOrNone = maybe(filled(''));

/** A query's positive integer: `fallback` when absent or empty. */
const positiveInt = (fallback: number, msg: string) =>
  v.pipe(
    v.optional(v.string(msg), ''),
    v.transform((raw) => (raw === '' ? fallback : Number(raw))),
    v.integer(msg),
    v.minValue(1, msg),
  );

/** A page size: positiveInt() up to `max`. */
const pageSize = (fallback: number, max: number, msg: string) => v.pipe(positiveInt(fallback, msg), v.maxValue(max, msg));

// ---- account ------------------------------------------------------------------------

export const loginQrQuery = fields({
  redirect_uri: filled('缺少 redirect_uri'),
  scene: maybe(v.literal(LOGIN_SCENE_WECHAT)),
}) satisfies v.GenericSchema<unknown, LoginQrParams>;

export const loginWebBody = fields({
  code: filled('缺少 code 或 state'),
  state: filled('缺少 code 或 state'),
}) satisfies v.GenericSchema<unknown, LoginWebBody>;

export const vipDataQuery = fields({ DataId: filled('缺少 DataId') }) satisfies v.GenericSchema<unknown, VipDataParams>;

// ---- agent --------------------------------------------------------------------------

export const difyIdQuery = fields({ uid: filled('缺少 uid') });

/** The pdfid and nopdfid fetches send the fixed argument. */
export const identifierArgQuery = fields({
  typ: v.pipe(
    v.string(`typ 应为 ${IDENTIFIER_ARG}`),
    v.check((typ) => typ === String(IDENTIFIER_ARG), `typ 应为 ${IDENTIFIER_ARG}`),
  ),
});

// ---- shop ---------------------------------------------------------------------------

export const goodsCheckQuery = fields({ id: filled('缺少商品 id') }) satisfies v.GenericSchema<unknown, GoodsCheckParams>;
export const buyBody = fields({ id: filled('缺少商品 id') }) satisfies v.GenericSchema<unknown, BuyBody>;
export const payBody = fields({ tradeNo: filled('缺少订单号') }) satisfies v.GenericSchema<unknown, PayBody>;

/** The pay page's form (url-encoded): the trade, and where to go back to; either may come in the query instead. */
const payForm = fields({ tradeNo: maybe(v.string()), redirect_url: maybe(v.string()) });

export const payFormOf = (body: unknown) => readLoose(payForm, body);

// ---- resources and history ----------------------------------------------------------

const MAX_PAGE_SIZE = 100;
const pagesMsg = (max: number) => `page 应为正整数，num 应为 1 到 ${max} 的整数`;

export const resourceListQuery = fields({
  page: positiveInt(1, pagesMsg(MAX_PAGE_SIZE)),
  num: pageSize(100, MAX_PAGE_SIZE, pagesMsg(MAX_PAGE_SIZE)),
  // Empty: every type.
  typ: v.pipe(
    v.optional(v.union([v.literal(''), v.picklist(TOOL_IDS)], '未知的资源类型'), ''),
    v.transform((typ) => (typ === '' ? undefined : typ)),
  ),
}) satisfies v.GenericSchema<unknown, ResourceListParams>;

const MAX_HISTORY_PAGE_SIZE = 100;
const DEFAULT_HISTORY_PAGE_SIZE = 20;

export const historyQuery = fields({
  page: positiveInt(1, pagesMsg(MAX_HISTORY_PAGE_SIZE)),
  num: pageSize(DEFAULT_HISTORY_PAGE_SIZE, MAX_HISTORY_PAGE_SIZE, pagesMsg(MAX_HISTORY_PAGE_SIZE)),
}) satisfies v.GenericSchema<unknown, HistoryParams>;

export const resourceIdQuery = fields({ resId: filled('缺少 resId') }) satisfies v.GenericSchema<unknown, ResourceIdParams>;
export const resourceIdBody = resourceIdQuery;

export const resourceIdsBody = fields({
  ids: v.array(v.pipe(v.string('ids 应为资源编号数组'), v.nonEmpty('ids 应为资源编号数组')), 'ids 应为资源编号数组'),
}) satisfies v.GenericSchema<unknown, ResourceIdsBody>;

// ---- tasks --------------------------------------------------------------------------

const STYLES_MSG = 'styles 应为风格数组，且第一个与 style 相同';

// POST /v1/task's body (TaskInput) is read in four parts, in the order they are checked:
// the token against the records, the input, the result HD is asked of, the result these are
// variations of (requests.test.ts: together they read every field of TaskInput).

export const taskTokenBody = fields({ token: filledOrNone });

/**
 * The run's input. The photo and the text are the rulebook's to refuse (src/rules/input.ts,
 * in its words), so here only read. `styles` and `count` are refused with the run's code
 * (TASK_FIELD_CODES), the rest with 4000.
 */
export const taskBody = v.pipe(
  fields({
    tool: v.picklist(TOOL_IDS, '未知的工具'),
    style: filledOrNone,
    styles: v.pipe(
      v.nullish(v.array(v.string(STYLES_MSG), STYLES_MSG)),
      v.transform((styles) => styles ?? undefined),
    ),
    count: v.nullish(v.number('count 应为数字'), 1),
    bgm: filledOrNone,
    image: maybe(v.string()),
    text: maybe(v.string()),
  }),
  v.forward(
    v.partialCheck(
      [['style'], ['styles']],
      ({ style, styles }) => style === undefined || styles === undefined || styles[0] === style,
      STYLES_MSG,
    ),
    ['styles'],
  ),
) satisfies v.GenericSchema<unknown, Partial<TaskInput>>;

/** The fields of taskBody refused with the run's code (4024) rather than 4000. */
export const TASK_FIELD_CODES: Readonly<Record<string, number>> = { styles: CODES.badRun, count: CODES.badRun };

/** docs/api.md "HD": absent, or a result's id. */
export const hdOfBody = fields({
  hdOf: v.pipe(
    v.nullish(filled('hdOf 应为作品编号')),
    v.transform((hdOf) => hdOf ?? undefined),
  ),
}) satisfies v.GenericSchema<unknown, Pick<TaskInput, 'hdOf'>>;

/** docs/api.md "Variations": a result's id, or nothing (it refuses nothing). */
export const variationsOfBody = fields({ variationsOf: filledOrNone }) satisfies v.GenericSchema<
  unknown,
  Pick<TaskInput, 'variationsOf'>
>;

// ---- the stand-in's switches (POST /mock/switches) -------------------------------------

const switchesBody = fields({
  // MockSwitches (server/config.ts)
  delayMs: maybe(v.pipe(v.number(), v.gtValue(0))),
  fail: maybe(v.literal('network')),
  code: maybe(v.pipe(v.number(), v.notValue(0))),
  status: maybe(v.number()),
  malformed: maybe(v.literal(true)),
  only: maybe(v.pipe(v.string(), v.nonEmpty())),
  // and the run switches (MockConfig)
  taskDelayMs: maybe(v.pipe(v.number(), v.minValue(0))),
  taskFail: maybe(v.boolean()),
  wechatBrowser: maybe(v.boolean()),
  engine: maybe(v.picklist(['local', 'canned'])),
  /** The results that fail: the indexes 0–63 in the list, anything else left out. */
  taskFailItems: maybe(
    v.pipe(
      v.array(v.unknown()),
      v.transform((items) => items.filter((i): i is number => Number.isInteger(i) && Number(i) >= 0 && Number(i) < 64)),
    ),
  ),
});

/** A switches body: each setting of its type read, any other left out (never refused). */
export const switchesOf = (body: unknown) => readLoose(switchesBody, body);

/** POST /mock/finish: how many of the waiting canned results to finish now (all when left out). */
const finishBody = fields({ count: maybe(v.pipe(v.number(), v.integer(), v.minValue(1))) });
export const finishOf = (body: unknown) => readLoose(finishBody, body);
