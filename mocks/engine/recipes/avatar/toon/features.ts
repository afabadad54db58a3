// The face's features drawn as a cartoonist draws them, where the mesh puts them: eyes a little
// larger than life (white, an iris in the person's own eye colour, a pupil, two highlights, a
// bold upper lid with a flick at the outer corner), brows as filled shapes in the hair's
// colour, a short stroke for the nose, lips in a flat colour from the person's own with a
// clean line between them, and a touch of blush. A man is drawn as a man: eyes nearer life
// without the flick, fuller brows, no blush and no lip colour.
import { createGrey, smoothstep, type Colour, type Grey, type Rgb } from '../../shared/raster';
import { blurGrey } from '../blur';
import { fillDisc, irises, strokeCurve } from '../featureLines';
import { centreOf, distance, LEFT_EYE, LIPS, outline, RIGHT_EYE, type XY } from '../landmarks';
import { ellipseMaskInto, fillPolygon } from '../masks';
import { drawBrows } from './brows';

const INNER_MOUTH = [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308, 415, 310, 311, 312, 13, 82, 81, 80, 191] as const;
const MOUTH_LINE = [61, 78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308, 291];
/** The lower lip: its outer edge from corner to corner, back along the mouth's opening. */
const LOWER_LIP = [61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291, 308, 324, 318, 402, 317, 14, 87, 178, 88, 95, 78] as const;
const RIGHT_UPPER_LID = [33, 246, 161, 160, 159, 158, 157, 173, 133];
const LEFT_UPPER_LID = [263, 466, 388, 387, 386, 385, 384, 398, 362];
const RIGHT_LOWER_LID = [33, 7, 163, 144, 145];
const LEFT_LOWER_LID = [263, 249, 390, 373, 374];

/** Paints `colour` over the picture where the mask says (0–1). */
export function paint(picture: Rgb, mask: Grey, colour: Colour, opacity = 1): void {
  const { data } = picture;
  for (let i = 0, p = 0; i < mask.data.length; i++, p += 3) {
    const a = mask.data[i] * opacity;
    if (a <= 0) continue;
    data[p] += (colour[0] - data[p]) * a;
    data[p + 1] += (colour[1] - data[p + 1]) * a;
    data[p + 2] += (colour[2] - data[p + 2]) * a;
  }
}

/** Mean colour of the photo in a disc. */
function meanInDisc(photo: Rgb, centre: XY, radius: number): Colour {
  const sum = [0, 0, 0];
  let count = 0;
  for (let y = Math.round(centre[1] - radius); y <= Math.round(centre[1] + radius); y++) {
    for (let x = Math.round(centre[0] - radius); x <= Math.round(centre[0] + radius); x++) {
      if (x < 0 || y < 0 || x >= photo.width || y >= photo.height) continue;
      if (Math.hypot(x - centre[0], y - centre[1]) > radius) continue;
      const p = (y * photo.width + x) * 3;
      for (let c = 0; c < 3; c++) sum[c] += photo.data[p + c];
      count++;
    }
  }
  return count > 0 ? [sum[0] / count, sum[1] / count, sum[2] / count] : [0.3, 0.2, 0.15];
}

/** The eye's points moved away from its centre: `grow` wider, `tall` taller. */
function enlarged(points: readonly XY[], centre: XY, grow: number, tall: number): XY[] {
  return points.map(([x, y]) => [centre[0] + (x - centre[0]) * grow, centre[1] + (y - centre[1]) * tall]);
}

export interface FeatureColours {
  ink: Colour;
  brow: Colour;
  skin: Colour;
}

/**
 * How the features are drawn for whom (../traits.ts): a woman's (and a face the model is not
 * sure of: the panel read every man drawn with lipstick and blush as a woman, a plain woman is
 * still herself) or a man's, with no blush, no lip colour, full brows and eyes nearer life.
 */
export interface FeatureLook {
  masculine: boolean;
  /** The skin's part (0–1): the blush stays on it, never on the ground past a turned cheek. */
  skin: Grey;
}

export function drawCartoonFace(
  picture: Rgb,
  photo: Rgb,
  mesh: readonly XY[],
  unit: number,
  colours: FeatureColours,
  { masculine, skin }: FeatureLook,
): void {
  const size = picture.width;
  const pen = Math.max(2, unit * 0.04);

  // Blush first, under everything: a woman's only.
  if (!masculine) {
    const blush = createGrey(size, size);
    for (const index of [205, 425])
      ellipseMaskInto(blush, mesh[index][0], mesh[index][1], unit * 0.16, unit * 0.09, Math.max(1, unit * 0.008));
    for (let i = 0; i < blush.data.length; i++) blush.data[i] *= skin.data[i];
    const rosy: Colour = [Math.min(1, colours.skin[0] * 1.02), colours.skin[1] * 0.72, colours.skin[2] * 0.74];
    paint(picture, blush, rosy, 0.35);
  }

  // Brows: crisp tapered shapes (./brows.ts), a woman's a little slimmer than the photo's, a
  // man's a little fuller.
  const brows = createGrey(size, size);
  drawBrows(brows, mesh, masculine ? 1.2 : 0.8);
  paint(picture, brows, colours.brow);
  // A man's eyes nearer their own size, without the flick at the corner.
  const grow = masculine ? 1.08 : 1.15;
  const tall = masculine ? 1.2 : 1.45;

  // Eyes.
  const found = irises(mesh);
  const lines = createGrey(size, size);
  for (const [contour, upper, lower, outer, inner] of [
    [RIGHT_EYE, RIGHT_UPPER_LID, RIGHT_LOWER_LID, 33, 133],
    [LEFT_EYE, LEFT_UPPER_LID, LEFT_LOWER_LID, 263, 362],
  ] as const) {
    const centre = centreOf(mesh, contour);
    const eyeWidth = distance(mesh[outer], mesh[inner]);
    const white = createGrey(size, size);
    fillPolygon(enlarged(outline(mesh, contour), centre, grow, tall), size, size, white);
    const softWhite = blurGrey(white, 0.7);
    paint(picture, softWhite, [0.98, 0.97, 0.96]);
    const iris = found.find((candidate) => distance(candidate.centre, centre) < eyeWidth * 0.4);
    if (iris) {
      const radius = Math.min(eyeWidth * 0.3, iris.radius * 1.45);
      const eyeColour = meanInDisc(photo, iris.centre, iris.radius * 0.6);
      // The iris a deeper, cleaner version of the eye's own colour.
      const irisColour: Colour = [eyeColour[0] * 0.75, eyeColour[1] * 0.75, eyeColour[2] * 0.8];
      const irisMask = createGrey(size, size);
      fillDisc(irisMask, iris.centre, radius);
      const pupil = createGrey(size, size);
      fillDisc(pupil, iris.centre, radius * 0.5);
      for (let i = 0; i < irisMask.data.length; i++) {
        irisMask.data[i] *= softWhite.data[i];
        pupil.data[i] *= softWhite.data[i];
      }
      paint(picture, irisMask, irisColour);
      paint(picture, pupil, [0.04, 0.03, 0.03]);
      const shine = createGrey(size, size);
      fillDisc(shine, [iris.centre[0] - radius * 0.35, iris.centre[1] - radius * 0.35], radius * 0.3);
      fillDisc(shine, [iris.centre[0] + radius * 0.35, iris.centre[1] + radius * 0.3], radius * 0.13);
      paint(picture, shine, [1, 1, 1]);
    }
    const upperLid = enlarged(outline(mesh, upper), centre, grow, tall);
    strokeCurve(lines, upperLid, pen * 1.1, true);
    if (!masculine) {
      // The flick: from the outer corner, out and up.
      const corner = upperLid[0];
      const outward = corner[0] < centre[0] ? -1 : 1;
      strokeCurve(lines, [corner, [corner[0] + outward * unit * 0.05, corner[1] - unit * 0.03]], pen * 0.7, true);
    }
    strokeCurve(lines, enlarged(outline(mesh, lower), centre, grow, tall), pen * 0.45, true);
  }

  // Nose: the underside, short.
  strokeCurve(lines, outline(mesh, [98, 97, 2, 326, 327]), pen * 0.5, true);

  // Mouth: lips in a flat colour from the photo's, the opening dark, a clean line between.
  // The lips' colour from the middle of both lips, kept in the skin's family: a cartoon's lips
  // are a rosier skin, not the shadowed photo's.
  const middleOf = (a: number, b: number): XY => [(mesh[a][0] + mesh[b][0]) / 2, (mesh[a][1] + mesh[b][1]) / 2];
  const upperLip = meanInDisc(photo, middleOf(0, 13), unit * 0.025);
  const lowerLip = meanInDisc(photo, middleOf(14, 17), unit * 0.025);
  const sampled = [0, 1, 2].map((c) => (upperLip[c] + lowerLip[c]) / 2);
  const redness = Math.max(0.05, sampled[0] - (sampled[1] + sampled[2]) / 2);
  const lip: Colour = [
    Math.min(1, colours.skin[0] * 0.95 + redness * 0.3),
    colours.skin[1] * (0.72 - redness * 0.4),
    colours.skin[2] * (0.76 - redness * 0.3),
  ];
  if (masculine) {
    // A man's lips are no colour of their own: the lower lip a touch of the skin's shade.
    const lowerLip = fillPolygon(outline(mesh, LOWER_LIP), size, size);
    paint(picture, blurGrey(lowerLip, 0.8), [colours.skin[0] * 0.88, colours.skin[1] * 0.8, colours.skin[2] * 0.8], 0.7);
  } else {
    const lips = fillPolygon(outline(mesh, LIPS), size, size);
    paint(picture, blurGrey(lips, 0.8), lip);
  }
  if (distance(mesh[13], mesh[14]) > unit * 0.05) {
    const inside = fillPolygon(outline(mesh, INNER_MOUTH), size, size);
    paint(picture, blurGrey(inside, 0.7), [0.45, 0.12, 0.14]);
    // A smile's teeth: one flat white shape where the photo's open mouth is bright.
    const teeth = createGrey(size, size);
    for (let i = 0, p = 0; i < inside.data.length; i++, p += 3) {
      if (inside.data[i] <= 0) continue;
      const light = 0.299 * photo.data[p] + 0.587 * photo.data[p + 1] + 0.114 * photo.data[p + 2];
      teeth.data[i] = inside.data[i] * (light > 0.42 ? 1 : 0);
    }
    const shaped = blurGrey(teeth, Math.max(1, unit * 0.012));
    for (let i = 0; i < shaped.data.length; i++) shaped.data[i] = smoothstep(0.4, 0.6, shaped.data[i]) * inside.data[i];
    paint(picture, shaped, [0.98, 0.97, 0.94]);
  }
  strokeCurve(lines, outline(mesh, MOUTH_LINE), pen * 0.6, true);
  paint(picture, lines, colours.ink);
}
