// The engine's pool: results are made in worker threads (TypeScript started through tsx), the
// main thread stays free, progress comes back, and a recipe that throws rejects.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEngine, configureEngine, detectFaces, makeResult } from './index';
import { noFacePhoto, samplePortrait } from './testing/faces';

beforeAll(async () => {
  await configureEngine({ recipes: new URL('./testing/recipes.ts', import.meta.url), idleMs: 60_000 });
});
afterAll(async () => {
  await closeEngine();
});

const decode = (bytes: Uint8Array): unknown => JSON.parse(new TextDecoder().decode(bytes));

describe('the engine pool', { timeout: 60_000 }, () => {
  it('makes a result from its input in a worker and reports progress on the way', async () => {
    const heard: number[] = [];
    const output = await makeResult({ tool: 'cartoon', style: 'cartoon', seed: 7, photo: new Uint8Array(5) }, (percent) =>
      heard.push(percent),
    );
    expect(decode(output.bytes)).toEqual({ tool: 'cartoon', style: 'cartoon', seed: 7, photoBytes: 5 });
    expect(output).toMatchObject({ mime: 'application/json', ext: 'json', note: 'local' });
    expect(heard).toEqual([0, 25, 50, 75, 100]);
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
