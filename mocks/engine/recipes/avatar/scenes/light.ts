// The person lit by the scene they are set in, so the cut-out reads as standing in it rather
// than pasted on: the photo's colour moved towards the scene's key light (its brightness kept),
// a side lit more than the other by that key, a rim of the scene's light along the head's
// far edge, and the head's soft shadow falling on the neck and the collar below the jaw.
import type { Colour, Grey, Rgb } from '../../shared/raster';
import { smoothstep } from '../../shared/raster';
import { blurGrey } from '../blur';

const LUMA = [0.299, 0.587, 0.114] as const;

/**
 * Every pixel's colour moved `amount` (0–1) of the way towards the light's hue, as a white
 * balance to that light would, its brightness (luma) kept: a blue-lit helmet turns the face
 * cool, a warm stage warm, without darkening or bleaching it.
 */
export function toSceneLight(picture: Rgb, light: Colour, amount: number): void {
  const lightLuma = LUMA[0] * light[0] + LUMA[1] * light[1] + LUMA[2] * light[2];
  const gain = light.map((v) => 1 + (v / Math.max(0.05, lightLuma) - 1) * amount);
  const { data } = picture;
  for (let p = 0; p < data.length; p += 3) {
    const before = LUMA[0] * data[p] + LUMA[1] * data[p + 1] + LUMA[2] * data[p + 2];
    const r = data[p] * gain[0];
    const g = data[p + 1] * gain[1];
    const b = data[p + 2] * gain[2];
    const after = LUMA[0] * r + LUMA[1] * g + LUMA[2] * b;
    const keep = after > 1e-4 ? before / after : 1;
    data[p] = Math.min(1, r * keep);
    data[p + 1] = Math.min(1, g * keep);
    data[p + 2] = Math.min(1, b * keep);
  }
}

export interface KeyLight {
  /** The light's colour (0–1). */
  colour: Colour;
  /** Which side the key comes from: -1 the picture's left, 1 its right. */
  from: -1 | 1;
  /** How much brighter the lit side is than the middle (and the far side darker), 0–1. */
  strength: number;
  /** How strong the rim of light on the far edge is, 0–1. */
  rim: number;
}

/** Below this brightness (0–1 luma) a pixel takes none of the rim, above RIM_LIGHT all of it. */
const RIM_DARK = 0.15;
const RIM_LIGHT = 0.45;

/**
 * On the person (`mask`, 0–1) of a finished picture `out` (0–1 RGB): the key's side lit, the
 * other shaded, across the head's width `width` around `centreX`; and near the mask's edge on
 * the far side, the scene's light added as a rim, on what is not dark (RIM_DARK–RIM_LIGHT).
 */
export function keyAndRim(out: Float32Array, mask: Grey, centreX: number, width: number, key: KeyLight): void {
  const { width: size, height } = mask;
  const inner = blurGrey(mask, Math.max(1, width * 0.05));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const m = mask.data[i];
      if (m <= 0) continue;
      const across = Math.max(-1, Math.min(1, (x - centreX) / (width * 0.6))) * key.from;
      const shade = 1 + key.strength * across;
      // Inside the edge, where the blurred mask falls below the mask, on the side away from the key.
      const edge = Math.max(0, m - inner.data[i]) * 2.5;
      const p = i * 3;
      // Only on what is light enough to catch it: on dark hair a rim reads as a pale halo
      // round the head (the panels), not as light; skin and fair hair keep it.
      const own = 0.299 * out[p] + 0.587 * out[p + 1] + 0.114 * out[p + 2];
      const rim = Math.min(1, edge) * smoothstep(0.1, 0.7, -across) * key.rim * smoothstep(RIM_DARK, RIM_LIGHT, own);
      for (let c = 0; c < 3; c++) {
        const lit = out[p + c] * shade;
        const withRim = lit + (1 - lit) * rim * key.colour[c];
        out[p + c] = out[p + c] + (Math.min(1, withRim) - out[p + c]) * m;
      }
    }
  }
}

/**
 * The head's shadow on what is under it: the face's oval moved down by `drop` and softened by
 * `soften`, darkening `out` by up to `depth` where `under` (the neck and clothes, 0–1) is and
 * the oval itself is not.
 */
export function shadowUnderHead(out: Float32Array, oval: Grey, under: Grey, drop: number, soften: number, depth: number): void {
  const { width: size, height } = oval;
  const moved = oval.data.slice();
  const shift = Math.round(drop);
  moved.fill(0);
  for (let y = shift; y < height; y++) moved.set(oval.data.subarray((y - shift) * size, (y - shift + 1) * size), y * size);
  const shadow = blurGrey({ width: size, height, data: moved }, Math.max(1, soften));
  // It deepens over a short way below the chin rather than starting at full depth at its edge.
  const clear = blurGrey(oval, Math.max(1, drop * 0.5));
  for (let i = 0; i < shadow.data.length; i++) {
    const dark = shadow.data[i] * (1 - clear.data[i]) * (1 - oval.data[i]) * under.data[i] * depth;
    if (dark <= 0) continue;
    const p = i * 3;
    for (let c = 0; c < 3; c++) out[p + c] *= 1 - dark;
  }
}
