// The ways the shy girl turns away, one a seed (variation.ts planOf; issue 37, item 4). Every plan
// keeps her blush, the dipped chin and the coy closed smile turned from you, at her soft half-second
// pace; they differ in how often she turns away, to which side and when her lashes flutter. With
// only the onset, the side, the amount and a small drift drawn from the seed, seeds 1 and 2 were
// one clip (their head paths 0.04 rad apart).
import { type Clock, hold, keyframes, type Keys } from '../timeline';

export interface GirlPlan {
  /** What a person sees, for the docs and a failing test's message. */
  name: string;
  /** How shy she is at a moment of the loop: 0 facing you … 1 turned away, chin down. */
  shy: (clock: Clock) => number;
  /** Which way she turns: 1 the seed's side … −1 the other. */
  toward: (clock: Clock) => number;
  /** Moments (0–1 of the loop) her lashes flutter shut. */
  flutters: readonly number[];
}

/** Eases through keyframes of (fraction of the loop, value). */
function keyed(keys: Keys): (clock: Clock) => number {
  return (clock) => keyframes(keys, clock.t);
}

const allAlong = (): number => 1;

export const GIRL_PLANS: readonly GirlPlan[] = [
  {
    // Seed 1 as the readers judged it: one long shy turn, a double flutter twice.
    name: 'one long shy turn',
    shy: (clock) => hold(clock, 0.12, 0.84, 0.6),
    toward: allAlong,
    flutters: [0.4, 0.47, 0.7, 0.77],
  },
  {
    // She turns away, peeks back at you with a flutter of the lashes, and turns away again.
    name: 'shy turn, a peek back at you, shy again',
    shy: keyed([
      [0.02, 0],
      [0.2, 1],
      [0.38, 1],
      [0.5, 0.15],
      [0.58, 0.15],
      [0.7, 1],
      [0.86, 1],
      [0.98, 0],
    ]),
    toward: allAlong,
    flutters: [0.5, 0.57],
  },
  {
    // Away to one side, then, passing the front, away to the other.
    name: 'shy to one side, then to the other',
    shy: keyed([
      [0.02, 0],
      [0.18, 1],
      [0.4, 1],
      [0.5, 0.3],
      [0.6, 1],
      [0.84, 1],
      [0.98, 0],
    ]),
    toward: keyed([
      [0.44, 1],
      [0.56, -1],
    ]),
    flutters: [0.28, 0.35, 0.72, 0.79],
  },
  {
    // Turned away the whole time, the chin dipping twice more in a bashful giggle.
    name: 'turned away, two bashful dips',
    shy: keyed([
      [0.02, 0],
      [0.16, 0.7],
      [0.3, 1],
      [0.4, 0.6],
      [0.52, 1],
      [0.62, 0.6],
      [0.74, 1],
      [0.86, 0.7],
      [0.98, 0],
    ]),
    toward: allAlong,
    flutters: [0.42, 0.49],
  },
];
