// api.ts: one call per endpoint with the exact method, path, query and body, and a shape
// check at the boundary: a malformed envelope or data is ApiError('malformed'), never a crash.
import { describe, expect, it } from 'vitest';
import { createApi } from '../../../src/services/api';
import { ApiError } from '../../../src/services/errors';
import { goods, info, resource, templateAnswer, trade } from '../../testing/fixtures';
import { errorText } from '../../testing/errors';
import { fakeAxios } from '../../testing/fakeAxios';

function apiAnswering(body: unknown) {
  const main = fakeAxios(body);
  const product = fakeAxios(body);
  return { api: createApi({ api: main.instance, product: product.instance }), main: main.configs, product: product.configs };
}

const ok = (data: unknown) => ({ code: 0, msg: '', data });

describe('api: requests', () => {
  const cases = [
    ['getAccountInfo', [], info, { method: 'get', url: '/v1/account/info' }],
    [
      'getLoginQr',
      [{ redirect_uri: 'http://x/miao_web/login_success' }],
      { url: 'https://qr.test/page' },
      { method: 'get', url: '/v1/account/login_wechat_qr', params: { redirect_uri: 'http://x/miao_web/login_success' } },
    ],
    [
      'loginWechatWeb',
      [{ code: 'c', state: 's' }],
      { token: 't', type: 'Bearer', expire: 1 },
      { method: 'post', url: '/v1/account/login_wechat_web', data: { code: 'c', state: 's' } },
    ],
    ['getDifyId', ['u-42'], { id: 'd' }, { method: 'get', url: '/v1/agent/difyid', params: { uid: 'u-42' } }],
    ['getPdfId', [16], { id: 'p' }, { method: 'get', url: '/v1/agent/pdfid', params: { typ: 16 } }],
    ['getNoPdfId', [16], { id: 'n' }, { method: 'get', url: '/v1/agent/nopdfid', params: { typ: 16 } }],
    [
      'getVipData',
      [{ DataId: 'v1' }],
      { DataId: 'v1', value: 'x' },
      { method: 'get', url: '/v1/vipdata/info', params: { DataId: 'v1' } },
    ],
    ['getTaskToken', [], { token: 't' }, { method: 'get', url: '/v1/task/token' }],
    [
      'createTask',
      [{ token: 't', tool: 'tts', style: '0', text: '你好' }],
      { taskId: 'k', resource: resource('r'), points: 1 },
      { method: 'post', url: '/v1/task', data: { token: 't', tool: 'tts', style: '0', text: '你好' } },
    ],
    [
      'listResources',
      [],
      { list: [], total: 0, page: 1, num: 100 },
      { method: 'get', url: '/v1/resource/list', params: { page: 1, num: 100 } },
    ],
    [
      'listResources',
      [{ page: 2, num: 10, typ: 'gif' }],
      { list: [], total: 0, page: 2, num: 10 },
      { method: 'get', url: '/v1/resource/list', params: { page: 2, num: 10, typ: 'gif' } },
    ],
    [
      'deleteResource',
      [{ resId: 'r1' }],
      { deleted: ['r1'] },
      { method: 'delete', url: '/v1/resource', params: { resId: 'r1' } },
    ],
    [
      'deleteResources',
      [{ ids: ['a', 'b'] }],
      { deleted: ['a', 'b'] },
      { method: 'post', url: '/v1/resource/delete', data: { ids: ['a', 'b'] } },
    ],
    [
      'revokeResource',
      [{ resId: 'r1' }],
      { resource: resource('r1'), points: 3 },
      { method: 'post', url: '/v1/resource/revoke', data: { resId: 'r1' } },
    ],
    ['listGoods', [], { list: goods }, { method: 'get', url: '/v1/shop/goods/list' }],
    [
      'checkGoods',
      [{ id: 'g1' }],
      { id: 'g1', available: true },
      { method: 'get', url: '/v1/shop/goods/check', params: { id: 'g1' } },
    ],
    ['buy', [{ id: 'g1' }], trade(), { method: 'post', url: '/v1/account/buy', data: { id: 'g1' } }],
    [
      'pay',
      [{ tradeNo: 'T-1' }],
      { trade: trade(), points: 5 },
      { method: 'post', url: '/v1/account/pay', data: { tradeNo: 'T-1' } },
    ],
  ] as const;

  it.each(cases)('%s(%j) on the API host', async (name, args, data, config) => {
    const { api, main, product } = apiAnswering(ok(data));
    const call = api[name] as (...a: unknown[]) => Promise<unknown>;
    await expect(call(...args)).resolves.toEqual({ ok: true, code: 0, msg: '', data });
    // Every request carries the signal a cancelled effect aborts.
    expect(main).toEqual([{ ...config, signal: expect.any(AbortSignal) }]);
    expect(product).toEqual([]);
  });

  it.each([
    ['listExamples', { signUrl: [{ key: 'gif/boy/before.gif', signUrl: 'https://cdn.test/s' }] }, '/usee/v1/example/list'],
    ['getTemplates', templateAnswer, '/usee/v1/alg/template/latest'],
  ] as const)('%s on the product host', async (name, data, url) => {
    const { api, main, product } = apiAnswering(ok(data));
    await expect(api[name]()).resolves.toEqual({ ok: true, code: 0, msg: '', data });
    expect(product).toEqual([{ method: 'get', url, signal: expect.any(AbortSignal) }]);
    expect(main).toEqual([]);
  });
});

describe('api: answers', () => {
  it('a non-zero code is a failure result carrying code and msg, data null', async () => {
    const { api } = apiAnswering({ code: 40001, msg: '积分不足', data: { whatever: true } });
    await expect(api.buy({ id: 'g1' })).resolves.toEqual({ ok: false, code: 40001, msg: '积分不足', data: null });
  });

  it('keeps only the declared fields of data (no stray fields into state)', async () => {
    const { api } = apiAnswering(ok({ ...info, secret: 'x' }));
    const answer = await api.getAccountInfo();
    expect(answer.data).toEqual(info);
  });

  it.each([
    ['a string body', 'Internal Server Error'],
    ['null', null],
    ['no code', { data: info }],
    ['a string code', { code: '0', data: info }],
  ])('a malformed envelope (%s) rejects with ApiError code malformed', async (_label, body) => {
    const { api } = apiAnswering(body);
    const error = await api.getAccountInfo().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'malformed' });
    expect(errorText(error)).toContain('服务器返回的数据格式不正确');
    expect(errorText(error)).toContain('GET /v1/account/info');
  });

  it.each([
    ['getAccountInfo', { ...info, points: '120' }, 'data.points'],
    ['getAccountInfo', null, 'data'],
    ['listExamples', { signUrl: [{ key: 'k' }] }, 'data.signUrl[0].signUrl'],
    ['getTemplates', { animation: [] }, 'data.avatar'],
    ['listResources', { list: [{ ...resource('r'), status: 'weird' }], total: 1, page: 1, num: 100 }, 'data.list[0].status'],
    ['getTaskToken', {}, 'data.token'],
  ] as const)('%s with malformed data %j names the field (%s)', async (name, data, field) => {
    const { api } = apiAnswering(ok(data));
    const error = await (api[name] as () => Promise<unknown>)().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'malformed' });
    expect(errorText(error)).toContain(field);
  });

  it.each([
    ['getAccountInfo', { ...info, points: Infinity }, 'data.points'],
    ['getAccountInfo', { ...info, points: -5 }, 'data.points'],
    ['getAccountInfo', { ...info, points: 1.5 }, 'data.points'],
    ['getAccountInfo', { ...info, type: NaN }, 'data.type'],
    ['listResources', { list: [{ ...resource('r'), cost: Infinity }], total: 1, page: 1, num: 100 }, 'data.list[0].cost'],
    ['listResources', { list: [{ ...resource('r'), createdAt: 1e300 }], total: 1, page: 1, num: 100 }, 'data.list[0].createdAt'],
    ['listResources', { list: [], total: -1, page: 1, num: 100 }, 'data.total'],
    ['listGoods', { list: [{ id: 'g', name: 'n', price: Infinity, points: 1, desc: '' }] }, 'data.list[0].price'],
    ['loginWechatWeb', { token: 't', type: 'Bearer', expire: Infinity }, 'data.expire'],
  ] as const)('%s with a number out of range %j is malformed (%s): never Infinity in the state', async (name, data, field) => {
    const { api } = apiAnswering(ok(data));
    const call = api[name] as (arg?: unknown) => Promise<unknown>;
    const error = await call({ code: 'c', state: 's' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'malformed' });
    expect(errorText(error)).toContain(field);
  });

  it('a balance of 1e999 in the JSON text of a task answer is malformed (JSON reads it as Infinity)', async () => {
    const text = JSON.stringify(ok({ taskId: 'k', resource: resource('r'), points: 'BIG' })).replace('"BIG"', '1e999');
    const { api } = apiAnswering(JSON.parse(text) as unknown);
    const error = await api.createTask({ token: 't', tool: 'tts', style: 'ttsch/0', text: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'malformed' });
    expect(errorText(error)).toContain('data.points');
  });

  it('a non-zero code is not shape-checked (its data may be anything)', async () => {
    const { api } = apiAnswering({ code: 1, data: 'nope' });
    await expect(api.getAccountInfo()).resolves.toMatchObject({ ok: false, code: 1 });
  });
});
