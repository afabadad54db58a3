// Box and near-Gaussian blurs on float planes: separable running sums, so the cost does not
// grow with the radius and a large blur on a 1024 px picture takes a few milliseconds.
import { createGrey, perChannel, type Grey, type Rgb } from './raster';
import { sampleOne } from './sample';

function boxPass(
  source: Float32Array,
  target: Float32Array,
  length: number,
  lines: number,
  step: number,
  lineStep: number,
  radius: number,
): void {
  const scale = 1 / (2 * radius + 1);
  for (let line = 0; line < lines; line++) {
    const start = line * lineStep;
    const first = source[start];
    const last = source[start + (length - 1) * step];
    let sum = first * (radius + 1);
    for (let i = 1; i <= radius; i++) sum += source[start + Math.min(i, length - 1) * step];
    for (let i = 0; i < length; i++) {
      target[start + i * step] = sum * scale;
      const entering = i + radius + 1;
      const leaving = i - radius;
      sum +=
        (entering < length ? source[start + entering * step] : last) - (leaving > 0 ? source[start + leaving * step] : first);
    }
  }
}

/** Mean over a (2r+1)² square (or a (2r+1) × (2rDown+1) box), edges clamped. */
export function boxBlur(plane: Grey, radius: number, radiusDown = radius): Grey {
  const r = Math.max(0, Math.round(radius));
  const rDown = Math.max(0, Math.round(radiusDown));
  if (r === 0 && rDown === 0) return { ...plane, data: plane.data.slice() };
  const { width, height } = plane;
  const across = createGrey(width, height);
  boxPass(plane.data, across.data, width, height, 1, width, r);
  const result = createGrey(width, height);
  boxPass(across.data, result.data, height, width, width, 1, rDown);
  return result;
}

function kernelPass(
  source: Float32Array,
  target: Float32Array,
  length: number,
  lines: number,
  step: number,
  lineStep: number,
  kernel: Float32Array,
): void {
  const radius = (kernel.length - 1) / 2;
  for (let line = 0; line < lines; line++) {
    const start = line * lineStep;
    for (let i = 0; i < length; i++) {
      let sum = 0;
      for (let k = -radius; k <= radius; k++) {
        const j = i + k < 0 ? 0 : i + k >= length ? length - 1 : i + k;
        sum += source[start + j * step] * kernel[k + radius];
      }
      target[start + i * step] = sum;
    }
  }
}

/** Half the size, each pixel the mean of a 2×2 block (the last row or column repeated when odd). */
function halve(plane: Grey): Grey {
  const { width, height, data } = plane;
  const half = createGrey(Math.ceil(width / 2), Math.ceil(height / 2));
  for (let y = 0; y < half.height; y++) {
    const y0 = 2 * y * width;
    const y1 = Math.min(2 * y + 1, height - 1) * width;
    for (let x = 0; x < half.width; x++) {
      const x0 = 2 * x;
      const x1 = Math.min(2 * x + 1, width - 1);
      half.data[y * half.width + x] = (data[y0 + x0] + data[y0 + x1] + data[y1 + x0] + data[y1 + x1]) * 0.25;
    }
  }
  return half;
}

/** Bilinear enlargement of a halved plane back to `width` × `height`. */
function double(half: Grey, width: number, height: number): Grey {
  const result = createGrey(width, height);
  for (let y = 0, i = 0; y < height; y++) {
    const sy = (y - 0.5) / 2;
    for (let x = 0; x < width; x++, i++) result.data[i] = sampleOne(half, (x - 0.5) / 2, sy);
  }
  return result;
}

/**
 * Gaussian blur. Small sigmas (fine lines: their exact size matters) get a true kernel; middle
 * ones three box blurs of mixed widths whose variances add up to sigma² (Kovesi's recipe); wide
 * ones are blurred at half size and enlarged, which a smooth result does not show.
 */
export function gaussianBlur(plane: Grey, sigma: number): Grey {
  if (sigma < 0.3) return { ...plane, data: plane.data.slice() };
  const { width, height } = plane;
  if (sigma >= 6 && width >= 16 && height >= 16) return double(gaussianBlur(halve(plane), sigma / 2), width, height);
  if (sigma < 2) {
    const radius = Math.ceil(3 * sigma);
    const kernel = new Float32Array(2 * radius + 1);
    let total = 0;
    for (let k = -radius; k <= radius; k++) total += kernel[k + radius] = Math.exp(-(k * k) / (2 * sigma * sigma));
    for (let k = 0; k < kernel.length; k++) kernel[k] /= total;
    const across = createGrey(width, height);
    kernelPass(plane.data, across.data, width, height, 1, width, kernel);
    const result = createGrey(width, height);
    kernelPass(across.data, result.data, height, width, width, 1, kernel);
    return result;
  }
  const ideal = Math.sqrt(4 * sigma * sigma + 1);
  let lower = Math.floor(ideal);
  if (lower % 2 === 0) lower--;
  const upper = lower + 2;
  const lowerCount = Math.round((12 * sigma * sigma - 3 * lower * lower - 12 * lower - 9) / (-4 * lower - 4));
  let result = plane;
  for (let pass = 0; pass < 3; pass++) result = boxBlur(result, ((pass < lowerCount ? lower : upper) - 1) / 2);
  return result;
}

export function gaussianBlurRgb(picture: Rgb, sigma: number): Rgb {
  return perChannel(picture, (plane) => gaussianBlur(plane, sigma));
}

/** Largest value in a (2r+1)² square: thickens bright marks (ink stored as darkness). */
export function maxFilter(plane: Grey, radius: number): Grey {
  const r = Math.max(0, Math.round(radius));
  const { width, height, data } = plane;
  const across = createGrey(width, height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let best = 0;
      const from = Math.max(0, x - r);
      const to = Math.min(width - 1, x + r);
      for (let k = from; k <= to; k++) if (data[row + k] > best) best = data[row + k];
      across.data[row + x] = best;
    }
  }
  const result = createGrey(width, height);
  for (let y = 0; y < height; y++) {
    const from = Math.max(0, y - r);
    const to = Math.min(height - 1, y + r);
    for (let x = 0; x < width; x++) {
      let best = 0;
      for (let k = from; k <= to; k++) if (across.data[k * width + x] > best) best = across.data[k * width + x];
      result.data[y * width + x] = best;
    }
  }
  return result;
}
