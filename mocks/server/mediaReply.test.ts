// Media answers a player can use (issue 33: a speech result showed 0:00 and could not be
// scrubbed): the stand-in's /mock/media answers, for an example and for a stored result, carry
// Content-Length and an ETag, answer If-None-Match with 304 and byte ranges with 206.
import { describe, expect, it } from 'vitest';
import type { ExampleListAnswer } from '../../src/rules/wire/types';
import { putMedia } from './mediaStore';
import { rangeOf } from './mediaReply';
import { signedUrl } from './sign';
import { useMockServer } from './testClient';

const mock = useMockServer();

async function speechExample(): Promise<string> {
  const list = (await mock.call<ExampleListAnswer>('GET', '/usee/v1/example/list')).body.data.signUrl;
  const item = list.find((i) => i.key.endsWith('.wav'));
  if (!item) throw new Error('no speech example');
  return item.signUrl;
}

async function whole(url: string): Promise<{ bytes: Buffer; etag: string }> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(res.headers.get('content-length')).toBe(String(bytes.length));
  expect(res.headers.get('accept-ranges')).toBe('bytes');
  const etag = res.headers.get('etag') ?? '';
  expect(etag).toMatch(/^"[\w-]+"$/);
  return { bytes, etag };
}

describe('media answers', () => {
  it('an example: its length and ETag, 304 for the same ETag, 206 for a range, 416 past the end', async () => {
    const url = await speechExample();
    const { bytes, etag } = await whole(url);
    expect(bytes.subarray(8, 12).toString()).toBe('WAVE');

    const again = await fetch(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    expect((await fetch(url, { headers: { 'If-None-Match': '"another"' } })).status).toBe(200);

    const head = await fetch(url, { headers: { Range: 'bytes=0-11' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-range')).toBe(`bytes 0-11/${bytes.length}`);
    expect(head.headers.get('content-length')).toBe('12');
    expect(head.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await head.arrayBuffer())).toEqual(bytes.subarray(0, 12));

    const rest = await fetch(url, { headers: { Range: 'bytes=100-' } });
    expect(rest.status).toBe(206);
    expect(rest.headers.get('content-range')).toBe(`bytes 100-${bytes.length - 1}/${bytes.length}`);
    expect(Buffer.from(await rest.arrayBuffer())).toEqual(bytes.subarray(100));

    const tail = await fetch(url, { headers: { Range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 10));

    const past = await fetch(url, { headers: { Range: `bytes=${bytes.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);

    // If-Range naming another version: the whole (current) file.
    const changed = await fetch(url, { headers: { Range: 'bytes=0-11', 'If-Range': '"older"' } });
    expect(changed.status).toBe(200);
    expect((await changed.arrayBuffer()).byteLength).toBe(bytes.length);
  });

  it('a stored result (the engine’s speech) is answered the same way', async () => {
    const wav = Buffer.concat([Buffer.from('RIFF....WAVEfmt '), Buffer.alloc(2000, 7)]);
    await putMedia('result/r-test.wav', { mime: 'audio/wav', bytes: wav });
    const url = signedUrl(mock.origin(), 'result/r-test.wav');
    const { bytes } = await whole(url);
    expect(bytes).toEqual(wav);
    const middle = await fetch(url, { headers: { Range: 'bytes=1000-1499' } });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe('bytes 1000-1499/2016');
    expect(Buffer.from(await middle.arrayBuffer())).toEqual(wav.subarray(1000, 1500));
  });

  it('reads the Range forms one range can take, and leaves the rest to a whole answer', () => {
    expect(rangeOf(undefined, 100)).toEqual({ kind: 'whole' });
    expect(rangeOf('bytes=0-0', 100)).toEqual({ kind: 'part', start: 0, end: 0 });
    expect(rangeOf('bytes=90-200', 100)).toEqual({ kind: 'part', start: 90, end: 99 });
    expect(rangeOf('bytes=-200', 100)).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(rangeOf('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeOf('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeOf('bytes=5-4', 100)).toEqual({ kind: 'whole' });
    expect(rangeOf('bytes=0-1,5-6', 100)).toEqual({ kind: 'whole' });
    expect(rangeOf('items=0-1', 100)).toEqual({ kind: 'whole' });
  });
});
