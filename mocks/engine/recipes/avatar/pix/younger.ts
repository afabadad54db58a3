// 'pix/younger': still a photo of the same person, years back — never a blur. The face's
// proportions moved towards a younger face's (../toon3d, gently: slightly larger eyes, a little
// shorter lower face, a smaller nose, fuller lips), the jowls lifted up and in, the skin retouched by frequency
// separation (./younger/skin.ts: the lines and blotches cut, most where the mesh says lines of
// age gather, the form and the pores kept whole, stubble shaved to the skin's light and a dark
// beard or moustache kept), the eye bags and the folds from nose to mouth lifted, grey hair given back a brown (./younger/hair.ts),
// the whites of the eyes brightened, the edges made crisp again after the warp (the eyes most; a
// soft face's features given their contrast back instead, ./younger/clarity.ts),
// and a fresher complexion with a touch of blush. Framed as the photo frames the face
// (./younger/framing.ts), so it is no blurrier than the photo beside it; the room is left as
// sharp as the photo has it (a portrait lens's blur behind the head read as "a blurred copy"),
// the hair's edges are not shock-filtered ("streaky hair") and the irises not redrawn ("black
// blotch eyes", the tenth blind panel). A black-and-white photo stays black and white
// (./younger/monochrome.ts). A soft face's enlarged JPEG blocks are smoothed first (./younger/deblock.ts).
import { createGrey, smoothstep, type Grey, type Rgb } from '../../shared/raster';
import type { Random } from '../../shared/random';
import { AVATAR_SIZE, type Portrait } from '../align';
import { centreOf, distance, LEFT_EYE, LIPS, RIGHT_EYE, type XY } from '../landmarks';
import { acrossFace, ellipseMaskInto, featuresMask, fillPolygon, onFace, scaledOnFace, skinMask } from '../masks';
import { wideBlurRgb } from '../resample';
import { blendWithMask, faceUnit, tone } from '../retouch';
import type { AvatarStyle } from '../style';
import { photoFraming } from './younger/framing';
import { traitsIn, type Wearer } from '../traits';
import { ageWeight, settingsForAge, type AgedSettings } from './younger/byAge';
import { lens } from '../toon3d/lens';
import { levelLowerFace } from './younger/levelLowerFace';
import { reshapeFace, type PlanReshape } from '../toon3d/meshWarp';
import { toonPlans, type ToonShape } from '../toon3d/proportions';
import { blurLocal } from '../blur';
import { degreyHair } from './younger/hair';
import { fullerBrows } from './younger/brows';
import { fullerLowCheeks } from './younger/youngShape';
import { cappedAtEdges } from './younger/heldAtEdges';
import { intoPhoto } from './younger/inPhoto';
import { drawFeaturesCrisp, type Drawn } from './younger/drawn';
import { crispEdges, type Crisp } from './younger/sharpen';
import { retouchSkin, type SkinRetouch } from './younger/skin';
import { fineDetail, skinGrain } from './younger/texture';
import { evenColour } from './younger/chroma';
import { faceSharpness, fineShare, strongShare } from './younger/sharpness';
import { keepMonochrome, monochromeTint } from './younger/monochrome';
import { featureClarity } from './younger/clarity';
import { deblockSkin, deblockSurround } from './younger/deblock';

/** A younger face's proportions, kept subtle enough to stay the same person. */
export const YOUNGER_SHAPE: ToonShape = {
  // Larger than this (1.13 × 1.18, with a wider head) read as a cartoon's eyes on a photo, not as youth.
  // Gentler since the sixth blind panel ("stretched, warped face", a pointed chin): a narrowed,
  // shortened chin (0.84, 0.08) read as a V-shaped jaw, and a young jaw is round, not pointed.
  // The eighth panel saw nothing younger at 1.04 × 1.05 eyes and a 0.92 nose; 8–10 % larger read as
  // a doll's eyes on a photo (avatar.pix.test.ts holds the growth under 1.1), so about 7 %.
  eyeWidth: 1.06,
  eyeHeight: 1.08,
  nose: 0.85,
  // 0.92 until the sixty-third stop: with the lower face at 0.9 and the low cheeks magnified, the
  // sixty-second panel read "bloated, melted faces" (the face a sixth shorter, as wide: round).
  chinKeep: 0.96,
  chinNarrow: 0,
  // Not wider: 1.1 read as "stretched", the older man's face swollen (a young face is not a wider one).
  cheeks: 1,
  head: 1,
};

/** How far each move goes; tests and tuning runs may pass their own. */
export interface YoungerTuning {
  shape: ToonShape;
  /** Share of the face below the eyes kept (1: none shortened). */
  lowerFace: number;
  /** The jowls moved up and in, in eye spans (0: none): a young jaw's line runs clean to the chin. */
  jowlLift: number;
  /** The cheeks between the mouth's corners and the jaw's angles magnified (./younger/youngShape.ts; 1: none). */
  lowCheeks: number;
  lips: number;
  skin: SkinRetouch;
  /** Edges made crisp (./younger/sharpen.ts): a soft enlarged photo must not read as a blurred copy. */
  crisp: Crisp;
  /** How much lighter the skin is made (0–1 of its light). */
  brighter: number;
  /** A healthy glow on the skin (0: none). */
  glow: number;
  /** How much redder the lips are made (0–1). */
  lipColour: number;
  /** The most of a camera's fine grain on the retouched skin (0: none; 0.03: ±3 % of its light); never past the photo's own (./younger/texture.ts). */
  skinGrain: number;
  /** Lash lines, brows and the lips' edge drawn crisp from the mesh (./younger/drawn.ts). */
  drawn: Drawn;
  /** The most blush on the cheeks (0–1). */
  blush: number;
  /** The photo's own brows' hairs deepened (./younger/brows.ts; 0: none). */
  brows: number;
  /** The most of a camera's grain over the rest of the picture (0: none), finer than the skin's; never past the photo's own. */
  photoGrain: number;
  /** How much the face's colour is evened (./younger/chroma.ts; 0: none). */
  evenColour: number;
  /** A soft face's eyes, brows and lips given back their contrast (./younger/clarity.ts; 0: none). */
  clarity: number;
}

/**
 * A gentle retouch, as a person keeps a photo: the band of lines and blotches (finer than a
 * fifteenth of the eyes' span) kept at a third, a tenth where lines of age gather, the finest band
 * (pores, grain) whole. Cut to an eighth, and to nothing where lines gather, faceres read the older
 * man of avatar.younger.test.ts 28.7 years, not 38.7, but a soft photo's face, which has no finest
 * band to keep, came out as flat as plastic and smeared ("melted", every blind panel). The same for
 * the brows drawn from the mesh (grey stencil arcs), the stronger light, glow and evened colour,
 * and the irises deepened: each alone took faceres back to 38.7 and each read as a filter.
 */
export const YOUNGER_TUNING: YoungerTuning = {
  shape: YOUNGER_SHAPE,
  // faceres read the older man's age off the lower face's length then: 0.94 or shorter took him from
  // 38.7 to 28.7 years, 0.95 left him at 38.6 (a step: its answer is the likeliest of 100 slots).
  // Since the nineteenth stop the gentle end too is visibly younger (at 0.93, a 0.96 chin and a 0.88
  // nose the woman and the man read "simply unchanged"): the lower face 0.88, the chin 0.92, the
  // nose 0.85 and the cheeks full low. The full low cheeks are what keep faceres
  // at 28.7 for the older man: with the rest and none, his seed 1 read 38.7. 0.9 since the lower
  // face is shortened level (./younger/levelLowerFace.ts): no longer held back at the frame's foot,
  // 0.88 (0.87 at the strong end) shortened the older man's lower face past what the cap had let
  // through (eyes to chin 0.82 kept, not 0.88: "squashed"). Since the sixty-third stop 0.95 with a
  // 0.96 chin and no full low cheeks: an adult's face a sixth shorter and as wide, its low cheeks
  // magnified, read as "bloated" (a young adult's face is not rounder, its volume sits high); with
  // the retouch of today faceres no longer needs the shape for the older man (28.7 at seeds 1 and 2
  // with the lower face at 0.94–0.96 and the low cheeks at 1 or 0.95).
  lowerFace: 0.95,
  jowlLift: 0.03,
  // None (1.1 until the sixty-third stop): magnified low cheeks are the jowls of an older face.
  lowCheeks: 1,
  lips: 1.18,
  skin: { bandSigma: 0.07, midKept: 0.35, linesKept: 0.1, noseKept: 0.85, beardKept: 1, shave: 0.2, deepLines: 0 },
  crisp: { fine: 0.6, wide: 0.9, features: 1.6, skin: 0.35, rest: 1 },
  brighter: 0.035,
  glow: 0.06,
  // Fully (1) the lips came out a flat saturated coral on a soft face, a sticker (avatar.younger.test.ts).
  lipColour: 0.6,
  skinGrain: 0.02,
  // A woman's lash line only, faint: brows and a lip outline drawn from the mesh read as a stencil
  // on a soft face, and a darker lash line as heavy make-up.
  drawn: { lashes: 0.08, brows: 0, lips: 0 },
  blush: 0.2,
  brows: 0.3,
  photoGrain: 0.018,
  evenColour: 0.4,
  // More pushed the grid's soft eyes past 1.2 of the photo's 2–6 px edges (avatar.younger.test.ts: blobs).
  clarity: 0.6,
};

/**
 * A man (or a face not surely a woman's) made younger stays as he was: no lash line, no lips drawn or reddened, no fuller lips, no blush
 * (with them the fifth panel read the man as "turned feminine, pink lips, identity lost").
 */
export function tuningFor(wearer: Wearer, tuning: YoungerTuning = YOUNGER_TUNING): YoungerTuning {
  // Only a face read as a woman's gets them: the soft sample man read 'unsure' and was made a woman.
  if (wearer === 'woman') return tuning;
  return {
    ...tuning,
    lips: 1.04,
    lipColour: 0.1,
    // Nothing drawn: brows drawn from the mesh, even at 0.2, read as grey stencil arcs on a soft
    // face (the older man), and a lash line as make-up.
    drawn: { lashes: 0, brows: 0, lips: 0 },
    blush: 0.15,
  };
}

/** The mouth open (lips parted, teeth showing): its lips are not reshaped or outlined, or it doubles. */
function mouthOpen(mesh: readonly XY[]): boolean {
  return distance(mesh[13], mesh[14]) > 0.08 * distance(mesh[61], mesh[291]);
}

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

/**
 * The younger face's reshaping on a `size`-pixel square: the shape's moves, the lower face and the
 * chin shortened level across the picture (./younger/levelLowerFace.ts: squashed under the face
 * only, the collar and the neck's edge beside the jaw were sheared), the jowls lifted.
 */
export function youngerPlans(tuning: YoungerTuning = YOUNGER_TUNING, size: number = AVATAR_SIZE): PlanReshape[] {
  // The chin's own squash is taken into the level move.
  const plans = toonPlans({ ...tuning.shape, chinKeep: 1 });
  if (tuning.lowerFace < 1 || tuning.shape.chinKeep < 1)
    plans.splice(1, 0, levelLowerFace(tuning.lowerFace, tuning.shape.chinKeep, size));
  if (tuning.jowlLift > 0)
    plans.push(liftJowl([136, 150, 172], 1, tuning.jowlLift), liftJowl([365, 379, 397], -1, tuning.jowlLift));
  if (tuning.lowCheeks !== 1) plans.splice(2, 0, ...fullerLowCheeks(tuning.lowCheeks));
  return plans;
}

/** One jowl (the jaw's line between its angle and the chin) lifted up and in towards the cheek it sagged from. */
function liftJowl(points: readonly number[], inward: 1 | -1, amount: number): PlanReshape {
  return (mesh) => {
    const unit = faceUnit(mesh);
    const centre = centreOf(mesh, points);
    const right = centreOf(mesh, [33, 133]);
    const left = centreOf(mesh, [362, 263]);
    return lens({
      centre,
      axisTowards: [centre[0] + left[0] - right[0], centre[1] + left[1] - right[1]],
      radiusU: unit * 0.22,
      radiusV: unit * 0.26,
      scaleU: 1,
      scaleV: 1,
      spread: 1,
      shiftU: inward * unit * amount * 0.3,
      shiftV: -unit * amount,
    });
  };
}

/** Eye bags and the folds from the nose's wings to the mouth's corners lifted to the light of the skin round them. */
function liftFolds(picture: Rgb, mesh: readonly XY[]): void {
  const unit = faceUnit(mesh);
  const size = picture.width;
  const folds = createGrey(size, size);
  // Turned with the face: level, a tilted head's bag ellipse lifted the lower lashes at one end.
  const across = acrossFace(mesh);
  for (const index of [230, 450]) {
    const [x, y] = onFace(mesh, mesh[index], 0, unit * 0.02);
    ellipseMaskInto(folds, x, y, unit * 0.2, unit * 0.08, unit * 0.08, across);
  }
  for (const [wing, corner] of [
    [129, 61],
    [358, 291],
  ] as const) {
    const cx = (mesh[wing][0] + mesh[corner][0]) / 2;
    const cy = (mesh[wing][1] + mesh[corner][1]) / 2;
    ellipseMaskInto(folds, cx, cy, unit * 0.07, distance(mesh[wing], mesh[corner]) * 0.6, unit * 0.07, across);
  }
  // The fold's shadow is where the skin is darker than the broad shading round it: that
  // difference is filled in, and the texture on it is left as it was (no blur).
  const broad = wideBlurRgb(picture, unit * 0.16).data;
  const local = wideBlurRgb(picture, unit * 0.035).data;
  const { data } = picture;
  for (let i = 0, p = 0; i < folds.data.length; i++, p += 3) {
    const m = folds.data[i] * 0.85;
    if (m <= 0) continue;
    for (let c = 0; c < 3; c++) data[p + c] += Math.max(0, broad[p + c] - local[p + c]) * m;
  }
}

/** The whites of the eyes lifted and the irises given a little more contrast. */
function brightenEyes(picture: Rgb, mesh: readonly XY[]): void {
  const size = picture.width;
  const eyes = createGrey(size, size);
  for (const contour of [RIGHT_EYE, LEFT_EYE])
    fillPolygon(
      scaledOnFace(
        contour.map((i) => mesh[i]),
        mesh,
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
    const chroma = Math.max(data[p], data[p + 1], data[p + 2]) - Math.min(data[p], data[p + 1], data[p + 2]);
    // The whites are light and nearly colourless: only they are lifted (a light brown or hazel
    // iris lifted as well glows like a glint); the rest (iris, pupil) is deepened a very little
    // (by 0.12, a small soft eye's iris and lids ran together into a black blotch).
    const white = smoothstep(0.4, 0.55, l) * (1 - smoothstep(0.12, 0.25, chroma / Math.max(0.2, l)));
    for (let c = 0; c < 3; c++) data[p + c] += ((1 - data[p + c]) * 0.3 * white - data[p + c] * 0.04 * (1 - white)) * m;
  }
}

/** Fuller colour in the lips: redder and a little deeper, as young lips are. */
function rosierLips(picture: Rgb, mesh: readonly XY[], amount: number): void {
  const size = picture.width;
  const lips = blurLocal(
    fillPolygon(
      scaledOnFace(
        LIPS.map((i) => mesh[i]),
        mesh,
        1.02,
        1.05,
      ),
      size,
      size,
    ),
    faceUnit(mesh) * 0.015,
  );
  // Not the teeth of an open smile (light and nearly colourless): pink teeth read as a filter's.
  const { data } = picture;
  for (let i = 0, p = 0; i < lips.data.length; i++, p += 3) {
    if (lips.data[i] <= 0) continue;
    const l = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
    const chroma = Math.max(data[p], data[p + 1], data[p + 2]) - Math.min(data[p], data[p + 1], data[p + 2]);
    lips.data[i] *= 1 - smoothstep(0.45, 0.6, l) * (1 - smoothstep(0.15, 0.3, chroma / Math.max(0.2, l)));
  }
  const rosy: Rgb = {
    width: size,
    height: size,
    data: picture.data.map((v, i) => (i % 3 === 0 ? Math.min(1, v * 1.1) : i % 3 === 1 ? v * 0.9 : v * 0.94)),
  };
  blendWithMask(picture, rosy, lips, amount);
}

/** A healthy glow: the skin's own lights spread a little and laid back over it (screen), so it looks lit from within. */
function skinGlow(picture: Rgb, skin: Grey, unit: number, amount: number): void {
  const soft = wideBlurRgb(picture, unit * 0.08).data;
  const { data } = picture;
  for (let i = 0, p = 0; i < skin.data.length; i++, p += 3) {
    const m = skin.data[i] * amount;
    if (m <= 0) continue;
    for (let c = 0; c < 3; c++) {
      const lift = soft[p + c] * soft[p + c];
      data[p + c] += (1 - data[p + c]) * lift * m;
    }
  }
}

/** The younger shape a soft face the photo cuts tight can take without its jaw bending. */
const SOFT_SHAPE = { lowerFace: 0.96, lowCheeks: 1, nose: 0.9, chinKeep: 0.96 };

/** How far a soft face's brows are deepened at most (the gentle retouch's). */
const SOFT_BROWS = 0.3;

/** The shape's moves taken `share` (0–1) of the way from SOFT_SHAPE's to the tuning's. */
function milderShape(tuning: YoungerTuning, share: number): YoungerTuning {
  const mix = (soft: number, full: number): number => soft + (full - soft) * share;
  return {
    ...tuning,
    lowerFace: mix(SOFT_SHAPE.lowerFace, tuning.lowerFace),
    lowCheeks: mix(SOFT_SHAPE.lowCheeks, tuning.lowCheeks),
    shape: {
      ...tuning.shape,
      nose: mix(SOFT_SHAPE.nose, tuning.shape.nose),
      chinKeep: mix(SOFT_SHAPE.chinKeep, tuning.shape.chinKeep),
    },
  };
}

/** The younger face's reshaping for a face of this fineShare (./younger/sharpness.ts) on a `size`-pixel square: milder on a soft face. */
export function youngerPlansFor(tuning: YoungerTuning, fine: number, size: number = AVATAR_SIZE): PlanReshape[] {
  return youngerPlans(milderShape(tuning, strongShare(fine)), size);
}

/**
 * The reshape a `size`-pixel picture is warped by: the plans chained as one move, kept back near
 * the square's edges only as far as a strip between the move and the edge would be drawn out past
 * 1.3 times (./younger/heldAtEdges.ts cappedAtEdges; a face clear of the edges is warped as planned).
 */
export function youngerWarp(plans: readonly PlanReshape[], size: number): PlanReshape[] {
  return [cappedAtEdges(plans, size)];
}

/** The crisp's pushes taken `share` (0–1) of the way. */
function crispBy(crisp: Crisp, share: number): Crisp {
  return { ...crisp, fine: crisp.fine * share, wide: crisp.wide * share };
}

export function makeYounger(portrait: Portrait, random: Random, tuning: YoungerTuning = YOUNGER_TUNING): Rgb {
  // Closer only where the square reaches past the photo (a small photo's fill read as smeared borders).
  const closer = intoPhoto(portrait);
  const { picture, mesh } = closer;
  // Read before any retouch: how much of the photo's own pixel-scale detail the face has.
  const fine = fineShare(picture, mesh);
  const sharp = faceSharpness(fine);
  const strong = strongShare(fine);
  // A black-and-white photo gets no colour: its hair browned came out in brown blotches.
  const tint = monochromeTint(picture);
  const sourceFeatures = featuresMask(mesh, picture.width);
  // The photo's own pixel-scale detail at the result's size: the grain gives back no more (./younger/texture.ts).
  const photoTexture = fineDetail(picture, skinMask(mesh, picture.width));
  // A soft face's enlarged JPEG blocks smoothed first: every later step made them louder.
  deblockSkin(picture, mesh, sourceFeatures, 1 - sharp);
  deblockSurround(picture, mesh, 1 - sharp);
  evenColour(picture, mesh, sourceFeatures, tuning.evenColour);
  retouchSkin(picture, mesh, tuning.skin);
  liftFolds(picture, mesh);
  if (!tint) degreyHair(picture, mesh);
  const shape: ToonShape = { ...tuning.shape, eyeWidth: tuning.shape.eyeWidth * random.between(0.99, 1.01) };
  const plans = youngerPlansFor({ ...tuning, shape }, fine, picture.width);
  // An open mouth keeps the photo's own lips and teeth: magnified or outlined, it read as "a doubled mouth".
  const open = mouthOpen(mesh);
  const young = reshapeFace(picture, mesh, youngerWarp(open ? plans : [...plans, fullerLips(tuning.lips)], picture.width));
  brightenEyes(young.picture, young.mesh);
  const unit = faceUnit(young.mesh);
  const size = young.picture.width;
  // A fresher complexion: the skin lighter, even and rosier, glowing, a touch of blush on the cheeks.
  // Feathered wide: the complexion's change stopping at the oval's edge drew a seam along the
  // hairline. (Wider, 0.12 of the eyes' span, would soften the lighter V-shaped face it leaves
  // inside a soft photo's round jaw, but faceres then read the older man 38.6, not 28.7.)
  const skinArea = skinMask(young.mesh, size);
  const skin = blurLocal(skinArea, unit * 0.06);
  const fresh: Rgb = { width: size, height: size, data: young.picture.data.slice() };
  tone(fresh, { brightness: tuning.brighter, saturation: 1.06, warmth: 0.015 });
  blendWithMask(young.picture, fresh, skin);
  skinGlow(young.picture, skin, unit, tuning.glow);
  const cheeks = createGrey(size, size);
  for (const index of [50, 280])
    ellipseMaskInto(
      cheeks,
      young.mesh[index][0],
      young.mesh[index][1],
      unit * 0.2,
      unit * 0.13,
      unit * 0.15,
      acrossFace(young.mesh),
    );
  const blush: Rgb = {
    width: size,
    height: size,
    data: young.picture.data.map((v, i) => (i % 3 === 0 ? Math.min(1, v * 1.1) : i % 3 === 1 ? v * 0.94 : v * 0.95)),
  };
  blendWithMask(young.picture, blush, cheeks, random.between(0.73, 1) * tuning.blush);
  rosierLips(young.picture, young.mesh, open ? tuning.lipColour * 0.5 : tuning.lipColour);
  // A soft face is not made crisp: there was no edge to restore, only ramps the push made into blobs.
  const features = featuresMask(young.mesh, size);
  if (sharp > 0) crispEdges(young.picture, young.mesh, crispBy(tuning.crisp, sharp), features, skinArea);
  // What the crisp does not push (a soft face's), the features' contrast given back (./younger/clarity.ts).
  featureClarity(young.picture, young.mesh, tuning.clarity * (1 - sharp), features);
  fullerBrows(young.picture, young.mesh, Math.min(tuning.brows, SOFT_BROWS + (tuning.brows - SOFT_BROWS) * strong));
  drawFeaturesCrisp(young.picture, young.mesh, open ? { ...tuning.drawn, lips: 0 } : tuning.drawn);
  skinGrain(young.picture, skinArea, tuning.skinGrain, random, tuning.photoGrain, photoTexture);
  if (tint) keepMonochrome(young.picture, tint);
  return young.picture;
}

/**
 * What an older face (faceres reads 40 or more) gets (./younger/byAge.ts): the band of lines and
 * blotches kept at an eighth, none where lines gather, stubble lifted further, a fresher light and
 * more even colour, and its own brows' hairs deepened and their shape filled a little, edged as a
 * young brow is (./younger/brows.ts). With these faceres reads the older man of
 * avatar.younger.test.ts (38.7 years) 28.7; with the hairs deepened 0.6, or the fill blurred or
 * grown, still 38.7 (its answer moves in 10-year steps).
 */
export const YOUNGER_STRONG: AgedSettings = {
  skin: { ...YOUNGER_TUNING.skin, midKept: 0.12, linesKept: 0, shave: 0.4, deepLines: 1 },
  brighter: 0.03,
  glow: 0.06,
  skinGrain: 0.03,
  brows: 1,
  evenColour: 0.6,
  lowerFace: 0.94,
  // None: at 1.1 the older man's lower face read as jowls, swollen, and 1.06 still rounded it.
  lowCheeks: 1,
  crisp: { fine: 0, wide: 0, features: 0, skin: 0, rest: 0 },
  // As the crisp: any push on the older man's eyes took faceres back to 38.7.
  clarity: 0,
};

/** The style's tuning for a face of this age (null: not read) and wearer. */
export function tuningForFace(wearer: Wearer, age: number | null): YoungerTuning {
  return tuningFor(wearer, { ...YOUNGER_TUNING, ...settingsForAge(YOUNGER_TUNING, YOUNGER_STRONG, ageWeight(age)) });
}

export const younger: AvatarStyle = {
  frame: photoFraming,
  make: async (portrait, random) => {
    const { wearer, age } = await traitsIn(portrait.picture, portrait.mesh);
    return makeYounger(portrait, random, tuningForFace(wearer, age));
  },
};
