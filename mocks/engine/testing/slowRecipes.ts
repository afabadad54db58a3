// The pool's test recipes (./recipes.ts) and one that takes its time, for the stand-in's tests
// of stopping a result while it is made (mocks/server/making.engine.test.ts). Text-to-image's text is
// read as a folder: the recipe appends a byte to `<text>/beats` every step while it works and
// writes `<text>/done` when it finishes, so a test sees from outside whether the worker still
// works on it. Like ffmpeg, it first writes a partial file in a folder of os.tmpdir(), and
// names that file in `<text>/partial`.
import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ToolId } from '../../../src/rules/catalog';
import type { Recipe } from '../types';
import { recipes as quick } from './recipes';

/** Steps of the slow recipe, and how long each takes: about 3 s in all. */
export const SLOW_STEPS = 60;
export const SLOW_STEP_MS = 50;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const slow: Recipe = async (input, progress) => {
  const folder = input.text ?? '';
  const partial = join(mkdtempSync(join(tmpdir(), 'miao-slow-')), 'partial');
  writeFileSync(partial, 'half a result');
  writeFileSync(join(folder, 'partial'), partial);
  for (let step = 0; step < SLOW_STEPS; step += 1) {
    appendFileSync(join(folder, 'beats'), '.');
    progress((step * 100) / SLOW_STEPS);
    await wait(SLOW_STEP_MS);
  }
  writeFileSync(join(folder, 'done'), String(input.seed));
  return { bytes: new TextEncoder().encode('slow'), mime: 'text/plain', ext: 'txt' };
};

export const recipes: Partial<Record<ToolId, Recipe>> = { ...quick, tti: slow };
