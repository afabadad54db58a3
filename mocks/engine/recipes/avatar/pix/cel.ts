// Cel shading: lightness in a few steps (the painted light and shadow of an animation cel),
// colour kept from the smoothed picture and made richer. `softness` sets how quickly one step
// turns into the next: a hard cel edge (0.1) or the gentle banding of a painted film (0.6).
// Lightness is luma, moved by adding the same amount to each channel: hue and chroma stay as
// they were, at a fraction of the cost of a round trip through CIELAB.
import { createRgb, smoothstep, type Rgb } from '../../shared/raster';

export interface CelOptions {
  /** Lightness per step, in percent of white (15–20 reads as cel shading). */
  step: number;
  /** Share of a step spent ramping to the next (0.1 hard … 1 a smooth S between levels). */
  softness: number;
  /** Chroma gain. */
  chroma: number;
  /** Lightness range the steps are mapped into: darkest and lightest. */
  floor: number;
  ceiling: number;
}

export function celShade(picture: Rgb, options: CelOptions): Rgb {
  const { step, softness, chroma, floor, ceiling } = options;
  const span = (ceiling - floor) / 100;
  const rampStart = 1 - Math.min(1, Math.max(0.02, softness));
  const result = createRgb(picture.width, picture.height);
  const source = picture.data;
  const out = result.data;
  for (let p = 0; p < source.length; p += 3) {
    const r = source[p];
    const g = source[p + 1];
    const b = source[p + 2];
    const luma = 0.299 * r + 0.587 * g + 0.114 * b;
    const position = (luma * 100) / step;
    const band = Math.floor(position);
    const within = position - band;
    // Flat inside a band, then a ramp up to the next band's level at the band's end.
    const stepped = (band + 0.5 + smoothstep(rampStart, 1, within)) * step;
    const target = (floor + Math.min(100, stepped) * span) / 100;
    out[p] = target + (r - luma) * chroma;
    out[p + 1] = target + (g - luma) * chroma;
    out[p + 2] = target + (b - luma) * chroma;
  }
  return result;
}
