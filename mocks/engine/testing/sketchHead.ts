// A drawn head for the sketch's hair tests (recipes/avatar/sketch/longHair.test.ts, pastCrop.test.ts):
// a 512 px square framed as the avatar frames a face, and greys painted box by box.
import { createGrey, type Grey } from '../recipes/shared/raster';
import type { Head } from '../recipes/avatar/sketch/hairFlow';

export const SIZE = 512;
/** A face about as the avatar frames one: 180 px wide, its eyes at 230, its chin at 380. */
export const head: Head = { centre: [256, 260], faceWidth: 180, faceHeight: 240, eyesY: 230 };

/** A grey with `value` over the box [x0, x1) × [y0, y1) on `base`. */
export function boxes(base: number, list: readonly [number, number, number, number, number][]): Grey {
  const grey = createGrey(SIZE, SIZE);
  grey.data.fill(base);
  for (const [x0, y0, x1, y1, value] of list)
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) grey.data[y * SIZE + x] = value;
  return grey;
}

/** The mean of `grey` over the box [x0, x1) × [y0, y1). */
export function meanOver(grey: Grey, x0: number, y0: number, x1: number, y1: number): number {
  let sum = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += grey.data[y * SIZE + x];
  return sum / ((x1 - x0) * (y1 - y0));
}
