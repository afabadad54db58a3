// A print's face, cut from the mesh as the block cutters drew it: the eyes' whites with a black
// pupil set in them, the lips in flat red (the mouth's opening pale, as teeth), and the nose as
// one hooked line down its bridge to the far wing. The lids, brows and the lips' meeting line
// are drawn on top by shared/faceParts.ts drawFeatures.
import type { Face, Point } from '../../types';
import { fillPolygon, LIPS_OUTER, pointsOf } from '../shared/faceParts';
import { clamp01, createGrey, type Colour, type Grey, type Rgb } from '../shared/raster';
import { paintInFaceBoxes } from './faceBox';

// MediaPipe's eye openings (upper lid then lower lid back) and the mouth's inner opening.
export const RIGHT_EYE = [33, 246, 161, 160, 159, 158, 157, 173, 133, 155, 154, 153, 145, 144, 163, 7];
export const LEFT_EYE = [263, 466, 388, 387, 386, 385, 384, 398, 362, 382, 381, 380, 374, 373, 390, 249];
export const MOUTH_OPENING = [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308, 324, 318, 402, 317, 14, 87, 178, 88, 95];
/** Down the bridge of the nose to its tip. */
const BRIDGE = [197, 195, 5, 4];
/** The nose's wings, right then left (as the person's). */
const WINGS = [98, 327] as const;

export interface FaceColours {
  eyeWhite: Colour;
  pupil: Colour;
  lips: Colour;
  teeth: Colour;
  line: Colour;
}

function paintMask(picture: Rgb, mask: Grey, colour: Colour, opacity = 1): void {
  for (let i = 0, p = 0; i < mask.data.length; i++, p += 3) {
    const k = mask.data[i] * opacity;
    if (k === 0) continue;
    for (let c = 0; c < 3; c++) picture.data[p + c] += (colour[c] - picture.data[p + c]) * k;
  }
}

/** A disc of `radius` at (x, y), antialiased, only where `within` is set. */
function disc(mask: Grey, x: number, y: number, radius: number, within: Grey): void {
  const { width, height, data } = mask;
  for (let py = Math.max(0, Math.floor(y - radius - 1)); py <= Math.min(height - 1, Math.ceil(y + radius + 1)); py++) {
    for (let px = Math.max(0, Math.floor(x - radius - 1)); px <= Math.min(width - 1, Math.ceil(x + radius + 1)); px++) {
      const i = py * width + px;
      data[i] = Math.max(data[i], clamp01(radius + 0.5 - Math.hypot(px + 0.5 - x, py + 0.5 - y)) * within.data[i]);
    }
  }
}

/** A line through `points`, `thickness` wide, thinning to a point at its end. */
function taperedLine(mask: Grey, points: readonly Point[], thickness: number): void {
  const { width, height, data } = mask;
  for (let k = 1; k < points.length; k++) {
    const [x0, y0] = points[k - 1];
    const [x1, y1] = points[k];
    const dx = x1 - x0;
    const dy = y1 - y0;
    const lengthSquared = dx * dx + dy * dy || 1;
    const reach = thickness + 2;
    for (
      let y = Math.max(0, Math.floor(Math.min(y0, y1) - reach));
      y <= Math.min(height - 1, Math.ceil(Math.max(y0, y1) + reach));
      y++
    ) {
      for (
        let x = Math.max(0, Math.floor(Math.min(x0, x1) - reach));
        x <= Math.min(width - 1, Math.ceil(Math.max(x0, x1) + reach));
        x++
      ) {
        const t = clamp01(((x + 0.5 - x0) * dx + (y + 0.5 - y0) * dy) / lengthSquared);
        const along = (k - 1 + t) / (points.length - 1);
        const half = (thickness / 2) * (1 - 0.7 * along);
        const value = clamp01(half + 0.5 - Math.hypot(x + 0.5 - (x0 + t * dx), y + 0.5 - (y0 + t * dy)));
        const i = y * width + x;
        if (value > data[i]) data[i] = value;
      }
    }
  }
}

/** The face's size: the distance between the outer eye corners. */
function spanOf(face: Face): number {
  return Math.hypot(face.mesh[33][0] - face.mesh[263][0], face.mesh[33][1] - face.mesh[263][1]);
}

/**
 * The eyes, lips, mouth and nose of each face printed onto `picture` in `colours`; on the box
 * round each face (faceBox.ts), where all of them lie.
 */
export function printFace(picture: Rgb, faces: readonly Face[], colours: FaceColours, weight: number): void {
  paintInFaceBoxes(picture, picture, faces, 0.3, (part, _photo, face) => printOneFace(part, face, colours, weight));
}

function printOneFace(picture: Rgb, face: Face, colours: FaceColours, weight: number): void {
  const { width, height } = picture;
  const span = spanOf(face);
  for (const ring of [RIGHT_EYE, LEFT_EYE]) {
    const eye = pointsOf(face, ring);
    const white = createGrey(width, height);
    fillPolygon(white, eye);
    paintMask(picture, white, colours.eyeWhite, 0.9);
    // The pupil: a black dot in the opening's middle, as tall as the opening allows.
    const cx = eye.reduce((sum, [x]) => sum + x, 0) / eye.length;
    const cy = eye.reduce((sum, [, y]) => sum + y, 0) / eye.length;
    const opening = Math.hypot(face.mesh[ring[4]][0] - face.mesh[ring[12]][0], face.mesh[ring[4]][1] - face.mesh[ring[12]][1]);
    const pupil = createGrey(width, height);
    disc(pupil, cx, cy, Math.max(1, Math.min(span * 0.055, opening * 0.6)), white);
    paintMask(picture, pupil, colours.pupil);
  }
  const lips = createGrey(width, height);
  fillPolygon(lips, pointsOf(face, LIPS_OUTER));
  paintMask(picture, lips, colours.lips, 0.9);
  const opening = createGrey(width, height);
  fillPolygon(opening, pointsOf(face, MOUTH_OPENING));
  paintMask(picture, opening, colours.teeth);
  // The nose: down the bridge from below the brows, hooking to the wing away from the viewer.
  const tip = face.mesh[4];
  const middle = (face.mesh[33][0] + face.mesh[263][0]) / 2;
  const far = tip[0] < middle ? WINGS[1] : WINGS[0];
  // The bridge drawn a little towards that side, as its shadowed flank.
  const [wingX, wingY] = face.mesh[far];
  const aside = (wingX - tip[0]) * 0.35;
  const bridge = pointsOf(face, BRIDGE).map(([x, y], k, all): Point => [x + (aside * (k + 1)) / all.length, y]);
  const nose = createGrey(width, height);
  taperedLine(nose, [...bridge, [wingX, wingY]], Math.max(1, (span / 60) * 1.6 * weight));
  paintMask(picture, nose, colours.line, 0.8);
}
