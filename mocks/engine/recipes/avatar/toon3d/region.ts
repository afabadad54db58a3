// Masks that cover a small part of the picture (an eye, the lips) blurred only around what they
// cover: a blur of the whole avatar per feature costs more than the rest of a style together.
import { maskBounds } from '../../shared/maskBounds';
import { createGrey, type Grey } from '../../shared/raster';
import { blurGrey } from '../blur';

/** The mask blurred by `sigma`, computed over the box round its non-zero pixels (grown by 3 sigma). */
export function blurLocal(mask: Grey, sigma: number): Grey {
  const { width, height, data } = mask;
  const bounds = maskBounds(mask, 0, Math.ceil(sigma * 3) + 2);
  if (!bounds) return mask;
  const { left, top, right, bottom } = bounds;
  const part = createGrey(right - left + 1, bottom - top + 1);
  for (let y = top; y <= bottom; y++)
    part.data.set(data.subarray(y * width + left, y * width + right + 1), (y - top) * part.width);
  const blurred = blurGrey(part, sigma);
  const result = createGrey(width, height);
  for (let y = top; y <= bottom; y++)
    result.data.set(blurred.data.subarray((y - top) * part.width, (y - top + 1) * part.width), y * width + left);
  return result;
}
