// What differs between two results of one run: phases, amplitude, tempo, which side leads, when
// the eyes blink and the gestures fall, and the head's own drift. Drawn from the result's seed, so
// the same seed moves the same way and another seed moves another way (issue 37: two paid
// variations of one motion had been the same motion).
import { DEFAULT_LOCALE, type Locale } from '../../../../src/locales/locale';
import { createRandom } from '../shared/random';

/** One sine of a head path: whole cycles per loop (so it loops), amplitude in radians, phase in turns. */
export interface Harmonic {
  cycles: number;
  amplitude: number;
  phase: number;
}

/** The head's drift on top of a template's gestures: each axis a sum of slow harmonics. */
export interface HeadPath {
  yaw: readonly Harmonic[];
  pitch: readonly Harmonic[];
  roll: readonly Harmonic[];
}

export interface Variation {
  /** The result's seed (the talk line is drawn from it: talkLine.ts). */
  seed: number;
  /** The language the talk's line is said in: the user's (the run's locale), not the seed's. */
  language: Locale;
  /** Phases in turns, for the template's rhythms. */
  phase: readonly [number, number, number, number];
  /** Amplitude factor around 1. */
  amount: number;
  /** Tempo factor around 1. */
  tempo: number;
  /** 0 or 1: which eye winks, which way a glance or a tilt starts. */
  side: 0 | 1;
  /** Moments (0–1 of the loop) of two blinks. */
  blinks: readonly [number, number];
  /** Where in the loop (0–1) a template's main gesture begins: a later one, another timing. */
  onset: number;
  headPath: HeadPath;
}

function hashed(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  return hash >>> 0;
}

/** Two harmonics of one and two cycles a loop, of random size and phase, the whole at most `most`. */
function drift(random: ReturnType<typeof createRandom>, most: number): Harmonic[] {
  const slow = random.between(0.45, 1);
  const quick = random.between(0, 1 - slow);
  return [
    { cycles: 1, amplitude: most * slow * (random.next() < 0.5 ? -1 : 1), phase: random.next() },
    { cycles: 2, amplitude: most * quick, phase: random.next() },
  ];
}

export function variationOf(seed: number, style: string, language: Locale = DEFAULT_LOCALE): Variation {
  const random = createRandom((seed ^ hashed(style)) >>> 0);
  const first = random.between(0.1, 0.45);
  return {
    seed,
    language,
    phase: [random.next(), random.next(), random.next(), random.next()],
    amount: random.between(0.88, 1.12),
    tempo: random.between(0.85, 1.15),
    side: random.next() < 0.5 ? 0 : 1,
    blinks: [first, first + random.between(0.35, 0.5)],
    onset: random.between(0, 0.3),
    headPath: { yaw: drift(random, 0.09), pitch: drift(random, 0.05), roll: drift(random, 0.04) },
  };
}

/**
 * Which of a template's `count` plans (its ways of doing its gesture) a result follows: the
 * seed's remainder, so a run's results, whose seeds are consecutive (routes/tasks.ts), take
 * different plans when there are as many plans as results, and seed 1 takes the first.
 */
export function planOf(vary: Variation, count: number): number {
  return (((vary.seed - 1) % count) + count) % count;
}
