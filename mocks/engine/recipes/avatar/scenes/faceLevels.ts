// The face's darkest parts as deep as the scene's. A gallery face, lifted out of a dim room
// (exposure.ts) and enlarged, comes out flat: its pupils, brows and nostrils a grey 0.14–0.16 of
// luma while the drawn scene beside it goes down to 0.06. Readers call it "a photo face pasted
// on": a washed-out print laid on a deep drawing. The face's black point is moved towards the
// backdrop's, on a toe curve that deepens only the tones under the face's median (the skin's
// light and its colour stay), by one gain over the three channels (no hue shift).
import { luma, type Grey, type Rgb } from '../../shared/raster';

/** The share of the face's pixels taken as its black (its darkest 1 %: pupils, lashes, nostrils). */
const BLACK_SHARE = 0.01;
/** How far above the backdrop's own black the face's may stay: a face has no ink-black. */
const ABOVE_BACKDROP = 0.02;
/** The most the black is deepened (0–1 of luma): more turned the eyes' sockets into holes. */
const MOST = 0.12;

function lumaAt(data: Float32Array, i: number): number {
  return luma(data[i * 3], data[i * 3 + 1], data[i * 3 + 2]);
}

/** The luma at `share` of the pixels, darkest first, where `where` is over a half (or of all, without it). */
export function lumaShare(data: Float32Array, share: number, where?: Grey): number {
  // Sorted as a typed array (numeric, no comparator called per pair: three of these a scene took
  // about 17 % of its time); the lights are finite, so the share's value is the one the
  // comparator's sort picked (a zero's sign aside, which nothing below tells apart).
  const pixels = data.length / 3;
  const values = new Float64Array(pixels);
  let count = 0;
  for (let i = 0; i < pixels; i++) if (!where || where.data[i] > 0.5) values[count++] = lumaAt(data, i);
  if (count === 0) return 0;
  const sorted = values.subarray(0, count).sort();
  return sorted[Math.min(count - 1, Math.floor(count * share))];
}

/** The face's black, median and how much its black is deepened to meet the backdrop's (0 when it already does). */
export interface FaceLevels {
  black: number;
  median: number;
  deepen: number;
}

export function faceLevelsFor(picture: Rgb, face: Grey, backdrop: Float32Array): FaceLevels {
  const black = lumaShare(picture.data, BLACK_SHARE, face);
  const median = lumaShare(picture.data, 0.5, face);
  const target = lumaShare(backdrop, BLACK_SHARE) + ABOVE_BACKDROP;
  if (black <= target || median <= black) return { black, median, deepen: 0 };
  // The toe curve below moves the black by deepen·(1 − black/median)²; solved for the target.
  const reach = (1 - black / median) ** 2;
  return { black, median, deepen: Math.min(MOST, (black - target) / Math.max(0.05, reach)) };
}

/**
 * Deepens the tones under the face's median inside `mask` (0–1): luma L goes to
 * L − deepen·(1 − L/median)², steepest at black and nothing at the median, so the curve only
 * rises (no tone crosses another) and the skin's lit half is left as it was.
 */
export function setFaceLevels(picture: Rgb, mask: Grey, { median, deepen }: FaceLevels): void {
  if (deepen <= 0) return;
  const { data } = picture;
  for (let i = 0; i < mask.data.length; i++) {
    const m = mask.data[i];
    if (m <= 0) continue;
    const l = lumaAt(data, i);
    if (l >= median || l <= 1e-4) continue;
    const toned = Math.max(0, l - deepen * (1 - l / median) ** 2);
    const gain = 1 + (toned / l - 1) * m;
    for (let c = 0; c < 3; c++) data[i * 3 + c] *= gain;
  }
}
