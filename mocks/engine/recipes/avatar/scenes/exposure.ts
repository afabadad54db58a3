// A dim face brought up to the scene's light: a photo taken in a dim room, small and soft,
// shows in a bright drawn scene as a grey, murky face. Its brightness is lifted by one gain for
// all three channels (so the skin's own tone stays: a brown face is not made pale), on a curve
// that spares the highlights; and a scene's tinted light is taken in less by a skin already
// rich in colour (a warm light on brown skin turned it orange).
import type { Colour, Rgb } from '../../shared/raster';
import { smoothstep } from '../../shared/raster';

const LUMA = [0.299, 0.587, 0.114] as const;

/** Skin at or above this brightness (0–1 luma) is left as it is. */
const BRIGHT_ENOUGH = 0.42;

/** Lifts the picture when `skin` (the face's mean colour) is darker than BRIGHT_ENOUGH, by up to a third. */
export function liftDimFace(picture: Rgb, skin: Colour): void {
  const luma = LUMA[0] * skin[0] + LUMA[1] * skin[1] + LUMA[2] * skin[2];
  const gain = Math.min(1.35, BRIGHT_ENOUGH / Math.max(0.05, luma));
  if (gain <= 1.01) return;
  const { data } = picture;
  for (let p = 0; p < data.length; p++) {
    const v = data[p];
    // v·g / (1 + (g − 1)·v): the gain in the shadows and mid-tones, 1 at white.
    data[p] = (v * gain) / (1 + (gain - 1) * v);
  }
}

/** How much of a scene's light (its `amount`) a face of this `skin` colour takes on. */
export function lightFor(skin: Colour, amount: number): number {
  const high = Math.max(skin[0], skin[1], skin[2]);
  const saturation = high > 0 ? (high - Math.min(skin[0], skin[1], skin[2])) / high : 0;
  return amount * (1 - 0.5 * smoothstep(0.35, 0.55, saturation));
}
