// The cut-out's outline beside the cheeks, for tests that look for a straight cut along a cheek
// (issue 36: readers saw "hard straight cuts along a cheek" and hair "chopped off diagonally at
// cheek level" in the clip scenes). Read row by row: where a head's cut-out crosses half going
// out from the face's middle, from the eyes' row down to `down` of the way to the chin.
import type { XY } from '../recipes/avatar/landmarks';
import { CHIN, eyeLineY, faceFrame } from '../recipes/avatar/landmarks';
import type { Grey } from '../recipes/shared/raster';

/** The outline's points on one side (-1 the picture's left), one a row, sub-pixel across. */
export function cheekContour(mask: Grey, mesh: readonly XY[], side: -1 | 1, down = 0.9): XY[] {
  const { width, data } = mask;
  const { cx } = faceFrame(mesh);
  const eyesY = eyeLineY(mesh);
  const to = eyesY + (mesh[CHIN][1] - eyesY) * down;
  const points: XY[] = [];
  for (let y = Math.ceil(eyesY); y < to; y++) {
    let x = Math.round(cx);
    if (data[y * width + x] < 0.5) continue;
    while (x + side >= 0 && x + side < width && data[y * width + x + side] >= 0.5) x += side;
    const inside = data[y * width + x];
    const outside = x + side >= 0 && x + side < width ? data[y * width + x + side] : 0;
    // Where between the two pixels' centres the alpha passes half.
    const t = (inside - 0.5) / Math.max(1e-6, inside - outside);
    points.push([x + 0.5 + side * t, y + 0.5]);
  }
  return points;
}

/**
 * The longest stretch of consecutive points that all lie within `tolerance` pixels of the chord
 * between its two ends, as that chord's length: a straight cut. A curve of radius R keeps within
 * a pixel of a chord only over about √(8R) pixels.
 */
export function longestStraightRun(points: readonly XY[], tolerance: number): number {
  let longest = 0;
  for (let a = 0; a < points.length; a++) {
    for (let b = a + 2; b < points.length; b++) {
      const [ax, ay] = points[a];
      const [bx, by] = points[b];
      const length = Math.hypot(bx - ax, by - ay);
      let straight = true;
      for (let k = a + 1; k < b && straight; k++) {
        const [px, py] = points[k];
        straight = Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / Math.max(1e-6, length) <= tolerance;
      }
      if (!straight) break;
      longest = Math.max(longest, length);
    }
  }
  return longest;
}
