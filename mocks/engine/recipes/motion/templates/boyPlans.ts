// The ways the boy waggles his head at you, one a seed (variation.ts planOf; issue 37, item 4).
// Every plan keeps the tongue out under squeezed eyes and shakes the head turning and tipping with
// each "略", quick enough to be the boy's shake; they differ in the rhythm and where the head
// rests. With only the onset, the amount and a small drift drawn from the seed, seeds 1 and 2 were
// one clip (their head paths 0.04 rad apart, the face's curves 0.005).
import { SEEN_SWINGS } from './shared';
import { keyframes } from '../timeline';

export interface BoyPlan {
  /** What a person sees, for the docs and a failing test's message. */
  name: string;
  /**
   * The waggle at a moment of the loop (0–1): −1 one side … 1 the other, in the template's swing;
   * `toward` (±1, the seed's side) is the side a plan that leans leans to.
   */
  swing: (t: number, toward: 1 | -1) => number;
}

/** A swing eased through keyframes of (fraction of the loop, value). */
function keyed(keys: readonly (readonly [number, number])[]): (t: number) => number {
  return (t) => keyframes(keys, t);
}

export const BOY_PLANS: readonly BoyPlan[] = [
  {
    // Seed 1 as the readers judged it.
    name: 'an even waggle, four swings',
    swing: (t) => Math.sin(2 * Math.PI * SEEN_SWINGS * t),
  },
  {
    // "略略 … 略略": two quick shakes, the head held turned with the tongue out, two more.
    name: 'two quick shakes, a held turn, two more',
    swing: keyed([
      [0, 0],
      [0.07, 1],
      [0.15, -1],
      [0.23, 1],
      [0.31, -1],
      [0.4, 1],
      [0.55, 1],
      [0.63, -1],
      [0.71, 1],
      [0.79, -1],
      [0.88, 0],
      [1, 0],
    ]),
  },
  {
    // Slow, slow, quick, quick, quick, quick: two wide lazy swings, then a burst.
    name: 'two slow swings, then four quick ones',
    swing: (t) => (t < 0.5 ? Math.sin(2 * Math.PI * 2 * t) : 0.8 * Math.sin(2 * Math.PI * 8 * t)),
  },
  {
    // The head leaned to one side the whole time, waggling there in quick small swings.
    name: 'leaning to one side, waggling there',
    swing: (t, toward) => 0.5 * toward + 0.5 * Math.sin(2 * Math.PI * 6 * t),
  },
];
