// A soft, enlarged photo's edges made into clean steps by a shock filter (Kramer and Bruckner's):
// each pass moves every pixel towards the light of the side of its edge it lies on — the brightest of
// its 3×3 neighbours where the (smoothed) light curves down, the darkest where it curves up — so a
// ramp a few pixels wide collapses into a step, one pixel per pass from each side, with no halo
// (nothing leaves the neighbourhood's range). An unsharp mask only steepens a ramp's middle; this
// ends it, which is what turns "a blurred copy" into a crisp picture. The sign comes from the
// light alone and moves the three channels together, so no colour fringes grow at the edges.
import type { Grey, Rgb } from '../../../shared/raster';
import { gaussianData } from '../../blur';

/**
 * `passes` passes of the filter over the picture (in place), `strength` (0–1) of each kept, weighted
 * by `where`, only where the light smoothed by `curveSigma` climbs more than `minSlope` a pixel.
 */
export function shockFilter(
  picture: Rgb,
  passes: number,
  strength: number,
  where: Grey,
  curveSigma: number,
  minSlope: number,
): void {
  const { width, height } = picture;
  // Only the box where `where` is set is worked (the head, not the whole square).
  let x0 = width;
  let x1 = -1;
  let y0 = height;
  let y1 = -1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (where.data[y * width + x] > 0) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
  if (x1 < 0) return;
  let data = picture.data;
  const light = new Float32Array(width * height);
  for (let pass = 0; pass < passes; pass++) {
    for (let i = 0, p = 0; i < light.length; i++, p += 3) light[i] = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
    const smooth = gaussianData(light, width, height, 1, curveSigma);
    const next = data.slice();
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        const i = y * width + x;
        const p = i * 3;
        const xl = x > 0 ? i - 1 : i;
        const xr = x < width - 1 ? i + 1 : i;
        const yu = y > 0 ? i - width : i;
        const yd = y < height - 1 ? i + width : i;
        const curve = smooth[xl] + smooth[xr] + smooth[yu] + smooth[yd] - 4 * smooth[i];
        // Only a real edge's ramp (its smoothed slope steep enough): a flat patch's grain or a
        // compressed photo's blocks, collapsed as well, came out as a mosaic.
        const slope = Math.hypot(smooth[xr] - smooth[xl], smooth[yd] - smooth[yu]) / 2;
        const edge = slope <= minSlope ? 0 : slope >= minSlope * 2.5 ? 1 : (slope - minSlope) / (minSlope * 1.5);
        const m = where.data[i] * strength * edge;
        if (m <= 0 || Math.abs(curve) < 1e-5) continue;
        // The neighbour whose light is the most (curving down: the bright side) or least.
        const up = curve < 0;
        let best = i;
        let bestLight = light[i];
        for (let dy = -1; dy <= 1; dy++) {
          const yy = y + dy;
          if (yy < 0 || yy >= height) continue;
          for (let dx = -1; dx <= 1; dx++) {
            const xx = x + dx;
            if (xx < 0 || xx >= width) continue;
            const j = yy * width + xx;
            if (up ? light[j] > bestLight : light[j] < bestLight) {
              best = j;
              bestLight = light[j];
            }
          }
        }
        const q = best * 3;
        for (let c = 0; c < 3; c++) next[p + c] = data[p + c] + (data[q + c] - data[p + c]) * m;
      }
    data = next;
  }
  picture.data.set(data);
}
