// Near-black hair painted near-black. The hair's colour is read lit (../pix/anime/hairColour.ts:
// the fifth from the top of its lightness), so the held-out brunette's near-black hair read Lab
// L 38 and was painted a mid brown, and the black-and-white woman's dark hair L 42 and was painted
// a grey cap (blind readers: "long black hair became a short brown bob", "a grey swim-cap"). A
// cartoonist darkens dark hair; he never lightens it.
import { colourToLab, labColour } from '../../shared/colour';
import type { Colour } from '../../shared/raster';
import { blackness } from '../hairBlackness';

/** Black hair's painted lightness (Lab L): near the ink's, yet light enough for its shade and shine to show. */
const BLACK_L = 17;

/**
 * The hair's flat colour `painted` moved towards a near-black of its own hue by how far the read
 * colour `read` is black hair (../hairBlackness.ts: a brunette's near-black all the
 * way, the woman's light brown and a dark red not at all). The hue kept at a quarter of its
 * chroma: black hair in a warm light is still black, not a dark brown.
 */
export function blackenHair(painted: Colour, read: Colour): Colour {
  const black = blackness(read);
  if (black <= 0) return painted;
  const [l, a, b] = colourToLab(painted);
  const keep = 1 - 0.75 * black;
  return labColour(l + (Math.min(l, BLACK_L) - l) * black, a * keep, b * keep);
}
