// Where things are on MediaPipe's 468-point face mesh (the numbering @vladmandic/human keeps),
// and the few measurements of a face the avatar styles are built on.
import type { Point } from '../../types';
import { OVAL } from '../shared/faceParts';

/** The outline of the face, hairline to chin, going round clockwise in the picture (shared/faceParts.ts keeps the list). */
export const FACE_OVAL = OVAL;

/** The subject's right eye (left in the picture): corners 33 (outer) and 133 (inner). */
export const RIGHT_EYE = [33, 7, 163, 144, 145, 153, 154, 155, 133, 173, 157, 158, 159, 160, 161, 246] as const;
/** The subject's left eye: corners 362 (inner) and 263 (outer). */
export const LEFT_EYE = [263, 249, 390, 373, 374, 380, 381, 382, 362, 398, 384, 385, 386, 387, 388, 466] as const;
export const RIGHT_BROW = [70, 63, 105, 66, 107, 55, 65, 52, 53, 46] as const;
export const LEFT_BROW = [300, 293, 334, 296, 336, 285, 295, 282, 283, 276] as const;
export const LIPS = [61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291, 409, 270, 269, 267, 0, 37, 39, 40, 185] as const;
/** Points on the cheeks and forehead that are skin in almost every photo (for the skin colour). */
export const SKIN_SAMPLES = [50, 280, 101, 330, 205, 425, 151, 9, 108, 337] as const;

export const FOREHEAD_TOP = 10;
export const CHIN = 152;
export const NOSE_TIP = 1;

export type XY = readonly [number, number];

export function at(mesh: readonly Point[], index: number): XY {
  const point = mesh[index];
  return [point[0], point[1]];
}

export function centreOf(mesh: readonly Point[], indices: readonly number[]): XY {
  let x = 0;
  let y = 0;
  for (const index of indices) {
    x += mesh[index][0];
    y += mesh[index][1];
  }
  return [x / indices.length, y / indices.length];
}

/** The centre of each eye from its two corners: steadier than the lids, which move with a blink. */
export function eyeCentres(mesh: readonly Point[]): { right: XY; left: XY } {
  return { right: centreOf(mesh, [33, 133]), left: centreOf(mesh, [362, 263]) };
}

/** The eyes' row: the height of the middle of the two eyes' outer corners. */
export function eyeLineY(mesh: readonly Point[]): number {
  return (mesh[33][1] + mesh[263][1]) / 2;
}

export function outline(mesh: readonly Point[], indices: readonly number[]): XY[] {
  return indices.map((index) => at(mesh, index));
}

export function distance(a: XY, b: XY): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

/** The face oval's extent: the box round the mesh's outline, its middle, and its chin (the lowest point). */
export interface FaceFrame {
  left: number;
  right: number;
  faceWidth: number;
  faceHeight: number;
  cx: number;
  cy: number;
  top: number;
  chin: number;
}

export function faceFrame(mesh: readonly Point[]): FaceFrame {
  const oval = outline(mesh, FACE_OVAL);
  const xs = oval.map((p) => p[0]);
  const ys = oval.map((p) => p[1]);
  const [left, right, top, chin] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return {
    left,
    right,
    faceWidth: right - left,
    faceHeight: chin - top,
    cx: (left + right) / 2,
    cy: (top + chin) / 2,
    top,
    chin,
  };
}
