// Thick oil strokes (a straight stroke's pixel blend and bristles, shared/strokes.ts, with a
// ridge added): each stroke is a curved ribbon laid in one go (its coverage the most any
// of its pieces gives a pixel, so a bend never doubles the paint into a bead), carrying its
// colour onto the canvas and a ridge of paint onto a relief map, combed by the bristles. Lit
// afterwards, the relief is what reads as impasto: every stroke its own raised mark.
import { gaussianBlur } from '../../shared/blur';
import { clamp01, type Colour, type Grey, type Rgb } from '../../shared/raster';
import { blendStrokePixel, bristleGroove, bristlePeriods, type StrokeClip } from '../../shared/strokes';

export interface Ribbon {
  /** The stroke's centre line: x, y pairs. */
  points: readonly number[];
  width: number;
  colour: Colour;
  opacity: number;
  /** 0 for an even mark; up to 1 for strongly combed bristle lines. */
  bristles: number;
  /** Phase of the bristle lines (0–1), so neighbouring strokes do not line up. */
  phase: number;
}

/** Lays `ribbon` onto `canvas` (colour) and `relief` (paint height 0–1), less where `keepOut` (0–1) is set. */
export function paintRibbon(canvas: Rgb, relief: Grey, ribbon: Ribbon, clip?: StrokeClip, keepOut?: Grey): void {
  const { width, height } = canvas;
  const { points } = ribbon;
  const radius = ribbon.width / 2;
  let left = Infinity;
  let right = -Infinity;
  let top = Infinity;
  let bottom = -Infinity;
  for (let k = 0; k < points.length; k += 2) {
    left = Math.min(left, points[k]);
    right = Math.max(right, points[k]);
    top = Math.min(top, points[k + 1]);
    bottom = Math.max(bottom, points[k + 1]);
  }
  const x0 = Math.max(0, Math.floor(left - radius - 1));
  const x1 = Math.min(width - 1, Math.ceil(right + radius + 1));
  const y0 = Math.max(0, Math.floor(top - radius - 1));
  const y1 = Math.min(height - 1, Math.ceil(bottom + radius + 1));
  if (x1 < x0 || y1 < y0) return;
  const lengths = [0];
  for (let k = 2; k < points.length; k += 2)
    lengths.push(lengths[lengths.length - 1] + Math.hypot(points[k] - points[k - 2], points[k + 1] - points[k - 1]));
  const total = Math.max(1, lengths[lengths.length - 1]);
  const periods = bristlePeriods(ribbon.width);
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      // The nearest piece of the centre line: its distance, the side (across) and how far along.
      let best = Infinity;
      let across = 0;
      let along = 0;
      for (let k = 2, s = 1; k < points.length; k += 2, s++) {
        const ax = points[k - 2];
        const ay = points[k - 1];
        const dx = points[k] - ax;
        const dy = points[k + 1] - ay;
        const lengthSquared = dx * dx + dy * dy || 1;
        const t = clamp01(((x - ax) * dx + (y - ay) * dy) / lengthSquared);
        const ox = x - ax - t * dx;
        const oy = y - ay - t * dy;
        const distance = Math.sqrt(ox * ox + oy * oy);
        if (distance < best) {
          best = distance;
          across = (dx * oy - dy * ox) / Math.sqrt(lengthSquared);
          along = (lengths[s - 1] + t * (lengths[s] - lengths[s - 1])) / total;
        }
      }
      if (best > radius + 0.5) continue;
      const rim = Math.min(1, radius + 0.5 - best);
      // Loaded at the start, thinner paint towards the tail.
      const tail = 1 - 0.4 * along * along;
      const groove = bristleGroove(across, periods, ribbon.phase);
      const comb = 1 - ribbon.bristles * groove;
      const i = y * width + x;
      const open = keepOut ? 1 - keepOut.data[i] : 1;
      if (open <= 0) continue;
      const alpha = blendStrokePixel(canvas, i * 3, ribbon.colour, ribbon.opacity * rim * tail * comb * open, clip);
      if (alpha === 0) continue;
      // A ridge: highest along the middle, furrowed by the bristles, lower where the paint ran thin.
      const crown = Math.sqrt(Math.max(0, 1 - (across / Math.max(0.5, radius)) ** 2));
      const ridge = crown * (0.75 + 0.25 * (1 - groove)) * tail;
      relief.data[i] += (ridge - relief.data[i]) * Math.min(1, alpha * 1.4);
    }
  }
}

/**
 * The canvas lit from the upper left over the relief, by `strength` per pixel: a flank facing the light brighter, the
 * far flank darker, each stroke's edges catching light and shade as thick paint does.
 */
export function lightRelief(canvas: Rgb, paint: Grey, strength: Grey): Rgb {
  const { width, height } = canvas;
  // Softened a little: the ridges' flanks catch the light, not a pixel-wide seam round each stroke.
  const relief = gaussianBlur(paint, 0.9);
  const lit = { width, height, data: new Float32Array(canvas.data.length) };
  for (let y = 0; y < height; y++) {
    const up = Math.max(0, y - 1) * width;
    const down = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x++) {
      const before = Math.max(0, x - 1);
      const after = Math.min(width - 1, x + 1);
      const slope = relief.data[down + after] - relief.data[up + before];
      const light = 1 + slope * strength.data[y * width + x];
      const p = (y * width + x) * 3;
      // Highlights go towards white, shade towards a darker colour of its own (not grey).
      for (let c = 0; c < 3; c++) {
        const value = canvas.data[p + c];
        lit.data[p + c] = clamp01(light >= 1 ? value + (1 - value) * (light - 1) * 0.8 : value * light);
      }
    }
  }
  return lit;
}
