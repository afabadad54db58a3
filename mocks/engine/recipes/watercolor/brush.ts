// Laying many brush strokes over a picture: each takes its colour from the picture under it
// (with a little jitter, the painter's broken colour) and its direction from a rule per style.
import { labToRgb, rgbToLab } from '../shared/colour';
import type { Random } from '../shared/random';
import { clamp01, sampleGrey, type Grey, type Rgb } from '../shared/raster';
import { paintStroke } from '../shared/strokes';
import type { FlowField } from './flow';

export interface BrushOptions {
  /** How many times the strokes cover the picture on average. */
  coverage: number;
  length: readonly [min: number, max: number];
  width: readonly [min: number, max: number];
  opacity: number;
  bristles: number;
  /** Per-stroke colour jitter: CIELAB a/b units (hue and chroma: broken colour) and L units. */
  jitter: number;
  lightnessJitter: number;
  /** A straight stroke's angle at (x, y); ignored when `flow` is given. */
  angle?: (x: number, y: number) => number;
  /** Curved strokes that bend along this field. */
  flow?: FlowField;
  /** Strokes stop where the source's colour differs from theirs by more than this (summed |Δrgb|). */
  edgeTolerance: number;
  /**
   * 0–1 per pixel: where the painter works finely (a face's eyes, brows and mouth). A stroke
   * starting there is up to `fineScale` of its size and stops at half the colour difference,
   * so a wide stroke never smears a feature nor carries a shadow's dark across a cheek.
   */
  fine?: Grey;
  fineScale?: number;
}

export function brushOver(canvas: Rgb, source: Rgb, random: Random, options: BrushOptions): void {
  const { width, height } = canvas;
  const meanLength = (options.length[0] + options.length[1]) / 2;
  const meanWidth = (options.width[0] + options.width[1]) / 2;
  const lab: [number, number, number] = [0, 0, 0];
  const rgb: [number, number, number] = [0, 0, 0];
  const count = Math.round((options.coverage * width * height) / (meanLength * meanWidth));
  for (let s = 0; s < count; s++) {
    const x = random.next() * width;
    const y = random.next() * height;
    const p = (Math.min(height - 1, Math.floor(y)) * width + Math.min(width - 1, Math.floor(x))) * 3;
    rgbToLab(source.data[p], source.data[p + 1], source.data[p + 2], lab);
    labToRgb(
      lab[0] + random.normal() * options.lightnessJitter,
      lab[1] + random.normal() * options.jitter,
      lab[2] + random.normal() * options.jitter,
      rgb,
    );
    const strokeColour = [clamp01(rgb[0]), clamp01(rgb[1]), clamp01(rgb[2])] as const;
    const fineness = options.fine ? options.fine.data[p / 3] : 0;
    const shrink = 1 - fineness * (1 - (options.fineScale ?? 0.35));
    const length = random.between(options.length[0], options.length[1]) * shrink;
    const strokeWidth = random.between(options.width[0], options.width[1]) * shrink;
    const clip = { picture: source, tolerance: options.edgeTolerance * (1 - 0.5 * fineness) };
    const phase = random.next();
    if (!options.flow) {
      const angle = options.angle ? options.angle(x, y) : random.next() * Math.PI;
      paintStroke(
        canvas,
        {
          x,
          y,
          angle,
          length,
          width: strokeWidth,
          colour: strokeColour,
          opacity: options.opacity,
          bristles: options.bristles,
          phase,
        },
        clip,
      );
      continue;
    }
    // A curved stroke: short straight pieces, each turned to the field where it starts.
    const step = Math.max(1.5, strokeWidth * 0.6);
    const pieces = Math.max(1, Math.round(length / step));
    let px = x;
    let py = y;
    let previousX = 0;
    let previousY = 0;
    for (let piece = 0; piece < pieces; piece++) {
      let dx = sampleGrey(options.flow.dx, px, py);
      let dy = sampleGrey(options.flow.dy, px, py);
      // The field is a line, not an arrow: keep going the way the stroke already goes.
      if (piece > 0 && dx * previousX + dy * previousY < 0) {
        dx = -dx;
        dy = -dy;
      }
      previousX = dx;
      previousY = dy;
      const nx = px + dx * step;
      const ny = py + dy * step;
      paintStroke(
        canvas,
        {
          x: (px + nx) / 2,
          y: (py + ny) / 2,
          angle: Math.atan2(dy, dx),
          length: step,
          width: strokeWidth,
          colour: strokeColour,
          opacity: options.opacity / Math.sqrt(1 + piece * 0.15),
          bristles: options.bristles,
          phase,
        },
        clip,
      );
      px = nx;
      py = ny;
      if (px < 0 || py < 0 || px >= width || py >= height) break;
    }
  }
}
