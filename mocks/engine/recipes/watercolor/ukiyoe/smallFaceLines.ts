// A small face's features cut as the prints cut them at that size (Utamaro's, Harunobu's
// women): slit eyes slanting up a little at their outer corners, thin high brows, one hooked
// line for the nose, a small red mouth; each placed on the face's oval (ukiyoe/smallFace.ts)
// at a face's proportions, since a face this small shows none of its own to read.
import { paintStroke } from '../../shared/strokes';
import type { Colour, Rgb } from '../../shared/raster';
import type { SmallFace } from './smallFace';

export interface SmallFaceInk {
  line: Colour;
  lips: Colour;
}

/** A line from (x0, y0) to (x1, y1), `width` wide, in one flat colour. */
function cut(picture: Rgb, from: readonly [number, number], to: readonly [number, number], width: number, colour: Colour): void {
  const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
  paintStroke(picture, {
    x: (from[0] + to[0]) / 2,
    y: (from[1] + to[1]) / 2,
    angle: Math.atan2(dy, dx),
    length: Math.hypot(dx, dy),
    width,
    colour,
    opacity: 1,
    bristles: 0,
    phase: 0,
  });
}

export function drawSmallFace(picture: Rgb, face: SmallFace, ink: SmallFaceInk): void {
  const { cx, cy, rx, ry } = face;
  // Positions as shares of the oval's half width (x) and half height (y) from its centre.
  const at = (x: number, y: number): [number, number] => [cx + x * rx, cy + y * ry];
  const pen = Math.max(1, rx * 0.09);
  for (const side of [-1, 1]) {
    // The eye: a slit, its outer corner a little higher.
    cut(picture, at(side * 0.16, -0.06), at(side * 0.56, -0.12), pen * 1.15, ink.line);
    // The brow: thin and high, arched.
    cut(picture, at(side * 0.14, -0.38), at(side * 0.36, -0.45), pen * 0.75, ink.line);
    cut(picture, at(side * 0.36, -0.45), at(side * 0.6, -0.4), pen * 0.75, ink.line);
  }
  // The nose: down the bridge and hooked at its tip.
  cut(picture, at(0.02, -0.1), at(0.08, 0.22), pen * 0.7, ink.line);
  cut(picture, at(0.08, 0.22), at(-0.06, 0.27), pen * 0.7, ink.line);
  // The mouth: a small red bud, the line where the lips meet across it.
  cut(picture, at(-0.12, 0.5), at(0.12, 0.5), Math.max(2, ry * 0.13), ink.lips);
  cut(picture, at(-0.12, 0.5), at(0.12, 0.5), pen * 0.5, ink.line);
}
