// Halving and doubling a picture: the broad, soft moves (heavy smoothing, backgrounds) are
// made at half size, four times fewer pixels, and brought back up.
import { createRgb, type Rgb } from '../shared/raster';
import { sampleBilinear } from '../shared/sample';
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

/** Bilinear enlargement to width × height (pixel centres lined up). */
export function enlarge(picture: Rgb, width: number, height: number): Rgb {
  const result = createRgb(width, height);
  const fx = picture.width / width;
  const fy = picture.height / height;
  for (let y = 0, o = 0; y < height; y++) {
    const sy = (y + 0.5) * fy - 0.5;
    for (let x = 0; x < width; x++, o += 3) sampleBilinear(picture, 3, (x + 0.5) * fx - 0.5, sy, result.data, o);
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
