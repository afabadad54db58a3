// The girl's flush's colour and strength, read from the cheeks' own skin. One pink for every face
// read as paint on the brown-skinned woman and odd on the men (session 25's panel): a real flush on
// a brown or dark skin is a deeper, warmer red-brown (redder, more saturated, a little darker),
// never a pink lighter than the skin; on a pale skin it is rosy pink. The flush is a multiply
// (one factor per channel), so the skin's light and texture show through it.
import type { CheekApple } from './blush';
import type { Raster } from './raster';

export type Tone = readonly [number, number, number];

/**
 * How far toward the flush's colour the centre goes at full bloom for a skin of middle light
 * (`MIDDLE` levels of green). A pale skin shows a flush in a smaller share (a full share was a pink
 * disc on the blonde), a dark one needs a larger.
 */
const STRENGTH = 0.72;
const MIDDLE = 130;
const LEAST = 0.7;
const MOST = 1.2;
/**
 * A deep skin's share, whatever its light: its red-brown factors already lower green and blue
 * more than the pink's, and at the dark man's light share (1.2) his flush was blotchy red patches
 * in the GIF; at the brown-skinned woman's own (0.96) it was faint.
 */
const DEEP_SHARE = 1.05;
/**
 * A skin's depth, 0 pale … 1 brown, from its saturation (1 minus the least channel over the
 * most): the gallery's pale faces measure 0.21–0.29 on the cheeks, the brown-skinned woman and the
 * dark man 0.56–0.58. Light alone does not tell them apart: the woman's dim photo is darker than
 * the brown-skinned woman's bright one.
 */
const PALE = 0.27;
const DEEP = 0.55;
/**
 * The flush's factors on a pale skin and on a deep one, mixed by the skin's depth. Pale: red kept,
 * green lowered more than blue, a rosy pink. Deep: green and blue lowered alike and red a little,
 * so the skin's hue turns toward red without turning magenta, more saturated and a little darker
 * (a pink's blue above its green was the "paint" on the brown-skinned woman's warm skin).
 */
const ROSY = [1, 0.74, 0.8] as const;
const DEEP_RED = [0.9, 0.62, 0.56] as const;

/** The cheeks' mean colour about the patches' centres (half their width across), or a middle skin's. */
export function cheekTone(photo: Raster, apples: readonly CheekApple[]): Tone {
  const sum = [0, 0, 0];
  let count = 0;
  for (const apple of apples) {
    const r = Math.max(1, Math.round(0.5 * apple.across));
    for (let y = Math.round(apple.y) - r; y <= Math.round(apple.y) + r; y++) {
      for (let x = Math.round(apple.x) - r; x <= Math.round(apple.x) + r; x++) {
        if (x < 0 || y < 0 || x >= photo.width || y >= photo.height) continue;
        const offset = (y * photo.width + x) * 3;
        for (let channel = 0; channel < 3; channel++) sum[channel] += photo.data[offset + channel];
        count++;
      }
    }
  }
  if (count === 0) return [MIDDLE + 40, MIDDLE, MIDDLE - 10];
  return [sum[0] / count, sum[1] / count, sum[2] / count];
}

/**
 * The share of the flush's colour the face's skin takes at full bloom: the cheeks' green (their
 * light, the channel the flush lowers most) against a middle skin's, clamped, mixed toward a
 * deep skin's own share by its depth.
 */
export function skinShare(tone: Tone): number {
  const light = Math.min(MOST, Math.max(LEAST, MIDDLE / Math.max(1, tone[1])));
  return STRENGTH * (light + (DEEP_SHARE - light) * skinDepth(tone));
}

/** 0 for a pale skin … 1 for a brown or dark one. */
export function skinDepth([r, g, b]: Tone): number {
  const most = Math.max(r, g, b, 1);
  const saturation = 1 - Math.min(r, g, b) / most;
  return Math.min(1, Math.max(0, (saturation - PALE) / (DEEP - PALE)));
}

/** The flush's factors (red, green, blue) for a skin of this tone, a multiply: never above 1. */
export function flushTint(tone: Tone): Tone {
  const depth = skinDepth(tone);
  const mix = (channel: number): number => ROSY[channel] + (DEEP_RED[channel] - ROSY[channel]) * depth;
  return [mix(0), mix(1), mix(2)];
}
