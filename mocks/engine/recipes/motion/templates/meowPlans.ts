// The ways the cat calls, one a seed (variation.ts planOf; issue 37, item 4). Every plan holds the
// cat's ":3" between its calls, says each call as a spread "mi" then a round "ao" with the head
// cocked, and shuts the eyes once in a slow blink; they differ in how many calls, how the "mi"
// and the "ao" are said, which way the head cocks and how it rests between. With only the phase,
// the amount and the head's drift drawn from the seed, seeds 1 and 2 were one clip (their head
// paths 0.07 rad apart).
import { keyedOverLoop } from '../timeline';

export interface MeowCall {
  /** When the "ao" opens, 0–1 of the loop after the plan's start. */
  at: number;
  /** Which way the head cocks, ±1 times the seed's side. */
  side: 1 | -1;
  /** Quick "mi"s before the "ao": 1, or 2 ("mi-mi"). */
  mis: 1 | 2;
  /** How long the "ao" is held open, seconds. */
  hold: number;
}

export interface MeowPlan {
  /** What a person sees, for the docs and a failing test's message. */
  name: string;
  calls: readonly MeowCall[];
  /** The slow blink, 0–1 of the loop after the plan's start. */
  blink: number;
  /** The head's tilt between the calls (a kitten's rub), −1…1 times the seed's side, over the loop after the plan's start. */
  lean: (t: number) => number;
}

const level = (): number => 0;

export const MEOW_PLANS: readonly MeowPlan[] = [
  {
    // Seed 1 as the readers will judge it.
    name: 'two calls half a loop apart, the head cocked one way then the other',
    calls: [
      { at: 0, side: -1, mis: 1, hold: 0.14 },
      { at: 0.5, side: 1, mis: 1, hold: 0.14 },
    ],
    blink: 0.25,
    lean: level,
  },
  {
    // "mi-mi … aooo": one call, a quick double "mi" and a long "ao", the head resting tilted the
    // other way before it.
    name: 'one call, a quick "mi-mi" then a long "ao"',
    calls: [{ at: 0.3, side: 1, mis: 2, hold: 0.5 }],
    blink: 0.8,
    lean: keyedOverLoop([
      [0, -0.6],
      [0.1, -0.6],
      [0.22, 0],
      [0.62, 0],
      [0.74, -0.6],
      [1, -0.6],
    ]),
  },
  {
    // Two calls close together, both cocked to one side, then a long ":3" with the head rubbing
    // from side to side as a kitten rubs a hand.
    name: 'two quick calls to one side, then a rub of the head',
    calls: [
      { at: 0.05, side: 1, mis: 1, hold: 0.06 },
      { at: 0.3, side: 1, mis: 1, hold: 0.06 },
    ],
    blink: 0.78,
    lean: keyedOverLoop([
      [0, 0],
      [0.42, 0],
      [0.52, 0.8],
      [0.64, -0.8],
      [0.76, 0.8],
      [0.88, -0.8],
      [1, 0],
    ]),
  },
  {
    // The head held tilted the whole time, a slow blink, then a single short call cocked further.
    name: 'the head tilted all along, a slow blink, then one short call',
    calls: [{ at: 0.65, side: 1, mis: 1, hold: 0.08 }],
    blink: 0.25,
    lean: () => 0.7,
  },
];
