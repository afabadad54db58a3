// A pencil artist draws a dark or dimly lit face in the mid greys, not in black: the drawing's
// values are the face's own light and dark relative to its skin. The sketch maps tone straight
// to graphite, so the brown-skinned man (his skin's median grey 0.31 here) came out hatched near
// black ("heavy and noisy on dark faces", the blind panel). Here the grey is lifted by a gamma
// that brings the skin's median up to a target: fully over the face and its surroundings,
// partly over the rest of the picture (hair and clothes stay darker than the face, as in the
// photo). A face whose skin is already that light is left as it is. The cel cartoon's lift
// (cartoon/cel/skinLift.ts) uses the same gamma, to a lighter target.
import { gaussianBlur } from '../shared/blur';
import { faceRegions } from '../shared/faceParts';
import { createGrey, type Grey } from '../shared/raster';
import type { Face } from '../../types';
import { median } from '../shared/median';

export interface SkinLift {
  /** The skin's median (0–1) is brought up to this. */
  target: number;
  /** The strongest lift (gamma): beyond it the darks wash out and the features fade. */
  minGamma: number;
  /** Share of the lift given to the picture away from the face. */
  away: number;
}

/** The pencil's: the skin's median grey to a light mid grey. */
const PENCIL: SkinLift = { target: 0.45, minGamma: 0.6, away: 0.35 };

/** The median of `grey` where `mask` is above half, or undefined when there is no such pixel. */
function medianWhere(grey: Grey, mask: Grey): number | undefined {
  const values: number[] = [];
  for (let i = 0; i < mask.data.length; i++) if (mask.data[i] > 0.5) values.push(grey.data[i]);
  return values.length === 0 ? undefined : median(values);
}

/** The gamma that lifts a skin of median `median` to `lift`'s target (1: no lift). */
export function skinLiftGamma(median: number, lift: Pick<SkinLift, 'target' | 'minGamma'> = PENCIL): number {
  if (median >= lift.target || median <= 0) return 1;
  return Math.max(lift.minGamma, Math.log(lift.target) / Math.log(median));
}

/** `grey` with each face's skin lifted to the pencil's light mid grey (a new plane; `grey` untouched). */
export function liftDarkSkinTone(grey: Grey, faces: readonly Face[]): Grey {
  const lift = PENCIL;
  if (faces.length === 0) return grey;
  const { width, height } = grey;
  const regions = faceRegions(faces, width, height);
  const median = medianWhere(grey, regions.skin);
  const gamma = median === undefined ? 1 : skinLiftGamma(median, lift);
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
    const share = lift.away + (1 - lift.away) * near;
    lifted.data[i] = grey.data[i] ** (1 - (1 - gamma) * share);
  }
  return lifted;
}
