// Colour helpers the anime cel shares: a pixel's lightness, a median colour of points, how
// skin-like a colour is, and laying a flat colour through a mask.
import { luma, lumaOf, smoothstep, type Colour, type Grey, type Rgb } from '../../../shared/raster';
import type { XY } from '../../landmarks';

/** The per-channel median of `picture` at `points` (each rounded to its pixel, kept inside). */
export function medianAt(picture: Rgb, points: readonly XY[], fallback: Colour): Colour {
  const { width, height, data } = picture;
  const channels: number[][] = [[], [], []];
  for (const [x, y] of points) {
    const px = Math.min(width - 1, Math.max(0, Math.round(x)));
    const py = Math.min(height - 1, Math.max(0, Math.round(y)));
    for (let c = 0; c < 3; c++) channels[c].push(data[(py * width + px) * 3 + c]);
  }
  if (channels[0].length === 0) return fallback;
  const mid = (values: number[]): number => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return [mid(channels[0]), mid(channels[1]), mid(channels[2])];
}

/**
 * The skin's lit colour: each point's mean over a disc of `radius`, then the mean of the lighter
 * half of the points. A cartoon paints skin in its lit colour; the mean of all the cheeks and the
 * forehead, half of them in a side light's shadow, painted the older man's pale face a dark
 * grey-brown (the eighth blind panel: "skin much darker than input").
 */
export function litSkinTone(picture: Rgb, points: readonly XY[], radius: number, fallback: Colour): Colour {
  const { width, height, data } = picture;
  const r = Math.max(1, Math.round(radius));
  const means: Colour[] = [];
  for (const [cx, cy] of points) {
    const sum = [0, 0, 0];
    let n = 0;
    for (let y = Math.round(cy) - r; y <= Math.round(cy) + r; y++)
      for (let x = Math.round(cx) - r; x <= Math.round(cx) + r; x++) {
        if (x < 0 || y < 0 || x >= width || y >= height || (x - cx) ** 2 + (y - cy) ** 2 > r * r) continue;
        const p = (y * width + x) * 3;
        for (let c = 0; c < 3; c++) sum[c] += data[p + c];
        n++;
      }
    if (n > 0) means.push([sum[0] / n, sum[1] / n, sum[2] / n]);
  }
  if (means.length === 0) return fallback;
  const lit = means.sort((a, b) => lumaOf(b) - lumaOf(a)).slice(0, Math.max(1, means.length >> 1));
  const channel = (c: number): number => lit.reduce((sum, m) => sum + m[c], 0) / lit.length;
  return [channel(0), channel(1), channel(2)];
}

/**
 * How much lighter than the whole face's skin its lit half must be for the face to be lit from
 * one side (luma). Measured: the older man's 0.12 (0.09 against the cartoon's mean); every
 * other sample face's 0.005–0.036.
 */
const SIDE_LIT = 0.06;

/**
 * The skin's colour as a cartoon paints it: a face lit from one side in its lit half's colour
 * (its median or mean is the shadow's), an evenly lit one in `whole`, the face's own.
 */
export function paintedSkinTone(picture: Rgb, points: readonly XY[], radius: number, whole: Colour): Colour {
  const lit = litSkinTone(picture, points, radius, whole);
  return lumaOf(lit) - lumaOf(whole) > SIDE_LIT ? lit : whole;
}

/**
 * 0–1: how near a colour is to the skin's by its hue (chromaticity), whatever its light within
 * wide bounds: a cheek in shade, a bald crown and bare shoulders are skin; dark hair, a white
 * collar or a navy top are not.
 */
export function skinLikeness(data: Float32Array, p: number, tone: Colour): number {
  const sum = data[p] + data[p + 1] + data[p + 2];
  const total = tone[0] + tone[1] + tone[2] || 1;
  if (sum <= 0.05) return 0;
  const d = Math.hypot(data[p] / sum - tone[0] / total, data[p + 1] / sum - tone[1] / total) / 0.05;
  const ratio = luma(data[p], data[p + 1], data[p + 2]) / (lumaOf(tone) || 0.5);
  return Math.exp(-d * d) * smoothstep(0.3, 0.5, ratio) * smoothstep(1.8, 1.45, ratio);
}

/** Lays one flat colour over `picture` with `mask`'s opacity. */
export function lay(picture: Rgb, mask: Grey, colour: (i: number) => Colour): void {
  const { data } = picture;
  for (let i = 0; i < mask.data.length; i++) {
    const a = mask.data[i];
    if (a <= 0) continue;
    const paint = colour(i);
    const p = i * 3;
    for (let c = 0; c < 3; c++) data[p + c] += (paint[c] - data[p + c]) * a;
  }
}

/** A mask made clean: softened by `sigma`, then cut at half with a step about a pixel wide. */
export function crisp(mask: Grey, soften: (plane: Grey) => Grey): Grey {
  const soft = soften(mask);
  for (let i = 0; i < soft.data.length; i++) soft.data[i] = smoothstep(0.4, 0.6, soft.data[i]);
  return soft;
}
