// An RGB picture in memory (3 bytes a pixel, rows top to bottom), as sharp's raw output gives it.

export interface Raster {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Bilinear sample at (x, y), clamped to the picture, written to `target` at `offset`. */
export function sampleInto(source: Raster, x: number, y: number, target: Uint8Array, offset: number): void {
  const maxX = source.width - 1;
  const maxY = source.height - 1;
  const cx = x < 0 ? 0 : x > maxX ? maxX : x;
  const cy = y < 0 ? 0 : y > maxY ? maxY : y;
  const x0 = cx | 0;
  const y0 = cy | 0;
  const x1 = x0 < maxX ? x0 + 1 : x0;
  const y1 = y0 < maxY ? y0 + 1 : y0;
  const fx = cx - x0;
  const fy = cy - y0;
  const data = source.data;
  const row0 = y0 * source.width;
  const row1 = y1 * source.width;
  const a = (row0 + x0) * 3;
  const b = (row0 + x1) * 3;
  const c = (row1 + x0) * 3;
  const d = (row1 + x1) * 3;
  const wa = (1 - fx) * (1 - fy);
  const wb = fx * (1 - fy);
  const wc = (1 - fx) * fy;
  const wd = fx * fy;
  target[offset] = data[a] * wa + data[b] * wb + data[c] * wc + data[d] * wd + 0.5;
  target[offset + 1] = data[a + 1] * wa + data[b + 1] * wb + data[c + 1] * wc + data[d + 1] * wd + 0.5;
  target[offset + 2] = data[a + 2] * wa + data[b + 2] * wb + data[c + 2] * wc + data[d + 2] * wd + 0.5;
}
