// A clean outline along a soft mask's edge: the distance to the 0.5 contour estimated from the
// mask's value and gradient, so the line is one width all round and antialiased, however the
// mask was made.
import type { Grey } from '../../shared/raster';

/** A clean line of `width` pixels along the mask's 0.5 contour (distance from the gradient). */
export function contourLine(mask: Grey, width: number, into: Grey): void {
  const { data } = mask;
  const w = mask.width;
  const h = mask.height;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const m = data[i];
      if (m < 0.02 || m > 0.98) continue;
      const gx = (data[i + 1] - data[i - 1]) / 2;
      const gy = (data[i + w] - data[i - w]) / 2;
      const gradient = Math.hypot(gx, gy);
      if (gradient < 1e-4) continue;
      const d = Math.abs(m - 0.5) / gradient;
      const value = Math.min(1, Math.max(0, width / 2 + 0.5 - d));
      if (value > into.data[i]) into.data[i] = value;
    }
  }
}
