// The face's sharpening kept within what the face itself holds. faceFinish and faceClarity sharpen
// a soft enlarged crop hard (its softness measured, the features' scale up to 0.9 and the 1–2 px
// band up to 1.8 times): at an edge the unsharp mask overshoots, so a brow's light skin above it
// comes out lighter than any skin near it and the brow darker than any of its hairs. Readers saw
// the black-and-white grey woman's as "crunchy, halos on the brows, eyes and teeth". Here each
// pixel's luma is held within the local range (its brightest and darkest within a small square)
// the face had before the sharpening, plus a little slack: an edge keeps its new steepness, only
// the overshoot beyond the photo's own light and dark is taken off.
import { createGrey, type Grey, type Rgb } from '../../shared/raster';
import { LEFT_EYE, LIPS, RIGHT_EYE, type XY } from '../landmarks';
import { fillPolygon } from '../masks';

/** How far past the photo's local range a sharpened pixel may go (0–1 of luma): grain, not halo. */
const SLACK = 0.02;
/**
 * The slack inside the eyes and the lips, added to SLACK: there the sharpened darks and lights
 * are the features' own (a pupil, a lash line, a tooth's edge). Held to the photo's range they
 * went flat, and readers found the unclamped face "crisper (eyes, teeth)".
 */
const FEATURE_SLACK = 0.06;

/** The eyes' openings and the lips (with the teeth between them), 0–1: where FEATURE_SLACK applies. */
export function featureOpenings(mesh: readonly XY[], size: number): Grey {
  const openings = createGrey(size, size);
  for (const outline of [RIGHT_EYE, LEFT_EYE, LIPS])
    fillPolygon(
      outline.map((index) => mesh[index]),
      size,
      size,
      openings,
    );
  return openings;
}

/** The luma of `picture` as a plane. */
function lumaPlane({ width, height, data }: Rgb): Grey {
  const plane = createGrey(width, height);
  for (let i = 0, p = 0; i < plane.data.length; i++, p += 3)
    plane.data[i] = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
  return plane;
}

/** The largest (`sign` 1) or smallest (−1) value of `plane` within a square of half side `radius`. */
export function extreme(plane: Grey, radius: number, sign: 1 | -1): Float32Array {
  const { width, height, data } = plane;
  const along = new Float32Array(data.length);
  const out = new Float32Array(data.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let v = data[y * width + x] * sign;
      for (let k = Math.max(0, x - radius); k <= Math.min(width - 1, x + radius); k++)
        v = Math.max(v, data[y * width + k] * sign);
      along[y * width + x] = v;
    }
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let v = along[y * width + x];
      for (let k = Math.max(0, y - radius); k <= Math.min(height - 1, y + radius); k++) v = Math.max(v, along[k * width + x]);
      out[y * width + x] = v * sign;
    }
  return out;
}

/**
 * `after` (the sharpened face) brought back, inside `mask` (0–1), to the local luma range of
 * `before` (the same picture unsharpened) over a square of half side `radius` pixels: the halos'
 * overshoot removed by moving the pixel's three channels together, so its colour is kept.
 * Within `openings` (featureOpenings) the slack is larger.
 */
export function clampHalos(after: Rgb, before: Rgb, mask: Grey, radius: number, openings?: Grey): void {
  const r = Math.max(1, Math.round(radius));
  const lumaBefore = lumaPlane(before);
  const high = extreme(lumaBefore, r, 1);
  const low = extreme(lumaBefore, r, -1);
  const { data } = after;
  for (let i = 0, p = 0; i < mask.data.length; i++, p += 3) {
    const m = mask.data[i];
    if (m <= 0) continue;
    const l = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
    const slack = SLACK + (openings ? openings.data[i] * FEATURE_SLACK : 0);
    const over = Math.max(0, l - high[i] - slack) - Math.max(0, low[i] - slack - l);
    if (over === 0) continue;
    for (let c = 0; c < 3; c++) {
      const v = data[p + c] - over * m;
      data[p + c] = v < 0 ? 0 : v > 1 ? 1 : v;
    }
  }
}
