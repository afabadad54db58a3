// Variations of every template are different clips (issue 37, item 4), as looking around's and the
// glance's are (lookSeeds.test.ts, glanceSeeds.test.ts): the seed picks a plan (planOf), so a run's
// consecutive seeds do the template's gesture another way, and seed 1 keeps the plan readers
// judged. Poses only: no picture is rendered.
import { describe, expect, it } from 'vitest';
import { loopDistance, sampledPoses } from '../../testing/templateCurves';
import type { Pose } from './pose';
import { gifMotions } from './templates';
import { BOY_PLANS } from './templates/boyPlans';
import { CRY_PLANS } from './templates/cryPlans';
import { DISTORTION_PLANS } from './templates/distortionPlans';
import { GIRL_PLANS } from './templates/girlPlans';
import { MAN_PLANS } from './templates/manPlans';
import { MEOW_PLANS } from './templates/meowPlans';
import { planOf, variationOf } from './variation';
import { gif } from '../../../../src/rules/tools/gif';

/**
 * How far apart two loops are as motions a person sees, at the best start of the loop and mirror
 * (testing/templateCurves.ts) and played either way (the funhouse's shapes in the other order are
 * the same four shapes): the head's turn, nod and tilt (radians) and the face's own curves (the
 * mouth's opening, the smile, the lids, the brows, the mirror's shape), one root mean square over
 * all of them.
 */
function clipDistance(a: readonly Pose[], b: readonly Pose[]): number {
  return Math.min(oneWay(a, b), oneWay(a, [...b].reverse()));
}

function oneWay(a: readonly Pose[], b: readonly Pose[]): number {
  return loopDistance(a, b, (pose, other, mirror) => {
    const lids = (p: Pose): number => (p.eyes[0].close + p.eyes[1].close) / 2;
    const brows = (p: Pose): number => (p.eyes[0].brow + p.eyes[1].brow) / 2;
    return (
      (pose.yaw - mirror * other.yaw) ** 2 +
      (pose.pitch - other.pitch) ** 2 +
      (pose.roll - mirror * other.roll) ** 2 +
      (pose.mouthOpen - other.mouthOpen) ** 2 +
      (pose.smile - other.smile) ** 2 +
      (lids(pose) - lids(other)) ** 2 +
      (brows(pose) - brows(other)) ** 2 +
      (pose.mirrorStretch - other.mirrorStretch) ** 2 +
      (pose.mirrorTop - other.mirrorTop) ** 2
    );
  });
}

interface Family {
  style: string;
  plans: number;
  /** The least distance two of a run's results may have (measured: see each). */
  leastApart: number;
}

const FAMILIES: readonly Family[] = [
  // Main's seeds 1-4 and 1000001-1000004: 0.023-0.078 apart, one waggle under another drift, onset
  // and amount (0.17 where a blink fell with the tongue in); with the plans, runs of four, 0.109-0.213.
  { style: 'boy', plans: BOY_PLANS.length, leastApart: 0.1 },
  // Main's: 0.035-0.098 (one shy turn, its flutters where the onset put them); with the plans
  // 0.20-0.37.
  { style: 'girl', plans: GIRL_PLANS.length, leastApart: 0.15 },
  // Main's: 0.025-0.131 (two even nods; the most where the onset cut a nod at the loop's end);
  // with the plans (four, since the run's fourth repeated its first) 0.179-0.681.
  { style: 'man', plans: MAN_PLANS.length, leastApart: 0.14 },
  // Main's: 0.054-0.275 (one even sobbing, three or four sobs a loop by the tempo); with the
  // plans (four) 0.206-0.302.
  { style: 'cry', plans: CRY_PLANS.length, leastApart: 0.15 },
  // Main's: 0.037-0.150 (the same four shapes, in either order); with the plans (four) 0.94-1.48.
  { style: 'distortion', plans: DISTORTION_PLANS.length, leastApart: 0.4 },
  // Main's meow (its ":3" since): 0.058-0.127 (two calls where the phase put them); with the plans
  // (four) 0.68-1.02, most of it the mouth closed into the ":3" where another plan calls.
  { style: 'miao', plans: MEOW_PLANS.length, leastApart: 0.4 },
];

describe.each(FAMILIES)('$style, seed by seed', ({ style, plans, leastApart }) => {
  it.each([1, 1_000_001])('a run of consecutive seeds from %i gives clips a person tells apart', (first) => {
    // A run's results take consecutive seeds from a random base (routes/tasks.ts), as many as the
    // tool sells (4): a template with fewer plans than that gave the run's first and last one clip.
    const clips = Array.from({ length: gif.maxResults }, (_, offset) => sampledPoses(gifMotions[style], style, first + offset));
    for (let a = 0; a < clips.length; a++) {
      for (let b = a + 1; b < clips.length; b++) {
        expect(clipDistance(clips[a], clips[b]), `seeds ${first + a} and ${first + b}`).toBeGreaterThan(leastApart);
      }
    }
  });

  it('seed 1 keeps the plan readers judged', () => {
    expect(planOf(variationOf(1, style), plans)).toBe(0);
  });
});
