// Bilinear sampling, the one copy every recipe uses: a picture read at a fractional position
// (a warp's inverse mapping, an enlargement, a depth map looked up between its pixels).

/** A picture in memory, channels interleaved, rows top to bottom (0–1 floats or 0–255 bytes). */
export interface Samples {
  readonly width: number;
  readonly height: number;
  readonly data: Float32Array | Uint8Array;
}

/**
 * The picture's `channels` values at (x, y), pixel (i, j) being at (i, j), blended from the four
 * pixels around it and clamped to the picture's edges; written to `out` from `offset`.
 */
export function sampleBilinear(
  picture: Samples,
  channels: number,
  x: number,
  y: number,
  out: Float32Array | number[],
  offset = 0,
): void {
  const { width, height, data } = picture;
  const maxX = width - 1;
  const maxY = height - 1;
  const cx = x < 0 ? 0 : x > maxX ? maxX : x;
  const cy = y < 0 ? 0 : y > maxY ? maxY : y;
  // Clamped to 0 or more: truncation is the floor.
  const x0 = cx | 0;
  const y0 = cy | 0;
  const x1 = x0 < maxX ? x0 + 1 : x0;
  const y1 = y0 < maxY ? y0 + 1 : y0;
  const fx = cx - x0;
  const fy = cy - y0;
  const a = (y0 * width + x0) * channels;
  const b = (y0 * width + x1) * channels;
  const c = (y1 * width + x0) * channels;
  const d = (y1 * width + x1) * channels;
  const wa = (1 - fx) * (1 - fy);
  const wb = fx * (1 - fy);
  const wc = (1 - fx) * fy;
  const wd = fx * fy;
  // Unrolled for RGB and one channel, the hot cases (a frame of video samples millions of times).
  if (channels === 3) {
    out[offset] = data[a] * wa + data[b] * wb + data[c] * wc + data[d] * wd;
    out[offset + 1] = data[a + 1] * wa + data[b + 1] * wb + data[c + 1] * wc + data[d + 1] * wd;
    out[offset + 2] = data[a + 2] * wa + data[b + 2] * wb + data[c + 2] * wc + data[d + 2] * wd;
  } else if (channels === 1) {
    out[offset] = data[a] * wa + data[b] * wb + data[c] * wc + data[d] * wd;
  } else {
    for (let k = 0; k < channels; k++)
      out[offset + k] = data[a + k] * wa + data[b + k] * wb + data[c + k] * wc + data[d + k] * wd;
  }
}

const one = [0];

/** A one-channel picture's value at (x, y) (sampleBilinear's). */
export function sampleOne(plane: Samples, x: number, y: number): number {
  sampleBilinear(plane, 1, x, y, one);
  return one[0];
}
