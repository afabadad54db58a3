// The stand-in's request schemas: what the app's own endpoint functions send (built from the
// same declarations, src/rules/wire/endpoints.ts) is read back as sent; anything else is
// refused in the stand-in's words and codes, or, for the loose reads, left out.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as v from 'valibot';
import { endpoints } from '../../src/rules/wire/endpoints';
import type { TaskInput } from '../../src/rules/wire/types';
import {
  buyBody,
  difyIdQuery,
  hdOfBody,
  historyQuery,
  identifierArgQuery,
  loginQrQuery,
  loginWebBody,
  payBody,
  payFormOf,
  read,
  resourceIdsBody,
  resourceListQuery,
  switchesOf,
  TASK_FIELD_CODES,
  taskBody,
  taskTokenBody,
  variationsOfBody,
  vipDataQuery,
  goodsCheckQuery,
  resourceIdQuery,
} from './requests';

/** A query as it arrives: every value a string. */
const asQuery = (params: object = {}) => Object.fromEntries(Object.entries(params).map(([k, value]) => [k, String(value)]));

const refusal = (msg: string, code = 4000) => ({ ok: false, reply: { status: 400, body: { code, msg, data: null } } });

describe('what the app sends', () => {
  it('is read back as sent, by the schema of its endpoint', () => {
    const cases: [v.GenericSchema, unknown, unknown][] = [
      [loginQrQuery, asQuery(endpoints.getLoginQr.query?.({ redirect_uri: 'http://localhost/miao_web/' })), undefined],
      [loginQrQuery, asQuery(endpoints.getLoginQr.query?.({ redirect_uri: 'http://x/', scene: 'wechat' })), undefined],
      [loginWebBody, endpoints.loginWechatWeb.body?.({ code: 'c', state: 's' }), undefined],
      [vipDataQuery, asQuery(endpoints.getVipData.query?.({ DataId: 'd' })), undefined],
      [difyIdQuery, asQuery(endpoints.getDifyId.query?.('u-1')), undefined],
      [goodsCheckQuery, asQuery(endpoints.checkGoods.query?.({ id: 'g-30' })), undefined],
      [buyBody, endpoints.buy.body?.({ id: 'g-30' }), undefined],
      [payBody, endpoints.pay.body?.({ tradeNo: 'T1' }), undefined],
      [resourceIdQuery, asQuery(endpoints.deleteResource.query?.({ resId: 'r-1' })), undefined],
      [resourceIdsBody, endpoints.deleteResources.body?.({ ids: ['r-1', 'r-2'] }), undefined],
      [resourceIdQuery, endpoints.revokeResource.body?.({ resId: 'r-1' }), undefined],
    ];
    for (const [schema, sent] of cases) expect(read(schema, sent)).toEqual({ ok: true, value: sent });
    expect(read(identifierArgQuery, asQuery(endpoints.getPdfId.query?.(16)))).toEqual({ ok: true, value: { typ: '16' } });
    expect(read(resourceListQuery, asQuery(endpoints.listResources.query?.({ page: 2, num: 10, typ: 'avatar' })))).toEqual({
      ok: true,
      value: { page: 2, num: 10, typ: 'avatar' },
    });
    expect(read(resourceListQuery, asQuery(endpoints.listResources.query?.()))).toMatchObject({ ok: true, value: { page: 1 } });
    expect(read(historyQuery, asQuery(endpoints.getHistory.query?.({ page: 3, num: 20 })))).toEqual({
      ok: true,
      value: { page: 3, num: 20 },
    });
  });

  it("a task's four parts together read every field of TaskInput, each as sent", () => {
    const sent: Required<TaskInput> = {
      token: 'tt-1',
      tool: 'avatar',
      style: 'a',
      styles: ['a', 'b'],
      count: 2,
      image: 'data:image/png;base64,AAAA',
      text: '你好',
      bgm: 'm',
      hdOf: 'r-1',
      variationsOf: 'r-2',
    };
    const body = endpoints.createTask.body?.(sent);
    const parts = [taskTokenBody, taskBody, hdOfBody, variationsOfBody].map((schema) => read(schema, body));
    const readBack = Object.assign({}, ...parts.map((part) => (part.ok ? part.value : { refused: part.reply })));
    expect(readBack).toEqual(sent);
    type Read =
      | keyof v.InferOutput<typeof taskTokenBody>
      | keyof v.InferOutput<typeof taskBody>
      | keyof v.InferOutput<typeof hdOfBody>
      | keyof v.InferOutput<typeof variationsOfBody>;
    expectTypeOf<Read>().toEqualTypeOf<keyof TaskInput>();
  });
});

describe('what is refused', () => {
  it('answers 400 in the words of the first field refused', () => {
    expect(read(loginWebBody, { code: 'c' })).toEqual(refusal('缺少 code 或 state'));
    expect(read(loginWebBody, { code: ' ', state: 's' })).toEqual(refusal('缺少 code 或 state'));
    expect(read(buyBody, undefined)).toEqual(refusal('缺少商品 id'));
    expect(read(buyBody, 'g-30')).toEqual(refusal('缺少商品 id'));
    expect(read(payBody, { tradeNo: 7 })).toEqual(refusal('缺少订单号'));
    expect(read(loginQrQuery, {})).toEqual(refusal('缺少 redirect_uri'));
    expect(read(identifierArgQuery, { typ: '15' })).toEqual(refusal('typ 应为 16'));
    expect(read(resourceIdsBody, { ids: ['r-1', ''] })).toEqual(refusal('ids 应为资源编号数组'));
    expect(read(resourceIdsBody, { ids: 'r-1' })).toEqual(refusal('ids 应为资源编号数组'));
    const pages = 'page 应为正整数，num 应为 1 到 100 的整数';
    for (const query of [{ page: '0' }, { page: '1.5' }, { page: 'x' }, { num: '101' }, { num: '0' }]) {
      expect(read(resourceListQuery, query), JSON.stringify(query)).toEqual(refusal(pages));
      expect(read(historyQuery, query), JSON.stringify(query)).toEqual(refusal(pages));
    }
    expect(read(resourceListQuery, { typ: 'nope' })).toEqual(refusal('未知的资源类型'));
    expect(read(resourceListQuery, { typ: '' })).toEqual({ ok: true, value: { page: 1, num: 100, typ: undefined } });
    expect(read(historyQuery, { page: '' })).toEqual({ ok: true, value: { page: 1, num: 20 } });
  });

  it("a task's styles and count are refused with the run's code, its tool and hdOf with 4000", () => {
    const task = (body: object) => read(taskBody, { tool: 'avatar', style: 'a', ...body }, TASK_FIELD_CODES);
    const styles = 'styles 应为风格数组，且第一个与 style 相同';
    expect(task({ tool: 'paint' })).toEqual(refusal('未知的工具'));
    expect(task({ styles: 'a' })).toEqual(refusal(styles, 4024));
    expect(task({ styles: ['a', 3] })).toEqual(refusal(styles, 4024));
    expect(task({ styles: ['b', 'a'] })).toEqual(refusal(styles, 4024));
    expect(task({ count: '2' })).toEqual(refusal('count 应为数字', 4024));
    expect(task({ count: null, styles: null })).toMatchObject({ ok: true, value: { count: 1, styles: undefined } });
    // Left to the rulebook, in its words: a photo or text that is not a string reads as none.
    expect(task({ image: 5, text: [], bgm: ' ' })).toMatchObject({ ok: true, value: { image: undefined, text: undefined } });
    expect(read(hdOfBody, { hdOf: '  ' })).toEqual(refusal('hdOf 应为作品编号'));
    expect(read(hdOfBody, { hdOf: null })).toEqual({ ok: true, value: { hdOf: undefined } });
  });
});

describe('loose reads', () => {
  it('the switches: each setting of its type is taken, any other left out', () => {
    expect(
      switchesOf({ delayMs: 0, fail: 'slow', code: 0, status: 'x', malformed: 1, only: '', taskDelayMs: -1, engine: 'gpu' }),
    ).toEqual({});
    expect(switchesOf({ code: 4999, only: '/miao/v1/shop', taskFail: true, taskFailItems: [1, 'x', 64, 2.5, 0] })).toEqual({
      code: 4999,
      only: '/miao/v1/shop',
      taskFail: true,
      taskFailItems: [1, 0],
    });
    expect(switchesOf('nonsense')).toEqual({});
  });

  it("the pay page's form: a field that is not text reads as none (the query's is used then)", () => {
    expect(payFormOf({ tradeNo: 'T1', redirect_url: '/miao_web/' })).toEqual({ tradeNo: 'T1', redirect_url: '/miao_web/' });
    expect(payFormOf({ tradeNo: ['T1'] })).toEqual({ tradeNo: undefined });
    expect(payFormOf(undefined)).toEqual({});
  });
});
