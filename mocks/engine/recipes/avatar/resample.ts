// Halving and doubling a picture: the broad, soft moves (heavy smoothing, backgrounds) are
// made at half size, four times fewer pixels, and brought back up.
import { createRgb, type Rgb } from '../shared/raster';
import { blurRgb } from './blur';

/** Each output pixel the mean of a 2×2 block (odd last rows and columns dropped). */
export function halve(picture: Rgb): Rgb {
  const width = picture.width >> 1;
  const height = picture.height >> 1;
  const result = createRgb(width, height);
  const source = picture.data;
  const stride = picture.width * 3;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const a = (2 * y * picture.width + 2 * x) * 3;
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        result.data[o + c] = 0.25 * (source[a + c] + source[a + 3 + c] + source[a + stride + c] + source[a + stride + 3 + c]);
      }
    }
  }
  return result;
}

/**
 * Bilinear enlargement to width × height (pixel centres lined up): sampleBilinear's arithmetic,
 * with each column's neighbours and weight worked out once instead of once a pixel (the wide
 * blurs enlarge a whole avatar several times a style).
 */
export function enlarge(picture: Rgb, width: number, height: number): Rgb {
  const result = createRgb(width, height);
  const out = result.data;
  const source = picture.data;
  const maxX = picture.width - 1;
  const maxY = picture.height - 1;
  const scaleX = picture.width / width;
  const scaleY = picture.height / height;
  const left = new Int32Array(width);
  const right = new Int32Array(width);
  const along = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    const sx = (x + 0.5) * scaleX - 0.5;
    const cx = sx < 0 ? 0 : sx > maxX ? maxX : sx;
    const x0 = cx | 0;
    left[x] = x0 * 3;
    right[x] = (x0 < maxX ? x0 + 1 : x0) * 3;
    along[x] = cx - x0;
  }
  for (let y = 0, o = 0; y < height; y++) {
    const sy = (y + 0.5) * scaleY - 0.5;
    const cy = sy < 0 ? 0 : sy > maxY ? maxY : sy;
    const y0 = cy | 0;
    const top = y0 * picture.width * 3;
    const bottom = (y0 < maxY ? y0 + 1 : y0) * picture.width * 3;
    const fy = cy - y0;
    for (let x = 0; x < width; x++, o += 3) {
      const fx = along[x];
      const wa = (1 - fx) * (1 - fy);
      const wb = fx * (1 - fy);
      const wc = (1 - fx) * fy;
      const wd = fx * fy;
      const a = top + left[x];
      const b = top + right[x];
      const c = bottom + left[x];
      const d = bottom + right[x];
      out[o] = source[a] * wa + source[b] * wb + source[c] * wc + source[d] * wd;
      out[o + 1] = source[a + 1] * wa + source[b + 1] * wb + source[c + 1] * wc + source[d + 1] * wd;
      out[o + 2] = source[a + 2] * wa + source[b + 2] * wb + source[c + 2] * wc + source[d + 2] * wd;
    }
  }
  return result;
}

/** Runs a filter at half size and returns its result at the picture's size. */
export function atHalfSize(picture: Rgb, filter: (half: Rgb) => Rgb): Rgb {
  return enlarge(filter(halve(picture)), picture.width, picture.height);
}

/** A wide blur made at half (or quarter …) size: for sigmas of many pixels the detail lost is below what the blur removes anyway. */
export function wideBlurRgb(picture: Rgb, sigma: number): Rgb {
  let small = picture;
  let smallSigma = sigma;
  while (smallSigma >= 6 && small.width >= 64 && small.height >= 64) {
    small = halve(small);
    smallSigma /= 2;
  }
  const blurred = blurRgb(small, smallSigma);
  return small === picture ? blurred : enlarge(blurred, picture.width, picture.height);
}
