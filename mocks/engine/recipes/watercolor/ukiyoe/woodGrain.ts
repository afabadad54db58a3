// Wood grain cut into a print's wooden planes (a room's door, walls and floor: ukiyoe/roomPlanes.ts):
// fine darker lines running along the boards, wavering round knots as the prints' carvers
// cut them. A room printed as one flat brown read as a blank sheet behind the figure.
import type { Random } from '../../shared/random';
import { smoothstep, type Colour, type Rgb } from '../../shared/raster';

/** The grain line's darkness, as a share of the plane's colour taken away. */
const DEPTH = 0.3;

/** Grain `period` pixels apart, level and wavering, darkening `picture` on `mask` towards `ink`. */
export function woodGrain(picture: Rgb, mask: Uint8Array, period: number, ink: Colour, random: Random): void {
  const { width, data } = picture;
  const [long, short] = [random.between(0, Math.PI * 2), random.between(0, Math.PI * 2)];
  // The lines' waver along a row: the same on every row, so worked out once per column.
  const waver = new Float32Array(width);
  for (let x = 0; x < width; x++)
    waver[x] = 0.45 * Math.sin(x / (period * 7) + long) + 0.18 * Math.sin(x / (period * 2.2) + short);
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const x = i % width;
    const y = (i - x) / width;
    const phase = y / period + waver[x];
    const line = smoothstep(0.75, 0.97, Math.cos(phase * Math.PI * 2)) * DEPTH;
    for (let c = 0; c < 3; c++) data[i * 3 + c] += (ink[c] - data[i * 3 + c]) * line;
  }
}
