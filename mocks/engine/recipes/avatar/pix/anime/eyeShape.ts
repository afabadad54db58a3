// Each person's own eye shape in the anime eyes. The toon eyes open every eye narrower than
// the look's least opening to exactly that opening (../../toon3d/eyes.ts), and nearly every
// photographed eye is narrower (lid to lid over corner to corner 0.26–0.39 on the gallery, the
// look's 0.55 for a woman and 0.42 for a man), so every person was drawn with the same eyes: a
// narrow East Asian eye as round as a wide one. The least opening is the look's, scaled by how
// open this person's eyes are against the gallery's middle, so the anime eyes stay large but
// keep their order.
import { distance, type XY } from '../../landmarks';
import { pairOpening } from '../../toon3d/eyes';

/** The gallery's middle opening (lid to lid over corner to corner, both eyes' mean). */
const TYPICAL = 0.33;
/** How far a person's eyes may take the look's opening either way (a blink or a wide stare). */
const LEAST = 0.7;
const MOST = 1.3;
/**
 * Above 1, the difference is drawn a little stronger than the photo's: the lids drawn as the
 * mesh places them round a slanted or hooded eye open less at the middle than their ratio says
 * (the woman's eyes, 0.64 wanted, 0.52 drawn), which flattened the order back to nearly one eye.
 */
const EMPHASIS = 1.5;

/** The photo's eye opening: lid to lid over corner to corner, the mean of both eyes (of the open one, a wink's). */
export function photoEyeOpening(mesh: readonly XY[]): number {
  const ratio = (top: number, bottom: number, outer: number, inner: number): number =>
    distance(mesh[top], mesh[bottom]) / Math.max(1, distance(mesh[outer], mesh[inner]));
  return pairOpening([ratio(159, 145, 33, 133), ratio(386, 374, 263, 362)]);
}

/** The look's least opening for this person's eyes: `base` for the gallery's middle eye. */
export function ownOpening(base: number, mesh: readonly XY[]): number {
  const own = (photoEyeOpening(mesh) / TYPICAL) ** EMPHASIS;
  return base * Math.min(MOST, Math.max(LEAST, own));
}
