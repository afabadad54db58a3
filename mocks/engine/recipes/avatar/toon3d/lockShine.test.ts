// The shine along a sculpted lock (./locks.ts): a painting's (pix/disney's painted masses, cel 1)
// a long narrow streak down the lock as its strands run, a render's (pix/pixar's, cel 0) the short
// soft gloss it was. As short on disney's flat-painted hair it was a soft oval spot on each lock.
import { describe, expect, it } from 'vitest';
import { sculptedLocks, type LockPoint } from './locks';

/** The brightest shine across the locks (any u) at a distance `r` out on the head's ellipse. */
function shineAt(r: number, cel: number): number {
  let most = 0;
  for (let u = -1; u <= 1; u += 0.002) {
    const at: LockPoint = { u, t: -0.5, r, wobble: 0, deep: 1, spread: 1, side: 1, cel, ring: 0, pale: 0 };
    most = Math.max(most, sculptedLocks(at, 1).gloss);
  }
  return most;
}

describe("a sculpted lock's shine", () => {
  it('runs a long way down the lock on painted hair, and stays a short gloss on a render', () => {
    // How much of its brightest the shine keeps 0.32 of the head's radius further in.
    const painted = shineAt(0.5, 1) / shineAt(0.82, 1);
    const rendered = shineAt(0.5, 0) / shineAt(0.82, 0);
    // Before: 0.05 on both; now 0.51 on painted hair, a render's still 0.05.
    expect(painted).toBeGreaterThan(0.35);
    expect(rendered).toBeLessThan(0.1);
  });
});
