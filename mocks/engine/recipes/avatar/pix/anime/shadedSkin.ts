// Skin in shadow, told from hair in shadow (./measure.ts `length`). Beside a side-lit face the
// neck under the jaw is in the head's shadow, and a dark shade of light brown hair is the colour
// of shaded skin: the sample woman's shaded neck read as hair, and she was drawn with a long lock
// on that side where her hair is combed back. The face's own shaded skin says what her skin in
// shadow looks like: a dark pixel nearer a shade of it than a shade of the hair is skin.
import { luma, lumaOf, type Colour, type Grey, type Rgb } from '../../../shared/raster';

/** The darker quantiles of the face's skin (the shaded cheek and jaw) whose mean is the shade's colour. */
const SHADE_FROM = 0.1;
const SHADE_TO = 0.3;

/**
 * The colour of the face's skin in shadow: the mean of its darker pixels (`face`: the face's
 * outline) between `from` (the eyes) and `to` (the chin) — below the brows, the forehead's
 * hairline and the eyes' lashes are not skin.
 */
export function shadedSkinOf(picture: Rgb, face: Grey, from: number, to: number): Colour | null {
  const { width, height, data } = picture;
  const pixels: number[] = [];
  for (let y = Math.max(0, Math.floor(from)); y < Math.min(height, to); y += 2)
    for (let x = 0; x < width; x += 2) if (face.data[y * width + x] > 0.9) pixels.push((y * width + x) * 3);
  if (pixels.length < 50) return null;
  const sorted = pixels.map((p) => ({ p, l: luma(data[p], data[p + 1], data[p + 2]) })).sort((a, b) => a.l - b.l);
  const start = Math.floor(sorted.length * SHADE_FROM);
  const end = Math.ceil(sorted.length * SHADE_TO);
  const sum = [0, 0, 0];
  for (let k = start; k < end; k++) for (let c = 0; c < 3; c++) sum[c] += data[sorted[k].p + c];
  const n = end - start;
  return [sum[0] / n, sum[1] / n, sum[2] / n];
}

/**
 * How much nearer the skin's shade than the hair's a pixel must be to be skin: a blonde's and a
 * grey-haired woman's hair in shade is near her skin's shade too, and must stay hair.
 */
const CLEARLY_NEARER = 0.5;

/** Below this (RGB distance) the face's shaded skin is itself a shade of the hair (the grey-haired woman's grey photo): it tells nothing. */
const SAME_SHADE = 0.02;

/** How far a pixel is from `colour` brought to the pixel's own lightness (a shade of it). */
function fromShadeOf(data: Float32Array, p: number, colour: Colour): number {
  const k = luma(data[p], data[p + 1], data[p + 2]) / Math.max(0.02, lumaOf(colour));
  return Math.hypot(data[p] - colour[0] * k, data[p + 1] - colour[1] * k, data[p + 2] - colour[2] * k);
}

/** Whether the pixel is nearer a shade of the face's shaded skin than a shade of the hair. */
export function isShadedSkin(data: Float32Array, p: number, shadedSkin: Colour | null, hair: Colour): boolean {
  if (shadedSkin === null || fromShadeOf(Float32Array.from(shadedSkin), 0, hair) < SAME_SHADE) return false;
  return fromShadeOf(data, p, shadedSkin) < CLEARLY_NEARER * fromShadeOf(data, p, hair);
}
