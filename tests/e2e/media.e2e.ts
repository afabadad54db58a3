// Media a player can use, through the nginx recipe (issue 33: a speech result showed 0:00 and
// could not be scrubbed, its answer had no length and ignored Range): a speech result's
// <audio> knows its duration and can seek over all of it; the answers nginx passes on keep
// their Content-Length and ETag, 304 for the same ETag, 206 for a range, 416 past the end.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { appUrl, baseUrl, signIn } from './helpers';

const browser = useBrowser();

describe('media', () => {
  it('a speech result knows its duration and can be scrubbed', async () => {
    const { page, errors, close } = await browser.open(1440, 900);
    try {
      await signIn(page);
      await page.goto(appUrl('/?tool=tts'));
      const workspace = page.getByRole('dialog', { name: '文字转语音' });
      await workspace.getByLabel('要朗读的文字').fill('你好，这是一段可以拖动的语音。');
      await workspace.getByRole('button', { name: '开始生成' }).click();
      const audio = workspace.getByLabel('生成的语音');
      await audio.waitFor({ timeout: 120_000 });
      await expect
        .poll(() => audio.evaluate((a: HTMLAudioElement) => (Number.isFinite(a.duration) ? a.duration : 0)), { timeout: 120_000 })
        .toBeGreaterThan(0);
      // Seekable over the whole length: the server answers byte ranges.
      const seekable = await audio.evaluate((a: HTMLAudioElement) => ({
        ranges: a.seekable.length,
        end: a.seekable.length ? a.seekable.end(0) : 0,
        duration: a.duration,
      }));
      expect(seekable.ranges).toBe(1);
      expect(seekable.end).toBeCloseTo(seekable.duration, 3);
      expect(errors).toEqual([]);

      // The same answer as it comes through nginx.
      const src = await audio.getAttribute('src');
      const url = new URL(src ?? '', baseUrl()).href;
      const whole = await fetch(url);
      expect(whole.status).toBe(200);
      const size = (await whole.arrayBuffer()).byteLength;
      expect(whole.headers.get('content-length')).toBe(String(size));
      const etag = whole.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect((await fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
      const part = await fetch(url, { headers: { Range: 'bytes=10-19' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 10-19/${size}`);
      expect((await part.arrayBuffer()).byteLength).toBe(10);
      const past = await fetch(url, { headers: { Range: `bytes=${size}-` } });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
    } finally {
      await close();
    }
  });

  it('a picture keeps its length and strong ETag through nginx, even to a browser that takes gzip', async () => {
    const list = (await (await fetch(`${baseUrl()}/usee/v1/example/list`)).json()) as {
      data: { signUrl: { key: string; signUrl: string }[] };
    };
    const svg = list.data.signUrl.find((item) => item.key.endsWith('.svg'));
    const url = new URL(svg?.signUrl ?? '', baseUrl()).href;
    const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBe(String((await response.arrayBuffer()).byteLength));
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
  });
});
