// Both anime eyes drawn at one size. Each eye was painted at its own photographed width and
// opening, so a head tilted or turned a little drew one eye half again the other's size (two
// blind readers: "mismatched eye sizes" on the blonde, the brunette, the brown-skinned woman and
// the sample woman, their eyes' widths 0.70–0.85 of each other and openings 0.27 against 0.44).
// A head clearly turned keeps its far eye narrower (foreshortened), never smaller.
import { distance, type XY } from '../../landmarks';

/**
 * Below this share of the near eye's width the far eye reads as a turned head's (a three-quarter
 * view); the gallery's women, all drawn as facing the camera, are 0.70–0.97.
 */
const TURNED = 0.65;

/** How the toon eyes size the pair on this mesh (../../toon3d/eyes.ts `sameSize`). */
export function eyePairSizing(mesh: readonly XY[]): true | 'turned' {
  const right = distance(mesh[33], mesh[133]);
  const left = distance(mesh[263], mesh[362]);
  return Math.min(right, left) / Math.max(1, right, left) < TURNED ? 'turned' : true;
}
