// A pencil artist draws a dark or dimly lit face in the mid greys, not in black: the drawing's
// values are the face's own light and dark relative to its skin. The sketch maps tone straight
// to graphite, so the brown-skinned man (his skin's median grey 0.31 here) came out hatched near
// black ("heavy and noisy on dark faces", the blind panel). Here the grey is lifted by a gamma
// that brings the skin's median up to SKIN_TARGET: fully over the face and its surroundings,
// partly over the rest of the picture (hair and clothes stay darker than the face, as in the
// photo). A face whose skin is already that light is left as it is.
import { gaussianBlur } from '../shared/blur';
import { faceRegions } from '../shared/faceParts';
import { createGrey, type Grey } from '../shared/raster';
import type { Face } from '../../types';
import { median } from '../shared/median';

/** The skin's median grey is brought up to this. */
const SKIN_TARGET = 0.45;
/** The strongest lift (gamma): beyond it the darks wash out and the features fade. */
const MIN_GAMMA = 0.6;
/** Share of the lift given to the picture away from the face. */
const AWAY = 0.35;

/** The median of `grey` where `mask` is above half, or undefined when there is no such pixel. */
function medianWhere(grey: Grey, mask: Grey): number | undefined {
  const values: number[] = [];
  for (let i = 0; i < mask.data.length; i++) if (mask.data[i] > 0.5) values.push(grey.data[i]);
  return values.length === 0 ? undefined : median(values);
}

/** The gamma that lifts a skin of median grey `median` to SKIN_TARGET (1: no lift). */
export function skinLiftGamma(median: number): number {
  if (median >= SKIN_TARGET || median <= 0) return 1;
  return Math.max(MIN_GAMMA, Math.log(SKIN_TARGET) / Math.log(median));
}

/** `grey` with each face's skin lifted to a light mid grey (a new plane; `grey` untouched). */
export function liftDarkSkinTone(grey: Grey, faces: readonly Face[]): Grey {
  if (faces.length === 0) return grey;
  const { width, height } = grey;
  const regions = faceRegions(faces, width, height);
  const median = medianWhere(grey, regions.skin);
  const gamma = median === undefined ? 1 : skinLiftGamma(median);
  if (gamma === 1) return grey;
  // The face's reach: its oval spread by about half a face, so the neck, ears and hairline
  // share its lift and no seam rings the oval.
  const span = Math.sqrt(regions.oval.data.reduce((sum, value) => sum + value, 0));
  const reach = gaussianBlur(regions.oval, Math.max(2, span * 0.35));
  let peak = 0;
  for (const value of reach.data) peak = Math.max(peak, value);
  const lifted = createGrey(width, height);
  for (let i = 0; i < grey.data.length; i++) {
    const near = peak > 0 ? Math.min(1, (reach.data[i] / peak) * 1.6) : 0;
    const share = AWAY + (1 - AWAY) * near;
    lifted.data[i] = grey.data[i] ** (1 - (1 - gamma) * share);
  }
  return lifted;
}
