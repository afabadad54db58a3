// The stand-in's HTTP app: hono routes the route tables (mocks/routes/), and its Node adapter
// (@hono/node-server) makes it one connect middleware for rsbuild's dev and preview servers and
// the plain node server (http.ts). Paths under /miao, /usee and /mock are the stand-in's (404
// when no table claims them); every other path falls through to the app (next()). Here: the
// tables' contract (a handler or a JSON value per 'METHOD /path', each route claimed once), the
// failure switches on API routes, the request handed to a handler (its body: body.ts) and the
// reply.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { LARGE_BODY_BYTES, parseBody, readBody } from './body';
import { globalSwitches, type MockSwitches } from './config';
import { CODES, fail } from './reply';
import type { Handler, MockReply, MockRequest, RouteTable } from './types';
import { requestOrigin } from './origin';

export type Next = (error?: unknown) => void;
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

export interface NamedTable {
  /** Where the table came from, for the duplicate-route error. */
  source: string;
  table: RouteTable;
}

export interface Route {
  method: string;
  /** hono's path: '/mock/media/*' matches every path under /mock/media/. */
  path: string;
  handler: Handler;
  source: string;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);
const OWNED = ['/miao/', '/usee/', '/mock/'];

export class DuplicateRouteError extends Error {}

function toHandler(value: RouteTable[string]): Handler {
  if (typeof value === 'function') return value;
  return () => ({ status: 200, body: value });
}

/**
 * The tables' routes, exact paths first and then prefixes, longest first (hono runs the first
 * route registered that matches). Two tables claiming one 'METHOD /path' is a startup error
 * naming both files (hono would quietly take the first).
 */
export function compileRoutes(tables: NamedTable[]): Route[] {
  const seen = new Map<string, Route>();
  for (const { source, table } of tables) {
    for (const [key, value] of Object.entries(table)) {
      const match = /^([A-Z]+)\s+(\/\S*)$/.exec(key.trim());
      if (!match || !METHODS.has(match[1])) throw new Error(`${source}: route key "${key}" is not "METHOD /path"`);
      const [, method, path] = match;
      const id = `${method} ${path}`;
      const before = seen.get(id);
      if (before) throw new DuplicateRouteError(`route "${id}" is defined twice: in ${before.source} and in ${source}`);
      seen.set(id, { method, path, handler: toHandler(value), source });
    }
  }
  const prefix = (route: Route) => (route.path.endsWith('/*') ? route.path.length : 0);
  return [...seen.values()].sort((a, b) => Number(prefix(a) > 0) - Number(prefix(b) > 0) || prefix(b) - prefix(a));
}

/** Per-request switches (header x-mock-*, or query _mock*) over the global ones. */
export function requestSwitches(
  path: string,
  query: Record<string, string>,
  headers: Record<string, string | undefined>,
): MockSwitches {
  const pick = (header: string, param: string) => headers[header] ?? query[param];
  const global = globalSwitches();
  const out: MockSwitches = !global.only || path.startsWith(global.only) ? { ...global } : {};
  const delay = Number(pick('x-mock-delay', '_mockDelay'));
  if (Number.isFinite(delay) && delay > 0) out.delayMs = delay;
  if (pick('x-mock-fail', '_mockFail') === 'network') out.fail = 'network';
  const code = Number(pick('x-mock-code', '_mockCode'));
  if (Number.isInteger(code) && code !== 0) out.code = code;
  const status = Number(pick('x-mock-status', '_mockStatus'));
  if (Number.isInteger(status) && status >= 200 && status < 600) out.status = status;
  if (pick('x-mock-malformed', '_mockMalformed') === '1') out.malformed = true;
  return out;
}

/** The reply as hono's answer; nosniff on everything: an upload is served with the type its bytes were checked as. */
function answer(reply: MockReply): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...reply.headers });
  let payload: string | Uint8Array<ArrayBuffer>;
  if (typeof reply.body === 'string') {
    payload = reply.body;
  } else if (Buffer.isBuffer(reply.body)) {
    payload = bytesOf(reply.body);
  } else {
    payload = JSON.stringify(reply.body);
    headers.set('Content-Type', 'application/json; charset=utf-8');
  }
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'text/plain; charset=utf-8');
  // A 304 has no body (the Response constructor refuses one).
  return new Response(reply.status === 304 ? null : payload, { status: reply.status, headers });
}

/** A Buffer's bytes as a Response takes them: the same memory (a media file is megabytes), unless it is shared memory. */
function bytesOf(buffer: Buffer): Uint8Array<ArrayBuffer> {
  const { buffer: memory, byteOffset, byteLength } = buffer;
  return memory instanceof ArrayBuffer ? new Uint8Array(memory, byteOffset, byteLength) : new Uint8Array(buffer);
}

type Env = { Bindings: Partial<HttpBindings> };

/** The query with a repeated key keeping its last value, as MockRequest says. */
const queryOf = (url: URL): Record<string, string> => Object.fromEntries(url.searchParams);

/** The failure switches, for API routes: late, dropped, malformed or a given code before any handler. */
const switchesFirst: MiddlewareHandler<Env> = async (c, next) => {
  const url = new URL(c.req.url);
  const switches = requestSwitches(url.pathname, queryOf(url), c.req.header());
  if (switches.delayMs) await new Promise((resolve) => setTimeout(resolve, switches.delayMs));
  if (switches.fail === 'network') {
    c.env.incoming?.socket.destroy();
    return RESPONSE_ALREADY_SENT;
  }
  if (switches.malformed) {
    return answer({ status: 200, body: '{"code":0,"data":{', headers: { 'Content-Type': 'application/json; charset=utf-8' } });
  }
  if (switches.code !== undefined) return answer(fail(switches.status ?? 200, switches.code, `模拟错误（${switches.code}）`));
  await next();
};

/** The body's bytes (undefined: over the limit). Without Node's request (app.request() in a test) hono reads it. */
async function bodyOf(c: Context<Env>): Promise<Buffer | undefined> {
  const { incoming } = c.env;
  if (!incoming) return Buffer.from(await c.req.arrayBuffer());
  return readBody(incoming).catch(() => undefined);
}

/** A table's handler as a hono route: the request read into a MockRequest, the reply written. */
function routeOf(handler: Handler) {
  return async (c: Context<Env>): Promise<Response> => {
    const url = new URL(c.req.url);
    const method = c.req.method;
    const headers = c.req.header();
    const raw = method === 'GET' ? Buffer.alloc(0) : await bodyOf(c);
    if (!raw) return answer(fail(413, CODES.badRequest, '请求体过大'));
    const large = raw.length >= LARGE_BODY_BYTES;
    if (large) await nextTurn();
    const parsed = parseBody(raw, headers['content-type'] ?? '');
    if (!parsed.ok) return answer(parsed.reply);
    const request: MockRequest = {
      method,
      path: url.pathname,
      query: queryOf(url),
      body: parsed.body,
      headers,
      origin: requestOrigin(headers),
    };
    if (large) await nextTurn();
    // What the handler changed was committed before it answered (mocks/db/database.ts).
    return answer(await handler(request));
  };
}

/** The tables as a hono app (its `request()` answers without a server, for tests). */
export function createApp(tables: NamedTable[]): Hono<Env> {
  const routes = compileRoutes(tables);
  const app = new Hono<Env>();
  app.use('/miao/*', switchesFirst);
  app.use('/usee/*', switchesFirst);
  for (const { method, path, handler } of routes) app.on(method, path, routeOf(handler));
  app.notFound((c) => answer(fail(404, CODES.routeNotFound, `接口不存在：${c.req.method} ${new URL(c.req.url).pathname}`)));
  app.onError((error) => {
    console.error('[mocks]', error);
    return answer(fail(500, 5000, '模拟服务内部错误'));
  });
  return app;
}

/** The stand-in as one connect middleware; throws at startup when two tables share a route. */
export function createRouter(tables: NamedTable[]): Middleware {
  const listener = getRequestListener(createApp(tables).fetch);
  return (req, res, next) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    if (!OWNED.some((p) => path.startsWith(p))) {
      next();
      return;
    }
    void listener(req, res);
  };
}
