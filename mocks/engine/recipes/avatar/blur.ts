// Blurs and the guided filter straight on interleaved pixels, row by row: the avatar styles
// run a dozen of them per result within a 3 s budget, so channels are not split apart and the
// vertical pass keeps running sums per column instead of striding down the picture.
import { maskBounds } from '../shared/maskBounds';
import { createGrey, type Grey, type Rgb } from '../shared/raster';

/** The horizontal pass for one channel of `channels`. */
function acrossPlane(
  source: Float32Array,
  target: Float32Array,
  width: number,
  height: number,
  channels: number,
  c: number,
  r: number,
): void {
  const scale = 1 / (2 * r + 1);
  for (let y = 0; y < height; y++) {
    const row = y * width * channels + c;
    const first = source[row];
    const last = source[row + (width - 1) * channels];
    let sum = first * (r + 1);
    for (let i = 1; i <= r; i++) sum += source[row + Math.min(i, width - 1) * channels];
    for (let x = 0; x < width; x++) {
      target[row + x * channels] = sum * scale;
      const entering = x + r + 1;
      const leaving = x - r;
      sum +=
        (entering < width ? source[row + entering * channels] : last) - (leaving > 0 ? source[row + leaving * channels] : first);
    }
  }
}

/**
 * The horizontal pass for one channel alone, the row walked in four stretches so no pixel tests
 * its window's edges (`acrossPlane`'s sums in the same order, so the same floats): while the
 * window's left end is clamped to the row's first pixel, while its right end is clamped to the
 * last, both, or neither.
 */
function acrossGrey(source: Float32Array, target: Float32Array, width: number, height: number, r: number): void {
  const scale = 1 / (2 * r + 1);
  // x < leftClamped: the pixel leaving is before the row (the first stands in); x < rightFree:
  // the pixel entering is in the row (else the last stands in).
  const leftClamped = Math.min(width, r + 1);
  const rightFree = width - r - 1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const first = source[row];
    const last = source[row + width - 1];
    let sum = first * (r + 1);
    for (let i = 1; i <= r; i++) sum += source[row + Math.min(i, width - 1)];
    let x = 0;
    for (const end = Math.min(leftClamped, rightFree); x < end; x++) {
      target[row + x] = sum * scale;
      sum += source[row + x + r + 1] - first;
    }
    for (; x < leftClamped; x++) {
      target[row + x] = sum * scale;
      sum += last - first;
    }
    for (; x < rightFree; x++) {
      target[row + x] = sum * scale;
      sum += source[row + x + r + 1] - source[row + x - r];
    }
    for (; x < width; x++) {
      target[row + x] = sum * scale;
      sum += last - source[row + x - r];
    }
  }
}

/** The horizontal pass for RGB, the three running sums kept together (one walk along each row). */
function acrossRgb(source: Float32Array, target: Float32Array, width: number, height: number, r: number): void {
  const scale = 1 / (2 * r + 1);
  const lastX = (width - 1) * 3;
  for (let y = 0; y < height; y++) {
    const row = y * width * 3;
    let s0 = source[row] * (r + 1);
    let s1 = source[row + 1] * (r + 1);
    let s2 = source[row + 2] * (r + 1);
    for (let i = 1; i <= r; i++) {
      const p = row + Math.min(i * 3, lastX);
      s0 += source[p];
      s1 += source[p + 1];
      s2 += source[p + 2];
    }
    for (let x = 0; x < width; x++) {
      const o = row + x * 3;
      target[o] = s0 * scale;
      target[o + 1] = s1 * scale;
      target[o + 2] = s2 * scale;
      const enter = row + Math.min((x + r + 1) * 3, lastX);
      const leave = row + Math.max((x - r) * 3, 0);
      s0 += source[enter] - source[leave];
      s1 += source[enter + 1] - source[leave + 1];
      s2 += source[enter + 2] - source[leave + 2];
    }
  }
}

/**
 * One box pass of radius `r` (≥ 1) from `source` into `result`, through `across` (the horizontal
 * pass); the three are distinct arrays of the same length, every element of `across` and
 * `result` written.
 */
function boxPass(
  source: Float32Array,
  across: Float32Array,
  result: Float32Array,
  width: number,
  height: number,
  channels: number,
  r: number,
): void {
  const scale = 1 / (2 * r + 1);
  const rowLength = width * channels;
  if (channels === 3) acrossRgb(source, across, width, height, r);
  else if (channels === 1) acrossGrey(source, across, width, height, r);
  else for (let c = 0; c < channels; c++) acrossPlane(source, across, width, height, channels, c, r);
  const sums = new Float32Array(rowLength);
  const lastRow = (height - 1) * rowLength;
  for (let k = 0; k < rowLength; k++) {
    let sum = across[k] * (r + 1);
    for (let i = 1; i <= r; i++) sum += across[Math.min(i, height - 1) * rowLength + k];
    sums[k] = sum;
  }
  for (let y = 0; y < height; y++) {
    const out = y * rowLength;
    const entering = y + r + 1 < height ? (y + r + 1) * rowLength : lastRow;
    const leaving = y - r > 0 ? (y - r) * rowLength : 0;
    for (let k = 0; k < rowLength; k++) {
      result[out + k] = sums[k] * scale;
      sums[k] += across[entering + k] - across[leaving + k];
    }
  }
}

/** Mean over a (2r+1)² square (edges clamped) of `channels` interleaved channels. */
export function boxBlurData(source: Float32Array, width: number, height: number, channels: number, radius: number): Float32Array {
  const r = Math.max(0, Math.round(radius));
  if (r === 0) return source.slice();
  const result = new Float32Array(source.length);
  boxPass(source, new Float32Array(source.length), result, width, height, channels, r);
  return result;
}

/**
 * Near-Gaussian: three box blurs whose variances add up to sigma². The passes share one
 * horizontal buffer and take turns between two others: three arrays, not six, to allocate, fill
 * with zeros and collect (the same sums in the same order, so the same floats).
 */
export function gaussianData(source: Float32Array, width: number, height: number, channels: number, sigma: number): Float32Array {
  if (sigma < 0.5) return source.slice();
  const radius = Math.max(1, Math.round((Math.sqrt(4 * sigma * sigma + 1) - 1) / 2));
  const across = new Float32Array(source.length);
  const first = new Float32Array(source.length);
  const second = new Float32Array(source.length);
  boxPass(source, across, first, width, height, channels, radius);
  boxPass(first, across, second, width, height, channels, radius);
  boxPass(second, across, first, width, height, channels, radius);
  return first;
}

export function blurRgb(picture: Rgb, sigma: number): Rgb {
  return {
    width: picture.width,
    height: picture.height,
    data: gaussianData(picture.data, picture.width, picture.height, 3, sigma),
  };
}

export function blurGrey(plane: Grey, sigma: number): Grey {
  return { width: plane.width, height: plane.height, data: gaussianData(plane.data, plane.width, plane.height, 1, sigma) };
}

/**
 * A mask blurred by `sigma`, computed only over the box round its non-zero pixels (grown by
 * 3 sigma): the same pixels as blurGrey, but a feature's or a region's mask covers a small part
 * of the avatar, and a blur of the whole avatar per mask cost more than the rest of a style.
 */
export function blurLocal(mask: Grey, sigma: number): Grey {
  const { width, data } = mask;
  const bounds = maskBounds(mask, 0, Math.ceil(sigma * 3) + 2);
  if (!bounds) return mask;
  const { left, top, right, bottom } = bounds;
  const part = createGrey(right - left + 1, bottom - top + 1);
  for (let y = top; y <= bottom; y++)
    part.data.set(data.subarray(y * width + left, y * width + right + 1), (y - top) * part.width);
  const blurred = blurGrey(part, sigma);
  const result = createGrey(width, mask.height);
  for (let y = top; y <= bottom; y++)
    result.data.set(blurred.data.subarray((y - top) * part.width, (y - top + 1) * part.width), y * width + left);
  return result;
}

/**
 * He et al.'s guided filter, each channel its own guide: flat where the local variance is
 * below `epsilon`, edges kept where it is above. `passes` repeats it for a smoother finish.
 */
export function guidedRgb(picture: Rgb, radius: number, epsilon: number, passes = 1): Rgb {
  const { width, height } = picture;
  let data = picture.data;
  for (let pass = 0; pass < passes; pass++) {
    const squares = new Float32Array(data.length);
    for (let i = 0; i < data.length; i++) squares[i] = data[i] * data[i];
    const mean = boxBlurData(data, width, height, 3, radius);
    const meanOfSquares = boxBlurData(squares, width, height, 3, radius);
    // Reuse the two arrays for the gain (a) and offset (b) of each window.
    for (let i = 0; i < data.length; i++) {
      const m = mean[i];
      const variance = meanOfSquares[i] - m * m;
      const a = variance / (variance + epsilon);
      meanOfSquares[i] = a;
      mean[i] = m - a * m;
    }
    const gain = boxBlurData(meanOfSquares, width, height, 3, radius);
    const offset = boxBlurData(mean, width, height, 3, radius);
    const next = new Float32Array(data.length);
    for (let i = 0; i < data.length; i++) next[i] = gain[i] * data[i] + offset[i];
    data = next;
  }
  return { width, height, data };
}
