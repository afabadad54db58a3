// How hard "make me younger" works follows the face's own age, as a person expects of it: a face in
// its twenties has few lines to lift and keeps its photo's look (the gentle retouch), an older face
// gets the young cues it has lost — its lines and folds lifted harder, its brows darker from their
// own hairs, a fresher, more even light, the lower face a little shorter, and its edges left as the
// photo has them (made crisp, its lines, stubble and an enlarged photo's blocks came back hard). Each setting runs between the two with the age
// faceres reads of the aligned face (the traits the recipe already asks for the wearer, so no model
// call is added).
import { smoothstep } from '../../../shared/raster';
import type { Crisp } from './sharpen';
import type { SkinRetouch } from './skin';

/** The settings that follow the age; the rest of the style's tuning is the same at every age. */
export interface AgedSettings {
  skin: SkinRetouch;
  brighter: number;
  glow: number;
  skinGrain: number;
  brows: number;
  evenColour: number;
  /** Share of the face below the eyes kept (../younger.ts YoungerTuning.lowerFace). */
  lowerFace: number;
  /** The cheeks between the mouth's corners and the jaw's angles magnified (../younger.ts YoungerTuning.lowCheeks). */
  lowCheeks: number;
  /** Edges made crisp (./sharpen.ts): an older face's made crisp are its lines and stubble again. */
  crisp: Crisp;
  /** A soft face's features given back their contrast (../younger.ts YoungerTuning.clarity). */
  clarity: number;
}

/** Up to this age (years, faceres's reading) a face gets the gentle retouch alone. */
export const GENTLE_UNTIL = 28;
/** From this age on it gets the strong one. */
export const STRONG_FROM = 40;

/** 0 for a face up to GENTLE_UNTIL, 1 from STRONG_FROM, smooth between; a face faceres did not read is taken as young. */
export function ageWeight(age: number | null): number {
  return age === null ? 0 : smoothstep(GENTLE_UNTIL, STRONG_FROM, age);
}

function mix(gentle: number, strong: number, weight: number): number {
  return gentle + (strong - gentle) * weight;
}

/** The gentle settings moved `weight` (0–1) of the way to the strong ones. */
export function settingsForAge(gentle: AgedSettings, strong: AgedSettings, weight: number): AgedSettings {
  return {
    skin: {
      ...gentle.skin,
      midKept: mix(gentle.skin.midKept, strong.skin.midKept, weight),
      linesKept: mix(gentle.skin.linesKept, strong.skin.linesKept, weight),
      shave: mix(gentle.skin.shave ?? 0, strong.skin.shave ?? 0, weight),
      deepLines: mix(gentle.skin.deepLines ?? 0, strong.skin.deepLines ?? 0, weight),
    },
    brighter: mix(gentle.brighter, strong.brighter, weight),
    glow: mix(gentle.glow, strong.glow, weight),
    skinGrain: mix(gentle.skinGrain, strong.skinGrain, weight),
    brows: mix(gentle.brows, strong.brows, weight),
    evenColour: mix(gentle.evenColour, strong.evenColour, weight),
    lowerFace: mix(gentle.lowerFace, strong.lowerFace, weight),
    lowCheeks: mix(gentle.lowCheeks, strong.lowCheeks, weight),
    crisp: {
      fine: mix(gentle.crisp.fine, strong.crisp.fine, weight),
      wide: mix(gentle.crisp.wide, strong.crisp.wide, weight),
      features: mix(gentle.crisp.features, strong.crisp.features, weight),
      skin: mix(gentle.crisp.skin, strong.crisp.skin, weight),
      rest: mix(gentle.crisp.rest ?? 1, strong.crisp.rest ?? 1, weight),
    },
    clarity: mix(gentle.clarity, strong.clarity, weight),
  };
}
