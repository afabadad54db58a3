// A few long lashes swept out from the upper lid's outer corner, as an animated feature's heroine
// has them: each rooted on the lid's outer fifth, rising from it and curling outward, thick at the
// root and tapered to a hair's point. Four even spikes spaced along the lid's outer half, each
// thinned a little, read to blind panels as "comb lashes", a row of teeth on the lid.
import type { Grey } from '../../shared/raster';
import { strokeShaped } from '../featureLines';
import type { XY } from '../landmarks';

/** Where each lash roots (a share of the lid's length from its outer corner) and its length (in eye widths at `lashes` 1). */
const LASHES: readonly { at: number; length: number; out: number }[] = [
  { at: 0.03, length: 0.28, out: 0.6 },
  { at: 0.11, length: 0.25, out: 0.4 },
  { at: 0.2, length: 0.19, out: 0.2 },
];

/** The point `share` of the way along a polyline, and the unit direction it runs there. */
function along(points: readonly XY[], share: number): { at: XY; dir: XY } {
  const lengths: number[] = [];
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const d = Math.hypot(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1]);
    lengths.push(d);
    total += d;
  }
  let left = share * total;
  for (let i = 1; i < points.length; i++) {
    const d = lengths[i - 1];
    if (left <= d || i === points.length - 1) {
      const t = d > 0 ? Math.min(1, left / d) : 0;
      const [a, b] = [points[i - 1], points[i]];
      return {
        at: [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t],
        dir: [(b[0] - a[0]) / (d || 1), (b[1] - a[1]) / (d || 1)],
      };
    }
    left -= d;
  }
  return { at: points[0], dir: [1, 0] };
}

/**
 * The lashes inked into `ink`: `upper` the lid from the outer corner to the inner, `outerSign`
 * the image's x direction of the outer corner, `size` their length (eye widths × `lashes`) and
 * `root` their width where they leave the lid (pixels).
 */
export function outerLashes(ink: Grey, upper: readonly XY[], outerSign: number, size: number, root: number): void {
  for (const lash of LASHES) {
    const { at, dir } = along(upper, lash.at);
    // The lid's upward normal (y grows down), and the way out past the corner.
    const upward: XY = dir[0] >= 0 ? [dir[1], -dir[0]] : [-dir[1], dir[0]];
    const length = size * lash.length;
    const rise: XY = [upward[0] * (1 - lash.out * 0.5) + outerSign * lash.out, upward[1] * (1 - lash.out * 0.5)];
    const norm = Math.hypot(rise[0], rise[1]) || 1;
    const d: XY = [rise[0] / norm, rise[1] / norm];
    const middle: XY = [at[0] + d[0] * length * 0.5, at[1] + d[1] * length * 0.5];
    // The tip bends further out than the root leaves the lid: one smooth curl, never back down.
    const tip: XY = [at[0] + d[0] * length * 0.8 + outerSign * length * 0.28, at[1] + d[1] * length * 0.8];
    strokeShaped(ink, [at, middle, tip], (s) => root * Math.pow(1 - s, 1.4) + 0.3 * (1 - s));
  }
}
