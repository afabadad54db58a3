// A 3D toon's glasses: when the photo shows a frame (its bridge a dark bar across the nose:
// ../../motion/glasses.ts), a clean frame is drawn round the toon's painted eyes — two rounded
// rims, a bridge and the temples running to the face's sides. The skin is rebuilt over the
// photo's, so without this a man in glasses lost them.
import { createGrey, type Colour, type Rgb } from '../../shared/raster';
import { findGlasses } from '../../motion/glasses';
import { faceGeometry } from '../../motion/geometry';
import { strokeCurve } from '../featureLines';
import { centreOf, distance, LEFT_EYE, RIGHT_EYE, type XY } from '../landmarks';
import { frameRim } from '../glassesFrame';

/** Whether the photo (the portrait before it is reshaped, 0–1 floats) shows a glasses frame. */
export function wearsGlasses(picture: Rgb, mesh: readonly XY[]): boolean {
  const bytes = new Uint8Array(picture.data.length);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.round(Math.min(1, Math.max(0, picture.data[i])) * 255);
  return findGlasses({ width: picture.width, height: picture.height, data: bytes }, faceGeometry(mesh)) !== null;
}

/** Draws the frame round the reshaped mesh's eyes in `colour`, with a faint sheen on the lenses. */
export function paintGlasses(picture: Rgb, mesh: readonly XY[], colour: Colour): void {
  const { width, height, data } = picture;
  const unit = distance(mesh[33], mesh[263]);
  const right = centreOf(mesh, RIGHT_EYE);
  const left = centreOf(mesh, LEFT_EYE);
  const angle = Math.atan2(left[1] - right[1], left[0] - right[0]);
  const halfWidth = unit * 0.3;
  const halfHeight = unit * 0.22;
  const ink = createGrey(width, height);
  const pen = Math.max(1.5, unit * 0.04);
  const rims = [right, left].map((eye): XY => [eye[0], eye[1] + unit * 0.03]);
  for (const centre of rims) strokeCurve(ink, frameRim(centre, halfWidth, halfHeight, angle), pen, false);
  const along: XY = [Math.cos(angle), Math.sin(angle)];
  const edge = (centre: XY, sign: number): XY => [
    centre[0] + along[0] * halfWidth * sign,
    centre[1] + along[1] * halfWidth * sign - unit * 0.05,
  ];
  // The bridge, arched a little over the nose.
  const inner = [edge(rims[0], 1), edge(rims[1], -1)];
  const middle: XY = [(inner[0][0] + inner[1][0]) / 2, (inner[0][1] + inner[1][1]) / 2 - unit * 0.04];
  strokeCurve(ink, [inner[0], middle, inner[1]], pen, false);
  // The temples, to the face's sides at the eyes' height.
  strokeCurve(ink, [edge(rims[0], -1), [mesh[234][0], mesh[234][1] - unit * 0.05]], pen * 0.9, false);
  strokeCurve(ink, [edge(rims[1], 1), [mesh[454][0], mesh[454][1] - unit * 0.05]], pen * 0.9, false);
  for (let i = 0, p = 0; i < ink.data.length; i++, p += 3) {
    const a = Math.min(1, ink.data[i]);
    if (a <= 0) continue;
    for (let c = 0; c < 3; c++) data[p + c] += (colour[c] - data[p + c]) * a;
  }
}
