// Measures of the photo sitter's edge, for the tests (./sitterEdge.ts and ./studio.ts are what they
// judge): how jagged the matte's outline runs, and how much lighter its fringe is than the sitter
// just inside (the room's light caught in the hair's edge: the twentieth panel's "jagged cut-out
// halo around the head"), both read above the chin, where the head's outline is; and how much of
// the figure reaches the frame's bottom where the photo runs on below it (the twenty-first panel's
// "body edges ragged and fading into the brown vignette").
import { toGrey, type Grey, type Rgb } from '../../../shared/raster';
import { blurGrey } from '../../blur';
import { faceFrame, type XY } from '../../landmarks';
import { faceUnit } from '../../retouch';

/** The rows above the chin, where the head's outline runs. */
function aboveChin(mesh: readonly XY[], height: number): number {
  return Math.min(height, Math.max(0, Math.floor(faceFrame(mesh).chin)));
}

/** The total variation (sum of the gradient's length) of `plane` over its first `rows` rows. */
function variation(plane: Grey, rows: number): number {
  const { width, data } = plane;
  let sum = 0;
  for (let y = 1; y < rows - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      sum += Math.hypot(data[i + 1] - data[i - 1], data[i + width] - data[i - width]) / 2;
    }
  return sum;
}

/**
 * How jagged the outline of `matte` runs about the head: its length counted by the matte's steps
 * (total variation) over the length of the same outline smoothed over a fifth of the eye span. A
 * smooth outline is about 1; block steps lengthen it (a staircase is longer than the line it follows).
 */
export function outlineRoughness(matte: Grey, mesh: readonly XY[]): number {
  const rows = aboveChin(mesh, matte.height);
  const smooth = blurGrey(matte, faceUnit(mesh) * 0.2);
  return variation(matte, rows) / Math.max(1e-6, variation(smooth, rows));
}

/**
 * How much lighter (0–1 grey) the sitter's fringe in `picture` (where `matte` is between 0.15 and
 * 0.85) is than its edge just inside (solid, within a tenth of the eye span of the fringe), above the chin.
 */
export function fringeLift(picture: Rgb, matte: Grey, mesh: readonly XY[]): number {
  const grey = toGrey(picture);
  const rows = aboveChin(mesh, matte.height);
  const near = blurGrey(matte, faceUnit(mesh) * 0.1);
  let fringe = 0;
  let fringeCount = 0;
  let inside = 0;
  let insideCount = 0;
  for (let i = 0; i < rows * matte.width; i++) {
    const m = matte.data[i];
    if (m > 0.15 && m < 0.85) {
      fringe += grey.data[i];
      fringeCount++;
    } else if (m > 0.98 && near.data[i] < 0.97) {
      inside += grey.data[i];
      insideCount++;
    }
  }
  return fringe / Math.max(1, fringeCount) - inside / Math.max(1, insideCount);
}

/**
 * The sitter's mean opacity in `matte`'s bottom row over its mean a tenth of the square above, in
 * the columns where it is solid there (the figure) and the photo runs on past the frame's bottom
 * (`beyond`, ../../align.ts Portrait: the distance past the photo, below −`inside` pixels): about 1
 * where the figure runs on out of the frame, about 0 where it dissolves into the backdrop above it.
 */
export function figureAtBottom(matte: Grey, beyond: Grey, inside: number): number {
  const { width, height } = matte;
  const last = (height - 1) * width;
  const above = (height - 1 - Math.round(height * 0.1)) * width;
  let kept = 0;
  let solid = 0;
  for (let x = 0; x < width; x++) {
    if (matte.data[above + x] < 0.9 || beyond.data[last + x] > -inside) continue;
    kept += matte.data[last + x];
    solid += matte.data[above + x];
  }
  return kept / Math.max(1e-6, solid);
}
