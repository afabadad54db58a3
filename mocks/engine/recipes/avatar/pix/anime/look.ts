// Who the cel is drawn as: the gender estimate (human's faceres, through ../../traits.ts, read
// on the aligned photo before any reshaping: enlarged anime eyes read as a woman's to it) picks
// the proportions and the make-up. A man keeps his jaw's width, heavier brows, eyes less
// enlarged and no lashes or lip colour; a face the model is not sure of is drawn plainly too
// (a man in lashes and lipstick is a result nobody keeps, a plain woman is still herself).
import type { ToonShape } from '../../toon3d/proportions';
import type { XY } from '../../landmarks';
import type { Wearer } from '../../traits';
import { ownOpening } from './eyeShape';

export interface AnimeLook {
  feminine: boolean;
  shape: ToonShape;
  /** Passed to the toon eyes: iris share, least opening, lashes, lid weight. */
  iris: number;
  open: number;
  lashes: number;
  lidWeight: number;
  /** The brows' pen, in line widths. */
  brow: number;
  /** How far the upper lids are drawn flat (./flatLid.ts): 0 a woman's round arch. */
  flatLid: number;
  /** Shoulders' half width as a share of the face's width. */
  shoulders: number;
  /** The neck's half width as a share of the face's width. */
  neck: number;
}

export const ANIME_SHAPE: ToonShape = {
  eyeWidth: 1.32,
  eyeHeight: 1.55,
  nose: 0.6,
  chinKeep: 0.84,
  chinNarrow: 0.16,
  cheeks: 1,
  head: 1.04,
};

/** A man's anime proportions: eyes a little larger, his jaw and chin kept. */
export const ANIME_MAN_SHAPE: ToonShape = {
  eyeWidth: 1.14,
  eyeHeight: 1.22,
  nose: 0.75,
  chinKeep: 0.95,
  chinNarrow: 0,
  cheeks: 1,
  head: 1.02,
};

/**
 * A man's eyes: narrower than a woman's (0.55) and a flat upper lid, as anime draws an adult
 * man. At 0.42 with a woman's arch every man was drawn a round-eyed boy (blind readers).
 */
const MAN_OPENING = 0.34;
const MAN_FLAT_LID = 0.85;

/**
 * The face's length against its width at the cheekbones (MediaPipe 10–152 over 234–454): the
 * mesh's one measure of face shape that differs from person to person (1.03 for the round face
 * of the samples, 1.29 for the long one; the jaw's width over the cheeks is 0.79–0.83 in all).
 */
export function faceLength(mesh: readonly XY[]): number {
  const apart = (a: number, b: number): number => Math.hypot(mesh[a][0] - mesh[b][0], mesh[a][1] - mesh[b][1]);
  return apart(10, 152) / Math.max(1, apart(234, 454));
}

/**
 * A woman's anime proportions for her own face: a round face keeps its lower face and most of
 * its chin's width (the one template chin made every woman the same face), a long one is
 * shortened and narrowed as before.
 */
function womanShape(mesh: readonly XY[]): ToonShape {
  const round = Math.min(1, Math.max(0, (1.22 - faceLength(mesh)) / 0.16));
  return { ...ANIME_SHAPE, chinKeep: ANIME_SHAPE.chinKeep + 0.1 * round, chinNarrow: ANIME_SHAPE.chinNarrow * (1 - 0.5 * round) };
}

export function animeLook(wearer: Wearer, mesh: readonly XY[]): AnimeLook {
  if (wearer === 'woman')
    return {
      feminine: true,
      shape: womanShape(mesh),
      iris: 0.38,
      open: ownOpening(0.55, mesh),
      lashes: 0.5,
      lidWeight: 2.4,
      brow: 1.3,
      flatLid: 0,
      shoulders: 1.02,
      neck: 0.23,
    };
  return {
    feminine: false,
    shape: ANIME_MAN_SHAPE,
    iris: 0.34,
    open: ownOpening(MAN_OPENING, mesh),
    lashes: 0,
    lidWeight: 2.8,
    brow: 2.3,
    flatLid: MAN_FLAT_LID,
    shoulders: 1.25,
    neck: 0.3,
  };
}
