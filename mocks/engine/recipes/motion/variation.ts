// What differs between two results of one run: phases, amplitude, tempo, which side leads, when
// the eyes blink. Drawn from the result's seed, so the same seed moves the same way.
import { createRandom } from '../shared/random';

export interface Variation {
  /** Phases in turns, for the template's rhythms. */
  phase: readonly [number, number, number, number];
  /** Amplitude factor around 1. */
  amount: number;
  /** Tempo factor around 1. */
  tempo: number;
  /** 0 or 1: which eye winks, which way a glance starts. */
  side: 0 | 1;
  /** Moments (0–1 of the loop) of two blinks. */
  blinks: readonly [number, number];
}

function hashed(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  return hash >>> 0;
}

export function variationOf(seed: number, style: string): Variation {
  const random = createRandom((seed ^ hashed(style)) >>> 0);
  const first = random.between(0.1, 0.45);
  return {
    phase: [random.next(), random.next(), random.next(), random.next()],
    amount: random.between(0.88, 1.12),
    tempo: random.between(0.9, 1.1),
    side: random.next() < 0.5 ? 0 : 1,
    blinks: [first, first + random.between(0.35, 0.5)],
  };
}
