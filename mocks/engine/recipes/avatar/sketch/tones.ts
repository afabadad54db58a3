// Reading a grey's tones under a mask, for the sketch portrait (../portrait.ts): the face's own
// range that the pencil's is spread over, and the hair's own darkness that hair the photo does
// not show (a crown its crop cut off) is drawn at.
import { colourToLab } from '../../shared/colour';
import type { Grey, Rgb } from '../../shared/raster';

/**
 * The CIELAB lightness (0–100) of the hair's mean colour that dark hair is under. Saturation is
 * not darkness: a light ginger (L 60) is as saturated as the dark woman's deep brown (0.67 against
 * 0.73). The gallery's dark hair is L 14–35, its fairest the blonde at L 59.
 */
const DARK_HAIR_LIGHTNESS = 45;

/** The grey's values at the given shares (0–1) of its pixels under the mask (over a half), darkest first. */
export function percentiles(grey: Grey, mask: Grey, shares: readonly number[]): number[] {
  const counts = new Uint32Array(256);
  let total = 0;
  for (let i = 0; i < grey.data.length; i++) {
    if (mask.data[i] < 0.5) continue;
    counts[Math.min(255, Math.max(0, Math.round(grey.data[i] * 255)))]++;
    total++;
  }
  return shares.map((share) => {
    for (let seen = 0, k = 0; k < 256; k++) {
      seen += counts[k];
      if (seen >= total * share) return k / 255;
    }
    return 1;
  });
}

/**
 * How dark (0–1 pencil) the hair the photo shows is drawn: the median of `pencil` over the hair
 * the colours found (`hair`, before any crown was added to it), or 0 when there is none. A crown
 * the photo's crop cuts off is the crop's smeared edge, as light as the forehead; drawn at that
 * tone, the brown-skinned man's short dark hair was a faint outline over a bare scalp (the
 * thirty-second stop's panel: "as if bald").
 */
export function shownHairDarkness(pencil: Grey, hair: Grey): number {
  let count = 0;
  for (let i = 0; i < hair.data.length; i++) if (hair.data[i] >= 0.5) count++;
  if (count === 0) return 0;
  return percentiles(pencil, hair, [0.5])[0];
}

/**
 * Whether the hair the photo shows (`hair`, the colours' own mask) is dark: its median grey under
 * 0.45 of the skin's, or a deep brown (its mean colour's blue under 0.4 of its red: saturated).
 * The crown drawn at the hair's darkness, the hair's strokes run to the head's edge and long hair
 * followed past the matte are for such hair only: the woman's fair hair, pulled back, was drawn
 * with a heavy dark band over her forehead (the thirty-second stop's second panel, lost to main).
 * A dim photo's fair hair is as dark against its skin as a brown woman's brown hair (0.50, 0.50),
 * but grey, not brown (saturation 0.29 against 0.73). Either way the hair must be dark in itself
 * (its mean colour's Lab L under DARK_HAIR_LIGHTNESS): saturated light ginger or auburn is not.
 */
export function showsDarkHair(picture: Rgb, grey: Grey, hair: Grey, skin: Grey): boolean {
  const sum = [0, 0, 0];
  let count = 0;
  for (let i = 0; i < hair.data.length; i++) {
    if (hair.data[i] < 0.5) continue;
    for (let c = 0; c < 3; c++) sum[c] += picture.data[i * 3 + c];
    count++;
  }
  if (count === 0) return false;
  const [hairGrey] = percentiles(grey, hair, [0.5]);
  const [skinGrey] = percentiles(grey, skin, [0.5]);
  const saturation = 1 - Math.min(...sum) / Math.max(1e-6, ...sum);
  const [lightness] = colourToLab([sum[0] / count, sum[1] / count, sum[2] / count]);
  return lightness < DARK_HAIR_LIGHTNESS && (hairGrey < skinGrey * 0.45 || saturation > 0.6);
}
