// Recipes for the pool's own tests (configureEngine({ recipes })): quick, predictable, and one
// of each behaviour the pool must carry: progress in steps, a throw, a wait long enough to
// call the API meanwhile, and one held until its test lets it go.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ToolId } from '../../../src/rules/catalog';
import type { Recipe } from '../types';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reports 0, 25, 50, 75 (each a little apart), then answers its input as text. */
const stepped: Recipe = async (input, progress) => {
  for (const percent of [0, 25, 50, 75]) {
    progress(percent);
    await wait(150);
  }
  const text = JSON.stringify({
    tool: input.tool,
    style: input.style,
    seed: input.seed,
    locale: input.locale,
    // The photo prepared once for the run (../prepare.ts): its size, and whether its pixels are shared.
    photo: input.photo && [input.photo.width, input.photo.height, input.photo.data.buffer instanceof SharedArrayBuffer],
  });
  return { bytes: new TextEncoder().encode(text), mime: 'application/json', ext: 'json', note: 'local' };
};

/**
 * Busy on the CPU (not just waiting), like a real recipe, without a break until the folder its
 * text names has a file `release`: only a thread other than the test's can let it go.
 */
const busy: Recipe = (input, progress) => {
  const release = join(input.text ?? '', 'release');
  let x = input.seed;
  for (let spins = 0; !existsSync(release); spins += 1) x = (x * 1103515245 + 12345 + spins) % 2147483648;
  progress(100);
  return Promise.resolve({ bytes: new Uint8Array([x % 256]), mime: 'application/octet-stream', ext: 'bin' });
};

const throwing: Recipe = async (_input, progress) => {
  progress(10);
  await wait(20);
  throw new Error('the test recipe breaks');
};

/**
 * Holds its thread until the folder named by its text has a file `release` (a stuck ffmpeg, or
 * a long recipe the test ends when it chooses), then answers its seed.
 */
const held: Recipe = async (input) => {
  const release = join(input.text ?? '', 'release');
  while (!existsSync(release)) await wait(20);
  return { bytes: new TextEncoder().encode(String(input.seed)), mime: 'text/plain', ext: 'txt' };
};

export const recipes: Partial<Record<ToolId, Recipe>> = {
  tti: held,
  cartoon: stepped,
  watercolor: busy,
  tts: throwing,
  // The face tools answer at once, so stand-in tests about faces need no real recipe.
  avatar: stepped,
  gif: stepped,
  animation: stepped,
};
