// Glasses in a painting. Every painter rebuilds the face over the photo's (flat flesh in a
// print, strokes and dabs in the others), and a thin frame on a soft photo did not survive
// it: the gallery's bald man lost his glasses in all four styles. Where the photo shows a frame
// (its bridge a dark bar across the nose: ../motion/glasses.ts), it is drawn back as a clean
// line — two rounded rims, a bridge arched over the nose and the temples to the face's sides —
// in the painter's own line colour.
import type { Face, Point } from '../../types';
import { strokeCurve } from '../avatar/featureLines';
import { centreOf, LEFT_EYE, RIGHT_EYE, type XY } from '../avatar/landmarks';
import { findGlasses } from '../motion/glasses';
import { faceGeometry } from '../motion/geometry';
import { clamp01, createGrey, type Colour, type Grey, type Rgb } from '../shared/raster';
import { frameRim } from '../avatar/glassesFrame';

/** The frame's pen, as a share of the distance between the eyes' outer corners: a fine line. */
const PEN = 0.022;

/** The box round a face's eyes and brows (with room for the profiles the detector reads), clamped to the picture. */
function eyeBox(photo: Rgb, face: Face): { left: number; top: number; width: number; height: number } {
  const unit = Math.hypot(face.mesh[33][0] - face.mesh[263][0], face.mesh[33][1] - face.mesh[263][1]);
  const xs = face.mesh.map((p) => p[0]);
  const ys = [...RIGHT_EYE, ...LEFT_EYE, 1, 10].map((index) => face.mesh[index][1]);
  const left = Math.max(0, Math.floor(Math.min(...xs) - unit * 0.2));
  const right = Math.min(photo.width - 1, Math.ceil(Math.max(...xs) + unit * 0.2));
  const top = Math.max(0, Math.floor(Math.min(...ys) - unit * 0.3));
  const bottom = Math.min(photo.height - 1, Math.ceil(Math.max(...ys) + unit * 0.3));
  return { left, top, width: Math.max(1, right - left + 1), height: Math.max(1, bottom - top + 1) };
}

/**
 * Whether the photo (0–1 floats) shows a glasses frame on `face`. The detector reads bytes; only
 * the box round the eyes is converted (a 12 MP photo's whole byte copy cost as much as a stroke pass).
 */
export function wearsGlassesOn(photo: Rgb, face: Face): boolean {
  const box = eyeBox(photo, face);
  const bytes = new Uint8Array(box.width * box.height * 3);
  for (let y = 0; y < box.height; y++) {
    const from = ((box.top + y) * photo.width + box.left) * 3;
    for (let k = 0; k < box.width * 3; k++) bytes[y * box.width * 3 + k] = Math.round(clamp01(photo.data[from + k]) * 255);
  }
  // A variation may mirror the photo (and its mesh with it: the subject's right eye then on the
  // image's right), which the detector's geometry does not expect: the crop is read mirrored back.
  const mirrored = face.mesh[33][0] > face.mesh[263][0];
  if (mirrored) {
    for (let y = 0; y < box.height; y++) {
      const row = y * box.width * 3;
      for (let x = 0, far = box.width - 1; x < far; x++, far--)
        for (let c = 0; c < 3; c++) {
          const held = bytes[row + x * 3 + c];
          bytes[row + x * 3 + c] = bytes[row + far * 3 + c];
          bytes[row + far * 3 + c] = held;
        }
    }
  }
  const mesh = face.mesh.map(([x, y, z]): Point => [mirrored ? box.left + box.width - 1 - x : x - box.left, y - box.top, z]);
  return findGlasses({ width: box.width, height: box.height, data: bytes }, faceGeometry(mesh)) !== null;
}

/** Where a face's frame runs: the rims round the eyes (a little below their middles, as lenses sit), the bridge, the temples. */
export function frameCurves(face: Face): { rims: XY[][]; bridge: XY[]; temples: XY[][]; pen: number } {
  const { mesh } = face;
  const unit = Math.hypot(mesh[33][0] - mesh[263][0], mesh[33][1] - mesh[263][1]);
  // The eyes and the face's sides in the image's order, left to right (a mirrored variation swaps them).
  const mirrored = mesh[33][0] > mesh[263][0];
  const [right, left] = [centreOf(mesh, RIGHT_EYE), centreOf(mesh, LEFT_EYE)].sort((a, b) => a[0] - b[0]);
  const [rightSide, leftSide] = mirrored ? [454, 234] : [234, 454];
  const angle = Math.atan2(left[1] - right[1], left[0] - right[0]);
  const halfWidth = unit * 0.29;
  const halfHeight = unit * 0.2;
  const down: XY = [-Math.sin(angle), Math.cos(angle)];
  const along: XY = [Math.cos(angle), Math.sin(angle)];
  const centres = [right, left].map((eye): XY => [eye[0] + down[0] * unit * 0.04, eye[1] + down[1] * unit * 0.04]);
  // A rim's end at its upper third, where a bridge and a temple join it.
  const end = (centre: XY, sign: number): XY => [
    centre[0] + along[0] * halfWidth * sign - down[0] * halfHeight * 0.35,
    centre[1] + along[1] * halfWidth * sign - down[1] * halfHeight * 0.35,
  ];
  const inner = [end(centres[0], 1), end(centres[1], -1)];
  const arch: XY = [
    (inner[0][0] + inner[1][0]) / 2 - down[0] * unit * 0.03,
    (inner[0][1] + inner[1][1]) / 2 - down[1] * unit * 0.03,
  ];
  const side = (index: number): XY => [mesh[index][0] - down[0] * unit * 0.05, mesh[index][1] - down[1] * unit * 0.05];
  return {
    rims: centres.map((centre) => frameRim(centre, halfWidth, halfHeight, angle)),
    bridge: [inner[0], arch, inner[1]],
    temples: [
      [end(centres[0], -1), side(rightSide)],
      [end(centres[1], 1), side(leftSide)],
    ],
    pen: Math.max(1.2, unit * PEN),
  };
}

/**
 * 0–1 ink of a frame on every face of `faces` the photo shows in glasses, or undefined when none
 * does (most photos: the painters then skip the frame's passes over the whole picture). `penScale`
 * thins the pen for a painter whose frame must stay finer than his other lines.
 */
export function glassesInk(photo: Rgb, faces: readonly Face[], penScale = 1): Grey | undefined {
  const wearing = faces.filter((face) => wearsGlassesOn(photo, face));
  if (wearing.length === 0) return undefined;
  const ink = createGrey(photo.width, photo.height);
  for (const face of wearing) {
    const frame = frameCurves(face);
    const { rims, bridge, temples } = frame;
    const pen = Math.max(1, frame.pen * penScale);
    for (const curve of rims) strokeCurve(ink, curve, pen, false);
    strokeCurve(ink, bridge, pen, false);
    // The temples run back past the cheeks: thinner, as they turn away.
    for (const curve of temples) strokeCurve(ink, curve, pen * 0.8, false);
  }
  return ink;
}

/** Lays `ink` over `picture` in `colour`, at most `strength` opaque. */
export function inkOver(picture: Rgb, ink: Grey | undefined, colour: Colour, strength: number): void {
  if (!ink) return;
  const { data } = picture;
  for (let i = 0, p = 0; i < ink.data.length; i++, p += 3) {
    const a = Math.min(1, ink.data[i]) * strength;
    if (a <= 0) continue;
    for (let c = 0; c < 3; c++) data[p + c] += (colour[c] - data[p + c]) * a;
  }
}
