// Where the photo's own open mouth splits as it opens further. Its upper part rides up with the
// upper lip and its lower part down with the lower lip (mouthWarp.ts), half and half unless told.
// When the photo's gap is a row of upper teeth (a smile showing them), half of them went down with
// the lower lip: a pale band of tooth under the painted tongue, read as a second lip under the
// opening ("a ghost lip", "a white ring under the tongue", issue 37). Where the gap is all teeth,
// the whole of it rides with the upper lip the teeth hang from (as grinTeeth.ts does for teeth
// under closed mesh lips). Split at the teeth's lower edge where they fill only part of the gap
// (the woman's 0.73), a blind reader saw "a pink tongue mass hanging below the lip line" and kept
// half and half 4 of 5; split whole where they fill it, the change won 7 to 2.
import { globalX, globalY, profileAt } from './frame';
import type { FaceGeometry } from './geometry';
import type { Raster } from './raster';
import { greyAt, toothRun } from './toothRun';

/** Teeth are this much lighter than the lips round the gap, and nearly colourless (chroma over value). */
const LIGHTER_THAN_LIPS = 1.15;
const MOST_CHROMA = 0.36;
/** The row must start in this upper share of the gap to be the upper teeth. */
const STARTS_WITHIN = 0.6;
/** Teeth must show in this share of the middle columns, else a highlight on a wet lip was seen. */
const LEAST_SHARE = 0.4;
/** Past the last light pixel the teeth's edge still fades through paler ones, in mouth half widths. */
const PALE_EDGE = 0.06;
/** The share of the gap (median over the middle columns) the teeth must fill to move it all up. */
const ALL_TEETH = 0.9;

/**
 * The share of the photo's own gap above the upper teeth's lower edge in one column (0–1), or
 * null where no upper teeth show there.
 */
function teethShare(picture: Raster, face: FaceGeometry, u: number): number | null {
  const mouth = face.mouth;
  const w = mouth.halfWidth;
  const upper = profileAt(mouth.upperInner, u);
  const lower = profileAt(mouth.lowerInner, u);
  const gap = lower - upper;
  // Lips barely parted (a tenth of the mouth's half width) show no row worth moving.
  if (gap < Math.max(2, 0.1 * w)) return null;
  const at = (v: number) => greyAt(picture, globalX(mouth.frame, u, v), globalY(mouth.frame, u, v));
  const lips = Math.min(at(upper - 0.15 * w).grey, at(lower + 0.15 * w).grey);
  const run = toothRun(picture, mouth.frame, {
    u,
    from: upper,
    steps: gap,
    startsWithin: STARTS_WITHIN * gap,
    least: LIGHTER_THAN_LIPS * lips,
    mostChroma: MOST_CHROMA,
  });
  return run && Math.min(1, (run.last + 0.5 + PALE_EDGE * w) / gap);
}

/** The face with its own open mouth riding wholly with the upper lip where the photo's gap is all upper teeth. */
export function raiseGapOfTeeth(face: FaceGeometry, picture: Raster): FaceGeometry {
  const w = face.mouth.halfWidth;
  const shares: number[] = [];
  let columns = 0;
  for (let u = Math.ceil(-0.5 * w); u <= 0.5 * w; u++) {
    columns++;
    const share = teethShare(picture, face, u);
    if (share !== null) shares.push(share);
  }
  if (columns === 0 || shares.length < LEAST_SHARE * columns) return face;
  shares.sort((a, b) => a - b);
  const median = shares[Math.floor(shares.length / 2)];
  if (median < ALL_TEETH || face.mouth.ownUpper >= 1) return face;
  return { ...face, mouth: { ...face.mouth, ownUpper: 1 } };
}
