// request.ts: base, timeout, JSON, Authorization, unwrap, and the signed-out rule (SPEC.md §7–§8).
import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, createRequest } from '../../../src/services/request';
import { ApiError } from '../../../src/services/errors';
import { emptyAuth, type Auth } from '../../../src/services/auth';

const HOST = 'http://api.test';
const signedIn: Auth = { type: 'Bearer', token: 'abc', expire: Date.now() + 3_600_000 };

function client(auth: Auth = signedIn) {
  const notify = vi.fn<(message: string) => void>();
  let current = auth;
  const instance = createRequest({ baseURL: `${HOST}/miao`, getAuth: () => current, notify });
  return { instance, notify, setAuth: (next: Auth) => (current = next) };
}

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  nock.cleanAll();
});

describe('createRequest: every call', () => {
  it('has a 10 s timeout, the given base and a JSON content type', () => {
    const { instance } = client();
    expect(API_TIMEOUT_MS).toBe(10_000);
    expect(instance.defaults.timeout).toBe(10_000);
    expect(instance.defaults.baseURL).toBe('http://api.test/miao');
    const body = { a: 1 };
    nock(HOST)
      .post('/miao/v1/echo', body)
      .matchHeader('content-type', /^application\/json/)
      .reply(200, { code: 0, data: null });
    return instance.post('/v1/echo', body);
  });

  it('sends Authorization "<type> <token>" read at call time, and answers with the body', async () => {
    const { instance, setAuth } = client();
    nock(HOST, { reqheaders: { authorization: 'Bearer abc' } })
      .get('/miao/v1/who')
      .reply(200, { code: 0, data: { id: 1 } });
    await expect(instance.get('/v1/who')).resolves.toEqual({ code: 0, data: { id: 1 } });
    setAuth({ type: 'Token', token: 'xyz', expire: Date.now() + 1000 });
    nock(HOST, { reqheaders: { authorization: 'Token xyz' } }).get('/miao/v1/who').reply(200, { code: 0 });
    await expect(instance.get('/v1/who')).resolves.toEqual({ code: 0 });
  });

  it('sends no Authorization header while there is no token', async () => {
    const { instance } = client(emptyAuth);
    nock(HOST, { badheaders: ['authorization'] }).get('/miao/v1/who').reply(200, { code: 3 });
    await expect(instance.get('/v1/who')).resolves.toEqual({ code: 3 });
  });

  it('a non-zero code is still an answer, not a failure (the api layer decides)', async () => {
    const { instance, notify } = client(emptyAuth);
    nock(HOST).get('/miao/v1/x').reply(200, { code: 7, msg: 'no' });
    await expect(instance.get('/v1/x')).resolves.toEqual({ code: 7, msg: 'no' });
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('createRequest: failures', () => {
  it('signed out: shows 请先登录 and resolves to {code: status, msg, data: null}', async () => {
    const { instance, notify } = client(emptyAuth);
    nock(HOST).get('/miao/v1/x').reply(500, 'oops');
    await expect(instance.get('/v1/x')).resolves.toEqual({ code: 500, msg: '请先登录', data: null });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('请先登录');
  });

  it('signed out includes an expired token; a network error resolves with code -1', async () => {
    const { instance, notify } = client({ ...signedIn, expire: Date.now() - 1 });
    nock(HOST).get('/miao/v1/x').replyWithError('socket hang up');
    await expect(instance.get('/v1/x')).resolves.toEqual({ code: -1, msg: '请先登录', data: null });
    expect(notify).toHaveBeenCalledWith('请先登录');
  });

  it('signed in: an HTTP error rejects with ApiError kind http and its status, no notice', async () => {
    const { instance, notify } = client();
    nock(HOST).get('/miao/v1/x').reply(502);
    const error = await instance.get('/v1/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 502, message: '请求失败（状态码 502）' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('signed in: an HTTP error whose body has a msg rejects with that msg', async () => {
    const { instance } = client();
    nock(HOST).get('/miao/v1/x').reply(400, { code: 4001, msg: '图片太大' });
    await expect(instance.get('/v1/x')).rejects.toMatchObject({ kind: 'http', status: 400, message: '图片太大' });
  });

  it('signed in: a network error rejects with kind network', async () => {
    const { instance } = client();
    nock(HOST).get('/miao/v1/x').replyWithError('ECONNRESET');
    await expect(instance.get('/v1/x')).rejects.toMatchObject({ kind: 'network', message: '网络连接失败，请检查网络后重试' });
  });

  it('a timeout rejects with kind timeout (timeout shortened here; the default is 10 s)', async () => {
    const { instance } = client();
    instance.defaults.timeout = 30;
    nock(HOST).get('/miao/v1/slow').delay(300).reply(200, { code: 0 });
    await expect(instance.get('/v1/slow')).rejects.toMatchObject({ kind: 'timeout', message: '请求超时，请稍后重试' });
  });

  it('an aborted call rejects with kind aborted', async () => {
    const { instance } = client();
    const controller = new AbortController();
    controller.abort(); // before sending: no request leaves
    await expect(instance.get('/v1/slow', { signal: controller.signal })).rejects.toMatchObject({
      kind: 'aborted',
      message: '请求已取消',
    });
  });
});
