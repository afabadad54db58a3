// One rulebook, two enforcers: every case below goes through the page's checks (what the
// workspace tells the user before sending) and through the stand-in's POST /v1/task (what
// the server answers). They must agree on accept or refuse, and on the words.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../mocks/server/testClient';
import { describeProblem } from '../../../src/locales/zh-CN/input';
import { checkPhotoFile, checkPhotoSize, checkText, sniffImage, textLimit } from '../../../src/rules/input';
import { CODES } from '../../../src/rules/errorCodes';
import { textLanguage, voiceFor } from '../../../src/rules/speech';
import type { TaskTokenAnswer } from '../../../src/services/types';
import { jpegBytes, pngBytes, toDataUrl } from '../../testing/images';

const mock = useMockServer();

/** What the page says about a file it was given (type and size, then pixels), or null. */
function pageSaysPhoto(type: string, bytes: Uint8Array): string | null {
  const file = checkPhotoFile(type, bytes.length);
  if (file) return describeProblem(file);
  // The page decodes the picture for its size; the header's numbers are what decoding finds.
  const size = sniffImage(bytes);
  if (!size?.width || !size.height) return describeProblem({ kind: 'photoUnreadable' });
  const pixels = checkPhotoSize(size.width, size.height);
  return pixels ? describeProblem(pixels) : null;
}

// Stays inline, not the kit's nockRun: this asks the real stand-in (its verdict is what is tested), and
// only its token and task routes, no status checks; nock would script the answer under test.
async function standInSays(token: string, input: Record<string, unknown>): Promise<string | null> {
  const taskToken = (await mock.call<TaskTokenAnswer>('GET', '/miao/v1/task/token', { token })).body.data.token;
  const answer = await mock.call('POST', '/miao/v1/task', { token, body: { ...input, token: taskToken } });
  if (answer.body.code === 0) return null;
  expect([CODES.badImage, CODES.textTooLong, CODES.textLanguage, CODES.badRequest]).toContain(answer.body.code);
  return answer.body.msg ?? '';
}

/** A whole picture of that size (the stand-in decodes every photo it accepts; the page decodes it too). */
const encoded = async (width: number, height: number, format: 'jpeg' | 'webp'): Promise<Uint8Array> =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#c08060' } })
      .toFormat(format)
      .toBuffer(),
  );

const TALL_JPEG = await encoded(256, 4096, 'jpeg');
const WIDE_WEBP = await encoded(1024, 768, 'webp');

const big = (bytes: Uint8Array, size: number) => {
  const out = new Uint8Array(size);
  out.set(bytes);
  return out;
};

describe('photos: the page and the stand-in agree', () => {
  const cases: [string, string, Uint8Array][] = [
    ['a 512×512 PNG', 'image/png', pngBytes(512, 512)],
    ['a 256×4096 JPEG (both limits exactly)', 'image/jpeg', TALL_JPEG],
    ['a 1024×768 WebP', 'image/webp', WIDE_WEBP],
    ['a 255×512 PNG (one pixel short)', 'image/png', pngBytes(255, 512)],
    ['a 4097×300 JPEG (one pixel over)', 'image/jpeg', jpegBytes(4097, 300)],
    ['a 5.6 MB PNG (page and stand-in both allow up to 10 MB)', 'image/png', big(pngBytes(800, 800), 5.6 * 1024 * 1024)],
    ['a 10.5 MB PNG', 'image/png', big(pngBytes(800, 800), 10.5 * 1024 * 1024)],
  ];
  it.each(cases)('%s', async (_label, type, bytes) => {
    const token = await mock.login();
    const page = pageSaysPhoto(type, bytes);
    const server = await standInSays(token, { tool: 'cartoon', style: 'cartoon', image: toDataUrl(type, bytes) });
    expect(server).toBe(page);
  });

  it('bytes that are not an image are refused by both, whatever type they claim', async () => {
    const token = await mock.login();
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const server = await standInSays(token, { tool: 'cartoon', style: 'cartoon', image: toDataUrl('image/png', svg) });
    expect(server).toBe(describeProblem({ kind: 'photoType' }));
    expect(sniffImage(svg)).toBeNull();
    expect(checkPhotoFile('image/svg+xml', svg.length)).toEqual({ kind: 'photoType' });
  });
});

describe('texts: the page and the stand-in agree on the width rule', () => {
  const max = textLimit('tts') ?? 0;
  const cases: [string, string][] = [
    ['ASCII up to the limit', 'a'.repeat(max)],
    ['ASCII one over', 'a'.repeat(max + 1)],
    ['Chinese up to the limit', '喵'.repeat(max / 2)],
    ['Chinese one over', '喵'.repeat(max / 2 + 1)],
    ['half-width katakana count 1', 'ｱ'.repeat(max)],
    ['half-width forms one over', 'ｱ'.repeat(max) + '｡'],
    ['full-width letters count 2', 'Ａ'.repeat(max / 2 + 1)],
    ['control characters count 1', '\n\t'.repeat(max / 2) + 'x'],
    ['emoji count 2 each', '😀'.repeat(max / 2)],
    ['only spaces', '   '],
    // Nothing a person can see: refused by both, before anything is charged.
    ['C0 controls only', '\u0001\u0002\t\n'],
    ['zero-width spaces only', '\u200b\u200b\ufeff'],
    ['bidi marks only', '\u202e\u200f\u2066\u2069\u061c'],
    ['separators only', '\u2028\u2029\u3000\u00a0'],
    ['one visible character among them', '\u200b喵\u202e'],
  ];
  it.each(cases)('%s', async (_label, text) => {
    const token = await mock.login();
    // Read by a voice of the text's own language: the width rule alone is under test here.
    const style = voiceFor('tts', textLanguage(text) ?? 'zh') ?? 'ttsch/0';
    const problem = checkText('tts', text, [style]);
    const server = await standInSays(token, { tool: 'tts', style, text });
    expect(server).toBe(problem ? describeProblem(problem) : null);
  });
});

describe("texts: the page and the stand-in agree on the voice's language", () => {
  const cases: [string, string, string][] = [
    ['English to a Chinese voice', 'Hello from Miao.', 'ttsch/2'],
    ['Chinese to the English voice', '你好，欢迎使用。', 'ttsen/0'],
    ['mostly Chinese to a Chinese voice', '我爱 AI', 'ttsch/0'],
    ['mostly Chinese to the English voice', '我爱 AI', 'ttsen/0'],
    ['digits only to the English voice', '2024', 'ttsen/0'],
  ];
  it.each(cases)('%s', async (_label, text, style) => {
    const token = await mock.login();
    const problem = checkText('tts', text, [style]);
    expect(await standInSays(token, { tool: 'tts', style, text })).toBe(problem ? describeProblem(problem) : null);
  });
});

describe('a text with no visible character', () => {
  it.each(['\u0000\u001f', '\u200b\u200c\u200d\u2060', '\u202a\u202b\u202c\u202d\u202e', '\u3000\u2028 \t'])(
    '%j is refused as missing, and the stand-in charges nothing for it',
    async (text) => {
      expect(checkText('tti', text, ['1000'])).toEqual({ kind: 'textMissing' });
      const token = await mock.login();
      const before = (await mock.call<{ points: number }>('GET', '/miao/v1/account/info', { token })).body.data.points;
      expect(await standInSays(token, { tool: 'tti', style: '1000', text })).toBe(describeProblem({ kind: 'textMissing' }));
      expect((await mock.call<{ points: number }>('GET', '/miao/v1/account/info', { token })).body.data.points).toBe(before);
    },
  );
});
