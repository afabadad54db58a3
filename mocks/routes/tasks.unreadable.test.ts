// A photo that passes the header checks but cannot be read (cut short, or a header that lies
// about the picture's size) is the user's to change: refused up front with 4004 and the
// rulebook's photoUnreadable words, for every photo tool, before any charge, the token unused.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AccountInfo, TaskAnswer, TaskTokenAnswer } from '../../src/rules/wire/types';
import { describeProblem } from '../../src/locales/zh-CN/input';
import { TOOL_IDS, toolOf } from '../../src/rules/catalog';
import { CODES } from '../../src/rules/errorCodes';
import { toDataUrl, webpBytes } from '../../tests/testing/images';
import { db } from '../db/current';
import { allResources } from '../db/resources';
import { useMockServer } from '../server/testClient';

const mock = useMockServer();

const photo = async (format: 'jpeg' | 'webp' | 'png') => {
  // Noise, so that a JPEG cut in half has lost real picture data, not just a flat tail.
  const pixels = Buffer.from(Array.from({ length: 600 * 400 * 3 }, (_, i) => (i * 7919) % 251));
  return new Uint8Array(
    await sharp(pixels, { raw: { width: 600, height: 400, channels: 3 } })
      .toFormat(format)
      .toBuffer(),
  );
};
const whole = await photo('jpeg');
const BROKEN: [string, string, Uint8Array][] = [
  ['a JPEG cut short', 'image/jpeg', whole.subarray(0, whole.length >> 1)],
  ['a PNG cut short', 'image/png', (await photo('png')).subarray(0, 3000)],
  ['a WebP header with no picture behind it', 'image/webp', webpBytes(600, 400)],
];
const UNREADABLE = describeProblem({ kind: 'photoUnreadable' });
/** Every tool made from a photo, with its first style. */
const PHOTO_TOOLS = TOOL_IDS.filter((tool) => toolOf(tool).input.kind === 'photo').map((tool) => [tool, toolOf(tool).styles[0]]);

async function send(token: string, body: Record<string, unknown>) {
  const taskToken = (await mock.call<TaskTokenAnswer>('GET', '/miao/v1/task/token', { token })).body.data.token;
  const answer = await mock.call<TaskAnswer>('POST', '/miao/v1/task', { token, body: { ...body, token: taskToken } });
  return { answer, taskToken };
}
const points = async (token: string) =>
  (await mock.call<AccountInfo>('GET', '/miao/v1/account/info', { token })).body.data.points;

describe('an unreadable photo', () => {
  it.each(BROKEN)('%s is refused as unreadable (4004), nothing charged, nothing stored', async (_label, type, bytes) => {
    const token = await mock.login();
    const { answer } = await send(token, { tool: 'cartoon', style: 'cartoon', image: toDataUrl(type, bytes) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: CODES.badImage, msg: UNREADABLE });
    expect(await points(token)).toBe(100);
    expect(await allResources(db)).toHaveLength(0);
  });

  it.each(PHOTO_TOOLS)('is refused the same for %s, and its task token stays usable', async (tool, style) => {
    const token = await mock.login();
    const cut = toDataUrl('image/jpeg', whole.subarray(0, whole.length >> 1));
    const taskToken = (await mock.call<TaskTokenAnswer>('GET', '/miao/v1/task/token', { token })).body.data.token;
    const refused = await mock.call<TaskAnswer>('POST', '/miao/v1/task', {
      token,
      body: { tool, style, image: cut, token: taskToken },
    });
    expect(refused.body).toMatchObject({ code: CODES.badImage, msg: UNREADABLE });
    const again = await mock.call<TaskAnswer>('POST', '/miao/v1/task', {
      token,
      body: { tool, style, image: toDataUrl('image/jpeg', whole), token: taskToken },
    });
    expect(again.body.code).toBe(0);
  });

  it('a whole photo of the same size is accepted', async () => {
    const token = await mock.login();
    const { answer } = await send(token, { tool: 'cartoon', style: 'cartoon', image: toDataUrl('image/jpeg', whole) });
    expect(answer.body.code).toBe(0);
  });
});
