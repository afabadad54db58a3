// The fine detail the scenes' face-finish tests read (crackle.test, faceBlocks.test): the mean
// |luma − its blur over `sigma`| where a mask is at least 0.9. Both tests wrote it in their own copy.
import { blurRgb } from '../recipes/avatar/blur';
import { luma, type Grey, type Rgb } from '../recipes/shared/raster';

/** The mean |luma − its blur over `sigma`| where `where` is at least 0.9. */
export function detailWithin(picture: Rgb, where: Grey, sigma: number): number {
  const soft = blurRgb(picture, sigma);
  const at = (d: Float32Array, p: number): number => luma(d[p], d[p + 1], d[p + 2]);
  let sum = 0;
  let count = 0;
  for (let i = 0; i < where.data.length; i++) {
    if (where.data[i] < 0.9) continue;
    sum += Math.abs(at(picture.data, i * 3) - at(soft.data, i * 3));
    count++;
  }
  return sum / Math.max(1, count);
}
