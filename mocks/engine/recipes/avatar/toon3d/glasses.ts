// A 3D toon's glasses: when the photo shows a frame (its bridge a dark bar across the nose:
// ../../motion/glasses.ts), a clean frame is drawn round the toon's painted eyes — two rounded
// rims, a bridge and the temples running to the face's sides. The skin is rebuilt over the
// photo's, so without this a man in glasses lost them. Dark or a thin light metal frame (lighter
// than the skin where it crosses the nose), it is found by the motion's own finder
// (`findAnyGlasses`), so a frame the GIF keeps rigid is the frame the toon draws.
import { hex } from '../../shared/colour';
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

/**
 * How strongly a light metal frame is drawn: its bridge's bar this many grey levels lighter than
 * the skin is drawn whole. The man at his table's thin gold frame is 9.1 lighter in his photo, a
 * frame hard to see there; drawn whole it read as "glasses added to a man who wears none".
 */
const LIGHT_FRAME_WHOLE = 20;

/** The photo's frame and how strongly to draw it (0–1): a dark frame whole, a light one as its bridge shows. */
export function drawnFrame(picture: Rgb, mesh: readonly XY[]): { kind: 'dark' | 'light'; opacity: number } | null {
  const found = findAnyGlasses(bytesOf(picture), faceGeometry(mesh));
  if (!found) return null;
  return { kind: found.kind, opacity: found.kind === 'dark' ? 1 : Math.min(1, found.bridgeDip / LIGHT_FRAME_WHOLE) };
}

/**
 * Draws the frame round the reshaped mesh's eyes in `colour` (`weight` the pen's share of the
 * usual, `opacity` how much of the colour is laid).
 */
export function paintGlasses(picture: Rgb, mesh: readonly XY[], colour: Colour, weight = 1, opacity = 1): void {
  const { width, height, data } = picture;
  const frame = frameLines(mesh, 0.22);
  const ink = createGrey(width, height);
  const pen = Math.max(1.5, frame.unit * 0.04 * weight);
  for (const rim of frame.rims) strokeCurve(ink, rim, pen, false);
  strokeCurve(ink, frame.bridge, pen, false);
  for (const temple of frame.temples) strokeCurve(ink, temple, pen * 0.9, false);
  for (let i = 0, p = 0; i < ink.data.length; i++, p += 3) {
    const a = Math.min(1, ink.data[i]) * opacity;
    if (a <= 0) continue;
    for (let c = 0; c < 3; c++) data[p + c] += (colour[c] - data[p + c]) * a;
  }
}

/** A light metal glasses frame's colour (old gold), darker than the skin so it reads on it. */
const METAL_FRAME = hex('#8c6a3c');

/**
 * The photo's frame (`photo`, the portrait before it was reshaped) drawn round the toon's eyes
 * (`face`, the reshaped mesh): a dark one in `ink`, a light metal one (when `lightFrames`) thinner
 * in a warm metal (in the dark ink it read as heavy horn-rims) and as faint as the photo shows it.
 */
export function paintPhotoGlasses(
  figure: Rgb,
  photo: { picture: Rgb; mesh: readonly XY[] },
  face: readonly XY[],
  ink: Colour,
  lightFrames: boolean,
): void {
  const frame = drawnFrame(photo.picture, photo.mesh);
  if (!frame || (frame.kind === 'light' && !lightFrames)) return;
  const dark = frame.kind === 'dark';
  paintGlasses(figure, face, dark ? ink : METAL_FRAME, dark ? 1 : 0.6, frame.opacity);
}
