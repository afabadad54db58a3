// Skin and hair meet at a crisp edge. The parts' masks are blurred shapes, and the steps that
// move the crown's skin to hair (./crownHair.ts) fade in over a tenth of the face's height, so
// at a temple a pixel could be half skin and half hair over a wide band: painted, that was "a
// translucent hair overlay on the cheek" (the blind panel). Each pixel's share of the person
// that is skin or hair goes wholly to the larger of the two, antialiased over a pixel or two.
import { smoothstep, type Grey } from '../../shared/raster';
import { HAIR, SKIN } from './regions';

/** Below this width of ratio either side of half the edge is antialiased; above it, one part. */
const EDGE = 0.12;

/** Makes the skin/hair edge in `masks` (skin, hair, clothes, ground; changed in place) crisp. */
export function crispSkinAndHair(masks: Grey[]): void {
  const skin = masks[SKIN].data;
  const hair = masks[HAIR].data;
  for (let i = 0; i < skin.length; i++) {
    const both = skin[i] + hair[i];
    if (both <= 1e-6) continue;
    const share = smoothstep(0.5 - EDGE, 0.5 + EDGE, skin[i] / both);
    skin[i] = both * share;
    hair[i] = both - skin[i];
  }
}
