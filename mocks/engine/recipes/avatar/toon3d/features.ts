// The features a toon's smooth face still needs, painted where the mesh puts them: a smoothed
// small face loses its brows, the shape of its nose and the colour of its lips, and those are
// what make a rendered character read as a face. Brows in the person's own (darkened) colour,
// lips a clean rosy tint with a highlight, the nose as a soft shadow under its tip and a
// highlight on it, and blush on the cheeks.
import { createGrey, type Colour, type Grey, type Rgb } from '../../shared/raster';
import { blurLocal } from '../blur';
import { strokeCurve } from '../featureLines';
import { distance, FACE_OVAL, LIPS, outline, type XY } from '../landmarks';
import { ellipseMaskInto, fillPolygon } from '../masks';

const BROWS = [
  [46, 53, 52, 65, 55],
  [276, 283, 282, 295, 285],
] as const;
const BROW_TOPS = [
  [70, 63, 105, 66, 107],
  [300, 293, 334, 296, 336],
] as const;

function laid(picture: Rgb, mask: Grey, colour: Colour, opacity: number): void {
  const { data } = picture;
  for (let i = 0; i < mask.data.length; i++) {
    const a = mask.data[i] * opacity;
    if (a <= 0) continue;
    const p = i * 3;
    data[p] += (colour[0] - data[p]) * a;
    data[p + 1] += (colour[1] - data[p + 1]) * a;
    data[p + 2] += (colour[2] - data[p + 2]) * a;
  }
}

/** The darkest tenth of the picture under a mask: hair or brow colour. */
export function darkColourUnder(picture: Rgb, mask: Grey): Colour {
  const found: { l: number; p: number }[] = [];
  for (let i = 0; i < mask.data.length; i++) {
    if (mask.data[i] < 0.5) continue;
    const p = i * 3;
    found.push({ l: picture.data[p] + picture.data[p + 1] + picture.data[p + 2], p });
  }
  if (!found.length) return [0.2, 0.13, 0.1];
  found.sort((a, b) => a.l - b.l);
  const take = found.slice(0, Math.max(1, Math.round(found.length * 0.1)));
  const sum = [0, 0, 0];
  for (const { p } of take) for (let c = 0; c < 3; c++) sum[c] += picture.data[p + c];
  return [sum[0] / take.length, sum[1] / take.length, sum[2] / take.length];
}

export interface FeaturePaint {
  /** Brow thickness as a share of the eye distance, and how dark (0–1). */
  brow: number;
  browOpacity: number;
  lips: Colour;
  lipsOpacity: number;
  blush: Colour;
  blushOpacity: number;
  /** The side the light comes from: the nose's shadow falls on the other. */
  keyFromLeft: boolean;
  /** Where the brows' colour is read (the photo, when `picture` has been painted over already). */
  browsFrom?: Rgb;
  /** Where skin is (0–1): a brow is painted only there (its tail under hair over a temple is hidden). */
  onSkin?: Grey;
}

export function paintFeatures(picture: Rgb, mesh: readonly XY[], paint: FeaturePaint): void {
  const { width, height } = picture;
  const unit = distance(mesh[33], mesh[263]);
  // Brows: a band between the brow's lower and upper lines, in the brow's own colour made deeper.
  const browMask = createGrey(width, height);
  for (let k = 0; k < 2; k++) {
    const band = [...BROWS[k].map((i) => mesh[i]), ...[...BROW_TOPS[k]].reverse().map((i) => mesh[i])];
    fillPolygon(band, width, height, browMask);
  }
  const browColour = darkColourUnder(paint.browsFrom ?? picture, browMask);
  const brows = createGrey(width, height);
  for (let k = 0; k < 2; k++) {
    const middle: XY[] = BROWS[k].map((i, n) => {
      const top = mesh[BROW_TOPS[k][n]];
      return [(mesh[i][0] + top[0]) / 2, (mesh[i][1] + top[1]) / 2];
    });
    strokeCurve(brows, middle, Math.max(2, unit * paint.brow), true);
  }
  if (paint.onSkin) for (let i = 0; i < brows.data.length; i++) brows.data[i] *= paint.onSkin.data[i];
  laid(
    picture,
    blurLocal(brows, unit * 0.012),
    [browColour[0] * 0.7, browColour[1] * 0.65, browColour[2] * 0.65],
    paint.browOpacity,
  );

  // Lips: the photo's lips tinted and evened out, a highlight on the lower lip.
  const lips = blurLocal(fillPolygon(outline(mesh, LIPS), width, height), unit * 0.015);
  laid(picture, lips, paint.lips, paint.lipsOpacity);
  const shine = createGrey(width, height);
  const lower = mesh[17];
  const mouth = mesh[14];
  ellipseMaskInto(shine, (lower[0] * 2 + mouth[0]) / 3, (lower[1] * 2 + mouth[1]) / 3, unit * 0.07, unit * 0.025, 1);
  laid(picture, blurLocal(shine, unit * 0.015), [1, 0.93, 0.92], 0.35);

  // Nose: a soft shadow under the tip and the nostrils, one down its side, and a highlight on the tip.
  // Each soft ellipse drawn crisp and then blurred: ellipseMaskInto's own feather on a flat ellipse
  // reaches past the box it fills and was cut off there (a straight vertical seam beside the nose).
  const under = createGrey(width, height);
  ellipseMaskInto(under, mesh[2][0], mesh[2][1] + unit * 0.015, unit * 0.12, unit * 0.035, 1);
  for (const wing of [98, 327]) ellipseMaskInto(under, mesh[wing][0], mesh[wing][1], unit * 0.035, unit * 0.025, 1);
  laid(picture, blurLocal(under, unit * 0.025), [0.42, 0.2, 0.17], 0.45);
  const side = createGrey(width, height);
  const wingSide = paint.keyFromLeft ? 327 : 98;
  strokeCurve(
    side,
    [mesh[paint.keyFromLeft ? 351 : 122], mesh[paint.keyFromLeft ? 437 : 217], mesh[wingSide]],
    unit * 0.07,
    true,
  );
  laid(picture, blurLocal(side, unit * 0.04), [0.5, 0.27, 0.22], 0.3);
  // The mouth's line, a soft shadow between the lips.
  const mouthLine = createGrey(width, height);
  strokeCurve(
    mouthLine,
    [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308].map((i) => mesh[i]),
    Math.max(1.5, unit * 0.02),
    true,
  );
  laid(picture, blurLocal(mouthLine, unit * 0.006), [0.3, 0.1, 0.1], 0.6);
  const tip = createGrey(width, height);
  ellipseMaskInto(tip, mesh[4][0], mesh[4][1] - unit * 0.02, unit * 0.04, unit * 0.05, unit * 0.05);
  laid(picture, tip, [1, 0.97, 0.94], 0.35);

  // Blush on the apples of the cheeks.
  const cheeks = createGrey(width, height);
  for (const index of [205, 425]) ellipseMaskInto(cheeks, mesh[index][0], mesh[index][1], unit * 0.13, unit * 0.09, 1);
  laid(picture, blurLocal(cheeks, unit * 0.06), paint.blush, paint.blushOpacity);
}

/** The face's outline with the forehead raised to the hairline the mesh stops short of. */
export function foreheadRaised(mesh: readonly XY[]): XY[] {
  const oval = outline(mesh, FACE_OVAL);
  const top = Math.min(...oval.map((p) => p[1]));
  const bottom = Math.max(...oval.map((p) => p[1]));
  const middle = (top + bottom) / 2;
  const lift = 0.08 * (bottom - top);
  return oval.map(([x, y]) => [x, y < middle ? y - (lift * (middle - y)) / (middle - top) : y]);
}
