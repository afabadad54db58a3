// A request's body for the stand-in's handlers (router.ts): its bytes within
// REQUEST_BODY_MAX_BYTES, read straight from Node's request, then JSON or url-encoded fields.
import { isAscii } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import { CODES, fail } from './reply';
import type { MockReply } from './types';
import { REQUEST_BODY_MAX_BYTES } from '../../src/rules/input';

/**
 * A body this large (a task's photo) is parsed in a turn of its own and handled in another:
 * the requests that came meanwhile (the page's list polls) are answered in between rather
 * than after all of it.
 */
export const LARGE_BODY_BYTES = 1024 * 1024;

/**
 * The body as text. A task's body is megabytes of base64: read as Latin-1 when every byte is
 * ASCII (the same characters as UTF-8 then; ~0.5 ms instead of ~20 ms for 5.6 MB here).
 */
export function bodyText(raw: Buffer): string {
  return isAscii(raw) ? raw.toString('latin1') : raw.toString('utf8');
}

/** The declared length, when there is one within the limit. */
function declaredLength(req: IncomingMessage): number | undefined {
  const length = Number(req.headers['content-length']);
  return Number.isSafeInteger(length) && length > 0 && length <= REQUEST_BODY_MAX_BYTES ? length : undefined;
}

/**
 * The body's bytes, read from Node's request rather than by hono (whose body limit stops
 * reading at the limit and leaves the connection to be closed under the client, which then
 * hears no 413). With a declared length they go into one buffer as they come (a 64 KiB copy
 * per chunk), rather than into one copy of megabytes when the last arrives (Buffer.concat).
 * Past the limit the rest is read and dropped, so the client still gets the 413 answer.
 */
export function readBody(req: IncomingMessage): Promise<Buffer> {
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

export type Parsed = { ok: true; body: unknown } | { ok: false; reply: MockReply };

export function parseBody(raw: Buffer, contentType: string): Parsed {
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
