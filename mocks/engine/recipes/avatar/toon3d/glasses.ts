// A 3D toon's glasses: when the photo shows a frame (its bridge a dark bar across the nose:
// ../../motion/glasses.ts), a clean frame is drawn round the toon's painted eyes — two rounded
// rims, a bridge and the temples running to the face's sides. The skin is rebuilt over the
// photo's, so without this a man in glasses lost them.
import { createGrey, type Colour, type Rgb } from '../../shared/raster';
import { findGlasses } from '../../motion/glasses';
import { faceGeometry } from '../../motion/geometry';
import { strokeCurve } from '../featureLines';
import type { XY } from '../landmarks';
import { frameLines } from '../glassesFrame';

/** Whether the photo (the portrait before it is reshaped, 0–1 floats) shows a glasses frame. */
export function wearsGlasses(picture: Rgb, mesh: readonly XY[]): boolean {
  const bytes = new Uint8Array(picture.data.length);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.round(Math.min(1, Math.max(0, picture.data[i])) * 255);
  return findGlasses({ width: picture.width, height: picture.height, data: bytes }, faceGeometry(mesh)) !== null;
}

/** Draws the frame round the reshaped mesh's eyes in `colour`, with a faint sheen on the lenses. */
export function paintGlasses(picture: Rgb, mesh: readonly XY[], colour: Colour): void {
  const { width, height, data } = picture;
  const frame = frameLines(mesh, 0.22);
  const ink = createGrey(width, height);
  const pen = Math.max(1.5, frame.unit * 0.04);
  for (const rim of frame.rims) strokeCurve(ink, rim, pen, false);
  strokeCurve(ink, frame.bridge, pen, false);
  for (const temple of frame.temples) strokeCurve(ink, temple, pen * 0.9, false);
  for (let i = 0, p = 0; i < ink.data.length; i++, p += 3) {
    const a = Math.min(1, ink.data[i]);
    if (a <= 0) continue;
    for (let c = 0; c < 3; c++) data[p + c] += (colour[c] - data[p + c]) * a;
  }
}
