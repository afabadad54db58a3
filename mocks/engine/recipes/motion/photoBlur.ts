// How soft the photo is around the mouth: the blur (a Gaussian's sigma, pixels) its edges show.
// An opened mouth is painted; a painted interior as sharp as paint on a soft, enlarged face read
// as a crisp hole pasted on a blurry photo (issue 37's fourth panel, the bald man). Softened by
// this much it has the photo's own softness at the mouth, and on a sharp photo it stays sharp.
import type { Raster } from './raster';

/**
 * A Gaussian-blurred step of height A has gradients summing to A across it and second
 * differences summing to twice its peak slope, A / (sigma √(2π)): their ratio is sigma × 1.25.
 * Summed over many edges (lips, moustache, skin folds) the ratio still says sigma; noise and
 * fine texture only make it read sharper, the safe side (never blur a sharp photo).
 */
const RATIO_PER_SIGMA = Math.sqrt(2 * Math.PI) / 2;

/** Edges weaker than this (grey levels a pixel) are left out: flat skin's noise says nothing of the blur. */
const LEAST_SLOPE = 1.5;

function grey(picture: Raster, x: number, y: number): number {
  const column = Math.max(0, Math.min(picture.width - 1, x));
  const row = Math.max(0, Math.min(picture.height - 1, y));
  const offset = (row * picture.width + column) * 3;
  return 0.299 * picture.data[offset] + 0.587 * picture.data[offset + 1] + 0.114 * picture.data[offset + 2];
}

/** The blur's sigma (pixels) over the box centred on (centerX, centerY), `halfWidth` × `halfHeight` pixels each way. */
export function blurAround(picture: Raster, centerX: number, centerY: number, halfWidth: number, halfHeight: number): number {
  let slopes = 0;
  let bends = 0;
  const left = Math.round(centerX - halfWidth);
  const right = Math.round(centerX + halfWidth);
  const top = Math.round(centerY - halfHeight);
  const bottom = Math.round(centerY + halfHeight);
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const here = grey(picture, x, y);
      const before = grey(picture, x - 1, y);
      const after = grey(picture, x + 1, y);
      const above = grey(picture, x, y - 1);
      const below = grey(picture, x, y + 1);
      const slopeX = Math.abs(after - before) / 2;
      const slopeY = Math.abs(below - above) / 2;
      if (slopeX > LEAST_SLOPE) {
        slopes += slopeX;
        bends += Math.abs(after + before - 2 * here);
      }
      if (slopeY > LEAST_SLOPE) {
        slopes += slopeY;
        bends += Math.abs(below + above - 2 * here);
      }
    }
  }
  if (bends <= 0) return 0;
  // Each edge's slope is counted over its width and its bend twice (each side of it), as in the ratio above.
  return slopes / bends / RATIO_PER_SIGMA;
}
