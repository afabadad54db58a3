// Brush marks: a capsule (a straight stroke with round ends) blended onto the canvas, its
// opacity combed by bristles so a stroke shows the lines of the brush that made it.
import type { Colour, Rgb } from './raster';

export interface Stroke {
  x: number;
  y: number;
  angle: number;
  length: number;
  width: number;
  colour: Colour;
  opacity: number;
  /** 0 for an even mark; up to 1 for strongly combed bristle lines. */
  bristles: number;
  /** Phase of the bristle lines (0–1), so neighbouring strokes do not line up. */
  phase: number;
}

/**
 * Where a stroke may land: only on pixels of `picture` whose colour is within about
 * `tolerance` (summed |Δrgb|) of the stroke's, so strokes stop at edges as a painter's do and
 * a dark stroke of hair does not cross into a cheek.
 */
export interface StrokeClip {
  picture: Rgb;
  tolerance: number;
}

export function paintStroke(canvas: Rgb, stroke: Stroke, clip?: StrokeClip): void {
  const { width, height } = canvas;
  const half = stroke.length / 2;
  const radius = stroke.width / 2;
  const cos = Math.cos(stroke.angle);
  const sin = Math.sin(stroke.angle);
  const reach = half + radius + 1;
  const x0 = Math.max(0, Math.floor(stroke.x - reach));
  const x1 = Math.min(width - 1, Math.ceil(stroke.x + reach));
  const y0 = Math.max(0, Math.floor(stroke.y - reach));
  const y1 = Math.min(height - 1, Math.ceil(stroke.y + reach));
  const periods = bristlePeriods(stroke.width);
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const dx = x - stroke.x;
      const dy = y - stroke.y;
      const along = dx * cos + dy * sin;
      const across = -dx * sin + dy * cos;
      const beyond = Math.abs(along) - half;
      const distance = beyond > 0 ? Math.sqrt(beyond * beyond + across * across) : Math.abs(across);
      if (distance > radius + 0.5) continue;
      // One pixel of antialiasing at the rim; paint thins towards the stroke's tail.
      const rim = Math.min(1, radius + 0.5 - distance);
      const tail = 1 - 0.35 * Math.max(0, along / Math.max(1, half));
      const comb = 1 - stroke.bristles * bristleGroove(across, periods, stroke.phase);
      blendStrokePixel(canvas, (y * width + x) * 3, stroke.colour, stroke.opacity * rim * tail * comb, clip);
    }
  }
}

/** How many bristle lines a stroke of `width` shows per pixel across it. */
export const bristlePeriods = (width: number) => 1 / Math.max(1.5, width / 4);

/**
 * How deep in a bristle's furrow a point `across` the stroke lies: 0 on a bristle's line, 1
 * between two. A triangle wave: cheaper than a sine and looks the same at this size.
 */
export function bristleGroove(across: number, periods: number, phase: number): number {
  const wave = across * periods + phase;
  return Math.abs(wave - Math.floor(wave) - 0.5) * 2;
}

/**
 * Blends `colour` into the pixel at `p` (its offset in `canvas.data`) by `alpha`, less where the
 * clip's picture is off the stroke's colour and not at all beyond twice its tolerance. Returns
 * the alpha laid (0 where the clip stopped the stroke).
 */
export function blendStrokePixel(canvas: Rgb, p: number, colour: Colour, alpha: number, clip?: StrokeClip): number {
  const { data } = canvas;
  const [r, g, b] = colour;
  let laid = alpha;
  if (clip) {
    const guide = clip.picture.data;
    const difference = Math.abs(guide[p] - r) + Math.abs(guide[p + 1] - g) + Math.abs(guide[p + 2] - b);
    if (difference > 2 * clip.tolerance) return 0;
    if (difference > clip.tolerance) laid *= 2 - difference / clip.tolerance;
  }
  data[p] += (r - data[p]) * laid;
  data[p + 1] += (g - data[p + 1]) * laid;
  data[p + 2] += (b - data[p + 2]) * laid;
  return laid;
}
