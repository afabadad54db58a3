// Recipes for the pool's own tests (configureEngine({ recipes })): quick, predictable, and one
// of each behaviour the pool must carry: progress in steps, a throw, and a wait long enough to
// call the API meanwhile.
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
    photoBytes: input.photo?.byteLength ?? 0,
  });
  return { bytes: new TextEncoder().encode(text), mime: 'application/json', ext: 'json', note: 'local' };
};

/** Busy for about a second of CPU (not just waiting), like a real recipe. */
const busy: Recipe = (input, progress) => {
  const until = Date.now() + 1000;
  let x = input.seed;
  while (Date.now() < until) x = (x * 1103515245 + 12345) % 2147483648;
  progress(100);
  return Promise.resolve({ bytes: new Uint8Array([x % 256]), mime: 'application/octet-stream', ext: 'bin' });
};

const throwing: Recipe = async (_input, progress) => {
  progress(10);
  await wait(20);
  throw new Error('the test recipe breaks');
};

export const recipes: Partial<Record<ToolId, Recipe>> = {
  cartoon: stepped,
  watercolor: busy,
  tts: throwing,
  // The face tools answer at once, so stand-in tests about faces need no real recipe.
  avatar: stepped,
  gif: stepped,
  animation: stepped,
};
