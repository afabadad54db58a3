// Broken colour: short separate dabs, each of one colour, laid side by side and mixed by the
// eye, not on the canvas. A dab takes the colour under it and leans it warm (the hour's
// orange-yellow) or cool (its blue-violet): in the lights mostly warm, in the shade mostly
// cool, but never all of one, so every area holds complementary touches next to each other.
import { labToRgb, rgbToLab } from '../../shared/colour';
import type { Random } from '../../shared/random';
import { clamp01, type Grey, type Rgb } from '../../shared/raster';
import { paintRibbon } from '../vangogh/impasto';
import type { Hour } from './light';

export interface DabOptions {
  /** How many times the dabs cover the picture on average. */
  coverage: number;
  length: readonly [min: number, max: number];
  width: readonly [min: number, max: number];
  opacity: number;
  /** 0 for a flat touch of one colour; up to 1 for combed bristle lines (0.3 without it). */
  bristles?: number;
  /** How far a dab leans warm or cool (1: the hour's full offsets). */
  broken: number;
  /** CIELAB L units of per-dab lightness jitter. */
  lightnessJitter: number;
  /** The dabs' lean, radians, at (x, y). */
  angle: (x: number, y: number) => number;
  /** Dabs stop where the source differs from their colour by more than this (summed |Δrgb|). */
  edgeTolerance: number;
  /** 0–1: where to paint finer (a face's features): dabs shrink towards `fineScale` and stop sooner. */
  fine?: Grey;
  fineScale?: number;
  /** 0–1: where to lay dabs at all (a face layer paints only the face); everywhere without it. */
  where?: Grey;
}

/**
 * Lays the dabs onto `canvas` and each one's ridge of paint onto `relief` (lit afterwards, each dab
 * reads as a separate touch of paint: without it the dabs merged into a soft blurred copy).
 */
export function layDabs(canvas: Rgb, relief: Grey, source: Rgb, hour: Hour, random: Random, options: DabOptions): void {
  const { width, height } = canvas;
  const meanArea = ((options.length[0] + options.length[1]) / 2) * ((options.width[0] + options.width[1]) / 2);
  const count = Math.round((options.coverage * width * height) / meanArea);
  const lab: [number, number, number] = [0, 0, 0];
  const rgb: [number, number, number] = [0, 0, 0];
  for (let s = 0; s < count; s++) {
    const x = random.next() * width;
    const y = random.next() * height;
    const i = Math.min(height - 1, Math.floor(y)) * width + Math.min(width - 1, Math.floor(x));
    const chance = random.next();
    if (options.where && chance > options.where.data[i]) continue;
    const p = i * 3;
    rgbToLab(source.data[p], source.data[p + 1], source.data[p + 2], lab);
    // Warm more often in the light, cool more often in the shade.
    const warm = random.next() < 0.25 + 0.5 * clamp01((lab[0] - 30) / 50);
    const [da, db] = warm ? hour.warmDab : hour.coolDab;
    const lean = options.broken * random.between(0.4, 1.1);
    labToRgb(
      lab[0] + random.normal() * options.lightnessJitter + (warm ? 2 : -2) * options.broken,
      lab[1] + da * lean + random.normal() * 4,
      lab[2] + db * lean + random.normal() * 4,
      rgb,
    );
    const fineness = options.fine ? options.fine.data[i] : 0;
    const shrink = 1 - fineness * (1 - (options.fineScale ?? 0.4));
    const length = random.between(options.length[0], options.length[1]) * shrink;
    const angle = options.angle(x, y);
    const [ux, uy] = [(Math.cos(angle) * length) / 2, (Math.sin(angle) * length) / 2];
    paintRibbon(
      canvas,
      relief,
      {
        points: [x - ux, y - uy, x + ux, y + uy],
        width: random.between(options.width[0], options.width[1]) * shrink,
        colour: [clamp01(rgb[0]), clamp01(rgb[1]), clamp01(rgb[2])],
        opacity: options.opacity,
        bristles: options.bristles ?? 0.3,
        phase: random.next(),
      },
      { picture: source, tolerance: options.edgeTolerance * (1 - 0.5 * fineness) + 0.22 * options.broken },
    );
  }
}
