// The engine's pool: results are made in worker threads (TypeScript started through tsx), the
// main thread stays free, progress comes back, and a recipe that throws rejects.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  closeEngine,
  configureEngine,
  detectFaces,
  makeResult,
  photosPrepared,
  readUpload,
  type PreparedRun,
  type UploadRead,
} from './index';
import { noFacePhoto, samplePortrait } from './testing/faces';
import type { Face, Point } from './types';

beforeAll(async () => {
  await configureEngine({ recipes: new URL('./testing/recipes.ts', import.meta.url), idleMs: 60_000 });
});
afterAll(async () => {
  await closeEngine();
});

const decode = (bytes: Uint8Array): unknown => JSON.parse(new TextDecoder().decode(bytes));

/** The run's photo as a create reads it (its header's size claimed as it is). */
async function read(tool: 'cartoon' | 'avatar' | 'video3d', bytes: Uint8Array): Promise<UploadRead> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  return readUpload(tool, bytes, { width, height });
}

async function runOf(tool: 'cartoon' | 'avatar' | 'video3d', bytes: Uint8Array): Promise<PreparedRun> {
  const answer = await read(tool, bytes);
  if (!answer.readable) throw new Error('the photo was not readable');
  return answer.run;
}

/** The face `factor`× as large, as it is found in a photo `factor`× as large. */
const scaled = (face: Face, factor: number): Face => ({
  box: [face.box[0] * factor, face.box[1] * factor, face.box[2] * factor, face.box[3] * factor],
  mesh: face.mesh.map((p): Point => [p[0] * factor, p[1] * factor, (p[2] ?? 0) * factor]),
  score: face.score,
});

describe('the engine pool', { timeout: 300_000 }, () => {
  it('makes a result from its input in a worker and reports progress on the way', async () => {
    const heard: number[] = [];
    const prepared = await runOf('cartoon', await noFacePhoto(64, 48));
    const output = await makeResult({ tool: 'cartoon', style: 'cartoon', seed: 7, prepared }, (percent) => heard.push(percent));
    expect(decode(output.bytes)).toEqual({ tool: 'cartoon', style: 'cartoon', seed: 7, photo: [64, 48, true] });
    expect(output).toMatchObject({ mime: 'application/json', ext: 'json', note: 'local' });
    expect(heard).toEqual([0, 25, 50, 75, 100]);
  });

  it('decodes a run’s photo once for all its results: upright, at most 2048 px, in memory the threads share', async () => {
    // 3000 × 2000 stored turned a quarter left, with orientation 6 ("rotate 90° clockwise to show").
    const large = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3d5a80' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const before = photosPrepared();
    const prepared = await runOf('cartoon', new Uint8Array(large));
    const outputs = await Promise.all(
      [1, 2, 3, 4].map((seed) => makeResult({ tool: 'cartoon', style: 'cartoon', seed, prepared }, () => undefined)),
    );
    expect(photosPrepared() - before).toBe(1);
    expect(prepared.photo.data.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(outputs.map((output) => decode(output.bytes))).toEqual(
      [1, 2, 3, 4].map((seed) => ({ tool: 'cartoon', style: 'cartoon', seed, photo: [1365, 2048, true] })),
    );
  });

  it('finds the faces in the decoded photo, and measures them in the upload’s pixels for the face rule', async () => {
    const portrait = await samplePortrait('woman');
    const [face] = await detectFaces(portrait);
    const larger = new Uint8Array(await sharp(portrait).resize({ width: 4096 }).png().toBuffer());
    const answer = await read('avatar', larger);
    if (!answer.readable) throw new Error('the photo was not readable');
    const { photo, faces } = answer.run;
    expect([photo.width, photo.height]).toEqual([2048, 2048]);
    // Found in the 2048 px photo's pixels (within 5 % of the 480 px sample's face, scaled)…
    expect((faces?.[0].box[2] ?? 0) / scaled(face, 2048 / 480).box[2]).toBeCloseTo(1, 1);
    // …and given in the 4096 px upload's pixels for the rulebook's face size.
    expect((answer.facesInUpload[0]?.box[2] ?? 0) / scaled(face, 4096 / 480).box[2]).toBeCloseTo(1, 1);
    // A tool that uses the faces there are (cartoon: face 'any') has them found as well.
    const plain = await read('cartoon', larger);
    expect(plain.readable && plain.run.faces?.length).toBe(1);
  });

  it('answers a photo cut short, or not the size its header claims, as unreadable', async () => {
    const whole = new Uint8Array(
      await sharp(await samplePortrait('man'))
        .jpeg()
        .toBuffer(),
    );
    expect((await read('cartoon', whole.subarray(0, whole.length >> 1))).readable).toBe(false);
    expect((await readUpload('cartoon', whole, { width: 4000, height: 3000 })).readable).toBe(false);
    expect((await read('cartoon', whole)).readable).toBe(true);
  });

  it('keeps the main thread free while a result is made', async () => {
    // The recipe spins without a break until it is released, and only this thread releases it:
    // made on this thread, it would never end (the test would time out).
    const folder = mkdtempSync(join(tmpdir(), 'miao-busy-'));
    const making = makeResult({ tool: 'watercolor', style: 'monet', seed: 1, text: folder }, () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    writeFileSync(join(folder, 'release'), '');
    expect((await making).bytes).toHaveLength(1);
    rmSync(folder, { recursive: true, force: true });
  });

  it('rejects when the recipe throws, with its words', async () => {
    await expect(makeResult({ tool: 'tts', style: '0', seed: 1, text: 'x' }, () => undefined)).rejects.toThrow(
      'the test recipe breaks',
    );
  });

  it('rejects a tool it has no recipe for', async () => {
    await expect(makeResult({ tool: 'video3d', style: 'zoom-in', seed: 1 }, () => undefined)).rejects.toThrow(/no recipe/);
  });

  it('finds faces in a worker thread', async () => {
    const faces = await detectFaces(await samplePortrait('woman'));
    expect(faces).toHaveLength(1);
    expect(faces[0].mesh).toHaveLength(468);
    expect(await detectFaces(await noFacePhoto())).toEqual([]);
  });
});
