import { readdirSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_BODY_MAX_BYTES } from '../../src/rules/input';
import { setGlobalSwitches } from './config';
import { bodyText, compileRoutes, createRouter, DuplicateRouteError, LARGE_BODY_BYTES } from './router';
import { HANDLERS, TABLES } from '../routes';
import { routeOf } from './endpoints';
import { endpoints, type EndpointName } from '../../src/rules/wire/endpoints';
import { useMockServer } from './testClient';

const mock = useMockServer();
afterEach(() => {
  setGlobalSwitches({});
});

describe('route tables', () => {
  it('two files claiming one route is a startup error naming both', () => {
    const a = { source: 'mocks/a.ts', table: { 'GET /miao/v1/x': { code: 0, data: 1 } } };
    const b = { source: 'mocks/b.ts', table: { 'GET /miao/v1/x': () => ({ status: 200, body: {} }) } };
    expect(() => createRouter([a, b])).toThrow(DuplicateRouteError);
    expect(() => createRouter([a, b])).toThrow('route "GET /miao/v1/x" is defined twice: in mocks/a.ts and in mocks/b.ts');
    // Same path, other method: fine.
    expect(() => compileRoutes([a, { source: 'c', table: { 'POST /miao/v1/x': 1 } }])).not.toThrow();
  });

  it('a key that is not "METHOD /path" is a startup error', () => {
    expect(() => compileRoutes([{ source: 'mocks/z.ts', table: { '/miao/v1/x': 1 } }])).toThrow('mocks/z.ts');
    expect(() => compileRoutes([{ source: 'mocks/z.ts', table: { 'FETCH /x': 1 } }])).toThrow('METHOD /path');
  });

  it('the real tables load without clashes, and every mocks/routes/*.ts table is registered', () => {
    expect(() => compileRoutes(TABLES)).not.toThrow();
    const files = readdirSync(new URL('../routes', import.meta.url))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts')
      .map((f) => `mocks/routes/${f}`)
      .sort();
    expect(TABLES.map((t) => t.source).sort()).toEqual(files);
  });

  it('a JSON value route answers that value', async () => {
    const router = createRouter([{ source: 't', table: { 'GET /miao/v1/static': { code: 0, data: { a: 1 } } } }]);
    const server = createServer((req: IncomingMessage, res: ServerResponse) => router(req, res, () => res.end('app')));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect(await (await fetch(`${base}/miao/v1/static`)).json()).toEqual({ code: 0, data: { a: 1 } });
    // Paths the stand-in does not own fall through to the app.
    expect(await (await fetch(`${base}/miao_web/`)).text()).toBe('app');
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it('every declared endpoint is routed at its method and path to the handler its file gave it', () => {
    const routes = compileRoutes(TABLES);
    const names = Object.keys(endpoints) as EndpointName[];
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const [method, path] = routeOf(name).split(' ');
      expect(routes.find((r) => r.method === method && r.path === path)?.handler, name).toBe(HANDLERS[name]);
    }
    expect(routeOf('getAccountInfo')).toBe('GET /miao/v1/account/info');
    expect(routeOf('getTemplates')).toBe('GET /usee/v1/alg/template/latest');
  });
});

describe('switches', () => {
  it('unknown API routes answer 404 with a Chinese message', async () => {
    const answer = await mock.call('GET', '/miao/v1/nothing');
    expect(answer).toMatchObject({ status: 404, body: { code: 4404, msg: expect.stringContaining('接口不存在') } });
  });

  it('x-mock-code answers that code with a message; x-mock-status sets the HTTP status', async () => {
    const answer = await mock.call('GET', '/miao/v1/shop/goods/list', { headers: { 'x-mock-code': '5001' } });
    expect(answer).toEqual({ status: 200, body: { code: 5001, msg: '模拟错误（5001）', data: null } });
    const status = await mock.call('GET', '/miao/v1/shop/goods/list?_mockCode=7&_mockStatus=500');
    expect(status).toMatchObject({ status: 500, body: { code: 7 } });
  });

  it('x-mock-delay answers late', async () => {
    const start = Date.now();
    await mock.call('GET', '/miao/v1/shop/goods/list', { headers: { 'x-mock-delay': '150' } });
    expect(Date.now() - start).toBeGreaterThanOrEqual(140);
  });

  it('x-mock-malformed answers a body that is not JSON', async () => {
    const res = await fetch(`${mock.origin()}/miao/v1/shop/goods/list`, { headers: { 'x-mock-malformed': '1' } });
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow();
  });

  it('x-mock-fail: network drops the connection', async () => {
    await expect(fetch(`${mock.origin()}/usee/v1/example/list?_mockFail=network`)).rejects.toThrow();
  });

  it('global switches (POST /mock/switches) apply to API routes, limited by `only`', async () => {
    const set = await fetch(`${mock.origin()}/mock/switches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 4999, only: '/miao/v1/shop' }),
    });
    expect(set.status).toBe(200);
    expect((await mock.call('GET', '/miao/v1/shop/goods/list')).body.code).toBe(4999);
    expect((await mock.call('GET', '/usee/v1/alg/template/latest')).body.code).toBe(0);
    const clear = await fetch(`${mock.origin()}/mock/switches`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
    });
    expect(clear.status).toBe(200);
    expect((await mock.call('GET', '/miao/v1/shop/goods/list')).body.code).toBe(0);
  });

  it('POST /mock/reset starts the world over', async () => {
    const token = await mock.login();
    const reset = await fetch(`${mock.origin()}/mock/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(reset.status).toBe(200);
    expect((await mock.call('GET', '/miao/v1/account/info', { token })).status).toBe(401);
  });
});

describe('request bodies', () => {
  /** A router whose one route answers the body it was given. */
  const echo = createRouter([
    { source: 't', table: { 'POST /miao/v1/echo': (req) => ({ status: 200, body: { got: req.body } }) } },
  ]);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => echo(req, res, () => res.end('app')));
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  /** Posts `body` in pieces: with its length declared, or chunked (no length known beforehand). */
  function post(body: Buffer, declared: boolean): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string | number> = { 'content-type': 'application/json' };
      if (declared) headers['content-length'] = body.length;
      const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/miao/v1/echo', headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(parts).toString('utf8') }));
      });
      req.on('error', reject);
      const piece = 100_000;
      for (let at = 0; at < body.length; at += piece) req.write(body.subarray(at, at + piece));
      req.end();
    });
  }

  it.each([true, false])('a large body arrives whole, ASCII or not (length declared: %s)', async (declared) => {
    const value = { image: `data:image/png;base64,${'QUJD'.repeat(LARGE_BODY_BYTES / 3)}`, text: '照片 ✓ ü' };
    const body = Buffer.from(JSON.stringify(value));
    expect(body.length).toBeGreaterThan(LARGE_BODY_BYTES);
    const answer = await post(body, declared);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ got: value });
  });

  it.each([true, false])('a body over the limit answers 413 (length declared: %s)', async (declared) => {
    const body = Buffer.from(JSON.stringify({ image: 'A'.repeat(REQUEST_BODY_MAX_BYTES) }));
    const answer = await post(body, declared);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toMatchObject({ msg: '请求体过大' });
  });

  it('reads any bytes as UTF-8 does, ASCII ones the quick way', () => {
    // A fixed seed: the same cases on every run.
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(bodyText(Buffer.from(bytes))).toBe(Buffer.from(bytes).toString('utf8'));
      }),
      { seed: 25, numRuns: 2000 },
    );
    expect(bodyText(Buffer.from('{"a":"é"}'))).toBe('{"a":"é"}');
  });
});
