// Who the cel is drawn as: the gender estimate (human's faceres, through ../../traits.ts, read
// on the aligned photo before any reshaping: enlarged anime eyes read as a woman's to it) picks
// the proportions and the make-up. A man keeps his jaw's width, heavier brows, eyes less
// enlarged and no lashes or lip colour; a face the model is not sure of is drawn plainly too
// (a man in lashes and lipstick is a result nobody keeps, a plain woman is still herself).
import type { ToonShape } from '../../toon3d/proportions';
import type { Wearer } from '../../traits';

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

export function animeLook(wearer: Wearer): AnimeLook {
  if (wearer === 'woman')
    return {
      feminine: true,
      shape: ANIME_SHAPE,
      iris: 0.38,
      open: 0.55,
      lashes: 0.5,
      lidWeight: 2.4,
      brow: 1.3,
      shoulders: 1.02,
      neck: 0.23,
    };
  return {
    feminine: false,
    shape: ANIME_MAN_SHAPE,
    iris: 0.34,
    open: 0.42,
    lashes: 0,
    lidWeight: 2.8,
    brow: 2.3,
    shoulders: 1.25,
    neck: 0.3,
  };
}
