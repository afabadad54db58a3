// The eyes, which carry a stylised face: made larger (a lens-like local warp, as animators
// draw them) and given catchlights, the small white reflections that make them look alive.
import { cloneRgb, type Rgb } from '../shared/raster';
import { centreOf, distance, LEFT_EYE, RIGHT_EYE, type XY } from './landmarks';

/** Magnifies a disc around `centre`: `amount` 0.2 makes its middle 20 % larger, fading to nothing at the rim. */
function bulge(source: Rgb, target: Rgb, centre: XY, radius: number, amount: number): void {
  const { width, height, data } = source;
  const x0 = Math.max(0, Math.floor(centre[0] - radius));
  const x1 = Math.min(width - 1, Math.ceil(centre[0] + radius));
  const y0 = Math.max(0, Math.floor(centre[1] - radius));
  const y1 = Math.min(height - 1, Math.ceil(centre[1] + radius));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const dx = x + 0.5 - centre[0];
      const dy = y + 0.5 - centre[1];
      const t2 = (dx * dx + dy * dy) / (radius * radius);
      if (t2 >= 1) continue;
      const falloff = (1 - t2) * (1 - t2);
      // Sampling nearer the centre makes what is there look bigger.
      const shrink = 1 - (amount / (1 + amount)) * falloff;
      const sx = Math.min(width - 1, Math.max(0, centre[0] + dx * shrink - 0.5));
      const sy = Math.min(height - 1, Math.max(0, centre[1] + dy * shrink - 0.5));
      const ix = Math.floor(sx);
      const iy = Math.floor(sy);
      const jx = ix + 1 < width ? ix + 1 : ix;
      const jy = iy + 1 < height ? iy + 1 : iy;
      const fx = sx - ix;
      const fy = sy - iy;
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const top = data[(iy * width + ix) * 3 + c] * (1 - fx) + data[(iy * width + jx) * 3 + c] * fx;
        const bottom = data[(jy * width + ix) * 3 + c] * (1 - fx) + data[(jy * width + jx) * 3 + c] * fx;
        target.data[o + c] = top * (1 - fy) + bottom * fy;
      }
    }
  }
}

/** Both eyes made larger by `amount` (0.15 is a cartoon's, 0.05 barely seen). */
export function enlargeEyes(picture: Rgb, mesh: readonly XY[], amount: number): Rgb {
  const result = cloneRgb(picture);
  for (const [outer, inner, contour] of [
    [33, 133, RIGHT_EYE],
    [263, 362, LEFT_EYE],
  ] as const) {
    const width = distance(mesh[outer], mesh[inner]);
    bulge(picture, result, centreOf(mesh, contour), width * 1.05, amount);
  }
  return result;
}

/** How open an eye is: lid-to-lid height over corner-to-corner width (about 0.3 when open). */
export function eyeOpenness(mesh: readonly XY[]): number {
  const right = distance(mesh[159], mesh[145]) / Math.max(1, distance(mesh[33], mesh[133]));
  const left = distance(mesh[386], mesh[374]) / Math.max(1, distance(mesh[263], mesh[362]));
  return Math.min(right, left);
}

/** A round soft white highlight in the upper part of each iris (skipped when the eyes are shut). */
export function catchlights(picture: Rgb, mesh: readonly XY[], size: number, opacity: number): void {
  if (eyeOpenness(mesh) < 0.18) return;
  const { width, height, data } = picture;
  for (const [outer, inner, top, bottom] of [
    [33, 133, 159, 145],
    [263, 362, 386, 374],
  ] as const) {
    const eyeWidth = distance(mesh[outer], mesh[inner]);
    const cx = (mesh[outer][0] + mesh[inner][0]) / 2 + (mesh[outer][0] < mesh[inner][0] ? -1 : 1) * eyeWidth * 0.06;
    const cy = mesh[top][1] + (mesh[bottom][1] - mesh[top][1]) * 0.32;
    const radius = eyeWidth * size;
    const reach = radius + 2;
    for (let y = Math.max(0, Math.floor(cy - reach)); y <= Math.min(height - 1, Math.ceil(cy + reach)); y++) {
      for (let x = Math.max(0, Math.floor(cx - reach)); x <= Math.min(width - 1, Math.ceil(cx + reach)); x++) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        const a = opacity * Math.min(1, Math.max(0, radius + 0.8 - d));
        if (a <= 0) continue;
        const p = (y * width + x) * 3;
        data[p] += (1 - data[p]) * a;
        data[p + 1] += (1 - data[p + 1]) * a;
        data[p + 2] += (1 - data[p + 2]) * a;
      }
    }
  }
}
