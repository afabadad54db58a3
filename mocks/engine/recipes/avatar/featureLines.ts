// The face's features as drawn lines, from the mesh: lids, brows, the nose's side and wings,
// the lips and the mouth's line, each a smooth curve through its mesh points. A photo of a small
// or softly lit face has too little contrast for an edge finder to draw them; the mesh knows
// where they are whatever the light.
import { createGrey, type Grey } from '../shared/raster';
import { distance, type XY } from './landmarks';

/** Lines of the face, each a run of mesh indices, and its weight relative to the pen's. */
interface FeatureLine {
  points: readonly number[];
  weight: number;
  /** Thinner towards both ends, as a pen lifted off the paper. */
  taper: boolean;
}

const RIGHT_UPPER_LID = [33, 246, 161, 160, 159, 158, 157, 173, 133];
const RIGHT_LOWER_LID = [33, 7, 163, 144, 145, 153, 154, 155, 133];
const LEFT_UPPER_LID = [263, 466, 388, 387, 386, 385, 384, 398, 362];
const LEFT_LOWER_LID = [263, 249, 390, 373, 374, 380, 381, 382, 362];
const RIGHT_BROW_LINE = [46, 53, 52, 65, 55];
const LEFT_BROW_LINE = [276, 283, 282, 295, 285];
const RIGHT_BROW_TOP = [70, 63, 105, 66, 107];
const LEFT_BROW_TOP = [300, 293, 334, 296, 336];
const MOUTH_LINE = [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308];
const UPPER_LIP = [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291];
const LOWER_LIP = [61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291];
const NOSE_WINGS = [64, 98, 97, 2, 326, 327, 294];

export const EYE_LINES: readonly FeatureLine[] = [
  { points: RIGHT_UPPER_LID, weight: 1.4, taper: true },
  { points: LEFT_UPPER_LID, weight: 1.4, taper: true },
  { points: RIGHT_LOWER_LID, weight: 0.6, taper: true },
  { points: LEFT_LOWER_LID, weight: 0.6, taper: true },
];
export const BROW_LINES: readonly FeatureLine[] = [
  { points: RIGHT_BROW_LINE, weight: 1, taper: true },
  { points: LEFT_BROW_LINE, weight: 1, taper: true },
  { points: RIGHT_BROW_TOP, weight: 0.7, taper: true },
  { points: LEFT_BROW_TOP, weight: 0.7, taper: true },
];
export const MOUTH_LINES: readonly FeatureLine[] = [
  { points: MOUTH_LINE, weight: 1.1, taper: true },
  { points: UPPER_LIP, weight: 0.55, taper: true },
  { points: LOWER_LIP, weight: 0.45, taper: true },
];
export const NOSE_LINES: readonly FeatureLine[] = [{ points: NOSE_WINGS, weight: 0.8, taper: true }];
/** The jaw, ear to ear under the chin (part of the face oval). */
export const JAW_LINE: readonly FeatureLine[] = [
  {
    points: [454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136, 172, 58, 132, 93, 234],
    weight: 0.7,
    taper: true,
  },
];
export const FACE_LINES: readonly FeatureLine[] = [...EYE_LINES, ...BROW_LINES, ...MOUTH_LINES, ...NOSE_LINES];

/** A Catmull-Rom curve through the points, `steps` pieces per span. */
export function smoothCurve(points: readonly XY[], steps = 4): XY[] {
  if (points.length < 3) return [...points];
  const curve: XY[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[Math.min(points.length - 1, i + 2)];
    for (let s = 0; s < steps; s++) {
      const t = s / steps;
      const t2 = t * t;
      const t3 = t2 * t;
      const at = (k: 0 | 1): number =>
        0.5 *
        (2 * p1[k] +
          (-p0[k] + p2[k]) * t +
          (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2 +
          (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3);
      curve.push([at(0), at(1)]);
    }
  }
  curve.push(points[points.length - 1]);
  return curve;
}

/** A round-ended line from a to b, `width` pixels wide, antialiased, kept at the darker value where lines cross. */
function stampSegment(mask: Grey, a: XY, b: XY, widthA: number, widthB: number, strength: number): void {
  const { width, height, data } = mask;
  const reach = Math.max(widthA, widthB) / 2 + 1;
  const x0 = Math.max(0, Math.floor(Math.min(a[0], b[0]) - reach));
  const x1 = Math.min(width - 1, Math.ceil(Math.max(a[0], b[0]) + reach));
  const y0 = Math.max(0, Math.floor(Math.min(a[1], b[1]) - reach));
  const y1 = Math.min(height - 1, Math.ceil(Math.max(a[1], b[1]) + reach));
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = Math.max(1e-6, dx * dx + dy * dy);
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const px = x + 0.5 - a[0];
      const py = y + 0.5 - a[1];
      const t = Math.min(1, Math.max(0, (px * dx + py * dy) / length2));
      const d = Math.hypot(px - t * dx, py - t * dy);
      const half = (widthA + (widthB - widthA) * t) / 2;
      const value = Math.min(1, Math.max(0, half + 0.5 - d)) * strength;
      const i = y * width + x;
      if (value > data[i]) data[i] = value;
    }
  }
}

/** Draws a curve through the points into `mask` (0–1 ink), `pen` pixels wide at its thickest. */
export function strokeCurve(mask: Grey, points: readonly XY[], pen: number, taper: boolean, strength = 1): void {
  const curve = smoothCurve(points);
  let total = 0;
  for (let i = 1; i < curve.length; i++) total += distance(curve[i - 1], curve[i]);
  let travelled = 0;
  const widthAt = (run: number): number => {
    if (!taper || total <= 0) return pen;
    const t = run / total;
    return pen * (0.35 + 0.65 * Math.sin(Math.PI * t));
  };
  for (let i = 1; i < curve.length; i++) {
    const step = distance(curve[i - 1], curve[i]);
    stampSegment(mask, curve[i - 1], curve[i], widthAt(travelled), widthAt(travelled + step), strength);
    travelled += step;
  }
}

/** The chosen features of the face drawn with a pen `pen` pixels wide, into a new 0–1 mask (or `into`). */
export function drawFeatures(mesh: readonly XY[], size: number, lines: readonly FeatureLine[], pen: number, into?: Grey): Grey {
  const mask = into ?? createGrey(size, size);
  for (const line of lines) {
    strokeCurve(
      mask,
      line.points.map((index) => mesh[index]),
      pen * line.weight,
      line.taper,
    );
  }
  return mask;
}

/** Where each open eye's iris is and how big: centre between the corners and the lids, radius from the eye's width. */
export function irises(mesh: readonly XY[]): { centre: XY; radius: number }[] {
  const found: { centre: XY; radius: number }[] = [];
  for (const [outer, inner, top, bottom] of [
    [33, 133, 159, 145],
    [263, 362, 386, 374],
  ] as const) {
    const eyeWidth = distance(mesh[outer], mesh[inner]);
    const open = distance(mesh[top], mesh[bottom]) / Math.max(1, eyeWidth);
    if (open < 0.16) continue;
    const centre: XY = [(mesh[outer][0] + mesh[inner][0]) / 2, (mesh[top][1] + mesh[bottom][1]) / 2];
    found.push({ centre, radius: Math.min(eyeWidth * 0.2, distance(mesh[top], mesh[bottom]) * 0.62) });
  }
  return found;
}

/** A filled disc into a 0–1 mask, antialiased. */
export function fillDisc(mask: Grey, centre: XY, radius: number, strength = 1): void {
  const { width, height, data } = mask;
  for (
    let y = Math.max(0, Math.floor(centre[1] - radius - 1));
    y <= Math.min(height - 1, Math.ceil(centre[1] + radius + 1));
    y++
  ) {
    for (
      let x = Math.max(0, Math.floor(centre[0] - radius - 1));
      x <= Math.min(width - 1, Math.ceil(centre[0] + radius + 1));
      x++
    ) {
      const value = Math.min(1, Math.max(0, radius + 0.5 - Math.hypot(x + 0.5 - centre[0], y + 0.5 - centre[1]))) * strength;
      const i = y * width + x;
      if (value > data[i]) data[i] = value;
    }
  }
}

/**
 * Draws a curve through the points into `mask`, `widthAt(t)` pixels wide at the share `t` (0 at
 * its first point … 1 at its last) of its length: a lash line thickening outward, a lash thinning to its tip.
 */
export function strokeShaped(mask: Grey, points: readonly XY[], widthAt: (t: number) => number, strength = 1): void {
  const curve = smoothCurve(points);
  let total = 0;
  for (let i = 1; i < curve.length; i++) total += distance(curve[i - 1], curve[i]);
  let travelled = 0;
  for (let i = 1; i < curve.length; i++) {
    const step = distance(curve[i - 1], curve[i]);
    const share = (run: number): number => (total > 0 ? run / total : 0);
    stampSegment(mask, curve[i - 1], curve[i], widthAt(share(travelled)), widthAt(share(travelled + step)), strength);
    travelled += step;
  }
}
