// Turns route tables into one connect middleware: parses the query and body, applies the
// failure switches to API routes, runs the handler and writes its reply. Requests for
// paths no table claims fall through to the app (next()), except under /miao, /usee and
// /mock, which answer 404.
import { isAscii } from 'node:buffer';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { globalSwitches, type MockSwitches } from './config';
import { CODES, fail } from './reply';
import type { Handler, MockReply, MockRequest, RouteTable } from './types';
import { REQUEST_BODY_MAX_BYTES } from '../../src/rules/input';
import { requestOrigin } from './origin';
import { flushMockState } from './persistence';

export type Next = (error?: unknown) => void;
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

export interface NamedTable {
  /** Where the table came from, for the duplicate-route error. */
  source: string;
  table: RouteTable;
}

interface Route {
  method: string;
  path: string;
  /** 'GET /mock/media/*' matches every path under /mock/media/. */
  prefix: boolean;
  handler: Handler;
  source: string;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);
const OWNED = ['/miao/', '/usee/', '/mock/'];
const API = ['/miao/', '/usee/'];

export class DuplicateRouteError extends Error {}

function toHandler(value: RouteTable[string]): Handler {
  if (typeof value === 'function') return value;
  return () => ({ status: 200, body: value });
}

/** Two tables claiming one 'METHOD /path' is a startup error, naming both files. */
export function compileRoutes(tables: NamedTable[]): Route[] {
  const seen = new Map<string, Route>();
  for (const { source, table } of tables) {
    for (const [key, value] of Object.entries(table)) {
      const match = /^([A-Z]+)\s+(\/\S*)$/.exec(key.trim());
      if (!match || !METHODS.has(match[1])) throw new Error(`${source}: route key "${key}" is not "METHOD /path"`);
      const [, method, rawPath] = match;
      const prefix = rawPath.endsWith('/*');
      const path = prefix ? rawPath.slice(0, -1) : rawPath;
      const id = `${method} ${rawPath}`;
      const before = seen.get(id);
      if (before) throw new DuplicateRouteError(`route "${id}" is defined twice: in ${before.source} and in ${source}`);
      seen.set(id, { method, path, prefix, handler: toHandler(value), source });
    }
  }
  return [...seen.values()];
}

function findRoute(routes: Route[], method: string, path: string): Route | undefined {
  const exact = routes.find((r) => !r.prefix && r.method === method && r.path === path);
  if (exact) return exact;
  return routes
    .filter((r) => r.prefix && r.method === method && path.startsWith(r.path))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/**
 * A body this large (a task's photo) is parsed in a turn of its own and handled in another:
 * the requests that came meanwhile (the page's list polls) are answered in between rather
 * than after all of it.
 */
export const LARGE_BODY_BYTES = 1024 * 1024;

/** The declared length, when there is one within the limit. */
function declaredLength(req: IncomingMessage): number | undefined {
  const length = Number(req.headers['content-length']);
  return Number.isSafeInteger(length) && length > 0 && length <= REQUEST_BODY_MAX_BYTES ? length : undefined;
}

/**
 * The body's bytes. With a declared length they go into one buffer as they come (a 64 KiB copy
 * per chunk), rather than into one copy of megabytes when the last arrives (Buffer.concat).
 * Past the limit the rest is read and dropped, so the client still gets the 413 answer.
 */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = declaredLength(req);
    let filling = declared === undefined ? undefined : Buffer.allocUnsafe(declared);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      if (filling && size + chunk.length <= filling.length) {
        chunk.copy(filling, size);
      } else {
        // No declared length, or (which Node's parser does not let happen) more than it said.
        if (filling) chunks.push(filling.subarray(0, size));
        filling = undefined;
        if (size + chunk.length <= REQUEST_BODY_MAX_BYTES) chunks.push(chunk);
      }
      size += chunk.length;
    });
    req.on('end', () => {
      if (size > REQUEST_BODY_MAX_BYTES) reject(new Error('body too large'));
      else resolve(filling ? filling.subarray(0, size) : Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

type Parsed = { ok: true; body: unknown } | { ok: false; reply: MockReply };

/**
 * The body as text. A task's body is megabytes of base64: read as Latin-1 when every byte is
 * ASCII (the same characters as UTF-8 then; ~0.5 ms instead of ~20 ms for 5.6 MB here).
 */
export function bodyText(raw: Buffer): string {
  return isAscii(raw) ? raw.toString('latin1') : raw.toString('utf8');
}

function parseBody(raw: Buffer, contentType: string): Parsed {
  if (raw.length === 0) return { ok: true, body: undefined };
  const text = bodyText(raw);
  if (contentType.includes('application/x-www-form-urlencoded')) {
    return { ok: true, body: Object.fromEntries(new URLSearchParams(text)) };
  }
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reply: fail(400, CODES.badJson, '请求体不是有效的 JSON') };
  }
}

function lowerHeaders(req: IncomingMessage): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
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

function send(res: ServerResponse, reply: MockReply): void {
  // nosniff on everything: an upload is served with the type its bytes were checked as.
  const headers: Record<string, string> = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...reply.headers };
  let payload: string | Buffer;
  if (typeof reply.body === 'string' || Buffer.isBuffer(reply.body)) {
    payload = reply.body;
    headers['Content-Type'] ??= 'text/plain; charset=utf-8';
  } else {
    payload = JSON.stringify(reply.body);
    headers['Content-Type'] = 'application/json; charset=utf-8';
  }
  res.writeHead(reply.status, headers);
  res.end(payload);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createRouter(tables: NamedTable[]): Middleware {
  const routes = compileRoutes(tables);
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    if (!OWNED.some((p) => path.startsWith(p))) {
      next();
      return;
    }
    void handle(req, res, path, url.searchParams).catch((error: unknown) => {
      console.error('[mocks]', error);
      if (!res.headersSent) send(res, fail(500, 5000, '模拟服务内部错误'));
    });
  };

  async function handle(req: IncomingMessage, res: ServerResponse, path: string, params: URLSearchParams) {
    const method = (req.method ?? 'GET').toUpperCase();
    const query = Object.fromEntries(params);
    const headers = lowerHeaders(req);
    const isApi = API.some((p) => path.startsWith(p));
    const switches = isApi ? requestSwitches(path, query, headers) : {};
    if (switches.delayMs) await sleep(switches.delayMs);
    if (switches.fail === 'network') {
      req.socket.destroy();
      return;
    }
    if (switches.malformed) {
      send(res, { status: 200, body: '{"code":0,"data":{', headers: { 'Content-Type': 'application/json; charset=utf-8' } });
      return;
    }
    if (switches.code !== undefined) {
      send(res, fail(switches.status ?? 200, switches.code, `模拟错误（${switches.code}）`));
      return;
    }
    const route = findRoute(routes, method, path);
    if (!route) {
      send(res, fail(404, CODES.routeNotFound, `接口不存在：${method} ${path}`));
      return;
    }
    let raw: Buffer;
    try {
      raw = method === 'GET' ? Buffer.alloc(0) : await readBody(req);
    } catch {
      send(res, fail(413, CODES.badRequest, '请求体过大'));
      return;
    }
    const large = raw.length >= LARGE_BODY_BYTES;
    if (large) await nextTurn();
    const parsed = parseBody(raw, headers['content-type'] ?? '');
    if (!parsed.ok) {
      send(res, parsed.reply);
      return;
    }
    const request: MockRequest = { method, path, query, body: parsed.body, headers, origin: requestOrigin(headers) };
    if (large) await nextTurn();
    const reply = await route.handler(request);
    // What a POST or DELETE changed is on disk before its caller hears of it (persistence.ts
    // otherwise saves at most every SAVE_EVERY_MS); a GET's changes wait for that save.
    if (method !== 'GET') flushMockState();
    send(res, reply);
  }
}
