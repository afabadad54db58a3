// One photograph, not a collage. A gallery face is a soft crop enlarged several times; set on a
// crisp vector drawing it reads as a photo pasted on clip-art, however well its edge is blended.
// So the drawing is brought towards the face's light and texture: everything the photo does not
// show is softened by the caller's measure (the clip scenes: a lens's 0.6 px, since blurred to a
// soft face's own softness the whole picture read as out of focus), the brightest parts bloom a
// little, the light falls off away from the person into a vignette, one colour grade goes over
// the whole picture, and one grain over scene and face alike.
import type { Random } from '../../shared/random';
import type { Colour, Grey } from '../../shared/raster';
import { smoothstep } from '../../shared/raster';
import { gaussianData } from '../blur';
import { addGrain } from './faceFinish';

const LUMA = [0.299, 0.587, 0.114] as const;

export interface FinishLook {
  /** The scene's light: the highlights are graded towards it, the bloom takes its colour. */
  light: Colour;
  /** The colour the shadows are lifted towards (a matte print's toe), 0–1. */
  shadow: Colour;
  /** Where the light is centred (the face), in pixels. */
  centre: readonly [number, number];
  /** How dark the corners go (0–1). */
  vignette: number;
  /** How strongly the brightest parts glow (0–1). */
  bloom: number;
}

/**
 * How soft a face is, in pixels: its gradient energy before and after a known blur `b` gives
 * it (a blurred edge's energy goes as 1/σ, so σ = b·r/√(1−r²) with r the energy's ratio).
 * Measured on the luma inside `where` (the face's oval), over its bounding box.
 */
export function softnessOf(data: Float32Array, size: number, where: Grey): number {
  let x0 = size;
  let y0 = size;
  let x1 = -1;
  let y1 = -1;
  for (let i = 0; i < where.data.length; i++) {
    if (where.data[i] < 0.9) continue;
    const x = i % size;
    const y = (i - x) / size;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  if (x1 - x0 < 16 || y1 - y0 < 16) return 1;
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const luma = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const p = ((y + y0) * size + x + x0) * 3;
      luma[y * w + x] = LUMA[0] * data[p] + LUMA[1] * data[p + 1] + LUMA[2] * data[p + 2];
    }
  const known = 2;
  const blurred = gaussianData(luma, w, h, 1, known);
  const energy = (plane: Float32Array): number => {
    let sum = 0;
    for (let y = 0; y < h - 1; y++)
      for (let x = 0; x < w - 1; x++) {
        const i = y * w + x;
        if (where.data[(y + y0) * size + x + x0] < 0.9) continue;
        sum += (plane[i + 1] - plane[i]) ** 2 + (plane[i + w] - plane[i]) ** 2;
      }
    return sum;
  };
  const ratio = Math.min(0.97, energy(blurred) / Math.max(1e-9, energy(luma)));
  return (known * ratio) / Math.sqrt(1 - ratio * ratio);
}

/**
 * The finish over a composed picture `out` (0–1 RGB of a `size` square). `sharp` (0–1) is where
 * the photo's face shows with nothing drawn over it: it keeps its own focus, and the rest is
 * softened by `soften` pixels, so drawn edges are no crisper than the face's.
 */
export function photoFinish(
  out: Float32Array,
  size: number,
  sharp: Grey,
  soften: number,
  look: FinishLook,
  random: Random,
): void {
  // The drawing at the face's softness (a lens never draws a vector's edge).
  if (soften >= 0.5) {
    const soft = gaussianData(out, size, size, 3, soften);
    for (let i = 0, p = 0; i < sharp.data.length; i++, p += 3) {
      const k = 1 - sharp.data[i];
      if (k <= 0) continue;
      for (let c = 0; c < 3; c++) out[p + c] += (soft[p + c] - out[p + c]) * k;
    }
  }
  // Bloom: what is brighter than a lit face glows into what is round it, as in a lens.
  if (look.bloom > 0) {
    const bright = new Float32Array(out.length);
    for (let p = 0; p < out.length; p += 3) {
      const l = LUMA[0] * out[p] + LUMA[1] * out[p + 1] + LUMA[2] * out[p + 2];
      const k = smoothstep(0.7, 1, l);
      for (let c = 0; c < 3; c++) bright[p + c] = out[p + c] * k;
    }
    const glow = gaussianData(bright, size, size, 3, size * 0.02);
    for (let p = 0; p < out.length; p += 3)
      for (let c = 0; c < 3; c++) out[p + c] += (1 - out[p + c]) * glow[p + c] * look.bloom * look.light[c];
  }
  // Light falling off from the person to the corners; then one grade: a lifted toe in the
  // scene's shadow colour (a print's matte blacks), highlights towards its light, the drawing's
  // pure colours a little muted as film mutes them. No added contrast: the face's own steps
  // (a chin's shadow over the neck) would grow with it.
  const [cx, cy] = look.centre;
  const reach = size * 0.75;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const p = (y * size + x) * 3;
      const r = Math.hypot(x - cx, (y - cy) * 0.9) / reach;
      const fall = 1 - look.vignette * smoothstep(0.35, 1.1, r);
      let l = 0;
      for (let c = 0; c < 3; c++) {
        out[p + c] *= fall;
        l += LUMA[c] * out[p + c];
      }
      // Only the drawing's pure colours are muted: skin's gentle chroma (and the scene's light
      // on it) is kept.
      const spread = Math.max(Math.abs(out[p] - l), Math.abs(out[p + 1] - l), Math.abs(out[p + 2] - l));
      const mute = 1 - 0.25 * smoothstep(0.15, 0.5, spread);
      const toe = 0.045 * (1 - smoothstep(0, 0.35, l));
      const high = smoothstep(0.55, 1, l) * 0.08;
      for (let c = 0; c < 3; c++) {
        const chroma = (out[p + c] - l) * mute;
        let v = l + chroma;
        v += toe * look.shadow[c];
        v += (look.light[c] - 1) * high * v;
        out[p + c] = v < 0 ? 0 : v > 1 ? 1 : v;
      }
    }
  }
  // One grain over scene and face alike, a film's, finer than the face's own detail.
  addGrain(out, size, random, 0.011);
}
