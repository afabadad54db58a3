// One call to a model server on the developer's network (adapters/sdServer.ts,
// speechServer.ts): JSON in, the answer back, within a time limit and stopped by the job's
// signal. Every way it can go wrong — no answer in time, no connection, an error status —
// throws in words that name the server, so the result fails (and the stand-in refunds it).
export interface RemoteCall {
  /** Who is asked, for the error's words, e.g. 'the image server'. */
  server: string;
  /** The server's base URL as configured (a trailing slash is fine). */
  baseUrl: string;
  /** The endpoint's path, e.g. '/sdapi/v1/txt2img'. */
  path: string;
  body: unknown;
  /** How long the whole answer (headers and body) may take. */
  timeoutMs: number;
  /** Extra headers, e.g. Authorization. */
  headers?: Readonly<Record<string, string>>;
  /** The job's signal: its abort ends the request at once. */
  signal?: AbortSignal;
}

/** The URL of `path` on the server whose base is `baseUrl`, keeping any path prefix the base has. */
export function endpointUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/** The server named for an error's words: never with its password. */
export function serverAt(server: string, baseUrl: string): string {
  return `${server} at ${withoutCredentials(baseUrl).url}`;
}

/**
 * A base URL with a user and password (AUTOMATIC1111's --api-auth: http://user:pass@host:7860)
 * split into the URL without them, which fetch refuses, and the Basic Authorization they mean.
 */
function withoutCredentials(url: string): { url: string; authorization?: string } {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed || (parsed.username === '' && parsed.password === '')) return { url };
  const pair = `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`;
  parsed.username = '';
  parsed.password = '';
  return { url: parsed.href, authorization: `Basic ${Buffer.from(pair).toString('base64')}` };
}

function failedWhy(error: unknown, call: RemoteCall, limit: AbortSignal): string {
  if (call.signal?.aborted) return 'the job was stopped';
  if (limit.aborted) return `did not answer within ${formatSeconds(call.timeoutMs)}`;
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `could not be reached (${error instanceof Error ? error.message : String(error)}${cause})`;
}

function formatSeconds(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}

type Answered = { bytes: Uint8Array; contentType: string };

async function send(method: 'GET' | 'POST', call: RemoteCall): Promise<Answered> {
  const limit = AbortSignal.timeout(call.timeoutMs);
  const stop = call.signal ? AbortSignal.any([call.signal, limit]) : limit;
  const { url, authorization } = withoutCredentials(endpointUrl(call.baseUrl, call.path));
  const where = serverAt(call.server, call.baseUrl);
  const headers: Record<string, string> = { ...call.headers };
  if (method === 'POST') headers['content-type'] = 'application/json';
  if (authorization) headers.authorization = authorization;
  try {
    const response = await fetch(url, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(call.body) : undefined,
      signal: stop,
    });
    // The body is read under the same limit: a server that sends headers and then stalls fails too.
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (!response.ok) throw new StatusError(`${where} answered ${response.status}${errorDetail(bytes)}`);
    return { bytes, contentType: response.headers.get('content-type') ?? '' };
  } catch (error) {
    if (error instanceof StatusError) throw error;
    throw new Error(`${where} ${failedWhy(error, call, limit)}`, { cause: error });
  }
}

/** POSTs `call.body` as JSON; resolves with the answer's bytes and type when the status is 2xx. */
export function postJson(call: RemoteCall): Promise<Answered> {
  return send('POST', call);
}

/** GETs `call.path` (its body is not sent); resolves with the answer parsed as JSON, undefined when it is not JSON. */
export async function getJson(call: Omit<RemoteCall, 'body'>): Promise<unknown> {
  return parseJson((await send('GET', { ...call, body: undefined })).bytes);
}

/** `bytes` read as JSON, or undefined when they are not JSON. */
export function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

class StatusError extends Error {}

/** The start of an error answer's text (A1111 and OpenAI say what went wrong in JSON), for the log. */
function errorDetail(bytes: Uint8Array): string {
  const text = new TextDecoder().decode(bytes.subarray(0, 300)).replace(/\s+/g, ' ').trim();
  return text ? `: ${text}` : '';
}
