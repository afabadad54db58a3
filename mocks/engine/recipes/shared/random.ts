// A seeded PRNG (mulberry32): a result's seed decides every stroke and texture, so the same
// seed repeats a result byte for byte and another seed makes another one.

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  /** An integer in [0, count). */
  below(count: number): number;
  /** Roughly normal (mean 0, deviation 1). */
  normal(): number;
}

export function createRandom(seed: number): Random {
  // Mix the seed so nearby seeds (1, 2, 3 …) start far apart.
  let state = Math.imul((seed | 0) ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    below: (count) => Math.floor(next() * count),
    normal: () => (next() + next() + next() + next() - 2) * 1.732,
  };
}

/**
 * A stream of its own for work whose number of draws depends on the picture's size (a texture
 * drawn per pixel, strokes counted by area): the parent gives one draw to it, so what the
 * parent draws next is the same at any size, and a picture made again larger (HD) keeps its
 * angles, colours and layout.
 */
export function fork(random: Random): Random {
  return createRandom(Math.floor(random.next() * 4294967296));
}
