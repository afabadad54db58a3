// The yawn's brows rise as the jaw drops, then fall as the eyes squeeze shut at its top, the
// cheeks pushing the lower lids up (issue 37, session 61): held up and still all through the
// hold, the closed eyes read as plainly shut, the face a mask over a moving mouth. Read on the
// template's pose curves at seeds 1–3, over the frames where the mouth is near its widest.
import { describe, expect, it } from 'vitest';
import { sampledPoses } from '../../testing/templateCurves';
import { gifMotions } from './templates';

/** Near its widest: the mouth at least this share of its widest opening. */
const NEAR_WIDEST = 0.9;

describe('the yawn’s brows and squeeze (issue 37)', () => {
  it.each([1, 2, 3])('seed %i: the brows fall from their rise and the lower lids rise while the mouth is wide', (seed) => {
    const poses = sampledPoses(gifMotions.yawn2, 'yawn2', seed);
    const widest = Math.max(...poses.map((pose) => pose.mouthOpen));
    const wide = poses.filter((pose) => pose.mouthOpen >= NEAR_WIDEST * widest);
    const brows = wide.map((pose) => pose.eyes[0].brow);
    const squints = wide.map((pose) => pose.eyes[0].squint);
    const peak = brows.indexOf(Math.max(...brows));
    const fall = brows[peak] - Math.min(...brows.slice(peak));
    const numbers = `brow peak ${brows[peak].toFixed(2)}, fall ${fall.toFixed(2)}, squint ${Math.min(...squints).toFixed(2)}–${Math.max(...squints).toFixed(2)}`;
    // Main: the brows held at 0.5 of the opening (peak 0.45–0.52, fall 0.04), the squint 0.24–0.31;
    // now peak 0.63–0.73, fall 0.55–0.64, the squint up to 0.54–0.63.
    expect(brows[peak], numbers).toBeGreaterThan(0.5);
    expect(fall, numbers).toBeGreaterThan(0.4);
    expect(Math.max(...squints), numbers).toBeGreaterThan(0.5);
  });
});
