// An expression template sampled along its loop, for the tests that read its poses as curves
// (motion/templates.test.ts, lookSeeds.test.ts, glanceSeeds.test.ts): no picture is rendered.
import type { Pose } from '../recipes/motion/pose';
import type { Motion } from '../recipes/motion/templates';
import { variationOf } from '../recipes/motion/variation';

/** Samples a second along the loop: finer than any gesture, look or turn. */
export const CURVE_RATE = 100;

/** The template's poses over `seconds` of its loop (its GIF's length unless given), at seed `seed`. */
export function sampledPoses(motion: Motion, style: string, seed: number, seconds = motion.gifSeconds): Pose[] {
  const vary = variationOf(seed, style);
  const count = Math.round(seconds * CURVE_RATE);
  return Array.from({ length: count }, (_, index) => motion.template({ t: index / count, seconds }, vary));
}

/**
 * How far apart two loops of poses are as motions a person sees: the root mean square of
 * `squares` (the summed squared differences of what is compared, the other pose mirrored by
 * `mirror` ±1), the least over every start of the second loop and over its mirror image, since a
 * loop seen from another frame, or turning right where the other turned left, is the same clip.
 */
export function loopDistance(
  a: readonly Pose[],
  b: readonly Pose[],
  squares: (pose: Pose, other: Pose, mirror: number) => number,
): number {
  let least = Infinity;
  for (const mirror of [1, -1]) {
    for (let shift = 0; shift < b.length; shift++) {
      let sum = 0;
      for (let index = 0; index < a.length; index++) sum += squares(a[index], b[(index + shift) % b.length], mirror);
      least = Math.min(least, Math.sqrt(sum / a.length));
    }
  }
  return least;
}

/** The longest run (seconds) over which `holds` is true, wrapping around the loop. */
export function longestRun(values: readonly number[], holds: (value: number) => boolean): number {
  let best = 0;
  let run = 0;
  for (const value of [...values, ...values]) {
    run = holds(value) ? run + 1 : 0;
    best = Math.max(best, Math.min(run, values.length));
  }
  return best / CURVE_RATE;
}
