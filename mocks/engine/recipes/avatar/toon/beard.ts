// A man's moustache and goatee as a cartoonist draws them: a rounded mass with a soft edge and a
// few hair strokes down its lower half, not the barber's trimmed shape (../pix/anime/measure.ts
// findBeard) pasted flat and hard-edged (the older man's goatee was "a flat brown blob").
import { createGrey, smoothstep, type Colour, type Grey, type Rgb } from '../../shared/raster';
import { maskBounds } from '../../shared/maskBounds';
import { blurLocal } from '../blur';
import { fillDisc } from '../featureLines';
import { paint } from './features';

/** Paints the beard found as `mask` into `picture` in `colour`; `unit` is the eyes' distance. */
export function paintBeard(picture: Rgb, mask: Grey, colour: Colour, unit: number): void {
  // Rounded: the trimmed shape's corners and row-by-row steps blurred off and cut again.
  const rounded = blurLocal(mask, unit * 0.02);
  for (let i = 0; i < rounded.data.length; i++) rounded.data[i] = smoothstep(0.42, 0.58, rounded.data[i]);
  // Its edge soft, as hair thins out into skin.
  paint(picture, blurLocal(rounded, unit * 0.006), colour);
  const bounds = maskBounds(rounded, 0.5);
  if (!bounds) return;
  const { left, top, right, bottom } = bounds;
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
  for (let i = 0; i < strokes.data.length; i++) strokes.data[i] *= smoothstep(0.6, 0.9, inside.data[i]) * 0.6;
  paint(picture, strokes, [colour[0] * 0.6, colour[1] * 0.6, colour[2] * 0.6]);
}
