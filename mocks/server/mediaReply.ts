// How the stand-in answers a media file, as an object store or a CDN does, so players know the
// length and can seek (issue 33: a speech result showed 0:00): Content-Length and a strong
// ETag on every answer; If-None-Match → 304; one byte range (Range: bytes=a-b, a-, -n) → 206
// with Content-Range; a range wholly past the end → 416 with `Content-Range: bytes */size`.
// A Range this does not serve (several ranges, another unit, a malformed one, or an If-Range
// naming another version) is answered with the whole file, as RFC 9110 allows.
import { createHash } from 'node:crypto';
import type { MockReply, MockRequest } from './types';

export interface MediaFile {
  mime: string;
  bytes: Buffer;
}

export function etagOf(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match: '*' or a list of tags, weak ones compared by their opaque part (RFC 9110 13.1.2). */
function matchesAny(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

type Wanted = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/** What a Range header asks of a file of `size` bytes. */
export function rangeOf(header: string | undefined, size: number): Wanted {
  const match = header === undefined ? null : /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return { kind: 'whole' };
  const [, first, last] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // The last n bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}

/** The answer to a GET of `file`, with `headers` (its type and caching) on every status. */
export function mediaReply(req: MockRequest, file: MediaFile, headers: Record<string, string> = {}): MockReply<Buffer> {
  const size = file.bytes.length;
  const etag = etagOf(file.bytes);
  const common = { ...headers, 'Content-Type': file.mime, ETag: etag, 'Accept-Ranges': 'bytes' };
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined && matchesAny(ifNoneMatch, etag)) {
    return { status: 304, body: Buffer.alloc(0), headers: common };
  }
  const ifRange = req.headers['if-range'];
  const wanted = ifRange !== undefined && ifRange.trim() !== etag ? { kind: 'whole' as const } : rangeOf(req.headers.range, size);
  if (wanted.kind === 'unsatisfiable') {
    return {
      status: 416,
      body: Buffer.alloc(0),
      headers: { ...common, 'Content-Range': `bytes */${size}`, 'Content-Length': '0' },
    };
  }
  if (wanted.kind === 'part') {
    const body = file.bytes.subarray(wanted.start, wanted.end + 1);
    return {
      status: 206,
      body,
      headers: {
        ...common,
        'Content-Range': `bytes ${wanted.start}-${wanted.end}/${size}`,
        'Content-Length': String(body.length),
      },
    };
  }
  return { status: 200, body: file.bytes, headers: { ...common, 'Content-Length': String(size) } };
}
