// The hairline a cartoon draws: one smooth arc, not the photo's read line. Read column by column
// (./hairline.ts), the line followed every lock and every misreading: the blind panel saw "the
// forehead bulges up into the hair, a wavy bald-looking hairline", "a jagged hairline with a
// notch top-left" and "a high curved hairline, a tall forehead". Here the read heights are
// fitted by one shape, flat over the forehead's middle and rounding down to its sides (a
// quartic), tilted for a fringe swept to one side; robustly, so a lock or a notch does not pull
// it; its top at the person's own height, but never over a natural hairline's nor so low that
// the brows' ends run into the hair.

/** The forehead the line is fitted over, in the picture's pixels. */
export interface Forehead {
  /** The picture's column of the first height. */
  x0: number;
  /** The forehead's middle and half its width (its skin's, just above the brows). */
  cx: number;
  halfWidth: number;
  /** The brows' top (the higher one's) and the face's height. */
  browY: number;
  faceHeight: number;
}

/** The hairline's top above the brows at most, in face heights: a full head of hair's. */
const HIGHEST = 0.45;
/** Its height over the brows' outer ends at least, in face heights: lower, they ran into the hair. */
const LOWEST = 0.1;
/** Its height at the forehead's sides, where it meets the temples' hair (just above the brows). */
const SIDES = 0.08;
/** Its tilt's rise from the middle to one side at most, in face heights (a fringe swept over). */
const TILT = 0.06;
/** A read column off the arc by this much (face heights) or more has no say in it. */
const OUTLIER = 0.08;

/** The arc's height above the brows at place p across the forehead (−1 to 1). */
function arc(top: number, tilt: number, p: number): number {
  const q = p ** 4;
  return top * (1 - q) + tilt * p + SIDES * q;
}

/** Weighted least squares of the arc's top and tilt to heights y at places u. */
function fit(u: number[], y: number[], w: number[]): [number, number] {
  // y − SIDES·p⁴ = top·(1 − p⁴) + tilt·p: two terms, solved in closed form.
  let [aa, ab, bb, ay, by] = [0, 0, 0, 0, 0];
  for (let k = 0; k < u.length; k++) {
    const a = 1 - u[k] ** 4;
    const b = u[k];
    const t = y[k] - SIDES * u[k] ** 4;
    aa += w[k] * a * a;
    ab += w[k] * a * b;
    bb += w[k] * b * b;
    ay += w[k] * a * t;
    by += w[k] * b * t;
  }
  const det = aa * bb - ab * ab;
  if (Math.abs(det) < 1e-9) return [aa > 0 ? ay / aa : HIGHEST, 0];
  return [(ay * bb - by * ab) / det, (aa * by - ab * ay) / det];
}

/**
 * The drawn hairline's row per column: the arc robustly fitted to `heights` (the read line's
 * rows per column from `frame.x0`; `read` marks the columns read from the photo, not filled in).
 */
export function hairlineCurve(heights: Float32Array, read: Uint8Array, frame: Forehead): Float32Array {
  const { x0, cx, halfWidth, browY, faceHeight } = frame;
  const place = (c: number): number => (x0 + c - cx) / halfWidth;
  // In face heights above the brows, against the column's place across the forehead.
  const u: number[] = [];
  const y: number[] = [];
  for (let c = 0; c < heights.length; c++) {
    if (!read[c] || Math.abs(place(c)) > 0.95) continue;
    u.push(place(c));
    y.push((browY - heights[c]) / faceHeight);
  }
  let [top, tilt] =
    u.length >= 8
      ? fit(
          u,
          y,
          u.map(() => 1),
        )
      : [HIGHEST, 0];
  // Tukey's biweight, a few passes: the columns far off the arc (a lock, a notch) dropped.
  for (let pass = 0; pass < 6 && u.length >= 8; pass++) {
    const w = u.map((p, k) => {
      const r = (y[k] - arc(top, tilt, p)) / OUTLIER;
      return Math.abs(r) < 1 ? (1 - r * r) ** 2 : 0;
    });
    if (w.reduce((s, v) => s + v, 0) < 4) break;
    [top, tilt] = fit(u, y, w);
  }
  tilt = Math.max(-TILT, Math.min(TILT, tilt));
  // Never over a natural hairline; over the brows' ends (p = ±0.75) never under LOWEST.
  const least = (LOWEST - SIDES * 0.75 ** 4 + Math.abs(tilt) * 0.75) / (1 - 0.75 ** 4);
  top = Math.max(Math.min(least, HIGHEST), Math.min(HIGHEST, top));
  const out = new Float32Array(heights.length);
  for (let c = 0; c < heights.length; c++) out[c] = browY - arc(top, tilt, Math.max(-1.2, Math.min(1.2, place(c)))) * faceHeight;
  return out;
}
