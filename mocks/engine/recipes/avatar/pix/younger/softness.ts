// How many times a photo's face was enlarged before it reached the recipe, read from its pixels:
// a face enlarged k times loses (almost) nothing when it is brought down k times and up again,
// and a face with real detail at that scale does. The loss is measured on the face's box as a
// share of its light's variation round a wide local mean, so a dark or a low-contrast face is
// judged as a bright one is.
import { createRgb, type Rgb } from '../../../shared/raster';
import { gaussianData } from '../../blur';
import type { XY } from '../../landmarks';
import { FACE_OVAL } from '../../landmarks';
import { enlarge } from '../../resample';
import { reduce } from './superres';

/**
 * Most of a face's detail lost at a reduction: a face enlarged at least as much as the reduction
 * loses under this share (a bicubic enlargement's ramps survive a box reduction and a bilinear
 * enlargement almost whole).
 */
const LOSS_LIMIT = 0.03;

/** The factors tried, largest first. */
const FACTORS = [8, 6, 4, 3, 2] as const;

/** The light (0–1) of each pixel. */
function lightOf(picture: Rgb): Float32Array {
  const { data } = picture;
  const light = new Float32Array(picture.width * picture.height);
  for (let i = 0, p = 0; i < light.length; i++, p += 3) light[i] = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
  return light;
}

/** The face's box (the oval's, a square), cut out at a side divisible by every factor tried. */
function faceBox(picture: Rgb, mesh: readonly XY[]): Rgb {
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const index of FACE_OVAL) {
    minX = Math.min(minX, mesh[index][0]);
    maxX = Math.max(maxX, mesh[index][0]);
    minY = Math.min(minY, mesh[index][1]);
    maxY = Math.max(maxY, mesh[index][1]);
  }
  const side = Math.max(24, Math.min(picture.width, picture.height, Math.floor(Math.max(maxX - minX, maxY - minY) / 24) * 24));
  const left = Math.max(0, Math.min(picture.width - side, Math.round((minX + maxX - side) / 2)));
  const top = Math.max(0, Math.min(picture.height - side, Math.round((minY + maxY - side) / 2)));
  const box = createRgb(side, side);
  for (let y = 0; y < side; y++)
    box.data.set(
      picture.data.subarray(((top + y) * picture.width + left) * 3, ((top + y) * picture.width + left + side) * 3),
      y * side * 3,
    );
  return box;
}

/** The share of the face's detail a reduction by `factor` and a plain enlargement back lose. */
export function lossAt(face: Rgb, factor: number): number {
  const light = lightOf(face);
  const back = lightOf(enlarge(reduce(face, factor), face.width, face.height));
  const broad = gaussianData(light, face.width, face.height, 1, face.width / 24);
  let lost = 0;
  let detail = 0;
  for (let i = 0; i < light.length; i++) {
    lost += (light[i] - back[i]) ** 2;
    detail += (light[i] - broad[i]) ** 2;
  }
  return detail > 0 ? lost / detail : 0;
}

/** How many times (1–8) the face in `picture` was enlarged: the largest factor its detail survives. */
export function enlargementOf(picture: Rgb, mesh: readonly XY[]): number {
  const face = faceBox(picture, mesh);
  for (const factor of FACTORS) if (lossAt(face, factor) < LOSS_LIMIT) return factor;
  return 1;
}
