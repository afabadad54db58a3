import { readFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { anyString } from '../../testing/arbitraries';
import { gunzipDecode, gzipEncode } from '../../../src/utils/gzip';
import { utilsMessages } from '../../../src/locales/zh-CN/utils';

describe('gzipEncode / gunzipDecode', () => {
  it.each(['', 'hello', '你好，世界 😀', 'ｱｲｳ\n\t\u0000end', 'x'.repeat(200000)])('round-trips %#', async (text) => {
    const encoded = await gzipEncode(text);
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(await gunzipDecode(encoded)).toBe(text);
  });

  it('produces standard gzip in base64 that other gzip tools read', async () => {
    const encoded = await gzipEncode('hello 世界');
    const bytes = Buffer.from(encoded, 'base64');
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]); // gzip magic, not raw deflate
    expect(gunzipSync(bytes).toString('utf8')).toBe('hello 世界');
  });

  it('decodes gzip made by other tools', async () => {
    const encoded = gzipSync(Buffer.from('来自 zlib 的数据 ✓', 'utf8')).toString('base64');
    expect(await gunzipDecode(encoded)).toBe('来自 zlib 的数据 ✓');
  });

  it('compresses: repetitive text gets much shorter', async () => {
    const text = '喵'.repeat(10000);
    expect((await gzipEncode(text)).length).toBeLessThan(text.length / 10);
  });

  it('round-trips any unicode string', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyString(), fc.string({ unit: 'grapheme' })), async (text) => {
        expect(await gunzipDecode(await gzipEncode(text))).toBe(text);
      }),
    );
  });

  it.each([
    ['not base64', '这不是base64!'],
    ['empty', ''],
    ['base64 of plain text', Buffer.from('hello').toString('base64')],
    ['truncated gzip', gzipSync(Buffer.from('hello world, hello world')).subarray(0, 12).toString('base64')],
    [
      'corrupted gzip',
      (() => {
        const b = gzipSync(Buffer.from('hello world'));
        b[12] ^= 0xff;
        return b.toString('base64');
      })(),
    ],
    ['gzip of bytes that are not UTF-8', gzipSync(Buffer.from([0xff, 0xfe, 0xc3])).toString('base64')],
  ])('rejects %s with a clear Error', async (_label, encoded) => {
    const error = await gunzipDecode(encoded).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(utilsMessages.gzipDecode);
    expect((error as Error).cause).toBeDefined();
  });

  it('loads pako lazily, never with a static import', () => {
    const source = readFileSync(new URL('../../../src/utils/gzip.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s[^;]*from\s*['"]pako['"]/m);
    expect(source).not.toMatch(/require\(\s*['"]pako['"]\s*\)/);
    expect(source.match(/await import\('pako'\)/g)).toHaveLength(2);
  });
});
