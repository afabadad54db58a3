// A face's parts from its 468-point mesh (MediaPipe's numbering, as human's facemeshcoords.ts
// names them): the oval, where a drawing keeps texture lines off the skin, and the eyes, brows
// and mouth, whose contours a drawing draws clean from the mesh instead of from the photo's
// shadows (which come out as blobs on cheeks, chin and lips).
import type { Face, Point } from '../../types';
import { gaussianBlur } from './blur';
import { clamp01, createGrey, smoothstep, type Grey, type Rgb } from './raster';

export const OVAL = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136, 172, 58,
  132, 93, 234, 127, 162, 21, 54, 103, 67, 109,
];
const RIGHT_EYE_UPPER = [33, 246, 161, 160, 159, 158, 157, 173, 133];
const RIGHT_EYE_LOWER = [33, 7, 163, 144, 145, 153, 154, 155, 133];
const LEFT_EYE_UPPER = [263, 466, 388, 387, 386, 385, 384, 398, 362];
const LEFT_EYE_LOWER = [263, 249, 390, 373, 374, 380, 381, 382, 362];
const RIGHT_BROW = [156, 70, 63, 105, 66, 107, 55, 65, 52, 53, 46, 35];
const LEFT_BROW = [383, 300, 293, 334, 296, 336, 285, 295, 282, 283, 276, 265];
/** The lips' outer contour. */
export const LIPS_OUTER = [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291, 375, 321, 405, 314, 17, 84, 181, 91, 146];
/** Where the lips meet: the mouth's line. */
const MOUTH_LINE = [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308];
/** The lower lip's inner edge: with the upper's, the opening of a mouth that shows its teeth. */
const MOUTH_LOWER_INNER = [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308];
/** Lips parted by more than this share of the mouth's width show an opening, not a line. */
const OPEN_MOUTH = 0.08;
/** The lower lip's lower edge, its middle part: a short shadow line under the lip. */
const LOWER_LIP = [181, 84, 17, 314, 405];
/** Under the nose: its wings and the base between them. */
const NOSE_BASE = [98, 97, 2, 326, 327];

/** The eyes' openings (upper lid then lower lid back), each as one closed outline. */
export const EYE_OUTLINES = [
  [...RIGHT_EYE_UPPER, ...[...RIGHT_EYE_LOWER].reverse()],
  [...LEFT_EYE_UPPER, ...[...LEFT_EYE_LOWER].reverse()],
];
/** The eyes, the brows and the lips, each as one closed outline. */
export const FEATURE_OUTLINES = [...EYE_OUTLINES, RIGHT_BROW, LEFT_BROW, LIPS_OUTER];

export function pointsOf(face: Face, indices: readonly number[]): Point[] {
  return indices.map((index) => face.mesh[index]);
}

/** Fills the polygon into `mask` (1 inside), even-odd rule, by rows. */
export function fillPolygon(mask: Grey, polygon: readonly Point[], value = 1): void {
  const { width, height, data } = mask;
  let top = Infinity;
  let bottom = -Infinity;
  for (const [, y] of polygon) {
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  const crossings: number[] = [];
  for (let y = Math.max(0, Math.ceil(top)); y <= Math.min(height - 1, Math.floor(bottom)); y++) {
    crossings.length = 0;
    const row = y + 0.5;
    for (let k = 0; k < polygon.length; k++) {
      const [x0, y0] = polygon[k];
      const [x1, y1] = polygon[(k + 1) % polygon.length];
      if (y0 <= row !== y1 <= row) crossings.push(x0 + ((row - y0) / (y1 - y0)) * (x1 - x0));
    }
    crossings.sort((a, b) => a - b);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      const from = Math.max(0, Math.ceil(crossings[k] - 0.5));
      const to = Math.min(width - 1, Math.floor(crossings[k + 1] - 0.5));
      for (let x = from; x <= to; x++) data[y * width + x] = Math.max(data[y * width + x], value);
    }
  }
}

/** The face's size in pixels: the distance between the outer eye corners. */
export function eyeSpan(face: Face): number {
  const [ax, ay] = face.mesh[33];
  const [bx, by] = face.mesh[263];
  return Math.hypot(ax - bx, ay - by);
}

export interface FaceRegions {
  /** 1 inside the face's oval, softened at its rim. */
  oval: Grey;
  /** 1 on the eyes, brows and mouth and a margin around them: where a painter works finely. */
  features: Grey;
  /**
   * 1 inside the oval away from its rim (the jaw and hairline keep the photo's lines): where a
   * drawing puts no line of the photo's; the features' lines are drawn from the mesh instead.
   */
  skin: Grey;
}

/** The regions of every face in a picture `width` × `height`. */
export function faceRegions(faces: readonly Face[], width: number, height: number): FaceRegions {
  const oval = createGrey(width, height);
  const features = createGrey(width, height);
  let span = 0;
  for (const face of faces) {
    span = Math.max(span, eyeSpan(face));
    fillPolygon(oval, pointsOf(face, OVAL));
    for (const outline of FEATURE_OUTLINES) fillPolygon(features, pointsOf(face, outline));
  }
  if (span === 0) return { oval, features, skin: createGrey(width, height) };
  // The features' margin and the oval's rim scale with the face.
  const grownFeatures = gaussianBlur(features, span * 0.06);
  for (let i = 0; i < grownFeatures.data.length; i++) grownFeatures.data[i] = smoothstep(0.02, 0.3, grownFeatures.data[i]);
  const softOval = gaussianBlur(oval, span * 0.05);
  const skin = createGrey(width, height);
  for (let i = 0; i < skin.data.length; i++) skin.data[i] = smoothstep(0.75, 0.97, softOval.data[i]);
  return { oval: softOval, features: grownFeatures, skin };
}

/** 0–1: how finely to paint each pixel: `onFeatures` on the eyes, brows and mouth, `onFace` on the rest of the face. */
export function fineness(regions: FaceRegions, onFace: number, onFeatures = 1): Grey {
  const { width, height } = regions.oval;
  const fine = createGrey(width, height);
  for (let i = 0; i < fine.data.length; i++)
    fine.data[i] = Math.max(regions.oval.data[i] * onFace, regions.features.data[i] * onFeatures);
  return fine;
}

/**
 * Lifts the darks of a face's skin (a nostril, the shade beside the nose) by up to `amount`:
 * painters model a face's shade in colour, and a near-black patch on it reads as a blot. The
 * eyes, brows and mouth keep their darks and colour.
 */
export function liftSkinDarks(picture: Rgb, regions: FaceRegions, amount: number): void {
  const { data } = picture;
  for (let i = 0, p = 0; i < regions.skin.data.length; i++, p += 3) {
    const lift = amount * regions.skin.data[i] * (1 - regions.features.data[i]);
    if (lift === 0) continue;
    for (let c = 0; c < 3; c++) data[p + c] += lift * (1 - data[p + c]) ** 3;
  }
}

/** Darkens `ink` (max) along the polyline, `thickness` pixels wide, tapering to `taper` of it at both ends. */
export function strokePolyline(ink: Grey, points: readonly Point[], thickness: number, darkness: number, taper: number): void {
  const { width, height, data } = ink;
  let total = 0;
  const lengths: number[] = [0];
  for (let k = 1; k < points.length; k++) {
    total += Math.hypot(points[k][0] - points[k - 1][0], points[k][1] - points[k - 1][1]);
    lengths.push(total);
  }
  if (total === 0) return;
  for (let k = 1; k < points.length; k++) {
    const [x0, y0] = points[k - 1];
    const [x1, y1] = points[k];
    const dx = x1 - x0;
    const dy = y1 - y0;
    const lengthSquared = dx * dx + dy * dy || 1;
    const reach = thickness / 2 + 1.5;
    const left = Math.max(0, Math.floor(Math.min(x0, x1) - reach));
    const right = Math.min(width - 1, Math.ceil(Math.max(x0, x1) + reach));
    const top = Math.max(0, Math.floor(Math.min(y0, y1) - reach));
    const bottom = Math.min(height - 1, Math.ceil(Math.max(y0, y1) + reach));
    for (let y = top; y <= bottom; y++) {
      for (let x = left; x <= right; x++) {
        const px = x + 0.5;
        const py = y + 0.5;
        const t = clamp01(((px - x0) * dx + (py - y0) * dy) / lengthSquared);
        const distance = Math.hypot(px - (x0 + t * dx), py - (y0 + t * dy));
        // Where along the whole line: 0 at the ends, 1 in the middle.
        const position = (lengths[k - 1] + t * (lengths[k] - lengths[k - 1])) / total;
        const middle = Math.sin(Math.PI * position);
        const half = (thickness / 2) * (taper + (1 - taper) * middle);
        const value = clamp01(half + 0.5 - distance) * darkness;
        const i = y * width + x;
        if (value > data[i]) data[i] = value;
      }
    }
  }
}

/**
 * The features' contours drawn clean from the mesh onto `ink` (0–1 darkness): the upper
 * eyelids firm, the lower ones faint, the brows as tapered strokes, the line where the lips
 * meet, a short shadow under the lower lip and the base of the nose. `weight` scales every
 * line's width (1: a cartoon's pen).
 */
export function drawFeatures(ink: Grey, faces: readonly Face[], weight = 1): void {
  for (const face of faces) {
    const unit = Math.max(1, eyeSpan(face) / 60) * weight;
    strokePolyline(ink, pointsOf(face, RIGHT_EYE_UPPER), 2.4 * unit, 1, 0.3);
    strokePolyline(ink, pointsOf(face, LEFT_EYE_UPPER), 2.4 * unit, 1, 0.3);
    strokePolyline(ink, pointsOf(face, RIGHT_EYE_LOWER).slice(2), 1.1 * unit, 0.55, 0.2);
    strokePolyline(ink, pointsOf(face, LEFT_EYE_LOWER).slice(2), 1.1 * unit, 0.55, 0.2);
    // The brows: along their middle, from the upper and lower contours' average.
    for (const [upper, lower] of [
      [
        [70, 63, 105, 66, 107],
        [46, 53, 52, 65, 55],
      ],
      [
        [300, 293, 334, 296, 336],
        [276, 283, 282, 295, 285],
      ],
    ]) {
      const middle = upper.map((index, k): Point => {
        const a = face.mesh[index];
        const b = face.mesh[lower[k]];
        return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      });
      strokePolyline(ink, middle, 2.6 * unit, 0.85, 0.35);
    }
    // A smile showing its teeth is drawn as its opening (both inner lip edges, lighter): one
    // line along the upper lip read as a second mouth above the photo's teeth.
    const [corner, otherCorner, upper, lower] = [78, 308, 13, 14].map((index) => face.mesh[index]);
    const parted = Math.hypot(upper[0] - lower[0], upper[1] - lower[1]);
    const mouthWidth = Math.hypot(corner[0] - otherCorner[0], corner[1] - otherCorner[1]);
    if (parted > OPEN_MOUTH * mouthWidth) {
      strokePolyline(ink, pointsOf(face, MOUTH_LINE), 1.4 * unit, 0.8, 0.3);
      strokePolyline(ink, pointsOf(face, MOUTH_LOWER_INNER), 1.2 * unit, 0.7, 0.3);
    } else strokePolyline(ink, pointsOf(face, MOUTH_LINE), 1.9 * unit, 0.95, 0.3);
    strokePolyline(ink, pointsOf(face, LOWER_LIP), 1.2 * unit, 0.45, 0.2);
    strokePolyline(ink, pointsOf(face, NOSE_BASE), 1.3 * unit, 0.6, 0.3);
  }
}
