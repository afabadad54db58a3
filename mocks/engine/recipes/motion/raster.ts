// An RGB picture in memory (3 bytes a pixel, rows top to bottom), as the image adapter gives it.
import { sampleBilinear } from '../shared/sample';

export interface Raster {
  width: number;
  height: number;
  data: Uint8Array;
}

const sampled = [0, 0, 0];

/** `value` reflected back into 0…last at the picture's edges. */
function mirrored(value: number, last: number): number {
  if (value < 0) return Math.min(last, -value);
  if (value > last) return Math.max(0, 2 * last - value);
  return value;
}

/**
 * Bilinear sample at (x, y), written (rounded) to `target` at `offset`. A point past the
 * picture's edge is reflected back into it: a head that nods at the top of the photo then shows
 * more of its own skin or hair there, where clamping drew the edge row smeared into streaks.
 */
export function sampleInto(source: Raster, x: number, y: number, target: Uint8Array, offset: number): void {
  sampleBilinear(source, 3, mirrored(x, source.width - 1), mirrored(y, source.height - 1), sampled);
  target[offset] = sampled[0] + 0.5;
  target[offset + 1] = sampled[1] + 0.5;
  target[offset + 2] = sampled[2] + 0.5;
}
