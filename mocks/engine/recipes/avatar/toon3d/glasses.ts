// A 3D toon's glasses: when the photo shows a frame (its bridge a dark bar across the nose:
// ../../motion/glasses.ts), a clean frame is drawn round the toon's painted eyes — two rounded
// rims, a bridge and the temples running to the face's sides. The skin is rebuilt over the
// photo's, so without this a man in glasses lost them. Dark or a thin light metal frame (lighter
// than the skin where it crosses the nose), it is found by the motion's own finder
// (`findAnyGlasses`), so a frame the GIF keeps rigid is the frame the toon draws.
import { createGrey, type Colour, type Rgb } from '../../shared/raster';
import { findAnyGlasses, findGlasses } from '../../motion/glasses';
import type { Raster } from '../../motion/raster';
import { faceGeometry } from '../../motion/geometry';
import { strokeCurve } from '../featureLines';
import type { XY } from '../landmarks';
import { frameLines } from '../glassesFrame';

function bytesOf(picture: Rgb): Raster {
  const data = new Uint8Array(picture.data.length);
  for (let i = 0; i < data.length; i++) data[i] = Math.round(Math.min(1, Math.max(0, picture.data[i])) * 255);
  return { width: picture.width, height: picture.height, data };
}

/** Whether the photo (the portrait before it is reshaped, 0–1 floats) shows a dark glasses frame. */
export function wearsGlasses(picture: Rgb, mesh: readonly XY[]): boolean {
  return findGlasses(bytesOf(picture), faceGeometry(mesh)) !== null;
}

/** The photo's glasses frame: a dark one, a light metal one (its bridge a light bar), or none. */
export function glassesFrame(picture: Rgb, mesh: readonly XY[]): 'dark' | 'light' | null {
  return findAnyGlasses(bytesOf(picture), faceGeometry(mesh))?.kind ?? null;
}

/** Draws the frame round the reshaped mesh's eyes in `colour` (`weight` the pen's share of the usual). */
export function paintGlasses(picture: Rgb, mesh: readonly XY[], colour: Colour, weight = 1): void {
  const { width, height, data } = picture;
  const frame = frameLines(mesh, 0.22);
  const ink = createGrey(width, height);
  const pen = Math.max(1.5, frame.unit * 0.04 * weight);
  for (const rim of frame.rims) strokeCurve(ink, rim, pen, false);
  strokeCurve(ink, frame.bridge, pen, false);
  for (const temple of frame.temples) strokeCurve(ink, temple, pen * 0.9, false);
  for (let i = 0, p = 0; i < ink.data.length; i++, p += 3) {
    const a = Math.min(1, ink.data[i]);
    if (a <= 0) continue;
    for (let c = 0; c < 3; c++) data[p + c] += (colour[c] - data[p + c]) * a;
  }
}
