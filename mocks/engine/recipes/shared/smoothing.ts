// Kuwahara smoothing: flattens texture into patches while edges stay sharp (Cézanne's blocks).
import type { Rgb } from './raster';

/**
 * Kuwahara filter: each pixel takes the mean of the calmest of its four quadrants. Edges stay,
 * texture turns into flat patches the size of the radius, like blocky brush marks. Summed-area
 * tables make it cost the same for any radius.
 */
export function kuwahara(picture: Rgb, radius: number): Rgb {
  const { width, height, data } = picture;
  const stride = width + 1;
  const size = stride * (height + 1);
  const sums = [new Float64Array(size), new Float64Array(size), new Float64Array(size)];
  const luma = new Float64Array(size);
  const lumaSquares = new Float64Array(size);
  for (let y = 0; y < height; y++) {
    const rowSums = [0, 0, 0];
    let rowLuma = 0;
    let rowLumaSquares = 0;
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 3;
      const l = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
      rowSums[0] += data[p];
      rowSums[1] += data[p + 1];
      rowSums[2] += data[p + 2];
      rowLuma += l;
      rowLumaSquares += l * l;
      const at = (y + 1) * stride + x + 1;
      const above = y * stride + x + 1;
      for (let c = 0; c < 3; c++) sums[c][at] = sums[c][above] + rowSums[c];
      luma[at] = luma[above] + rowLuma;
      lumaSquares[at] = lumaSquares[above] + rowLumaSquares;
    }
  }
  const area = (table: Float64Array, x0: number, y0: number, x1: number, y1: number): number =>
    table[(y1 + 1) * stride + x1 + 1] - table[y0 * stride + x1 + 1] - table[(y1 + 1) * stride + x0] + table[y0 * stride + x0];
  const result = new Float32Array(data.length);
  const r = Math.max(1, Math.round(radius));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let bestVariance = Infinity;
      let bx0 = x;
      let by0 = y;
      let bx1 = x;
      let by1 = y;
      for (let q = 0; q < 4; q++) {
        const x0 = q & 1 ? x : Math.max(0, x - r);
        const x1 = q & 1 ? Math.min(width - 1, x + r) : x;
        const y0 = q & 2 ? y : Math.max(0, y - r);
        const y1 = q & 2 ? Math.min(height - 1, y + r) : y;
        const count = (x1 - x0 + 1) * (y1 - y0 + 1);
        const mean = area(luma, x0, y0, x1, y1) / count;
        const variance = area(lumaSquares, x0, y0, x1, y1) / count - mean * mean;
        if (variance < bestVariance) {
          bestVariance = variance;
          bx0 = x0;
          by0 = y0;
          bx1 = x1;
          by1 = y1;
        }
      }
      const count = (bx1 - bx0 + 1) * (by1 - by0 + 1);
      const p = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) result[p + c] = area(sums[c], bx0, by0, bx1, by1) / count;
    }
  }
  return { width, height, data: result };
}
