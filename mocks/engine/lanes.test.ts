// The engine's lanes and limits: a face check never waits behind results (its own thread), a
// recipe past its deadline is ended and its thread freed, and the queue says when it is full.
// Results are held by the test recipe `tti` until the test releases them, so every case holds
// however slow the machine is.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  closeEngine,
  configureEngine,
  DeadlineError,
  detectFaces,
  engineHasRoomFor,
  makeResult,
  readUpload,
  resultsInMaking,
  setEngineLimits,
} from './index';
import { noFacePhoto, samplePortrait } from './testing/faces';

const RECIPES = new URL('./testing/recipes.ts', import.meta.url);
let folder = '';

/** A held result: it works until `release()` (or its deadline). */
function heldResult(seed: number) {
  const own = join(folder, String(seed));
  mkdirSync(own);
  const heard: number[] = [];
  let taken = () => {};
  // The worker says 0 as soon as a thread takes the job: its deadline's clock starts then.
  const started = new Promise<void>((resolve) => (taken = resolve));
  const result = makeResult({ tool: 'tti', style: '1000', seed, text: own }, (percent) => {
    heard.push(percent);
    taken();
  });
  // Settled either way before the test ends; each case awaits the one it means.
  result.catch(() => undefined);
  return { result, heard, started, release: () => writeFileSync(join(own, 'release'), '') };
}

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'miao-lanes-'));
});
afterEach(async () => {
  await closeEngine();
  rmSync(folder, { recursive: true, force: true });
});
afterAll(async () => {
  await configureEngine({ recipes: undefined, deadlineMs: 90_000, maxQueued: 64 });
});

describe('the engine lanes', { timeout: 300_000 }, () => {
  it('answers a face check while every result thread is held and more results wait', async () => {
    await configureEngine({ recipes: RECIPES, threads: 2 });
    const held = [heldResult(1), heldResult(2), heldResult(3)];
    expect(resultsInMaking()).toBe(3);
    // Behind the results this would wait until they were released, which only comes after it.
    const faces = await detectFaces(await samplePortrait('woman'));
    expect(faces).toHaveLength(1);
    for (const { release } of held) release();
    expect(await Promise.all(held.map(({ result }) => result.then((output) => new TextDecoder().decode(output.bytes))))).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('ends a recipe past its deadline, fails it, and frees its thread for the next result', async () => {
    await configureEngine({ recipes: RECIPES, threads: 1, deadlineMs: 300 });
    const stuck = heldResult(1);
    await stuck.started;
    // Its clock runs (300 ms); the next job's is set when its thread takes it, and may be slow
    // to start on a busy machine: a long one, so only the stuck job meets its deadline.
    setEngineLimits({ deadlineMs: 60_000 });
    const next = heldResult(2);
    await expect(stuck.result).rejects.toBeInstanceOf(DeadlineError);
    // The only thread was freed: the waiting result gets it and finishes once released.
    next.release();
    expect(new TextDecoder().decode((await next.result).bytes)).toBe('2');
    expect(resultsInMaking()).toBe(0);
  });

  it('ends a photo read past its deadline, and the face checks’ lane reads the next photo', async () => {
    // 1 ms: no thread can even start in that time, so the read is always past it.
    await configureEngine({ recipes: RECIPES, deadlineMs: 1 });
    const photo = await noFacePhoto(640, 480);
    await expect(readUpload('cartoon', photo, { width: 640, height: 480 })).rejects.toBeInstanceOf(DeadlineError);
    setEngineLimits({ deadlineMs: 60_000 });
    expect((await readUpload('cartoon', photo, { width: 640, height: 480 })).readable).toBe(true);
  });

  it('starts the deadline when a thread takes the result, not while it waits in the queue', async () => {
    await configureEngine({ recipes: RECIPES, threads: 1, deadlineMs: 1000 });
    // Queued in this order (a job joins the queue within its makeResult call).
    const first = heldResult(1);
    const waiting = heldResult(2);
    // Free to finish as soon as it has a thread; it waits in the queue past a deadline's length first.
    waiting.release();
    await first.started;
    // First's clock runs (1 s). A clock started for the waiting job when it was queued would
    // be a 1 s one from before that and end it in the queue; started when its thread takes
    // it, it is this long one (a busy machine may take a while to start that thread).
    setEngineLimits({ deadlineMs: 60_000 });
    await expect(first.result).rejects.toBeInstanceOf(DeadlineError);
    expect(new TextDecoder().decode((await waiting.result).bytes)).toBe('2');
  });

  it('says when the queue has no room for a run of results', async () => {
    await configureEngine({ recipes: RECIPES, threads: 1, maxQueued: 3 });
    expect(engineHasRoomFor(3)).toBe(true);
    const held = [heldResult(1), heldResult(2)];
    expect(engineHasRoomFor(1)).toBe(true);
    expect(engineHasRoomFor(2)).toBe(false);
    for (const { release } of held) release();
    await Promise.all(held.map(({ result }) => result));
    expect(engineHasRoomFor(3)).toBe(true);
  });
});
