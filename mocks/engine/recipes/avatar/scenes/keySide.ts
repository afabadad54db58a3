// Which side the photo's own light comes from, read off the face: the mean brightness of the
// cheeks and temples on the picture's left against the same points on its right. The scene's
// key light (the clothes' and the neck's shading, the rim on the far edge) then falls from the
// side the face is already lit from: a face lit from the left on a suit lit from the right is
// two pictures.
import { lumaOf, meanColourAround, type Rgb } from '../../shared/raster';
import type { XY } from '../landmarks';

/** Mesh points in mirror pairs across the face: cheeks, under the eyes, temples, the jaw's sides. */
const PAIRS: readonly (readonly [number, number])[] = [
  [50, 280],
  [101, 330],
  [205, 425],
  [116, 345],
  [187, 411],
  [147, 376],
];

export interface FaceLight {
  /** The lit side: -1 the picture's left, 1 its right. */
  from: -1 | 1;
  /** How much brighter the lit side is than the other, as a share of their mean (0: even). */
  contrast: number;
}

/**
 * The face's lit side and how much brighter it is; `fallback` (the scene's own key) when the
 * two sides are within `even` of each other (a face lit from the front).
 */
export function faceLight(picture: Rgb, mesh: readonly XY[], fallback: -1 | 1, even = 0.03): FaceLight {
  const radius = Math.max(1, Math.hypot(mesh[33][0] - mesh[263][0], mesh[33][1] - mesh[263][1]) * 0.08);
  let left = 0;
  let right = 0;
  for (const [a, b] of PAIRS) {
    const [onLeft, onRight] = mesh[a][0] < mesh[b][0] ? [a, b] : [b, a];
    left += lumaOf(meanColourAround(picture, mesh[onLeft], radius));
    right += lumaOf(meanColourAround(picture, mesh[onRight], radius));
  }
  const contrast = Math.abs(right - left) / Math.max(1e-3, (right + left) / 2);
  if (contrast < even) return { from: fallback, contrast };
  return { from: right > left ? 1 : -1, contrast };
}
