// How wide a raised lid may open an eye that shows little white of its own. Where the photo shows
// its sclera, the band a raised lid uncovers joins an eye that reads open; where it shows little
// (a narrow or shaded eye: the East Asian woman's, 0.15–0.18 of the opening beside the iris; the
// brown-skinned woman's, 0.39 and 0.03), the whole opening is repainted round a drawn iris
// (visibleWhite.ts), and raised to WIDEST_OPENING that painted eye was mostly white, a band of it
// over the iris and white on both sides (readers: "cartoonish ringed bulging eyes"). Held to
// NARROW_OPENING, the lid still rises (the East Asian woman's from 0.59 of the half width), but the
// drawn iris (0.91 of the half width across) fills most of the opening's height as an eye's does,
// with a sliver of white over it (0.10–0.16 of the half width in its column, 0.16–0.27 before:
// narrowWidest.test.ts) and white beside it. At 0.85 the iris touched the raised lid, an eye open
// as at rest, not surprised; at 0.95 the band under the lid was so short that the lid's shadow
// filled it (eyeBand.ts SHADOW_BAND).
import { eyeBand } from './eyeBand';
import { WIDEST_OPENING } from './eyeWarp';
import type { EyeGeometry } from './geometry';
import type { EyePose } from './pose';
import type { Raster } from './raster';

/** The widest (eye half widths, at its middle) a raised lid opens an eye whose opening is wholly repainted. */
export const NARROW_OPENING = 1;

/** The widest a raised lid opens an eye, `repaint` the share of its opening repainted (eyeBand.ts EyeBand.repaint, 0–1). */
export function widestOpening(repaint: number): number {
  return WIDEST_OPENING - (WIDEST_OPENING - NARROW_OPENING) * repaint;
}

/** The widest a raised lid opens `eye` of `source` in `pose` (its `other` eye shares its repaint): planEye's `widest`. */
export function widestFor(source: Raster, eye: EyeGeometry, other: EyeGeometry, pose: EyePose): number {
  return pose.close < 0 ? widestOpening(eyeBand(source, eye, other).repaint) : WIDEST_OPENING;
}
