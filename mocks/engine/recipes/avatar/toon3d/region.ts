// Masks that cover a small part of the picture (an eye, the lips) blurred only around what they
// cover: a blur of the whole avatar per feature costs more than the rest of a style together.
import { createGrey, type Grey } from '../../shared/raster';
import { blurGrey } from '../blur';

/** The mask blurred by `sigma`, computed over the box round its non-zero pixels (grown by 3 sigma). */
export function blurLocal(mask: Grey, sigma: number): Grey {
  const { width, height, data } = mask;
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[y * width + x] <= 0) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  if (right < 0) return mask;
  const margin = Math.ceil(sigma * 3) + 2;
  left = Math.max(0, left - margin);
  top = Math.max(0, top - margin);
  right = Math.min(width - 1, right + margin);
  bottom = Math.min(height - 1, bottom + margin);
  const part = createGrey(right - left + 1, bottom - top + 1);
  for (let y = top; y <= bottom; y++)
    part.data.set(data.subarray(y * width + left, y * width + right + 1), (y - top) * part.width);
  const blurred = blurGrey(part, sigma);
  const result = createGrey(width, height);
  for (let y = top; y <= bottom; y++)
    result.data.set(blurred.data.subarray((y - top) * part.width, (y - top + 1) * part.width), y * width + left);
  return result;
}
