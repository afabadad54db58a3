// The head's edge as a photograph shows it, not a cut. Where a face turns away from the lens
// at its silhouette it darkens a little and takes on the light of what is behind it (a lens's
// flare and the backdrop's bounce "wrap" round the edge); a cut-out keeps its skin at full
// brightness right up to a line, which reads as pasted. Here, inside the person's matte, over
// a band a few pixels wide along its edge, the person's colour is mixed towards the backdrop's
// colour blurred (the light that would wrap), most at the very edge.
import { maskBounds } from '../../shared/maskBounds';
import type { Grey } from '../../shared/raster';
import { gaussianData } from '../blur';

/**
 * `out` (0–1 RGB of the picture, the person already laid over `back`) with the backdrop's
 * light wrapped onto the person's edge: `mask` (0–1) is the person, `band` the wrap's reach
 * in pixels, `amount` (0–1) how much of the backdrop's colour the outermost edge takes.
 */
export function wrapLight(out: Float32Array, back: Float32Array, mask: Grey, band: number, amount: number): void {
  const { width } = mask;
  const box = maskBounds(mask, 0.01, Math.ceil(band * 4) + 2);
  if (!box) return;
  const w = box.right - box.left + 1;
  const h = box.bottom - box.top + 1;
  const inside = new Float32Array(w * h);
  const light = new Float32Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y + box.top) * width + x + box.left;
      const j = y * w + x;
      inside[j] = mask.data[i];
      // Only what is behind and beside the person gives its light: the backdrop where the person is not.
      const off = 1 - mask.data[i];
      for (let c = 0; c < 3; c++) light[j * 3 + c] = back[i * 3 + c] * off;
    }
  }
  const near = gaussianData(inside, w, h, 1, band);
  const offWeight = new Float32Array(w * h);
  for (let j = 0; j < offWeight.length; j++) offWeight[j] = 1 - inside[j];
  const lightAround = gaussianData(light, w, h, 3, band * 2);
  const weightAround = gaussianData(offWeight, w, h, 1, band * 2);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y + box.top) * width + x + box.left;
      const j = y * w + x;
      const m = mask.data[i];
      if (m <= 0.01 || weightAround[j] < 1e-3) continue;
      // 1 at the matte's edge, falling to 0 a band inside it.
      const edge = Math.min(1, Math.max(0, (m - near[j]) * 2.2 + (1 - m)));
      const k = amount * edge * m;
      if (k <= 0) continue;
      const p = i * 3;
      for (let c = 0; c < 3; c++) out[p + c] += (lightAround[j * 3 + c] / weightAround[j] - out[p + c]) * k;
    }
  }
}
