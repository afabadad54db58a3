// Guards a toon render's skin against its own filters. The banding, contrast and modelling that
// make a face look rendered also turn a shadow of hair at the temple into a black blotch on the
// cheek, and push a lit neck framed by dark hair into a glowing orange; neither is in the photo.
import { createGrey, smoothstep, type Colour, type Grey, type Rgb } from '../../shared/raster';
import {
  distance,
  FACE_OVAL,
  LIPS,
  LEFT_BROW,
  LEFT_EYE,
  outline,
  RIGHT_BROW,
  RIGHT_EYE,
  SKIN_SAMPLES,
  type XY,
} from '../landmarks';
import { ellipseMaskInto, fillPolygon, scaled } from '../masks';
import { findHair } from '../pix/hair';
import { blurLocal } from '../blur';

function luma(data: Float32Array, p: number): number {
  return 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
}

/** The mean colour of small patches round the mesh's skin points (cheeks, forehead). */
function skinColour(picture: Rgb, mesh: readonly XY[], radius: number): Colour {
  const { width, height, data } = picture;
  const sum = [0, 0, 0];
  let count = 0;
  for (const index of SKIN_SAMPLES) {
    const [cx, cy] = mesh[index];
    for (let y = Math.max(0, Math.round(cy - radius)); y <= Math.min(height - 1, Math.round(cy + radius)); y++) {
      for (let x = Math.max(0, Math.round(cx - radius)); x <= Math.min(width - 1, Math.round(cx + radius)); x++) {
        const p = (y * width + x) * 3;
        for (let c = 0; c < 3; c++) sum[c] += data[p + c];
        count++;
      }
    }
  }
  return count ? [sum[0] / count, sum[1] / count, sum[2] / count] : [0.8, 0.62, 0.52];
}

/** Where the face's own dark features are (eyes with their lids, brows, nostrils, mouth), feathered. */
export function featureMask(mesh: readonly XY[], width: number, height: number): Grey {
  const unit = distance(mesh[33], mesh[263]);
  const mask = createGrey(width, height);
  for (const eye of [RIGHT_EYE, LEFT_EYE]) {
    const points = outline(mesh, eye);
    const cx = points.reduce((s, p) => s + p[0], 0) / points.length;
    const cy = points.reduce((s, p) => s + p[1], 0) / points.length;
    ellipseMaskInto(mask, cx, cy, unit * 0.42, unit * 0.3, unit * 0.05);
  }
  for (const brow of [RIGHT_BROW, LEFT_BROW]) fillPolygon(outline(mesh, brow), width, height, mask);
  fillPolygon(outline(mesh, LIPS), width, height, mask);
  for (const wing of [98, 327]) ellipseMaskInto(mask, mesh[wing][0], mesh[wing][1], unit * 0.08, unit * 0.06, unit * 0.03);
  const grown = blurLocal(mask, unit * 0.05);
  for (let i = 0; i < grown.data.length; i++) grown.data[i] = Math.min(1, grown.data[i] * 2.5);
  return grown;
}

/**
 * Very dark pixels inside the face's oval, away from its features, pulled to a shaded skin: a
 * face lit softly all round has no black patches on its cheeks or temples.
 */
export function liftDarkSkin(picture: Rgb, mesh: readonly XY[]): void {
  const { width, height, data } = picture;
  const unit = distance(mesh[33], mesh[263]);
  const skin = skinColour(picture, mesh, Math.max(1, unit * 0.05));
  const skinLight = 0.299 * skin[0] + 0.587 * skin[1] + 0.114 * skin[2];
  const shade: Colour = [skin[0] * 0.72, skin[1] * 0.68, skin[2] * 0.68];
  const face = blurLocal(fillPolygon(outline(mesh, FACE_OVAL), width, height), unit * 0.04);
  const features = featureMask(mesh, width, height);
  for (let i = 0; i < face.data.length; i++) {
    const inside = face.data[i] * (1 - features.data[i]);
    if (inside <= 0) continue;
    const p = i * 3;
    const a = inside * smoothstep(skinLight * 0.62, skinLight * 0.38, luma(data, p));
    if (a <= 0) continue;
    for (let c = 0; c < 3; c++) data[p + c] += (shade[c] - data[p + c]) * a;
  }
  fillDarkBeside(picture, mesh, face, skinLight);
}

/**
 * Beside the face (temples and cheeks, a band just outside the oval), near-black holes in light
 * hair (a shadow the render's contrast turned black, read as a blotch on the cheek) painted in
 * the hair's own colour in shade. Dark hair is left alone: there, the dark is the hair.
 */
function fillDarkBeside(picture: Rgb, mesh: readonly XY[], face: Grey, skinLight: number): void {
  const { width, height, data } = picture;
  const hair = findHair(picture, mesh).colour;
  const hairLight = 0.299 * hair[0] + 0.587 * hair[1] + 0.114 * hair[2];
  if (hairLight < skinLight * 0.5) return;
  const unit = distance(mesh[33], mesh[263]);
  const band = blurLocal(fillPolygon(scaled(outline(mesh, FACE_OVAL), 1.3, 1.02), width, height), unit * 0.06);
  const lowest = mesh[14][1];
  const shadowed: Colour = [hair[0] * 0.55, hair[1] * 0.5, hair[2] * 0.48];
  for (let i = 0; i < band.data.length; i++) {
    const y = Math.floor(i / width);
    const inBand = band.data[i] * (1 - face.data[i]) * (1 - smoothstep(lowest - unit * 0.2, lowest, y));
    if (inBand <= 0) continue;
    const p = i * 3;
    const a = inBand * smoothstep(skinLight * 0.4, skinLight * 0.15, luma(data, p));
    if (a <= 0) continue;
    for (let c = 0; c < 3; c++) data[p + c] += (shadowed[c] - data[p + c]) * a;
  }
}

/**
 * Below the jaw, the render kept no brighter and no more saturated than the photo (reshaped the
 * same way) by more than `margin`: the face is the render's subject, the neck stays the photo's.
 */
export function keepNeckTone(picture: Rgb, photo: Rgb, mesh: readonly XY[], margin = 0.06): void {
  const { width, height, data } = picture;
  const unit = distance(mesh[33], mesh[263]);
  // The throat: the jaw between its corners, closed straight down to a face's length below the
  // chin (wider would take in the painted background beside the neck, which is the style's).
  const jaw = [58, 172, 136, 150, 149, 176, 148, 152, 377, 400, 378, 379, 365, 397, 288].map((i) => mesh[i]);
  const bottom = mesh[152][1] + unit * 1.4;
  const below: XY[] = [...jaw, [jaw[jaw.length - 1][0], bottom], [jaw[0][0], bottom]];
  const neck = blurLocal(fillPolygon(below, width, height), unit * 0.08);
  const face = fillPolygon(outline(mesh, FACE_OVAL), width, height);
  const reference = photo.data;
  for (let i = 0; i < neck.data.length; i++) {
    const w = neck.data[i] * (1 - face.data[i]);
    if (w <= 0) continue;
    const p = i * 3;
    const r = data[p];
    const g = data[p + 1];
    const b = data[p + 2];
    const high = Math.max(r, g, b);
    const chroma = high - Math.min(r, g, b);
    const photoHigh = Math.max(reference[p], reference[p + 1], reference[p + 2]);
    const photoChroma = photoHigh - Math.min(reference[p], reference[p + 1], reference[p + 2]);
    const keepChroma = chroma > photoChroma + margin ? (photoChroma + margin) / chroma : 1;
    const mean = (r + g + b) / 3;
    const limited = [r, g, b].map((v) => mean + (v - mean) * keepChroma);
    const limitedHigh = Math.max(...limited);
    const keepLight = limitedHigh > photoHigh + margin ? (photoHigh + margin) / limitedHigh : 1;
    for (let c = 0; c < 3; c++) data[p + c] += (limited[c] * keepLight - data[p + c]) * w;
  }
}
