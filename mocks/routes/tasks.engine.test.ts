// The stand-in's tasks made by the real engine (MOCK_ENGINE=local): faces found for real,
// results made in the worker pool. Seconds each, so they run with the engine's tests
// (`npm run test:engine`; *.engine.test.ts), not in the unit run.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { TaskAnswer } from '../../src/rules/wire/types';
import { TOOLS } from '../../src/rules/catalog';
import { toDataUrl } from '../../tests/testing/images';
import { useTestRecipes } from '../server/testRecipes';
import { useMockServer } from '../server/testClient';
import { taskCalls } from '../server/taskCalls';
import { listMediaKeys } from '../server/mediaStore';
import { CODES } from '../../src/rules/errorCodes';
import { errors as zhErrors } from '../../src/locales/zh-CN/errors';
import { photosPrepared } from '../engine';
import { noFacePhoto, samplePortrait } from '../engine/testing/faces';

const mock = useMockServer();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const { taskToken, createTask, points, list } = taskCalls(mock);

describe('POST /miao/v1/task made by the engine (MOCK_ENGINE=local)', { timeout: 300_000 }, () => {
  useTestRecipes();

  const photo = async (bytes: Promise<Uint8Array>) => toDataUrl('image/png', await bytes);
  /** The same person twice (once mirrored), side by side: two faces of one size. */
  async function twoPeople(): Promise<Uint8Array> {
    const portrait = await samplePortrait('woman');
    return new Uint8Array(
      await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#ffffff' } })
        .composite([
          { input: Buffer.from(portrait), left: 0, top: 0 },
          { input: await sharp(portrait).flop().toBuffer(), left: 520, top: 220 },
        ])
        .png()
        .toBuffer(),
    );
  }

  it('refuses a photo without a face for a face tool: code 4006, nothing charged, the token still usable', async () => {
    const token = await mock.login();
    const taskTokenValue = await taskToken(token);
    const refused = await mock.call<TaskAnswer>('POST', '/miao/v1/task', {
      token,
      body: { tool: 'avatar', style: 'pix/pixar', image: await photo(noFacePhoto()), token: taskTokenValue },
    });
    // A refusal the user reads: HTTP 200, the rulebook's code, the words saying what to change.
    expect(refused.status).toBe(200);
    expect(refused.body.code).toBe(CODES.noFace);
    expect(refused.body.msg).toBe(zhErrors.noFace);
    expect(await points(token)).toBe(100);
    expect((await list(token)).list).toEqual([]);
    // Its photo, stored while the face was looked for, went with the refusal.
    expect(listMediaKeys()).toEqual([]);
    // The same token still starts a run with a face.
    const accepted = await mock.call<TaskAnswer>('POST', '/miao/v1/task', {
      token,
      body: { tool: 'avatar', style: 'pix/pixar', image: await photo(samplePortrait()), token: taskTokenValue },
    });
    expect(accepted.body.code).toBe(0);
    expect(await points(token)).toBe(100 - TOOLS.avatar.cost);
  });

  it('refuses two people of one size (4007) for a tool that needs one face, charging nothing', async () => {
    const token = await mock.login();
    const answer = await createTask(token, { tool: 'gif', style: TOOLS.gif.styles[0], image: await photo(twoPeople()) });
    expect(answer.body.code).toBe(CODES.severalFaces);
    expect(answer.body.msg).toBe(zhErrors.severalFaces);
    expect(await points(token)).toBe(100);
  });

  it('does not look for a face where none is needed', async () => {
    const token = await mock.login();
    const answer = await createTask(token, { tool: 'cartoon', style: 'cartoon', image: await photo(noFacePhoto()) });
    expect(answer.body.code).toBe(0);
  });

  it('makes each result from the run’s input, stores it, and answers progress until done', async () => {
    const token = await mock.login();
    const portrait = await samplePortrait();
    const preparedBefore = photosPrepared();
    const answer = await createTask(token, {
      tool: 'cartoon',
      style: 'cartoon',
      count: 2,
      image: await photo(Promise.resolve(portrait)),
    });
    expect(answer.body.code).toBe(0);
    expect(answer.body.data.resources?.map((r) => [r.status, r.progress])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ]);
    // While it is made, the list answers the progress the recipe reported (it steps 0, 25, 50, 75).
    const seen = new Set<number>();
    let results = (await list(token)).list;
    for (let i = 0; i < 200 && results.some((r) => r.status === 'pending'); i += 1) {
      for (const r of results) if (r.status === 'pending' && r.progress !== undefined) seen.add(r.progress);
      await sleep(25);
      results = (await list(token)).list;
    }
    expect([...seen].some((p) => p > 0 && p < 100)).toBe(true);
    expect(results.map((r) => [r.status, r.progress])).toEqual([
      ['done', 100],
      ['done', 100],
    ]);
    const made = await Promise.all(
      results.map(async (r) => {
        expect(r.url).toContain(`/mock/media/result/${r.resId}.json?expires=`);
        return (await (await fetch(r.url)).json()) as { tool: string; seed: number; photo: [number, number, boolean] };
      }),
    );
    // Made from this run's photo, each with its own seed; the recipe's note is in the settings.
    // (decoded once for the run: mocks/engine/prepare.ts; the portrait is 480 × 480)
    expect(made.map((m) => [m.tool, m.photo])).toEqual([
      ['cartoon', [480, 480, true]],
      ['cartoon', [480, 480, true]],
    ]);
    expect(made[0].seed).not.toBe(made[1].seed);
    expect(photosPrepared() - preparedBefore).toBe(1);
    expect(results[0].settings?.engine).toBe('local');
    expect(await points(token)).toBe(100 - 2 * TOOLS.cartoon.cost);
  });

  it('fails and refunds a result whose recipe throws, alone', async () => {
    const token = await mock.login();
    const answer = await createTask(token, { tool: 'tts', style: TOOLS.tts.styles[0], text: '你好' });
    expect(answer.body.code).toBe(0);
    let [result] = (await list(token)).list;
    for (let i = 0; i < 200 && result.status === 'pending'; i += 1) {
      await sleep(25);
      [result] = (await list(token)).list;
    }
    expect(result).toMatchObject({ status: 'failed', refunded: true, url: '' });
    expect(result.progress).toBeUndefined();
    expect(await points(token)).toBe(100);
  });
});
