// The eyes, brows, nose and mouth drawn as he drew them in his self-portraits: firm strokes at
// the mesh's places, not the photo's darks (a shadowed eye socket came out as a black hole, a
// stroke across an eye broke it into dashes). Each eye is an opening of pale, cool eye-white
// with an iris in the sitter's own eye colour (never black: a deep colour with its pupil and a
// glint), its upper lid a firm dark line; the brows, the nose's base and the mouth's line in
// strokes of a dark taken from the sitter's own brows, leaned to his Prussian blue.
import type { Face, Point } from '../../../types';
import { gaussianBlur } from '../../shared/blur';
import { labColour, rgbToLab } from '../../shared/colour';
import { drawFeatures, eyeSpan, fillPolygon, pointsOf } from '../../shared/faceParts';
import { clamp01, createGrey, type Colour, type Grey, type Rgb } from '../../shared/raster';
import { paintInFaceBoxes } from '../faceBox';
import { LEFT_EYE, RIGHT_EYE } from '../printFace';

/** The brows' middle points: where the sitter's own brow colour is read. */
const BROWS = [63, 105, 66, 293, 334, 296];

/** `colour` laid over `picture` by `mask` × `opacity`. */
export function paintMask(picture: Rgb, mask: Grey, colour: Colour, opacity: number): void {
  for (let i = 0, p = 0; i < mask.data.length; i++, p += 3) {
    const k = mask.data[i] * opacity;
    if (k <= 0) continue;
    for (let c = 0; c < 3; c++) picture.data[p + c] += (colour[c] - picture.data[p + c]) * k;
  }
}

/** The mean CIELAB of `photo` where `mask` is above a half, its darkest `share` only. */
export function darkestLab(photo: Rgb, mask: Grey, share: number): [number, number, number] | undefined {
  const lab: [number, number, number] = [0, 0, 0];
  const found: [number, number, number][] = [];
  for (let i = 0, p = 0; i < mask.data.length; i++, p += 3) {
    if (mask.data[i] <= 0.5) continue;
    rgbToLab(photo.data[p], photo.data[p + 1], photo.data[p + 2], lab);
    found.push([lab[0], lab[1], lab[2]]);
  }
  if (found.length === 0) return undefined;
  found.sort((a, b) => a[0] - b[0]);
  const taken = found.slice(0, Math.max(1, Math.round(found.length * share)));
  const mean: [number, number, number] = [0, 0, 0];
  for (const value of taken) for (let c = 0; c < 3; c++) mean[c] += value[c] / taken.length;
  return mean;
}

/** A disc of `radius` at (x, y), antialiased, into `mask` (max). */
export function disc(mask: Grey, x: number, y: number, radius: number): void {
  const { width, height, data } = mask;
  for (let py = Math.max(0, Math.floor(y - radius - 1)); py <= Math.min(height - 1, Math.ceil(y + radius + 1)); py++)
    for (let px = Math.max(0, Math.floor(x - radius - 1)); px <= Math.min(width - 1, Math.ceil(x + radius + 1)); px++) {
      const i = py * width + px;
      data[i] = Math.max(data[i], clamp01(radius + 0.5 - Math.hypot(px + 0.5 - x, py + 0.5 - y)));
    }
}

/** The eye's iris centre: the opening's darkest part (where the sitter looks), pulled to its middle. */
export function irisCentre(photo: Rgb, opening: Grey, eye: readonly Point[]): [number, number] {
  const middleX = eye.reduce((sum, [x]) => sum + x, 0) / eye.length;
  const middleY = eye.reduce((sum, [, y]) => sum + y, 0) / eye.length;
  const { width } = opening;
  let sx = 0;
  let sy = 0;
  let total = 0;
  for (let i = 0; i < opening.data.length; i++) {
    if (opening.data[i] <= 0.5) continue;
    const p = i * 3;
    const dark = (1 - (0.299 * photo.data[p] + 0.587 * photo.data[p + 1] + 0.114 * photo.data[p + 2])) ** 4;
    sx += (i % width) * dark;
    sy += Math.floor(i / width) * dark;
    total += dark;
  }
  if (total === 0) return [middleX, middleY];
  return [(sx / total) * 0.6 + middleX * 0.4, (sy / total) * 0.6 + middleY * 0.4];
}

/** The sitter's own brow colour (CIELAB), read at the brows' middle points; `fallback` where none is dark. */
export function browLab(photo: Rgb, face: Face, span: number, fallback: [number, number, number]): [number, number, number] {
  const browMask = createGrey(photo.width, photo.height);
  for (const index of BROWS) disc(browMask, face.mesh[index][0], face.mesh[index][1], Math.max(1, span * 0.03));
  return darkestLab(photo, browMask, 0.5) ?? fallback;
}

export interface OpenEye {
  /** The eye's outline and its opening filled (0–1) in the picture's pixels. */
  eye: Point[];
  opening: Grey;
  /** Lid to lid, in pixels. */
  opened: number;
}

/** The face's eyes open wide enough to paint inside: a closed or squinting eye is its lid's line only. */
export function openEyes(face: Face, width: number, height: number, span: number): OpenEye[] {
  const open: OpenEye[] = [];
  for (const ring of [RIGHT_EYE, LEFT_EYE]) {
    const eye = pointsOf(face, ring);
    const opening = createGrey(width, height);
    fillPolygon(opening, eye);
    const opened = Math.hypot(face.mesh[ring[4]][0] - face.mesh[ring[12]][0], face.mesh[ring[4]][1] - face.mesh[ring[12]][1]);
    if (opened >= span * 0.035) open.push({ eye, opening, opened });
  }
  return open;
}

/**
 * Draws each face's eyes, brows, nose and mouth onto `canvas`, their colours read from `photo`;
 * on the box round each face (faceBox.ts): nothing is drawn beyond its nose's disc.
 */
export function paintFeatures(canvas: Rgb, photo: Rgb, faces: readonly Face[]): void {
  paintInFaceBoxes(canvas, photo, faces, 0.6, (part, partPhoto, face) => paintFaceFeatures(part, partPhoto, face));
}

function paintFaceFeatures(canvas: Rgb, photo: Rgb, face: Face): void {
  const { width, height } = canvas;
  const span = eyeSpan(face);
  if (span < 8) return;
  // The dark of the lines: the sitter's own brows, deepened and leaned to Prussian blue, never black.
  const brow = browLab(photo, face, span, [30, 6, 10]);
  const line = labColour(Math.min(34, Math.max(18, brow[0] * 0.65)), brow[1] * 0.5 + 2, brow[2] * 0.4 - 10);
  for (const { eye, opening, opened } of openEyes(face, width, height, span)) {
    const soft = gaussianBlur(opening, Math.max(0.5, span * 0.006));
    // Eye-white: pale and a little cool, as lit as the photo's but never glaring.
    const white = darkestLab(photo, opening, 1) ?? [70, 0, 4];
    paintMask(canvas, soft, labColour(Math.min(84, Math.max(64, white[0] + 18)), -2, 2), 0.7);
    // The iris in the sitter's eye colour (its darkest third), a deep colour, with a darker pupil.
    const iris = darkestLab(photo, opening, 0.33) ?? [30, 8, 14];
    const [ix, iy] = irisCentre(photo, opening, eye);
    const radius = Math.max(1, Math.min(span * 0.07, opened * 0.62));
    const irisMask = createGrey(width, height);
    disc(irisMask, ix, iy, radius);
    // Inside the opening only (the lids cover the iris), a little spill so its rim stays round.
    const grownOpening = gaussianBlur(opening, Math.max(0.7, span * 0.012));
    for (let i = 0; i < irisMask.data.length; i++) irisMask.data[i] *= clamp01(grownOpening.data[i] * 2);
    const chroma = Math.hypot(iris[1], iris[2]) || 1;
    const keep = Math.max(1, 10 / chroma);
    paintMask(canvas, irisMask, labColour(Math.min(40, Math.max(24, iris[0])), iris[1] * keep, iris[2] * keep), 0.95);
    const pupil = createGrey(width, height);
    disc(pupil, ix, iy, radius * 0.45);
    for (let i = 0; i < pupil.data.length; i++) pupil.data[i] *= irisMask.data[i];
    paintMask(canvas, pupil, line, 0.9);
    if (radius >= 2.5) {
      const glint = createGrey(width, height);
      disc(glint, ix - radius * 0.35, iy - radius * 0.35, Math.max(0.6, radius * 0.22));
      for (let i = 0; i < glint.data.length; i++) glint.data[i] *= irisMask.data[i];
      paintMask(canvas, glint, labColour(92, -2, 2), 0.85);
    }
  }
  // The lids, brows, nose's base and mouth's line in firm strokes.
  const ink = createGrey(width, height);
  drawFeatures(ink, [face], 0.9);
  // The nose's base only hinted: drawn as firm as the mouth it reads as a second mouth.
  const nose = createGrey(width, height);
  disc(nose, face.mesh[2][0], face.mesh[2][1], span * 0.3);
  for (let i = 0; i < ink.data.length; i++) ink.data[i] *= 1 - 0.6 * nose.data[i];
  paintMask(canvas, ink, line, 0.75);
}
