// The still styles with a picture server set (MIAO_ENGINE_SD_URL), against a fake
// AUTOMATIC1111 server: each asks /sdapi/v1/img2img with its own prompt, the person named, the
// result's seed and size and the user's photo; the answer is the result; an error answer, a
// malformed one or none in time fails it; without the variable the local engine makes it.
import sharp from 'sharp';
import { TOOLS } from '../../../../src/rules/catalog';
import { postJson } from '../../adapters/remoteHttp';
import {
  flatPng,
  field,
  errorAnswer,
  malformedAnswer,
  noAnswer,
  pictureAnswer,
  sentPicture,
  startFakeApi,
  type FakeApi,
} from '../../testing/fakeApis';
import { sampleFaces, samplePortrait } from '../../testing/faces';
import { prepared } from '../../testing/prepared';
import type { RecipeInput } from '../../types';
import { recipes } from '../index';
import { repaintedStyle } from './prompts';

// The face model loads once per thread (seconds on a busy machine).
const SLOW = 300_000;
const STILL_TOOLS = ['cartoon', 'watercolor', 'avatar'] as const;

let api: FakeApi;
let served: Buffer;
const saved = {
  url: process.env.MIAO_ENGINE_SD_URL,
  timeout: process.env.MIAO_ENGINE_SD_TIMEOUT_MS,
  size: process.env.MIAO_ENGINE_SD_SIZE,
};

let woman: ReturnType<typeof prepared> | undefined;

/** A result's input from the sample woman's photo, prepared once for the file. */
async function inputOf(tool: (typeof STILL_TOOLS)[number], style: string, seed = 7, scale?: number): Promise<RecipeInput> {
  woman ??= Promise.all([samplePortrait('woman'), sampleFaces('woman')]).then(([bytes, faces]) => prepared(bytes, faces));
  const { photo, faces } = await woman;
  return { tool, style, seed, photo, faces, scale };
}

beforeAll(async () => {
  api = await startFakeApi();
  served = await flatPng(1024, 1024);
  process.env.MIAO_ENGINE_SD_URL = api.url;
});

afterAll(async () => {
  for (const [key, value] of [
    ['MIAO_ENGINE_SD_URL', saved.url],
    ['MIAO_ENGINE_SD_TIMEOUT_MS', saved.timeout],
    ['MIAO_ENGINE_SD_SIZE', saved.size],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  await api.close();
});

beforeEach(() => {
  api.received.length = 0;
  api.polled.length = 0;
  api.progressShare = 0;
  delete process.env.MIAO_ENGINE_SD_TIMEOUT_MS;
  delete process.env.MIAO_ENGINE_SD_SIZE;
  api.answerWith(pictureAnswer(served));
});

describe('still styles on an AUTOMATIC1111 server', () => {
  it(
    'asks /sdapi/v1/img2img for every style with its own prompt, the person named, the seed, the size and the photo',
    async () => {
      const prompts = new Set<string>();
      for (const tool of STILL_TOOLS) {
        for (const style of TOOLS[tool].styles) {
          api.received.length = 0;
          const output = await recipes[tool](await inputOf(tool, style, 4242), () => undefined);
          expect(api.received, `${tool}/${style}`).toHaveLength(1);
          const [request] = api.received;
          expect(request).toMatchObject({ method: 'POST', path: '/sdapi/v1/img2img' });
          const prompt = field(request, 'prompt');
          expect(typeof prompt).toBe('string');
          prompts.add(String(prompt));
          // The sample woman, as faceres sees her.
          expect(prompt, `${tool}/${style}`).toMatch(/\bwoman\b/);
          expect(prompt).not.toContain('{subject}');
          expect(field(request, 'seed')).toBe(4242);
          expect(field(request, 'denoising_strength')).toBe(repaintedStyle(tool, style)?.denoise);
          expect(String(field(request, 'negative_prompt'))).toMatch(/deformed/);
          const sent = await sharp(sentPicture(request)).metadata();
          expect(sent.format).toBe('jpeg');
          expect([field(request, 'width'), field(request, 'height')]).toEqual([sent.width, sent.height]);
          expect(Math.max(sent.width, sent.height)).toBe(1024);
          expect(sent.width % 8).toBe(0);
          expect(sent.height % 8).toBe(0);
          // The avatar is a square around the face; the others send the photo whole (the woman's is square too).
          if (tool === 'avatar') expect(sent.width).toBe(sent.height);
          expect(Buffer.from(output.bytes).equals(served)).toBe(true);
          expect(output).toMatchObject({ mime: 'image/png', ext: 'png', note: 'remote: AUTOMATIC1111 img2img' });
        }
      }
      // Every style asks for its own picture.
      expect(prompts.size).toBe(TOOLS.cartoon.styles.length + TOOLS.watercolor.styles.length + TOOLS.avatar.styles.length);
    },
    SLOW * 3,
  );

  it(
    'guesses no gender faceres is unsure of, frames the avatar on the face, enlarges the answer for HD; local without the variable',
    async () => {
      const { photo, faces } = await prepared(await samplePortrait('man'), await sampleFaces('man'));
      await recipes.avatar({ tool: 'avatar', style: 'pix/pixar', seed: 3, photo, faces }, () => undefined);
      // faceres is unsure of the man's small upscaled face's gender: no woman is asked for.
      expect(String(field(api.received[0], 'prompt'))).not.toMatch(/\bwoman\b|\bgirl\b/);
      const sent = await sharp(sentPicture(api.received[0])).metadata();
      expect([sent.width, sent.height]).toEqual([1024, 1024]);
      // A server of SD 1.5 models, asked for their own size; its answer enlarged for HD.
      process.env.MIAO_ENGINE_SD_SIZE = '512';
      api.answerWith(pictureAnswer(await flatPng(512, 384)));
      const hd = await recipes.cartoon(await inputOf('cartoon', 'cartoon', 7, 2), () => undefined);
      expect(field(api.received[1], 'seed')).toBe(7);
      expect(Math.max(Number(field(api.received[1], 'width')), Number(field(api.received[1], 'height')))).toBe(512);
      const size = await sharp(hd.bytes).metadata();
      expect([size.width, size.height]).toEqual([1024, 768]);
      // Without the variable the local engine makes it, and nothing is asked.
      delete process.env.MIAO_ENGINE_SD_URL;
      try {
        const local = await recipes.cartoon(await inputOf('cartoon', 'cartoon'), () => undefined);
        expect(api.received).toHaveLength(2);
        expect(local.note).toBeUndefined();
        expect(Buffer.from(local.bytes).equals(served)).toBe(false);
      } finally {
        process.env.MIAO_ENGINE_SD_URL = api.url;
      }
    },
    SLOW,
  );

  it(
    'fails the result when the server answers an error, malformed JSON, or nothing in time',
    async () => {
      const input = await inputOf('watercolor', 'monet');
      api.answerWith(errorAnswer(500));
      await expect(recipes.watercolor(input, () => undefined)).rejects.toThrow(/image server .* answered 500/);
      api.answerWith(malformedAnswer);
      await expect(recipes.watercolor(input, () => undefined)).rejects.toThrow(/sent no image/);
      api.answerWith(pictureAnswer(Buffer.from('not a picture at all')));
      await expect(recipes.watercolor(input, () => undefined)).rejects.toThrow(/not PNG, JPEG or WebP/);
      process.env.MIAO_ENGINE_SD_TIMEOUT_MS = '200';
      api.answerWith(noAnswer);
      const gaveUp = api.abandoned();
      await expect(recipes.watercolor(input, () => undefined)).rejects.toThrow(/did not answer within 200 ms/);
      // The request is closed, not left hanging on the server.
      await gaveUp;
    },
    SLOW,
  );

  it('stops a request when the job is stopped', async () => {
    api.answerWith(noAnswer);
    const stop = new AbortController();
    const gaveUp = api.abandoned();
    const call = postJson({
      server: 'the image server',
      baseUrl: api.url,
      path: '/sdapi/v1/img2img',
      body: {},
      timeoutMs: 60_000,
      signal: stop.signal,
    });
    await vi.waitFor(() => expect(api.received).toHaveLength(1));
    stop.abort();
    await expect(call).rejects.toThrow(/the job was stopped/);
    await gaveUp;
  });
});

describe('progress while the server draws', () => {
  it('reports the share the server says it has done', async () => {
    const input = await inputOf('avatar', 'pix/anime');
    api.progressShare = 0.5;
    // The picture is sent once the server has been asked how far it is.
    api.answerWith((response, request) => {
      const polledAlready = api.polled.length;
      const sendWhenPolled = () => {
        if (api.polled.length > polledAlready) pictureAnswer(served)(response, request);
        else setTimeout(sendWhenPolled, 20);
      };
      sendWhenPolled();
    });
    const heard: number[] = [];
    await recipes.avatar(input, (percent) => heard.push(percent));
    expect(api.polled[0]?.path).toBe('/sdapi/v1/progress?skip_current_image=true');
    // 10 % before the server, 90 % after: half way is 50 %.
    expect(heard).toContain(50);
    expect(heard.indexOf(50)).toBeLessThan(heard.indexOf(90));
  });
});
