// A man's moustache and goatee as a cartoonist draws them: one flat mass with a crisp edge, its
// lower edge in a few pointed tufts, outlined in a deeper tone of its own colour, with a few hair
// strokes down its lower half; not the barber's trimmed shape (../pix/anime/measure.ts
// findBeard) pasted flat and box-like (the older man's goatee was "a flat brown blob"), nor that
// shape with a blurred edge (the next panel's "smudgy goatee").
import { createGrey, smoothstep, type Colour, type Grey, type Rgb } from '../../shared/raster';
import { maskBounds } from '../../shared/maskBounds';
import { blurLocal } from '../blur';
import { fillDisc } from '../featureLines';
import { contourLine } from './contour';
import { paint } from './features';

/** Paints the beard found as `mask` into `picture` in `colour`; `unit` is the eyes' distance. */
export function paintBeard(picture: Rgb, mask: Grey, colour: Colour, unit: number): void {
  // Rounded: the trimmed shape's corners and row-by-row steps blurred off and cut again.
  const rounded = blurLocal(mask, unit * 0.02);
  for (let i = 0; i < rounded.data.length; i++) rounded.data[i] = smoothstep(0.42, 0.58, rounded.data[i]);
  const bounds = maskBounds(rounded, 0.5);
  if (!bounds) return;
  const { left, top, right, bottom } = bounds;
  // Tufts: a few short notches cut up into the lower edge between points, so the edge is a row
  // of pointed tufts inside the beard's own shape (points hung below it crossed the jaw's line).
  const tufts = Math.max(3, Math.min(6, Math.round((right - left) / (unit * 0.06))));
  const depth = unit * 0.07;
  const notches = createGrey(picture.width, picture.height);
  for (let k = 1; k < tufts; k++) {
    const x = Math.round(left + (k / tufts) * (right - left));
    let edge = -1;
    for (let y = bottom; y >= top && edge < 0; y--) if (rounded.data[y * picture.width + x] >= 0.5) edge = y;
    if (edge < 0) continue;
    for (let t = 0; t <= 1; t += 0.05) fillDisc(notches, [x, edge + 2 - (depth + 2) * t], unit * 0.024 * (1 - t));
  }
  for (let i = 0; i < rounded.data.length; i++) rounded.data[i] *= 1 - notches.data[i];
  // Flat and crisp: antialiased over a pixel, no soft edge.
  paint(picture, rounded, colour);
  // Its outline a thin line of its own deeper tone, so the mass reads drawn, not a shadow.
  const outline = createGrey(picture.width, picture.height);
  contourLine(blurLocal(rounded, 0.8), Math.max(1, unit * 0.012), outline);
  const deep: Colour = [colour[0] * 0.55, colour[1] * 0.55, colour[2] * 0.55];
  paint(picture, outline, deep);
  // A few strokes of a darker tone down the lower half: short, a little slanted outwards from the
  // middle, each kept inside the mass.
  const strokes = createGrey(picture.width, picture.height);
  const middle = (left + right) / 2;
  const length = (bottom - top) * 0.22;
  const radius = Math.max(1, unit * 0.009);
  const count = Math.max(3, Math.min(7, Math.round((right - left) / (unit * 0.07))));
  for (let k = 0; k < count; k++) {
    const x = left + ((k + 0.5) / count) * (right - left);
    const row = top + (bottom - top) * (0.55 + 0.15 * (k % 2));
    const slant = ((x - middle) / Math.max(1, right - left)) * length * 0.8;
    for (let t = 0; t <= 1; t += 0.04) fillDisc(strokes, [x + slant * t, row + length * t], radius * (1 - 0.5 * t));
  }
  const inside = blurLocal(rounded, unit * 0.02);
  for (let i = 0; i < strokes.data.length; i++) strokes.data[i] *= smoothstep(0.6, 0.9, inside.data[i]);
  paint(picture, strokes, deep);
}
