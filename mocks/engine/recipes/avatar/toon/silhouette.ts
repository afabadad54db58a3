// The figure's silhouette as one smooth line. The parts (./regions.ts) follow the segmentation
// matte and the envelope's bands, and where they meet the ground their outline had steps and
// notches a cartoonist never draws: a notch where the dark man's jaw meets his neck, a step in the
// woman's hair beside her cheek, lumps down the older man's cheek. The person's occupancy is
// blurred and cut again at one half, which rounds off every notch and bump smaller than the blur
// while a long edge stays where it was; pixels the person gains take the part nearest them.
import { createGrey, smoothstep, type Grey } from '../../shared/raster';
import { blurGrey } from '../blur';

/**
 * Smooths the outline between `ground` and the person, whose parts are `parts` (each 0–1, with
 * `ground` summing to 1 at every pixel): all changed in place. `sigma` in pixels: the size of
 * the notches rounded off. Only the parts `fills` names take ground the person gains: a part
 * painted from the photo's own colour areas (the clothes) would show the room's there.
 */
export function smoothSilhouette(ground: Grey, parts: readonly Grey[], fills: readonly boolean[], sigma: number): void {
  const { width, height } = ground;
  const person = createGrey(width, height);
  for (let i = 0; i < person.data.length; i++) person.data[i] = 1 - ground.data[i];
  const smooth = blurGrey(person, sigma);
  // The edge's ramp about 1.5 px: a blurred step's slope at one half is 1 / (sigma √(2π)).
  const ramp = 0.3 / sigma;
  let nearby: (Grey | null)[] | null = null;
  const weights = new Float64Array(parts.length);
  for (let i = 0; i < person.data.length; i++) {
    const before = person.data[i];
    const after = smoothstep(0.5 - ramp, 0.5 + ramp, smooth.data[i]);
    if (Math.abs(after - before) < 1e-3) continue;
    if (before > 0.02) {
      for (const part of parts) part.data[i] *= after / before;
    } else {
      // The ground filled in: the part round it most, its share raised to a power so two parts
      // meeting there meet along a line, not in a smear of both (where neither is over one
      // half neither's outline is drawn).
      nearby ??= parts.map((part, k) => (fills[k] ? blurGrey(part, sigma) : null));
      let total = 0;
      for (let k = 0; k < parts.length; k++) {
        weights[k] = (nearby[k]?.data[i] ?? 0) ** 4;
        total += weights[k];
      }
      if (total <= 1e-12) continue;
      for (let k = 0; k < parts.length; k++) parts[k].data[i] = (after * weights[k]) / total;
    }
    ground.data[i] = 1 - parts.reduce((sum, part) => sum + part.data[i], 0);
  }
}
