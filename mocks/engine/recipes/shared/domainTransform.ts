// Edge-aware smoothing by the domain transform (Gastal & Oliveira, SIGGRAPH 2011, the
// recursive-filter variant; OpenCV's stylization and pencil sketch are built on it). It looks
// like a strong bilateral filter but costs a few passes over the picture whatever the radius.
import type { Rgb } from './raster';

/** Colour steps are looked up in a table of this many entries per unit of summed |Δrgb|. */
const STEPS = 1024;

/**
 * Smooths within regions `sigmaSpace` pixels across, stopping at colour steps larger than about
 * `sigmaRange` (0–1 units). `guide` decides where the edges are (default: the picture itself).
 */
export function domainTransform(picture: Rgb, sigmaSpace: number, sigmaRange: number, iterations = 3, guide: Rgb = picture): Rgb {
  const { width, height } = picture;
  const g = guide.data;
  const ratio = sigmaSpace / sigmaRange;
  // Distance in the transformed domain between each pixel and its left / upper neighbour.
  // Each neighbour pair's summed colour step, quantized: the weights come from a table per pass.
  const across = new Uint16Array(width * height);
  const down = new Uint16Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const p = i * 3;
      if (x > 0)
        across[i] = Math.round(
          STEPS * Math.min(3, Math.abs(g[p] - g[p - 3]) + Math.abs(g[p + 1] - g[p - 2]) + Math.abs(g[p + 2] - g[p - 1])),
        );
      if (y > 0) {
        const q = p - width * 3;
        down[i] = Math.round(
          STEPS * Math.min(3, Math.abs(g[p] - g[q]) + Math.abs(g[p + 1] - g[q + 1]) + Math.abs(g[p + 2] - g[q + 2])),
        );
      }
    }
  }
  const data = picture.data.slice();
  const weight = new Float32Array(width * height);
  const table = new Float32Array(3 * STEPS + 1);
  for (let k = 0; k < iterations; k++) {
    const sigma = (sigmaSpace * Math.sqrt(3) * 2 ** (iterations - k - 1)) / Math.sqrt(4 ** iterations - 1);
    const logA = -Math.SQRT2 / sigma;
    for (let step = 0; step < table.length; step++) {
      const exponent = logA * (1 + (ratio * step) / STEPS);
      // Weights below e⁻³⁰ are cut to 0: as float32 denormals they would slow every pass tenfold.
      table[step] = exponent < -30 ? 0 : Math.exp(exponent);
    }
    for (let i = 0; i < across.length; i++) weight[i] = table[across[i]];
    for (let y = 0; y < height; y++) {
      const row = y * width;
      for (let x = 1; x < width; x++) {
        const w = weight[row + x];
        const p = (row + x) * 3;
        data[p] += w * (data[p - 3] - data[p]);
        data[p + 1] += w * (data[p - 2] - data[p + 1]);
        data[p + 2] += w * (data[p - 1] - data[p + 2]);
      }
      for (let x = width - 2; x >= 0; x--) {
        const w = weight[row + x + 1];
        const p = (row + x) * 3;
        data[p] += w * (data[p + 3] - data[p]);
        data[p + 1] += w * (data[p + 4] - data[p + 1]);
        data[p + 2] += w * (data[p + 5] - data[p + 2]);
      }
    }
    for (let i = 0; i < down.length; i++) weight[i] = table[down[i]];
    const line = width * 3;
    for (let y = 1; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const w = weight[y * width + x];
        const p = (y * width + x) * 3;
        data[p] += w * (data[p - line] - data[p]);
        data[p + 1] += w * (data[p + 1 - line] - data[p + 1]);
        data[p + 2] += w * (data[p + 2 - line] - data[p + 2]);
      }
    }
    for (let y = height - 2; y >= 0; y--) {
      for (let x = 0; x < width; x++) {
        const w = weight[(y + 1) * width + x];
        const p = (y * width + x) * 3;
        data[p] += w * (data[p + line] - data[p]);
        data[p + 1] += w * (data[p + 1 + line] - data[p + 1]);
        data[p + 2] += w * (data[p + 2 + line] - data[p + 2]);
      }
    }
  }
  return { width, height, data };
}
