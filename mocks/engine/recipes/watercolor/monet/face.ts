// The face painted again in a layer of its own, in smaller dabs from a picture of it that keeps
// more of its own colour and contrast (light warm, shade coloured, never grey), smallest over
// the eyes, brows and mouth, whose shapes are then touched in with soft strokes of the face's
// own dark and the lips in their own colour, as he set an eye or a mouth with one touch of
// dark colour. Without that the dabs dissolve a face (a panel scored it 0.6).
import type { Face } from '../../../types';
import { gaussianBlur, gaussianBlurRgb } from '../../shared/blur';
import { labColour } from '../../shared/colour';
import { drawFeatures, eyeSpan, fillPolygon, fineness, LIPS_OUTER, pointsOf, type FaceRegions } from '../../shared/faceParts';
import type { Random } from '../../shared/random';
import { clamp01, cloneRgb, createGrey, type Grey, type Rgb } from '../../shared/raster';
import { browLab, darkestLab, disc, irisCentre, openEyes, paintMask } from '../vangogh/features';
import { layDabs } from './dabs';
import { offTheTeeth } from './teeth';
import type { Hour } from './light';
import { ownHueAroundMouth, UPPER_LIP } from '../mouthHue';
import { MOUTH_OPENING } from '../printFace';
import { paintInFaceBoxes } from '../faceBox';

/** How far the face's planes are pushed apart before its dabs are laid (planes()). */
const PLANES = 0.8;

/** How far the mouth and upper lip return to the photo's own hue (the dabs' lightness kept). */
const MOUTH_OWN_HUE = 0.8;

/**
 * How much of the eyes, brows, mouth and upper lip is the soft photo in the hour's light rather
 * than dabs: dabs across them, light and dark, made fragile features, a lumpy striped blob of a
 * moustache and red smears by the nose (the panel). He set a feature with a few touches of its
 * own tone; the face's dabs go round them.
 */
const FEATURES_OWN = 0.75;
/** The drawn lines of lids, brows and mouth over that: a hint only (at 0.75 the brows read drawn on). */
const LINES = 0.35;

/** The brows' middle points: where the face's own dark is read. */
/** 0–1 where a face's layer is painted: its oval, fully a little inside the rim. */
export function faceLayerMask(regions: FaceRegions): Grey {
  const where = createGrey(regions.oval.width, regions.oval.height);
  for (let i = 0; i < where.data.length; i++) where.data[i] = Math.min(1, regions.oval.data[i] * 3);
  return where;
}

/**
 * The eyes, brows and mouth of `face` touched in as he set them, with a loaded brush in the
 * face's own dark colour (its brows' and its eyes', read from `source`): each eye a soft pale
 * dab with the iris a round touch of the eye's own colour in it, the upper lid and the brows
 * soft strokes, the mouth's line and the lips in the lips' own colour. Never violet or blue:
 * a panel read dark violet fills of the eye openings as slits and holes.
 */
function touchFeatures(canvas: Rgb, source: Rgb, face: Face, softness: number): void {
  const { width, height } = canvas;
  const span = eyeSpan(face);
  if (span < 8) return;
  const brow = browLab(source, face, span, [35, 8, 12]);
  // The face's dark: its brows' colour, deepened, warm (his darks on a face are brown-red, not violet).
  const dark = labColour(Math.min(38, Math.max(20, brow[0] * 0.75)), Math.max(6, brow[1]), Math.max(8, brow[2]));
  for (const { eye, opening, opened } of openEyes(face, width, height, span)) {
    const skin = darkestLab(source, opening, 1) ?? [60, 8, 12];
    paintMask(canvas, gaussianBlur(opening, softness), labColour(Math.min(82, Math.max(62, skin[0] + 14)), 2, 8), 0.5);
    const iris = darkestLab(source, opening, 0.33) ?? [32, 8, 12];
    const [ix, iy] = irisCentre(source, opening, eye);
    const touch = createGrey(width, height);
    disc(touch, ix, iy, Math.max(1, Math.min(span * 0.065, opened * 0.6)));
    const ownChroma = Math.hypot(iris[1], iris[2]) || 1;
    const lift = Math.max(1, 8 / ownChroma);
    paintMask(
      canvas,
      gaussianBlur(touch, softness * 0.8),
      labColour(Math.min(40, Math.max(26, iris[0])), iris[1] * lift, iris[2] * lift),
      0.9,
    );
  }
  // The lips' own colour, read off the opening (a smile's teeth had turned a grey-pink slab).
  const mouth = createGrey(width, height);
  fillPolygon(mouth, pointsOf(face, LIPS_OUTER));
  const lips = createGrey(width, height);
  lips.data.set(mouth.data);
  fillPolygon(lips, pointsOf(face, MOUTH_OPENING), 0);
  const lip = darkestLab(source, lips, 0.6) ?? [50, 30, 14];
  const lines = createGrey(width, height);
  drawFeatures(lines, [face], 1.35);
  // The nose's base a hint only, or it reads as a second mouth.
  const nose = createGrey(width, height);
  disc(nose, face.mesh[2][0], face.mesh[2][1], span * 0.3);
  for (let i = 0; i < lines.data.length; i++) lines.data[i] *= 1 - 0.6 * nose.data[i];
  const drawn = gaussianBlur(lines, softness * 0.6);
  // No line where the lips meet across teeth the mesh's opening missed (./teeth.ts).
  offTheTeeth(drawn, source, lip[0], mouth);
  paintMask(canvas, drawn, dark, LINES);
  // The lips in their own colour, a little rosier, nor over those teeth.
  const laid = gaussianBlur(lips, softness);
  offTheTeeth(laid, source, lip[0]);
  paintMask(canvas, laid, labColour(lip[0], lip[1] * 1.15 + 3, lip[2]), 0.6);
}

/**
 * `source` with its planes pushed apart (a wide unsharp mask, at a tenth of the eye span): the
 * lit and the shaded side of a nose, a cheek or a brow ridge told apart, so the dabs model the
 * face. Without it a soft face's dabs all took one tone and the nose and mouth dissolved.
 */
function planes(source: Rgb, span: number, amount: number): Rgb {
  const broad = gaussianBlurRgb(source, Math.max(1, span * 0.12));
  const result = cloneRgb(source);
  for (let p = 0; p < result.data.length; p++)
    result.data[p] = clamp01(source.data[p] + (source.data[p] - broad.data[p]) * amount);
  return result;
}

/** 0–1: the eyes, brows and mouth (`regions.features`) and the upper lip where a moustache grows, softly edged. */
function featureZone(faces: readonly Face[], regions: FaceRegions, span: number): Grey {
  const { width, height } = regions.features;
  const lip = createGrey(width, height);
  for (const face of faces) fillPolygon(lip, pointsOf(face, UPPER_LIP));
  const soft = gaussianBlur(lip, span * 0.05 + 0.5);
  for (let i = 0; i < soft.data.length; i++) soft.data[i] = Math.max(Math.min(1, soft.data[i]), regions.features.data[i]);
  return soft;
}

/** Paints the faces over `canvas` from `source`, a picture of them (made only inside `faceLayerMask`). */
export function paintFaces(
  canvas: Rgb,
  relief: Grey,
  source: Rgb,
  own: Rgb,
  faces: readonly Face[],
  regions: FaceRegions,
  hour: Hour,
  random: Random,
  angle: (x: number, y: number) => number,
): void {
  if (faces.length === 0) return;
  const { width, height } = canvas;
  const span = Math.max(...faces.map(eyeSpan));
  const scale = Math.max(width, height) / 1024;
  // Dabs measured by the face: a face filling the picture gets dabs its own size would.
  const unit = Math.min(span / 90, 1.6 * scale + 0.4);
  const layer = cloneRgb(canvas);
  const where = faceLayerMask(regions);
  layDabs(layer, relief, planes(source, span, PLANES), hour, random, {
    coverage: 1.6,
    length: [6 * unit + 2.5, 9.5 * unit + 3],
    width: [4 * unit + 2, 5.5 * unit + 2.2],
    opacity: 1,
    bristles: 0.05,
    broken: 0.5,
    lightnessJitter: 3,
    edgeTolerance: 0.16,
    fine: fineness(regions, 0.15),
    fineScale: 0.45,
    where,
    angle,
  });
  // The features in their own tones (the soft photo in the hour's light), the dabs round them.
  const features = featureZone(faces, regions, span);
  for (let i = 0, o = 0; i < where.data.length; i++, o += 3) {
    const own = features.data[i] * FEATURES_OWN;
    if (own > 0) for (let c = 0; c < 3; c++) layer.data[o + c] += (source.data[o + c] - layer.data[o + c]) * own;
  }
  // The face's layer laid over the canvas by the oval.
  for (let i = 0, o = 0; i < where.data.length; i++, o += 3) {
    const keep = regions.oval.data[i];
    if (keep === 0) continue;
    for (let c = 0; c < 3; c++) canvas.data[o + c] += (layer.data[o + c] - canvas.data[o + c]) * keep;
  }
  // The hour's shade colour off the mouth: a moustache's dark had turned a violet blotch over it (../mouthHue.ts).
  ownHueAroundMouth(canvas, own, faces, MOUTH_OWN_HUE);
  const softness = 0.6 * unit + 0.4;
  // The features' colours read from the photo itself: the hour's light leans a dark eye violet.
  // On the box round each face: its masks and blurs cost a whole picture's each (faceBox.ts).
  paintInFaceBoxes(canvas, own, faces, 0.6, (part, partOwn, face) => touchFeatures(part, partOwn, face, softness));
}
