// The ways the funhouse mirror plays with the face, one a seed (variation.ts planOf; issue 37,
// item 4). Every plan keeps the face far from its photographed shape in every frame (one of the
// mirror's two modes strong at each moment) and changing from shown frame to shown frame; they
// differ in the shapes and their rhythm. With only the direction, the phase and the amount drawn
// from the seed, seeds 1 and 2 were one cycle (the same four shapes, 0.055 apart as curves when
// played the same way round).
import { keyframes, type Keys } from '../timeline';
import type { Variation } from '../variation';

/** The mirror's two modes (pose.ts mirrorStretch, mirrorTop), each −1…1 before the amount. */
export interface MirrorShape {
  stretch: number;
  top: number;
}

export interface DistortionPlan {
  /** What a person sees, for the docs and a failing test's message. */
  name: string;
  shape: (t: number, vary: Variation) => MirrorShape;
}

/** Turns of seed 1's cycle a loop: the 8 frames a viewer sees (a seventh apart) each show another shape. */
const MIRROR_CYCLES = 2;

/** The corners of the square plan: each mode at this, past the circle's 0.71 where both meet. */
const CORNER = 0.8;

export const DISTORTION_PLANS: readonly DistortionPlan[] = [
  {
    // Seed 1 as readers judged it: round the four shapes (tall and thin, a huge forehead over a
    // tiny chin, short and wide, a small head on a big jaw), the modes a quarter turn apart.
    name: 'round the four shapes, twice',
    shape: (t, vary) => {
      const angle = 2 * Math.PI * ((vary.side === 0 ? 1 : -1) * MIRROR_CYCLES * t + vary.phase[0]);
      return { stretch: Math.sin(angle), top: Math.cos(angle) };
    },
  },
  {
    // Both modes at once, held a moment at each of four mixed shapes in turn: tall with a huge
    // forehead, tall on a big jaw, wide on a big jaw, wide with a huge forehead.
    name: 'four mixed shapes, each held',
    shape: (t, vary) => {
      const along = (t + vary.phase[0]) % 1;
      const step = (keys: Keys): number => CORNER * keyframes(keys, along);
      return {
        stretch: step([
          [0, 1],
          [0.38, 1],
          [0.5, -1],
          [0.88, -1],
          [1, 1],
        ]),
        top: step([
          [0.13, 1],
          [0.25, -1],
          [0.63, -1],
          [0.75, 1],
        ]),
      };
    },
  },
  {
    // Pumped tall and wide four times, over a huge forehead for half the loop and a big jaw for
    // the other half (the pumps at their tallest as the top changes over). The top turns over
    // quickly (6 times its sine, held at 0.75): at 3 and 0.65 the stronger mode fell to 0.50 where
    // a pump's stretch crossed zero too; now at least 0.75 at every moment.
    name: 'pumped tall and wide, forehead then jaw',
    shape: (t, vary) => {
      const along = (t + vary.phase[0]) % 1;
      return {
        stretch: Math.cos(2 * Math.PI * 4 * along),
        top: 0.75 * Math.max(-1, Math.min(1, 6 * Math.sin(2 * Math.PI * along))),
      };
    },
  },
  {
    // Round the four shapes three times, each shape held a beat (both modes squared off, one of
    // them full at every moment): a quicker, jerkier mirror than seed 1's smooth two rounds.
    name: 'round the four shapes three times, each held',
    shape: (t, vary) => {
      const angle = 2 * Math.PI * ((vary.side === 0 ? 1 : -1) * 3 * t + vary.phase[0]);
      const squared = (value: number): number => Math.max(-1, Math.min(1, 1.6 * value));
      return { stretch: squared(Math.sin(angle)), top: squared(Math.cos(angle)) };
    },
  },
];
