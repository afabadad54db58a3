// Box and near-Gaussian blurs on float planes: separable running sums, so the cost does not
// grow with the radius and a large blur on a 1024 px picture takes a few milliseconds. The
// vertical passes walk whole rows (a running sum per column, kept in doubles as the horizontal
// pass keeps its one sum): stepping down a column of a 2048 px plane misses the cache at every
// pixel and made those passes several times slower than the horizontal ones.
import { createGrey, perChannel, type Grey, type Rgb } from './raster';

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

/** boxPass down every column at once, row by row: the same sums in the same order. */
function boxPassDown(source: Float32Array, target: Float32Array, width: number, height: number, radius: number): void {
  const scale = 1 / (2 * radius + 1);
  const lastRow = (height - 1) * width;
  const sums = new Float64Array(width);
  for (let x = 0; x < width; x++) sums[x] = source[x] * (radius + 1);
  for (let i = 1; i <= radius; i++) {
    const row = Math.min(i, height - 1) * width;
    for (let x = 0; x < width; x++) sums[x] += source[row + x];
  }
  for (let y = 0; y < height; y++) {
    const out = y * width;
    for (let x = 0; x < width; x++) target[out + x] = sums[x] * scale;
    const entering = y + radius + 1;
    const leaving = y - radius;
    const inRow = entering < height ? entering * width : lastRow;
    const outRow = leaving > 0 ? leaving * width : 0;
    for (let x = 0; x < width; x++) sums[x] += source[inRow + x] - source[outRow + x];
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
  boxPassDown(across.data, result.data, width, height, rDown);
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

/** kernelPass down every column at once, row by row: the same products summed in the same order. */
function kernelPassDown(source: Float32Array, target: Float32Array, width: number, height: number, kernel: Float32Array): void {
  const radius = (kernel.length - 1) / 2;
  const sums = new Float64Array(width);
  for (let y = 0; y < height; y++) {
    sums.fill(0);
    for (let k = -radius; k <= radius; k++) {
      const row = (y + k < 0 ? 0 : y + k >= height ? height - 1 : y + k) * width;
      const weight = kernel[k + radius];
      for (let x = 0; x < width; x++) sums[x] += source[row + x] * weight;
    }
    target.set(sums, y * width);
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

/**
 * Bilinear enlargement of a halved plane back to `width` × `height`: sampleOne's arithmetic
 * (./sample.ts), with each column's two source pixels and weight found once, not per pixel.
 */
function double(half: Grey, width: number, height: number): Grey {
  const result = createGrey(width, height);
  const { data } = half;
  const maxX = half.width - 1;
  const maxY = half.height - 1;
  const left = new Int32Array(width);
  const right = new Int32Array(width);
  const across = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    const sx = (x - 0.5) / 2;
    const cx = sx < 0 ? 0 : sx > maxX ? maxX : sx;
    left[x] = cx | 0;
    right[x] = left[x] < maxX ? left[x] + 1 : left[x];
    across[x] = cx - left[x];
  }
  for (let y = 0, i = 0; y < height; y++) {
    const sy = (y - 0.5) / 2;
    const cy = sy < 0 ? 0 : sy > maxY ? maxY : sy;
    const y0 = cy | 0;
    const fy = cy - y0;
    const top = y0 * half.width;
    const bottom = (y0 < maxY ? y0 + 1 : y0) * half.width;
    for (let x = 0; x < width; x++, i++) {
      const fx = across[x];
      result.data[i] =
        data[top + left[x]] * ((1 - fx) * (1 - fy)) +
        data[top + right[x]] * (fx * (1 - fy)) +
        data[bottom + left[x]] * ((1 - fx) * fy) +
        data[bottom + right[x]] * (fx * fy);
    }
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
    kernelPassDown(across.data, result.data, width, height, kernel);
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
