// The photo's own iris's light round its centre, for the drawn iris (drawnIris.ts): an iris is
// not an even disc but fibres running out from the pupil, lighter and darker by angle. Read from
// the photo's iris pixels between its pupil and rim, by angle; where its lids hide part of the
// iris (a narrow eye shows only its sides), the hidden angles take the shown ones mirrored across
// the iris's middle row or column.
import { luma } from '../shared/raster';

/** How many angles the iris is read at. */
export const SPOKE_BINS = 16;
/** The ring read, in the photo's iris radii: past the pupil, short of the rim (where lid and white lie). */
const FROM = 0.35;
const TO = 0.8;
/** The most a spoke is lighter or darker than the iris's mean (a share): JPEG blocks and lashes read as spokes too. */
const MOST = 0.15;

/** A pixel of the photo's eye: its place (u, v in the eye's frame) and colour. */
export interface EyePixel {
  u: number;
  v: number;
  rgb: readonly [number, number, number];
}

/** Each angle's light over the iris's mean, less one (mean zero, within ±MOST); none where the photo shows no iris. */
export function irisSpokes(pixels: readonly EyePixel[], irisU: number, irisV: number, radius: number): number[] {
  const sums = new Array<number>(SPOKE_BINS).fill(0);
  const counts = new Array<number>(SPOKE_BINS).fill(0);
  for (const { u, v, rgb } of pixels) {
    const distance = Math.hypot(u - irisU, v - irisV) / radius;
    if (distance < FROM || distance > TO) continue;
    const bin = Math.floor(((Math.atan2(v - irisV, u - irisU) / (2 * Math.PI)) * SPOKE_BINS + SPOKE_BINS) % SPOKE_BINS);
    sums[bin] += luma(rgb[0], rgb[1], rgb[2]);
    counts[bin]++;
  }
  if (counts.every((count) => count === 0)) return [];
  const shownAt = (bin: number): number => sums[bin] / counts[bin];
  // Across the middle row (angle -a), the middle column (pi - a) or both; else the nearest shown angle.
  const hiddenFrom = (bin: number): number => {
    const mirrors = [
      SPOKE_BINS - 1 - bin,
      (SPOKE_BINS / 2 - 1 - bin + SPOKE_BINS) % SPOKE_BINS,
      (bin + SPOKE_BINS / 2) % SPOKE_BINS,
    ];
    const nearest = Array.from(
      { length: SPOKE_BINS - 1 },
      (_, step) => (bin + (step % 2 === 0 ? 1 : -1) * (1 + (step >> 1)) + SPOKE_BINS) % SPOKE_BINS,
    );
    const from = [...mirrors, ...nearest].find((other) => counts[other] > 0) ?? bin;
    return shownAt(from);
  };
  const lights = sums.map((_, bin) => (counts[bin] > 0 ? shownAt(bin) : hiddenFrom(bin)));
  const mean = lights.reduce((sum, light) => sum + light, 0) / SPOKE_BINS;
  if (mean <= 0) return [];
  const spokes = lights.map((light) => light / mean - 1);
  const centred = spokes.reduce((sum, spoke) => sum + spoke, 0) / SPOKE_BINS;
  return spokes.map((spoke) => Math.max(-MOST, Math.min(MOST, spoke - centred)));
}
