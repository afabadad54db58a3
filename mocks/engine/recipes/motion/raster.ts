// An RGB picture in memory (3 bytes a pixel, rows top to bottom), as the image adapter gives it.
import { sampleBilinear } from '../shared/sample';

export interface Raster {
  width: number;
  height: number;
  data: Uint8Array;
}

const sampled = [0, 0, 0];

/** Bilinear sample at (x, y), clamped to the picture, written (rounded) to `target` at `offset`. */
export function sampleInto(source: Raster, x: number, y: number, target: Uint8Array, offset: number): void {
  sampleBilinear(source, 3, x, y, sampled);
  target[offset] = sampled[0] + 0.5;
  target[offset + 1] = sampled[1] + 0.5;
  target[offset + 2] = sampled[2] + 0.5;
}
