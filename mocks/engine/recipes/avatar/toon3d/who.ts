// Who the toon is drawn as, from faceres's estimate on the aligned face (run once): the makeup
// (../pix/dress.ts: lashes and a lip colour only on a face sure to be a woman's) and whether it
// is a man's face, drawn with a man's heavier brows, no blush and a squarer jaw. A face the model
// cannot tell is neither made up nor given a man's features.
import { describeFace, SURE_OF_GENDER, type FaceTraits } from '../../../adapters/faces';
import { toBytes } from '../../shared/photo';
import type { Rgb } from '../../shared/raster';
import { makeupFor, type Makeup } from '../pix/dress';

export interface Who {
  makeup: Makeup;
  man: boolean;
}

/** The pure choice from the traits. */
export function whoFrom(traits: FaceTraits | null): Who {
  const man = traits !== null && traits.gender === 'male' && traits.genderScore >= SURE_OF_GENDER;
  return { makeup: makeupFor(traits), man };
}

export async function whoIs(picture: Rgb): Promise<Who> {
  const { width, height } = picture;
  const traits = await describeFace({ width, height, channels: 3, data: toBytes(picture) });
  return whoFrom(traits);
}

/**
 * Drawn as a man with short hair: a man's face, or one faceres cannot tell (the tuned man is
 * estimated a woman, unsure), under hair the masses find short. A woman's hair the masses take for
 * short (a fall the framing cut at some seeds) is still a woman's: given a short-haired man's lobed
 * outline (./lockOutline.ts) it read as "torn-looking notches" to blind readers. Long hair is
 * never a short cut (lobed locks round the top of long hair read wrong); today ./masses.ts reads
 * long hair only on a face that is not a sure man's, so for a sure man `longHair` is always false
 * and this guard matters for the unsure (review, session 34).
 */
export function shortHairedMan(who: Who, longHair: boolean): boolean {
  return !longHair && (who.man || who.makeup === 'neutral');
}
