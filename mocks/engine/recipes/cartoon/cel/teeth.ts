// A grin's teeth drawn as a cartoonist draws them: one clean off-white shape. Quantized as they
// came, the teeth (a little duller than white in a dim photo, and pulled to the palette's nearest
// colour, a blue-grey on a dark room) were painted as a grey band under the mouth's line: the
// brown-skinned man's big grin was lost ("mouth a grey band", the blind panel). The mesh's lips
// are not enough to find them: on that grin the mesh closed the mouth on the upper lip, above the
// teeth. So the teeth are read off the picture, round the mesh's lips and between its corners:
// what is clearly lighter than the face's skin and greyer than it (teeth are; lips and stubble
// are not; a pale cheek beside the mouth is outside the corners), as one clean shape, painted
// near white in the skin's warmth, a shape the face's island merge keeps (cel/bands.ts).
import type { Face } from '../../../types';
import { blurLocal } from '../../avatar/blur';
import { LIPS_OUTER, type FaceRegions } from '../../shared/faceParts';
import { createGrey, smoothstep, type Grey } from '../../shared/raster';
import { outlineMask } from './outlineMask';

/** How far round the mesh's lips teeth are looked for, as a share of the eye span (a grin the mesh missed shows below them). */
const REACH = 0.3;
/** Lab L above the skin's median at which a grey pixel near the lips is tooth: none at the first, all at the second. */
const LIGHTER: readonly [number, number] = [12, 18];
/** A tooth's chroma as a share of the skin's: all tooth below the first, none above the second. */
const GREYER: readonly [number, number] = [0.6, 0.9];
/** The teeth's shape is cleaned through a blur of this share of the eye span, read low (0.15–0.35) to hold their soft rim. */
const CLEAN = 0.02;
/** The painted teeth: near white, warmed by the skin (its a, b times this): ivory, not a cool grey beside the cream of a smile's ends. */
const TEETH_L = 93;
const WARMTH = 0.4;

/**
 * The teeth, 0–1, in `lab` (L, a, b per pixel, before the skin is lifted): round every face's
 * lips, what is lighter and greyer than the face's skin (`skin`, its median L, a, b), as one clean shape.
 */
function teethMask(
  lab: Float32Array,
  regions: FaceRegions,
  faces: readonly Face[],
  span: number,
  skin: readonly [number, number, number],
): Grey | undefined {
  const { width, height } = regions.oval;
  const near = outlineMask(faces, [LIPS_OUTER], width, height, span * REACH, [0.02, 0.1]);
  // Teeth never show beyond the mouth's corners (mesh points 61 and 291): a pale cheek beside
  // the mouth, lighter and greyer than the skin's median, is the skin's light.
  const corners = faces.map((face) => {
    const [left, right] = [face.mesh[61], face.mesh[291]];
    const across = [right[0] - left[0], right[1] - left[1]];
    return { left, across, lengthSquared: across[0] ** 2 + across[1] ** 2 || 1 };
  });
  const skinChroma = Math.hypot(skin[1], skin[2]);
  const teeth = createGrey(width, height);
  let found = false;
  for (let i = 0; i < teeth.data.length; i++) {
    if (near.data[i] <= 0) continue;
    const x = (i % width) + 0.5;
    const y = Math.floor(i / width) + 0.5;
    const between = corners.some(({ left, across, lengthSquared }) => {
      const along = ((x - left[0]) * across[0] + (y - left[1]) * across[1]) / lengthSquared;
      return along > 0 && along < 1;
    });
    if (!between) continue;
    const p = i * 3;
    const chroma = Math.hypot(lab[p + 1], lab[p + 2]) / Math.max(1, skinChroma);
    const share = near.data[i] * smoothstep(LIGHTER[0], LIGHTER[1], lab[p] - skin[0]) * smoothstep(GREYER[1], GREYER[0], chroma);
    teeth.data[i] = share;
    if (share > 0) found = true;
  }
  if (!found) return undefined;
  const clean = blurLocal(teeth, Math.max(0.5, span * CLEAN));
  for (let i = 0; i < clean.data.length; i++) clean.data[i] = smoothstep(0.15, 0.35, clean.data[i]);
  return clean;
}

export interface Teeth {
  /** 0–1: where the teeth are (painted in their own colour, not the palette's). */
  mask: Grey;
  /** Their painted L, a, b. */
  tone: readonly [number, number, number];
}

/**
 * A grin's teeth in `lab` (L, a, b per pixel, before the skin is lifted), or undefined where no
 * face shows teeth. `skin`: the skin's median L, a and b in `lab`. Read before the skin's rules
 * move its lightness; painted after (`whitenTeeth`).
 */
export function findTeeth(
  lab: Float32Array,
  regions: FaceRegions,
  faces: readonly Face[],
  span: number,
  skin: readonly [number, number, number],
): Teeth | undefined {
  if (span <= 0) return undefined;
  const mask = teethMask(lab, regions, faces, span, skin);
  return mask && { mask, tone: [TEETH_L, skin[1] * WARMTH, skin[2] * WARMTH] };
}

/** Paints `lab`'s (L, a, b per pixel) `teeth` in their tone, in place. */
export function whitenTeeth(lab: Float32Array, { mask, tone }: Teeth): void {
  for (let i = 0; i < mask.data.length; i++) {
    const weight = mask.data[i];
    if (weight <= 0) continue;
    for (let c = 0; c < 3; c++) lab[i * 3 + c] += (tone[c] - lab[i * 3 + c]) * weight;
  }
}
