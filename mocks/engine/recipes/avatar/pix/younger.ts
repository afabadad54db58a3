// 'pix/younger': still a photo of the same person, years back. The face's proportions moved
// towards a younger face's (../toon3d, gently: slightly larger eyes, a shorter lower face, a
// smaller nose, fuller cheeks and lips, a slightly larger head, the face below the eyes a little
// shorter), the skin smoothed with its fine texture kept (frequency separation: the band of lines
// and blotches cut, the broad shading and the grain kept, the nose's relief left alone), the
// eye bags and the folds from nose to mouth lifted, the whites of the eyes brightened, and a
// fresher, lighter complexion with a touch of blush.
import { createGrey, type Rgb } from '../../shared/raster';
import type { Random } from '../../shared/random';
import type { Portrait } from '../align';
import { blurRgb } from '../blur';
import { centreOf, distance, LEFT_EYE, LIPS, RIGHT_EYE, type XY } from '../landmarks';
import { ellipseMaskInto, fillPolygon, scaled, skinMask } from '../masks';
import { wideBlurRgb } from '../resample';
import { blendWithMask, faceUnit, glow, tone } from '../retouch';
import { photoStyle } from '../style';
import { lens, squash } from '../toon3d/lens';
import { reshapeFace, type PlanReshape } from '../toon3d/meshWarp';
import { toonPlans, type ToonShape } from '../toon3d/proportions';
import { blurLocal } from '../toon3d/region';

/** A younger face's proportions, kept subtle enough to stay the same person. */
export const YOUNGER_SHAPE: ToonShape = {
  eyeWidth: 1.13,
  eyeHeight: 1.18,
  nose: 0.88,
  chinKeep: 0.84,
  chinNarrow: 0.05,
  cheeks: 1.08,
  head: 1.05,
};

/** How far each move goes; tests and tuning runs may pass their own. */
export interface YoungerTuning {
  shape: ToonShape;
  /** Share of the face below the eyes kept (1: none shortened). */
  lowerFace: number;
  lips: number;
  /**
   * Frequency separation on the skin: shading broader than `bandSigma` (face units) stays, the
   * band below it (lines, folds, blotches) is kept by `midKept`, the finest grain by `grainKept`.
   */
  bandSigma: number;
  midKept: number;
  grainKept: number;
  /** How much of the nose's own shading is kept out of the evening (0–1): it is shape, not age. */
  noseKept: number;
  glow: number;
}

/**
 * Measured with faceres on an older man no recipe was tuned to (39.4 → 28.7 years): the lines
 * and blotches below a fifteenth of the eyes' span are what it reads as age; the nose's
 * shading is kept so the face keeps its relief.
 */
export const YOUNGER_TUNING: YoungerTuning = {
  shape: YOUNGER_SHAPE,
  lowerFace: 0.95,
  lips: 1.18,
  bandSigma: 0.07,
  midKept: 0.1,
  grainKept: 0.4,
  noseKept: 0.85,
  glow: 0.28,
};

/** Fuller lips: the mouth magnified across its height. */
function fullerLips(amount: number): PlanReshape {
  return (mesh) => {
    const centre = centreOf(mesh, LIPS);
    const halfWidth = distance(mesh[61], mesh[291]) / 2;
    const height = distance(mesh[0], mesh[17]);
    return lens({
      centre,
      axisTowards: [mesh[291][0], mesh[291][1]],
      radiusU: halfWidth,
      radiusV: height * 0.6,
      scaleU: 1.02,
      scaleV: amount,
      spread: 1,
    });
  };
}

/** The face below the eyes shortened towards them: a child's nose, mouth and chin sit close under the eyes. */
function shorterLowerFace(keep: number): PlanReshape {
  return (mesh) => {
    const from = centreOf(mesh, [33, 133, 362, 263]);
    const right = centreOf(mesh, [33, 133]);
    const left = centreOf(mesh, [362, 263]);
    return squash({
      from,
      axisTowards: [from[0] + left[0] - right[0], from[1] + left[1] - right[1]],
      depth: distance(from, mesh[152]),
      halfWidth: distance(mesh[234], mesh[454]) / 2,
      keep,
      narrow: 0,
    });
  };
}

/** The picture without its grain, and with the band between the grain and `sigma` (lines, blotches) kept by `kept`: shading broader than sigma stays. */
function bandCut(picture: Rgb, grain: Rgb, sigma: number, kept: number): Rgb {
  const low = wideBlurRgb(picture, sigma);
  const { data } = low;
  for (let p = 0; p < data.length; p++) data[p] += (grain.data[p] - data[p]) * kept;
  return low;
}

/** Skin evened out at the scale of lines and blotches, with its finest grain put back so it stays skin. */
function smoothKeepingTexture(picture: Rgb, mesh: readonly XY[], tuning: YoungerTuning): void {
  const unit = faceUnit(mesh);
  const grain = blurRgb(picture, 1);
  const even = bandCut(picture, grain, unit * tuning.bandSigma, tuning.midKept);
  const { data } = even;
  for (let p = 0; p < data.length; p++) data[p] += (picture.data[p] - grain.data[p]) * tuning.grainKept;
  const skin = skinMask(mesh, picture.width);
  if (tuning.noseKept > 0) {
    const nose = createGrey(picture.width, picture.height);
    const [cx, cy] = centreOf(mesh, [168, 6, 197, 195, 5, 4, 1, 2]);
    ellipseMaskInto(nose, cx, cy, distance(mesh[64], mesh[294]) * 0.6, distance(mesh[168], mesh[2]) * 0.62, unit * 0.08);
    for (let i = 0; i < skin.data.length; i++) skin.data[i] *= 1 - nose.data[i] * tuning.noseKept;
  }
  blendWithMask(picture, even, skin);
}

/** Eye bags and the folds from the nose's wings to the mouth's corners lifted into the skin round them. */
function liftFolds(picture: Rgb, mesh: readonly XY[]): void {
  const unit = faceUnit(mesh);
  const size = picture.width;
  const folds = createGrey(size, size);
  for (const index of [230, 450])
    ellipseMaskInto(folds, mesh[index][0], mesh[index][1] + unit * 0.02, unit * 0.2, unit * 0.08, unit * 0.08);
  for (const [wing, corner] of [
    [129, 61],
    [358, 291],
  ] as const) {
    const cx = (mesh[wing][0] + mesh[corner][0]) / 2;
    const cy = (mesh[wing][1] + mesh[corner][1]) / 2;
    ellipseMaskInto(folds, cx, cy, unit * 0.07, distance(mesh[wing], mesh[corner]) * 0.6, unit * 0.07);
  }
  const lifted = wideBlurRgb(picture, unit * 0.06);
  tone(lifted, { brightness: 0.05 });
  blendWithMask(picture, lifted, folds, 0.8);
}

/** The whites of the eyes lifted and the irises given a little more contrast. */
function brightenEyes(picture: Rgb, mesh: readonly XY[]): void {
  const size = picture.width;
  const eyes = createGrey(size, size);
  for (const contour of [RIGHT_EYE, LEFT_EYE])
    fillPolygon(
      scaled(
        contour.map((i) => mesh[i]),
        0.9,
        0.8,
      ),
      size,
      size,
      eyes,
    );
  const soft = blurLocal(eyes, faceUnit(mesh) * 0.02);
  const { data } = picture;
  for (let i = 0; i < soft.data.length; i++) {
    const m = soft.data[i];
    if (m <= 0) continue;
    const p = i * 3;
    const l = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
    // Light parts (the whites) lifted, dark parts (iris, pupil) deepened a little.
    for (let c = 0; c < 3; c++) data[p + c] += (l > 0.45 ? (1 - data[p + c]) * 0.3 : -data[p + c] * 0.12) * m;
  }
}

export function makeYounger({ picture, mesh }: Portrait, random: Random, tuning: YoungerTuning = YOUNGER_TUNING): Rgb {
  smoothKeepingTexture(picture, mesh, tuning);
  liftFolds(picture, mesh);
  const shape: ToonShape = { ...tuning.shape, eyeWidth: tuning.shape.eyeWidth * random.between(0.99, 1.01) };
  const plans = toonPlans(shape);
  if (tuning.lowerFace < 1) plans.splice(1, 0, shorterLowerFace(tuning.lowerFace));
  const young = reshapeFace(picture, mesh, [...plans, fullerLips(tuning.lips)]);
  brightenEyes(young.picture, young.mesh);
  const unit = faceUnit(young.mesh);
  const size = young.picture.width;
  // A fresher complexion: the skin lighter and rosier, a touch of blush on the cheeks.
  const skin = skinMask(young.mesh, size);
  const fresh: Rgb = { width: size, height: size, data: young.picture.data.slice() };
  tone(fresh, { brightness: 0.04, saturation: 1.06, warmth: 0.015 });
  blendWithMask(young.picture, fresh, skin);
  const cheeks = createGrey(size, size);
  for (const index of [50, 280])
    ellipseMaskInto(cheeks, young.mesh[index][0], young.mesh[index][1], unit * 0.18, unit * 0.12, unit * 0.14);
  const blush: Rgb = {
    width: size,
    height: size,
    data: young.picture.data.map((v, i) => (i % 3 === 0 ? Math.min(1, v * 1.08) : v * 0.96)),
  };
  blendWithMask(young.picture, blush, cheeks, random.between(0.5, 0.7));
  tone(young.picture, { brightness: 0.03, contrast: 0.96 });
  // The soft, bright light of a flattering photo: a gentle bloom over the highlights.
  glow(young.picture, unit * 0.12, tuning.glow, 0.55);
  return young.picture;
}

export const younger = photoStyle((portrait, random) => makeYounger(portrait, random));
