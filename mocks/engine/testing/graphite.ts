// How dark a pencil drawing is at a pixel, for the sketch portrait's tests: the paper's light
// (0.95 of white) reads 0, the graphite's darkest about 1.
import { luma, type Rgb } from '../recipes/shared/raster';

/** The paper's light in the sketch portrait, as luma 0–1. */
const PAPER = 0.95;

/** How dark the drawing is at a pixel: 0 the paper, about 1 the graphite. */
export function graphiteDarkness(picture: Rgb, x: number, y: number): number {
  const p = (Math.round(y) * picture.width + Math.round(x)) * 3;
  return 1 - luma(picture.data[p], picture.data[p + 1], picture.data[p + 2]) / PAPER;
}
