import { readdirSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_BODY_MAX_BYTES } from '../../src/rules/input';
import { setGlobalSwitches } from './config';
import { bodyText, LARGE_BODY_BYTES } from './body';
import { compileRoutes, createApp, createRouter, DuplicateRouteError, type Middleware, type NamedTable } from './router';
import { HANDLERS, TABLES } from '../routes';
import { routeOf } from './endpoints';
import { endpoints, type EndpointName } from '../../src/rules/wire/endpoints';
import type { Handler } from './types';
import { useMockServer } from './testClient';

const mock = useMockServer();
afterEach(() => {
  setGlobalSwitches({});
});

/** `router` on a node server of its own, the app behind it answering 'app'; closed after the file. */
function serve(router: Middleware): () => string {
  const server = createServer((req, res) => router(req, res, () => res.end('app')));
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });
  return () => base;
}

describe('route tables', () => {
  it('two files claiming one route is a startup error naming both', () => {
    const a = { source: 'mocks/a.ts', table: { 'GET /miao/v1/x': { code: 0, data: 1 } } };
    const b = { source: 'mocks/b.ts', table: { 'GET /miao/v1/x': () => ({ status: 200, body: {} }) } };
    expect(() => createRouter([a, b])).toThrow(DuplicateRouteError);
    expect(() => createRouter([a, b])).toThrow('route "GET /miao/v1/x" is defined twice: in mocks/a.ts and in mocks/b.ts');
    // Same path, other method: fine.
    expect(() => createRouter([a, { source: 'c', table: { 'POST /miao/v1/x': 1 } }])).not.toThrow();
  });

  it('a key that is not "METHOD /path" is a startup error', () => {
    expect(() => createRouter([{ source: 'mocks/z.ts', table: { '/miao/v1/x': 1 } }])).toThrow('mocks/z.ts');
    expect(() => createRouter([{ source: 'mocks/z.ts', table: { 'FETCH /x': 1 } }])).toThrow('METHOD /path');
  });

  it('the real tables load without clashes, and every mocks/routes/*.ts table is registered', () => {
    expect(() => createRouter(TABLES)).not.toThrow();
    const files = readdirSync(new URL('../routes', import.meta.url))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts')
      .map((f) => `mocks/routes/${f}`)
      .sort();
    expect(TABLES.map((t) => t.source).sort()).toEqual(files);
  });

  it('every declared endpoint is routed at its method and path to the handler its file gave it', async () => {
    // The real tables, each handler answering which one it is.
    const names = new Map<Handler, string>();
    const marked: NamedTable[] = TABLES.map(({ source, table }) => ({
      source,
      table: Object.fromEntries(
        Object.entries(table).map(([key, value]) => {
          const marker: Handler = () => ({ status: 200, body: { routed: key } });
          if (typeof value === 'function') names.set(value, key);
          return [key, marker];
        }),
      ),
    }));
    const app = createApp(marked);
    const declared = Object.keys(endpoints) as EndpointName[];
    expect(declared.length).toBeGreaterThan(0);
    for (const name of declared) {
      const [method, path] = routeOf(name).split(' ');
      const res = await app.request(path, { method }, {});
      expect(await res.json(), name).toEqual({ routed: names.get(HANDLERS[name]) });
      expect(names.get(HANDLERS[name]), name).toBe(routeOf(name));
    }
    expect(routeOf('getAccountInfo')).toBe('GET /miao/v1/account/info');
    expect(routeOf('getTemplates')).toBe('GET /usee/v1/alg/template/latest');
  });

  describe('matching', () => {
    const answering =
      (what: string): Handler =>
      () => ({ status: 200, body: what });
    const app = createApp([
      {
        source: 't',
        table: {
          'GET /miao/v1/static': { code: 0, data: { a: 1 } },
          'GET /mock/files/*': answering('files'),
          'GET /mock/files/deep/*': answering('deep'),
          'GET /mock/files/exact': answering('exact'),
          'POST /mock/files/exact': answering('posted'),
        },
      },
    ]);
    const text = async (path: string, method = 'GET') => {
      const res = await app.request(path, { method }, {});
      return { status: res.status, text: await res.text() };
    };

    it('a JSON value route answers that value', async () => {
      expect(await (await app.request('/miao/v1/static', {}, {})).json()).toEqual({ code: 0, data: { a: 1 } });
    });

    it("'/x/*' matches every path under /x/; an exact path, then the longest prefix, win", async () => {
      expect(await text('/mock/files/a/b.png')).toEqual({ status: 200, text: 'files' });
      expect(await text('/mock/files/deep/c.png')).toEqual({ status: 200, text: 'deep' });
      expect(await text('/mock/files/exact')).toEqual({ status: 200, text: 'exact' });
      expect(await text('/mock/files/exact', 'POST')).toEqual({ status: 200, text: 'posted' });
    });

    it('a path or method no table claims under /miao, /usee or /mock answers 404 with the route named', async () => {
      for (const [method, path] of [
        ['GET', '/miao/v1/nothing'],
        ['GET', '/usee/v1/nothing'],
        ['GET', '/mock/nothing'],
        ['DELETE', '/miao/v1/static'],
      ]) {
        const res = await app.request(path, { method }, {});
        expect(res.status, path).toBe(404);
        expect(await res.json()).toEqual({ code: 4404, msg: `接口不存在：${method} ${path}`, data: null });
      }
    });
  });

  describe('over HTTP', () => {
    const base = serve(
      createRouter([
        {
          source: 't',
          table: {
            'GET /miao/v1/static': { code: 0, data: { a: 1 } },
            'GET /mock/page': () => ({ status: 200, body: '<p>页</p>', headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
            'GET /mock/bytes': () => ({ status: 200, body: Buffer.from([1, 2, 3]), headers: { 'Content-Type': 'image/png' } }),
            'GET /mock/unchanged': () => ({ status: 304, body: Buffer.alloc(0), headers: { ETag: '"e"' } }),
            'GET /miao/v1/broken': () => {
              throw new Error('a handler that throws');
            },
          },
        },
      ]),
    );

    it('paths the stand-in does not own fall through to the app; its own answer 404', async () => {
      expect(await (await fetch(`${base()}/miao_web/`)).text()).toBe('app');
      expect(await (await fetch(`${base()}/static/js/main.js`)).text()).toBe('app');
      expect(await (await fetch(`${base()}/mioa/x`)).text()).toBe('app');
      for (const path of ['/miao/x', '/usee/x', '/mock/x']) expect((await fetch(`${base()}${path}`)).status, path).toBe(404);
    });

    it('sends JSON as JSON, a string or bytes with their type, and a 304 without a body; never cached, never sniffed', async () => {
      const json = await fetch(`${base()}/miao/v1/static`);
      expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await json.json()).toEqual({ code: 0, data: { a: 1 } });
      const page = await fetch(`${base()}/mock/page`);
      expect([page.headers.get('content-type'), await page.text()]).toEqual(['text/html; charset=utf-8', '<p>页</p>']);
      const bytes = await fetch(`${base()}/mock/bytes`);
      expect(bytes.headers.get('content-type')).toBe('image/png');
      expect([...new Uint8Array(await bytes.arrayBuffer())]).toEqual([1, 2, 3]);
      const unchanged = await fetch(`${base()}/mock/unchanged`);
      expect([unchanged.status, unchanged.headers.get('etag'), await unchanged.text()]).toEqual([304, '"e"', '']);
      for (const res of [json, page, bytes, unchanged]) {
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      }
    });

    it('a handler that throws answers 500 with the envelope, and the server goes on', async () => {
      const printed: unknown[] = [];
      const error = console.error;
      console.error = (...args: unknown[]) => printed.push(args);
      try {
        const res = await fetch(`${base()}/miao/v1/broken`);
        expect([res.status, await res.json()]).toEqual([500, { code: 5000, msg: '模拟服务内部错误', data: null }]);
      } finally {
        console.error = error;
      }
      expect(printed).toHaveLength(1);
      expect((await fetch(`${base()}/miao/v1/static`)).status).toBe(200);
    });
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

  it('apply to API routes only: the /mock pages and switches answer as ever', async () => {
    const res = await fetch(`${mock.origin()}/mock/switches`, { headers: { 'x-mock-code': '5001' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { code: number }).code).toBe(0);
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
  const base = serve(
    createRouter([{ source: 't', table: { 'POST /miao/v1/echo': (req) => ({ status: 200, body: { got: req.body } }) } }]),
  );

  /** Posts `body` in pieces: with its length declared, or chunked (no length known beforehand). */
  function post(body: Buffer, declared: boolean, type = 'application/json'): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string | number> = { 'content-type': type };
      if (declared) headers['content-length'] = body.length;
      const { hostname, port } = new URL(base());
      const req = request({ host: hostname, port, method: 'POST', path: '/miao/v1/echo', headers }, (res) => {
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

  it.each([true, false])('a body over the limit answers 413, read to its end (length declared: %s)', async (declared) => {
    const body = Buffer.from(JSON.stringify({ image: 'A'.repeat(REQUEST_BODY_MAX_BYTES) }));
    const answer = await post(body, declared);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ code: 4000, msg: '请求体过大', data: null });
  });

  it('a url-encoded form arrives as its fields; a body that is not JSON answers 400', async () => {
    const form = await post(Buffer.from('tradeNo=T1&redirect_url=%2Fmiao_web%2F'), true, 'application/x-www-form-urlencoded');
    expect(JSON.parse(form.text)).toEqual({ got: { tradeNo: 'T1', redirect_url: '/miao_web/' } });
    const bad = await post(Buffer.from('{"a":'), true);
    expect([bad.status, JSON.parse(bad.text)]).toEqual([400, { code: 4001, msg: '请求体不是有效的 JSON', data: null }]);
    const none = await post(Buffer.alloc(0), true);
    expect(JSON.parse(none.text)).toEqual({});
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

describe('compileRoutes', () => {
  it('orders exact paths before prefixes, longer prefixes first', () => {
    const noop: Handler = () => ({ status: 200, body: '' });
    const routes = compileRoutes([{ source: 't', table: { 'GET /a/*': noop, 'GET /a/b/*': noop, 'GET /a/c': noop } }]);
    expect(routes.map((r) => r.path)).toEqual(['/a/c', '/a/b/*', '/a/*']);
  });
});
