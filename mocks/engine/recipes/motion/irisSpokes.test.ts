// The drawn iris's spokes (irisSpokes.ts) come from the photo's own iris: its light by angle
// round the centre, the angles a narrow eye's lids hide taking the shown ones mirrored.
import { expect, it } from 'vitest';
import { type EyePixel, irisSpokes, SPOKE_BINS } from './irisSpokes';

/** An iris of radius 10 at the origin seen only between rows -3 and 3 (a narrow eye), lighter on its right. */
function narrowIris(): EyePixel[] {
  const pixels: EyePixel[] = [];
  for (let u = -10; u <= 10; u++)
    for (let v = -3; v <= 3; v++) {
      const grey = u > 0 ? 120 : 80;
      pixels.push({ u, v, rgb: [grey, grey, grey] });
    }
  return pixels;
}

it('reads the iris’s light by angle, and fills the angles its lids hide from the shown ones', () => {
  const spokes = irisSpokes(narrowIris(), 0, 0, 10);
  expect(spokes).toHaveLength(SPOKE_BINS);
  // Right (angle 0) lighter than left (angle pi), each within the most a spoke may differ.
  expect(spokes[0]).toBeGreaterThan(0.1);
  expect(spokes[SPOKE_BINS / 2]).toBeLessThan(-0.1);
  // Straight down (hidden by the lower lid) takes the shown angles mirrored, not a flat zero.
  expect(Math.abs(spokes[SPOKE_BINS / 4])).toBeGreaterThan(0.1);
  expect(Math.max(...spokes.map(Math.abs))).toBeLessThanOrEqual(0.15);
  // No iris shown: no spokes.
  expect(irisSpokes([], 0, 0, 10)).toEqual([]);
});
