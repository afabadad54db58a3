// A beard's upper edge on the cheek, planned on the mesh: from the jaw's side (mesh 132, 361)
// to just outside the mouth's corner, sagging under the cheekbone as a beard's cheek line does,
// and a fade from it: the stubble thins out up the cheek over a fifth of the eye distance. The
// jaw's shape closed with a straight line from the jaw's side to the mouth's corner, and the
// older man's stubble read as "a see-through box with a straight top edge".
import { createGrey, smoothstep, type Grey } from '../../shared/raster';
import type { XY } from '../landmarks';

/** How far the line sags under the straight one at its middle, in eye distances. */
const SAG = 0.12;
/** How far under the line the stubble reaches its full thickness, in eye distances. */
const FADE = 0.2;
const STEPS = 6;

/** The cheek line from the jaw's side point `from` to `to` beside the mouth's corner, `from` first. */
export function cheekLine(from: XY, to: XY, unit: number): XY[] {
  const line: XY[] = [];
  for (let k = 0; k <= STEPS; k++) {
    const t = k / STEPS;
    line.push([from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t + unit * SAG * Math.sin(Math.PI * t)]);
  }
  return line;
}

/** The line's row at column `x` (linear between its points), or null outside its columns. */
function rowAt(line: readonly XY[], x: number): number | null {
  for (let k = 1; k < line.length; k++) {
    const [x0, y0] = line[k - 1];
    const [x1, y1] = line[k];
    if ((x - x0) * (x - x1) > 0 || x0 === x1) continue;
    return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return null;
}

/**
 * 0 on and above either cheek line, rising to 1 a fade's depth under it; 1 in columns neither
 * line spans (between the mouth's corners, where the lips bound the beard).
 */
export function underCheekLines(lines: readonly (readonly XY[])[], unit: number, width: number, height: number): Grey {
  const fade = createGrey(width, height);
  for (let x = 0; x < width; x++) {
    let top: number | null = null;
    for (const line of lines) top ??= rowAt(line, x);
    for (let y = 0; y < height; y++) fade.data[y * width + x] = top === null ? 1 : smoothstep(top, top + unit * FADE, y);
  }
  return fade;
}
