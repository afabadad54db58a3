// The engine's pool: results are made in worker threads (TypeScript started through tsx), the
// main thread stays free, progress comes back, and a recipe that throws rejects.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { closeEngine, configureEngine, detectFaces, makeResult, photosPrepared, preparePhoto } from './index';
import { noFacePhoto, samplePortrait } from './testing/faces';
import type { Face, Point } from './types';

beforeAll(async () => {
  await configureEngine({ recipes: new URL('./testing/recipes.ts', import.meta.url), idleMs: 60_000 });
});
afterAll(async () => {
  await closeEngine();
});

const decode = (bytes: Uint8Array): unknown => JSON.parse(new TextDecoder().decode(bytes));

/** The face `factor`× as large, as it is found in a photo `factor`× as large. */
const scaled = (face: Face, factor: number): Face => ({
  box: [face.box[0] * factor, face.box[1] * factor, face.box[2] * factor, face.box[3] * factor],
  mesh: face.mesh.map((p): Point => [p[0] * factor, p[1] * factor, (p[2] ?? 0) * factor]),
  score: face.score,
});

describe('the engine pool', { timeout: 60_000 }, () => {
  it('makes a result from its input in a worker and reports progress on the way', async () => {
    const heard: number[] = [];
    const prepared = preparePhoto('cartoon', await noFacePhoto(64, 48));
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
    const prepared = preparePhoto('cartoon', new Uint8Array(large));
    const outputs = await Promise.all(
      [1, 2, 3, 4].map((seed) => makeResult({ tool: 'cartoon', style: 'cartoon', seed, prepared }, () => undefined)),
    );
    expect(photosPrepared() - before).toBe(1);
    expect(outputs.map((output) => decode(output.bytes))).toEqual(
      [1, 2, 3, 4].map((seed) => ({ tool: 'cartoon', style: 'cartoon', seed, photo: [1365, 2048, true] })),
    );
  });

  it('moves the faces the create found into the prepared photo’s pixels', async () => {
    const portrait = await samplePortrait('woman');
    const [face] = await detectFaces(portrait);
    const larger = new Uint8Array(await sharp(portrait).resize({ width: 4096 }).png().toBuffer());
    // As the create finds it in the 4096 px upload; the prepared photo is 2048 px.
    const { photo, faces } = await preparePhoto('avatar', larger, [scaled(face, 4096 / 480)]);
    expect([photo.width, photo.height]).toEqual([2048, 2048]);
    const expected = scaled(face, 2048 / 480);
    faces?.[0].box.forEach((value, i) => expect(value).toBeCloseTo(expected.box[i], 6));
    expect(faces?.[0].mesh[1][0]).toBeCloseTo(expected.mesh[1][0], 6);
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
