// request.ts: base, timeout, JSON, Authorization, unwrap, and the signed-out rule (docs/contract.md §7–§8).
import nock from 'nock';
import { describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, createRequest, SIGNED_OUT_MSG, type Notice } from '../../../src/services/request';
import { ApiError } from '../../../src/services/errors';
import { emptyAuth, type Auth } from '../../../src/services/auth';
import { useNock } from '../../testing/nock';
import { currentLocale, switchLocale } from '../../../src/locales/active';
import { errorText } from '../../testing/errors';

const HOST = 'http://api.test';
const signedIn: Auth = { type: 'Bearer', token: 'abc', expire: Date.now() + 3_600_000 };

function client(auth: Auth = signedIn) {
  const notify = vi.fn<(notice: Notice) => void>();
  let current = auth;
  const instance = createRequest({ baseURL: `${HOST}/miao`, getAuth: () => current, notify, language: currentLocale });
  return { instance, notify, setAuth: (next: Auth) => (current = next) };
}

useNock();

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

  it('sends Accept-Language with the language the page shows, read at call time', async () => {
    const { instance } = client();
    nock(HOST, { reqheaders: { 'accept-language': 'zh-CN' } })
      .get('/miao/v1/goods')
      .reply(200, { code: 0 });
    await instance.get('/v1/goods');
    await switchLocale('en');
    nock(HOST, { reqheaders: { 'accept-language': 'en' } })
      .get('/miao/v1/goods')
      .reply(200, { code: 0 });
    await expect(instance.get('/v1/goods')).resolves.toEqual({ code: 0 });
  });

  it('sends Authorization "<type> <token>" read at call time, and answers with the body', async () => {
    const { instance, setAuth } = client();
    nock(HOST, { reqheaders: { authorization: 'Bearer abc' } })
      .get('/miao/v1/who')
      .reply(200, { code: 0, data: { id: 1 } });
    await expect(instance.get('/v1/who')).resolves.toEqual({ code: 0, data: { id: 1 } });
    setAuth({ type: 'Token', token: 'xyz', expire: Date.now() + 1000 });
    nock(HOST, { reqheaders: { authorization: 'Token xyz' } })
      .get('/miao/v1/who')
      .reply(200, { code: 0 });
    await expect(instance.get('/v1/who')).resolves.toEqual({ code: 0 });
  });

  it('sends no Authorization header while there is no token', async () => {
    const { instance } = client(emptyAuth);
    nock(HOST, { badheaders: ['authorization'] })
      .get('/miao/v1/who')
      .reply(200, { code: 3 });
    await expect(instance.get('/v1/who')).resolves.toEqual({ code: 3 });
  });

  it('a non-zero code is still an answer, not a failure (the api layer decides)', async () => {
    const { instance, notify } = client(emptyAuth);
    nock(HOST).get('/miao/v1/x').reply(200, { code: 7, msg: 'no' });
    await expect(instance.get('/v1/x')).resolves.toEqual({ code: 7, msg: 'no' });
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('createRequest: docs/contract.md §7 generic client defaults', () => {
  it('XSRF cookie XSRF-TOKEN and header X-XSRF-TOKEN, unlimited content length', () => {
    const { instance } = client();
    expect(instance.defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(instance.defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
    expect(instance.defaults.maxContentLength).toBe(-1);
  });

  it.each([200, 201, 204, 299])('HTTP %i is a success: the body is the answer', async (status) => {
    const { instance } = client();
    nock(HOST)
      .get('/miao/v1/x')
      .reply(status, status === 204 ? undefined : { code: 0, data: status });
    await expect(instance.get('/v1/x')).resolves.toEqual(status === 204 ? '' : { code: 0, data: status });
  });

  it.each([300, 304, 400, 500])('HTTP %i is a failure (only 200–299 succeed)', async (status) => {
    const { instance } = client();
    nock(HOST).get('/miao/v1/x').reply(status, { code: 0, data: 'not an answer' });
    await expect(instance.get('/v1/x')).rejects.toMatchObject({ status });
  });
});

describe('createRequest: failures', () => {
  it('signed out: gives the pleaseLogin notice (the store words it 请先登录) and resolves to {code: status, msg, data: null}', async () => {
    const { instance, notify } = client(emptyAuth);
    nock(HOST).get('/miao/v1/x').reply(500, 'oops');
    await expect(instance.get('/v1/x')).resolves.toEqual({ code: 500, msg: SIGNED_OUT_MSG, data: null });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('pleaseLogin');
  });

  it('signed out includes an expired token; a network error resolves with code -1', async () => {
    const { instance, notify } = client({ ...signedIn, expire: Date.now() - 1 });
    nock(HOST).get('/miao/v1/x').replyWithError('socket hang up');
    await expect(instance.get('/v1/x')).resolves.toEqual({ code: -1, msg: SIGNED_OUT_MSG, data: null });
    expect(notify).toHaveBeenCalledWith('pleaseLogin');
  });

  it('signed in: an HTTP error rejects with ApiError code http and its status, no notice', async () => {
    const { instance, notify } = client();
    nock(HOST).get('/miao/v1/x').reply(502);
    const error = await instance.get('/v1/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'http', status: 502, params: {} });
    expect(errorText(error)).toBe('服务暂时不可用，请稍后重试（状态码 502）');
    expect(notify).not.toHaveBeenCalled();
  });

  it('signed in: an HTTP error whose body has a Chinese msg rejects with that msg and keeps the server code', async () => {
    const { instance } = client();
    nock(HOST).get('/miao/v1/x').reply(400, { code: 4001, msg: '图片太大' });
    const error = await instance.get('/v1/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 4001, status: 400, params: { said: '图片太大' } });
    expect(errorText(error)).toBe('图片太大');
    // In English the server's Chinese gives way to ours for the status.
    expect(errorText(error, 'en')).toMatch(/wrong/);
  });

  it.each([
    [500, 'java.lang.NullPointerException at com.miao.AccountService', '服务暂时不可用，请稍后重试（状态码 500）'],
    [503, 'upstream connect error or disconnect/reset before headers', '服务暂时不可用，请稍后重试（状态码 503）'],
    [404, 'Not Found', '请求的内容不存在'],
    [429, 'Too Many Requests', '操作太频繁，请稍后再试'],
    [403, '', '没有权限进行此操作'],
  ])(
    'signed in: HTTP %i with a msg that is not a sentence for users shows the Chinese message for the status',
    async (status, msg, shown) => {
      const { instance } = client();
      nock(HOST)
        .get('/miao/v1/x')
        .reply(status, { code: 9000 + status, msg });
      const error = await instance.get('/v1/x').catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 9000 + status, status, params: {} });
      expect(errorText(error)).toBe(shown);
    },
  );

  it('signed in: a network error rejects with code network', async () => {
    const { instance } = client();
    nock(HOST).get('/miao/v1/x').replyWithError('ECONNRESET');
    const error = await instance.get('/v1/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'network' });
    expect(errorText(error)).toBe('网络连接失败，请检查网络后重试');
  });

  it('a timeout rejects with code timeout (timeout shortened here; the default is 10 s)', async () => {
    const { instance } = client();
    instance.defaults.timeout = 30;
    // The answer is held far past the timeout, so a busy machine that runs the timers late still
    // fires the 30 ms one first: the outcome cannot depend on the machine's speed.
    nock(HOST).get('/miao/v1/slow').delay(60_000).reply(200, { code: 0 });
    const error = await instance.get('/v1/slow').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'timeout' });
    expect(errorText(error)).toBe('请求超时，请稍后重试');
  });

  it('an aborted call rejects with code aborted', async () => {
    const { instance } = client();
    const controller = new AbortController();
    controller.abort(); // before sending: no request leaves
    const error = await instance.get('/v1/slow', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'aborted' });
    expect(errorText(error)).toBe('请求已取消');
  });
});
