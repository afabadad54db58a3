// The face's skin as one base tone and a shadow. The bands' edges fall where the seed puts them,
// so on a face lit nearly evenly (a blonde's skin spans 69–81 Lab L, a band 14–20) an edge could
// run through the middle of the skin's tones and cut the face into two big flat patches, a light
// mask and a darker rest, along whatever faint gradient the light left; and a forehead or a cheek
// a little lighter than the rest crossed the next edge up into a pale blob. A cartoonist paints
// the skin one base tone and adds a shadow where the form turns away. So the skin's lightness is
// moved (by at most half a band, on the face and the skin-coloured forehead above the mesh's oval,
// fading out beyond) to put its median at its band's centre, and that band is painted at the lit
// skin's lightness on and near the face (skinTones.ts, cel.ts), so no ring marks where the move fades:
// the skin within half a band of its median is one tone, and only what is darker by more (the
// shade under the chin, the far side of a face lit from aside) takes the band below. Lights above
// the base tone are the base tone (the eyes' whites and the teeth, inside the features' outlines,
// keep theirs).
import type { Grey } from '../../shared/raster';

/** The tone bands as cel.ts cuts them: band k holds L from (k − phase)·step to (k + 1 − phase)·step. */
export interface Bands {
  step: number;
  phase: number;
}

/** Just under half a band: how far from its band's centre a skin pixel may be and stay in it. */
export const WITHIN_BAND = 0.45;

/** The band that holds lightness `l`. */
export function bandOf(l: number, bands: Bands): number {
  return Math.floor(l / bands.step + bands.phase);
}

/** The lightness at the middle of band `band`. */
export function bandCentre(band: number, bands: Bands): number {
  return (band + 0.5 - bands.phase) * bands.step;
}

/**
 * Moves `lab`'s (L, a, b per pixel) lightness by `weight` (where the skin's tones apply: the face's
 * skin with its eyes, brows and mouth, so nothing rings them, and the skin's colour above it) so
 * that `skinL` (the skin's median) lands at its band's centre, and lowers the lights there (away
 * from `features`, the features' own outlines) to at most just under that band's top. Returns the
 * skin's band.
 */
export function centreSkinInBand(lab: Float32Array, weight: Grey, features: Grey, skinL: number, bands: Bands): number {
  const band = bandOf(skinL, bands);
  const centre = bandCentre(band, bands);
  const shift = centre - skinL;
  const lightest = centre + WITHIN_BAND * bands.step;
  for (let i = 0; i < weight.data.length; i++) {
    const w = weight.data[i];
    if (w <= 0) continue;
    const l = lab[i * 3] + shift * w;
    lab[i * 3] = l + (Math.min(l, lightest) - l) * w * (1 - features.data[i]);
  }
  return band;
}
