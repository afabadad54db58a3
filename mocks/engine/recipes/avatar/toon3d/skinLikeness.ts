// How much a pixel looks like the skin, for the 3D toons' masses (./masses.ts) and the readings
// of what lies beside the face (./pastJaw.ts, ./hairBesideNeck.ts): one test, so the masses'
// labels and the long-hair readings agree on what is skin.
import { hypot2 } from '../../shared/hypot';
import { luma as lumaOfRgb, smoothstep, type Colour } from '../../shared/raster';

/** Rec. 601 luma of a colour, or of the pixel at offset `p` of an RGB plane. */
export function luma(c: Colour | Float32Array, p = 0): number {
  return lumaOfRgb(c[p], c[p + 1], c[p + 2]);
}

/** 0–1: how much a colour looks like the skin's (chromaticity near it, lightness within a broad range). */
export function skinLikeness(data: Float32Array, p: number, tone: Colour, within = 0.04): number {
  const sum = data[p] + data[p + 1] + data[p + 2];
  const total = tone[0] + tone[1] + tone[2] || 1;
  if (sum <= 0.05) return 0;
  // hypot2: Math.hypot's double, without its call (this runs per pixel of the avatar, several times).
  const d = hypot2(data[p] / sum - tone[0] / total, data[p + 1] / sum - tone[1] / total) / within;
  const ratio = luma(data, p) / (luma(tone) || 0.5);
  return Math.exp(-d * d) * smoothstep(0.45, 0.65, ratio) * smoothstep(1.6, 1.35, ratio);
}
