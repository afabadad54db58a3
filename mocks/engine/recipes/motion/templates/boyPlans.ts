// The ways the boy waggles his head at you, one a seed (variation.ts planOf; issue 37, item 4).
// Every plan keeps the tongue out under squeezed eyes and shakes the head turning and tipping with
// each "略", quick enough to be the boy's shake; they differ in the rhythm and where the head
// rests. With only the onset, the amount and a small drift drawn from the seed, seeds 1 and 2 were
// one clip (their head paths 0.04 rad apart, the face's curves 0.005).
import { SEEN_SWINGS } from './shared';
import { keyedOverLoop } from '../timeline';

export interface BoyPlan {
  /** What a person sees, for the docs and a failing test's message. */
  name: string;
  /**
   * The waggle at a moment of the loop (0–1): −1 one side … 1 the other, in the template's swing;
   * `toward` (±1, the seed's side) is the side a plan that leans leans to.
   */
  swing: (t: number, toward: 1 | -1) => number;
}

/** The lean of the "one way, then the other" plan: −1…1, level at the loop's seam so it loops. */
const leanOverLoop = keyedOverLoop([
  [0, 0],
  [0.08, 1],
  [0.42, 1],
  [0.58, -1],
  [0.92, -1],
  [1, 0],
]);

export const BOY_PLANS: readonly BoyPlan[] = [
  {
    // Seed 1 as the readers judged it.
    name: 'an even waggle, four swings',
    swing: (t) => Math.sin(2 * Math.PI * SEEN_SWINGS * t),
  },
  {
    // "略略 … 略略": two quick shakes, the head held turned with the tongue out, two more.
    name: 'two quick shakes, a held turn, two more',
    swing: keyedOverLoop([
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
    // Leaning to one side for half the loop, then to the other, waggling all along at
    // SEEN_SWINGS' rate (a burst of 6 or 8 swings a loop, seen a seventh of the loop apart, showed
    // the panel one slow drift; the same swings smaller in one half were 0.06 from seed 1's).
    name: 'leaning one way, then the other, waggling',
    swing: (t, toward) => 0.6 * toward * leanOverLoop(t) + 0.5 * Math.sin(2 * Math.PI * SEEN_SWINGS * t),
  },
  {
    // The head leaned to one side the whole time, waggling there in small swings.
    name: 'leaning to one side, waggling there',
    swing: (t, toward) => 0.5 * toward + 0.5 * Math.sin(2 * Math.PI * SEEN_SWINGS * t),
  },
];
