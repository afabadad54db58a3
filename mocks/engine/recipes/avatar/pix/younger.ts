// 'pix/younger': still a photo of the same person, years back. The face's proportions moved
// towards a younger face's (../toon3d, gently: slightly larger eyes, a shorter lower face, a
// smaller nose, fuller cheeks and lips, a slightly larger head), the skin smoothed with its fine
// texture kept (frequency separation: the wrinkles' scale evened out, the grain put back), the
// eye bags and the folds from nose to mouth lifted, the whites of the eyes brightened, and a
// fresher, lighter complexion with a touch of blush.
import { createGrey, type Rgb } from '../../shared/raster';
import { blurRgb, guidedRgb } from '../blur';
import { centreOf, distance, LEFT_EYE, LIPS, RIGHT_EYE, type XY } from '../landmarks';
import { ellipseMaskInto, fillPolygon, scaled, skinMask } from '../masks';
import { wideBlurRgb } from '../resample';
import { blendWithMask, faceUnit, glow, tone } from '../retouch';
import { photoStyle } from '../style';
import { lens } from '../toon3d/lens';
import { reshapeFace, type PlanReshape } from '../toon3d/meshWarp';
import { toonPlans, type ToonShape } from '../toon3d/proportions';
import { blurLocal } from '../toon3d/region';

/** A younger face's proportions, kept subtle enough to stay the same person. */
export const YOUNGER_SHAPE: ToonShape = {
  eyeWidth: 1.1,
  eyeHeight: 1.14,
  nose: 0.9,
  chinKeep: 0.86,
  chinNarrow: 0.04,
  cheeks: 1.06,
  head: 1.04,
};

/** Fuller lips: the mouth magnified across its height. */
const fullerLips: PlanReshape = (mesh) => {
  const centre = centreOf(mesh, LIPS);
  const halfWidth = distance(mesh[61], mesh[291]) / 2;
  const height = distance(mesh[0], mesh[17]);
  return lens({
    centre,
    axisTowards: [mesh[291][0], mesh[291][1]],
    radiusU: halfWidth,
    radiusV: height * 0.6,
    scaleU: 1.02,
    scaleV: 1.18,
    spread: 1,
  });
};

/** Skin evened out at the scale of lines and blotches, with its finest grain put back so it stays skin. */
function smoothKeepingTexture(picture: Rgb, mesh: readonly XY[]): void {
  const unit = faceUnit(mesh);
  const grain = blurRgb(picture, 1);
  const even = guidedRgb(picture, Math.max(2, Math.round(unit * 0.07)), 0.006);
  const { data } = even;
  for (let p = 0; p < data.length; p++) data[p] += (picture.data[p] - grain.data[p]) * 0.6;
  blendWithMask(picture, even, skinMask(mesh, picture.width), 0.9);
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

export const younger = photoStyle(({ picture, mesh }, random) => {
  smoothKeepingTexture(picture, mesh);
  liftFolds(picture, mesh);
  const shape: ToonShape = { ...YOUNGER_SHAPE, eyeWidth: YOUNGER_SHAPE.eyeWidth * random.between(0.99, 1.01) };
  const young = reshapeFace(picture, mesh, [...toonPlans(shape), fullerLips]);
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
  glow(young.picture, unit * 0.12, 0.28, 0.55);
  return young.picture;
});
