// A small seeded generator (mulberry32): the same seed gives the same motion, hence the same bytes.

export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0 || 0x9e3779b9;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** A value in [low, high). */
export function between(random: Random, low: number, high: number): number {
  return low + (high - low) * random();
}
