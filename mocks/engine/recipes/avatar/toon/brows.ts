// The brows as a cartoonist inks them: one crisp flat shape each, full at the inner end and
// tapering to a point at the tail, its edge antialiased over a pixel. The mesh's brow outline
// filled and blurred was a box-ended smudge (the blind panel's "blurry brows").
import type { Grey } from '../../shared/raster';
import { fillDisc, smoothCurve } from '../featureLines';
import { LEFT_BROW, RIGHT_BROW, type XY } from '../landmarks';

/** Each brow's upper edge then lower edge, outer end first (the mesh's outline, rearranged). */
const BROWS = [RIGHT_BROW, LEFT_BROW].map((outline) => ({
  upper: outline.slice(0, 5),
  lower: outline.slice(5).reverse(),
}));

/**
 * Draws both brows into `mask` (0–1): a swept disc along each brow's middle line, as thick as
 * the mesh's brow times `thickness`, an eighth of that at the tail.
 */
export function drawBrows(mask: Grey, mesh: readonly XY[], thickness: number): void {
  for (const { upper, lower } of BROWS) {
    // The middle line and half-thickness at each of the five pairs, outer (0) to inner (4).
    const middle: XY[] = upper.map((u, k) => {
      const l = lower[k];
      return [(mesh[u][0] + mesh[l][0]) / 2, (mesh[u][1] + mesh[l][1]) / 2];
    });
    const halves = upper.map((u, k) => Math.hypot(mesh[u][0] - mesh[lower[k]][0], mesh[u][1] - mesh[lower[k]][1]) / 2);
    const curve = smoothCurve(middle, 16);
    const full = Math.max(...halves) * thickness;
    for (let k = 0; k < curve.length; k++) {
      const t = k / Math.max(1, curve.length - 1);
      // From the tail's point to the head's full width by two thirds of the way, rounded there.
      const radius = full * (0.12 + 0.88 * Math.min(1, t / 0.7) ** 0.7);
      fillDisc(mask, curve[k], radius);
    }
  }
}
