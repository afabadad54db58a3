// The anisotropic Kuwahara filter (Kyprianidis, Kang and Döllner 2009, with the polynomial sector
// weights of Kyprianidis 2011): each pixel takes the mean of the calmest of eight sectors of an
// ellipse stretched along the picture's local edge direction (the smoothed structure tensor). It
// turns a soft, enlarged photo into flat patches of paint with crisp borders that follow the forms,
// where sharpening the same pixels brought out the JPEG's 8×8 blocks as a mosaic: a block's step is
// noise inside a sector, and the calmest sector's mean has none.
import type { Rgb } from '../../../shared/raster';
import { gaussianData } from '../../blur';

const SECTORS = 8;
/** Cells of the weight table per unit of the disc's radius. */
const CELLS = 16;
const SIDE = 2 * CELLS + 1;
/** How far neighbouring sectors overlap (ζ), and how narrow each is (η puts its edge at ±π/8 on the rim). */
const ZETA = 0.33;
/**
 * The sectors' weight falls off towards the rim as exp(−FALLOFF d²). The paper's 3.125 weighs the
 * middle so much that every sector holds about the same pixels and a soft ramp stays a ramp; at 0.7
 * the rim counts, so the calm side of a ramp wins and two passes make it a crisp border.
 */
const FALLOFF = 0.7;
const ETA = (ZETA + Math.cos(Math.PI / SECTORS)) / Math.sin(Math.PI / SECTORS) ** 2;

/** The four sectors' polynomial weights at unit-disc point (x, y), written at slots offset, offset+2, … */
function sectorWeights(x: number, y: number, into: Float64Array, offset: number): void {
  const xx = ZETA - ETA * x * x;
  const yy = ZETA - ETA * y * y;
  const up = Math.max(0, y + xx);
  const left = Math.max(0, -x + yy);
  const down = Math.max(0, -y + xx);
  const right = Math.max(0, x + yy);
  into[offset] = up * up;
  into[offset + 2] = left * left;
  into[offset + 4] = down * down;
  into[offset + 6] = right * right;
}

/**
 * For each cell of the unit disc, the sectors it falls in and their weights, each times a fall-off
 * towards the rim, summing to it: a cell lies in two or three of the eight, and looking only at
 * those is most of the filter's speed.
 */
const TABLE = (() => {
  const first = new Int32Array(SIDE * SIDE + 1);
  const sectors: number[] = [];
  const weights: number[] = [];
  const w = new Float64Array(SECTORS);
  for (let iy = 0; iy < SIDE; iy++)
    for (let ix = 0; ix < SIDE; ix++) {
      const cell = iy * SIDE + ix;
      first[cell] = sectors.length;
      const x = (ix - CELLS) / CELLS;
      const y = (iy - CELLS) / CELLS;
      const d2 = x * x + y * y;
      if (d2 > 1) continue;
      sectorWeights(x, y, w, 0);
      sectorWeights((x - y) * Math.SQRT1_2, (x + y) * Math.SQRT1_2, w, 1);
      let sum = 0;
      for (let k = 0; k < SECTORS; k++) sum += w[k];
      const g = Math.exp(-FALLOFF * d2) / Math.max(1e-9, sum);
      for (let k = 0; k < SECTORS; k++)
        if (w[k] * g > 1e-4) {
          sectors.push(k * 3);
          weights.push(w[k] * g);
        }
    }
  first[SIDE * SIDE] = sectors.length;
  return { first, sectors: Int32Array.from(sectors), weights: Float32Array.from(weights) };
})();

export interface KuwaharaOptions {
  /** The brush's radius in pixels at each pixel (below 0.75: the pixel is kept as it is). */
  radius: Float32Array;
  /** How strictly the calmest sector wins (q): 8 paints crisp patches, lower blends them. */
  sharpness: number;
  /** The sectors' colour spread (a standard deviation, 0–1) at which a sector's say halves. */
  spread: number;
  /** Smoothing of the structure tensor (px): larger, the strokes follow broader forms. */
  tensorSigma: number;
  /**
   * How little the ellipse stretches along edges (the paper's α): 1 stretches a line's ellipse to
   * 2 r × r/2, which keeps an edge but leaves a soft photo's wide ramps soft; larger, the ellipse
   * reaches across a ramp to the flat paint on either side and makes a crisp border of it.
   */
  roundness: number;
}

/** The orientation of the local structure: its tangent (cos, sin) and anisotropy (0 round … 1 a line). */
function structure(picture: Rgb, sigma: number): { cos: Float32Array; sin: Float32Array; anisotropy: Float32Array } {
  const { width, height, data } = picture;
  const n = width * height;
  const tensor = new Float32Array(n * 3);
  for (let y = 0; y < height; y++) {
    const up = Math.max(0, y - 1) * width;
    const down = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x++) {
      const l = y * width + Math.max(0, x - 1);
      const r = y * width + Math.min(width - 1, x + 1);
      let e = 0;
      let f = 0;
      let g = 0;
      for (let c = 0; c < 3; c++) {
        const gx = (data[r * 3 + c] - data[l * 3 + c]) * 0.5;
        const gy = (data[(down + x) * 3 + c] - data[(up + x) * 3 + c]) * 0.5;
        e += gx * gx;
        f += gx * gy;
        g += gy * gy;
      }
      const i = (y * width + x) * 3;
      tensor[i] = e;
      tensor[i + 1] = f;
      tensor[i + 2] = g;
    }
  }
  const smooth = gaussianData(tensor, width, height, 3, sigma);
  const cos = new Float32Array(n);
  const sin = new Float32Array(n);
  const anisotropy = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const e = smooth[i * 3];
    const f = smooth[i * 3 + 1];
    const g = smooth[i * 3 + 2];
    const root = Math.sqrt((e - g) * (e - g) + 4 * f * f);
    const major = (e + g + root) / 2;
    const minor = (e + g - root) / 2;
    let tx = major - e;
    let ty = -f;
    const length = Math.hypot(tx, ty);
    if (length > 1e-12) {
      tx /= length;
      ty /= length;
    } else {
      tx = 0;
      ty = 1;
    }
    cos[i] = tx;
    sin[i] = ty;
    anisotropy[i] = major + minor > 1e-12 ? (major - minor) / (major + minor) : 0;
  }
  return { cos, sin, anisotropy };
}

/** The picture painted in flat, oriented patches (a new picture). */
export function anisotropicKuwahara(picture: Rgb, options: KuwaharaOptions): Rgb {
  const { width, height, data } = picture;
  const { cos, sin, anisotropy } = structure(picture, options.tensorSigma);
  const out = new Float32Array(data.length);
  const sums = new Float64Array(SECTORS * 3);
  const squares = new Float64Array(SECTORS * 3);
  const weights = new Float64Array(SECTORS);
  const power = options.sharpness / 2;
  const scale = 1 / (3 * options.spread * options.spread);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const p = i * 3;
      const r = options.radius[i];
      if (r < 0.75) {
        out[p] = data[p];
        out[p + 1] = data[p + 1];
        out[p + 2] = data[p + 2];
        continue;
      }
      // The ellipse: long along the edge, short across it, its area that of the disc of radius r.
      const stretch = (options.roundness + anisotropy[i]) / options.roundness;
      const a = r * stretch;
      const b = r / stretch;
      const c = cos[i];
      const s = sin[i];
      const reachX = Math.ceil(Math.sqrt(a * a * c * c + b * b * s * s));
      const reachY = Math.ceil(Math.sqrt(a * a * s * s + b * b * c * c));
      sums.fill(0);
      squares.fill(0);
      weights.fill(0);
      const ca = (c / a) * CELLS;
      const sa = (s / a) * CELLS;
      const cb = (c / b) * CELLS;
      const sb = (s / b) * CELLS;
      for (let dy = -reachY; dy <= reachY; dy++) {
        const yy = y + dy < 0 ? 0 : y + dy >= height ? height - 1 : y + dy;
        for (let dx = -reachX; dx <= reachX; dx++) {
          const u = ca * dx + sa * dy;
          const v = cb * dy - sb * dx;
          if (u * u + v * v > CELLS * CELLS) continue;
          const cell = (Math.round(v) + CELLS) * SIDE + Math.round(u) + CELLS;
          const xx = x + dx < 0 ? 0 : x + dx >= width ? width - 1 : x + dx;
          const q = (yy * width + xx) * 3;
          const red = data[q];
          const green = data[q + 1];
          const blue = data[q + 2];
          for (let e = TABLE.first[cell], end = TABLE.first[cell + 1]; e < end; e++) {
            const w = TABLE.weights[e];
            const o = TABLE.sectors[e];
            weights[o / 3] += w;
            sums[o] += w * red;
            sums[o + 1] += w * green;
            sums[o + 2] += w * blue;
            squares[o] += w * red * red;
            squares[o + 1] += w * green * green;
            squares[o + 2] += w * blue * blue;
          }
        }
      }
      let total = 0;
      let red = 0;
      let green = 0;
      let blue = 0;
      for (let k = 0; k < SECTORS; k++) {
        const n = weights[k];
        if (n <= 0) continue;
        const o = k * 3;
        const mr = sums[o] / n;
        const mg = sums[o + 1] / n;
        const mb = sums[o + 2] / n;
        const variance =
          Math.abs(squares[o] / n - mr * mr) + Math.abs(squares[o + 1] / n - mg * mg) + Math.abs(squares[o + 2] / n - mb * mb);
        const say = 1 / (1 + Math.pow(variance * scale, power));
        total += say;
        red += say * mr;
        green += say * mg;
        blue += say * mb;
      }
      out[p] = red / total;
      out[p + 1] = green / total;
      out[p + 2] = blue / total;
    }
  return { width, height, data: out };
}
