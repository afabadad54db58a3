// The finish of an oil on canvas rather than a wash on paper: the weave of the cloth showing
// through thin paint (a fine over-and-under grid of threads, a little irregular), and the
// ridges the dabs left, lit from the upper left, so each touch reads as paint laid on.
import { valueNoise } from '../../shared/noise';
import type { Random } from '../../shared/random';
import { clamp01, toGrey, type Grey, type Rgb } from '../../shared/raster';

/**
 * Shades `picture` in place by the canvas weave and the relief of its own paint. With `paint`
 * (0–1, how thickly each pixel is painted) the weave shows only where the paint is thin: a
 * thick touch covers the cloth and keeps its one flat colour.
 */
export function onCanvas(picture: Rgb, random: Random, paint?: Grey): void {
  const { width, height, data } = picture;
  const scale = Math.max(width, height) / 1024;
  // Threads about 3 px apart at 1024 px, never under 2 (finer reads as noise).
  const period = Math.max(2.2, 3.2 * scale);
  const wobble = valueNoise(width, height, 24 * scale + 6, random, 2);
  const grey = toGrey(picture);
  for (let y = 1; y < height; y++) {
    for (let x = 1; x < width; x++) {
      const i = y * width + x;
      const shift = (wobble.data[i] - 0.5) * 1.2;
      const warp = Math.sin(((x + shift) * Math.PI * 2) / period);
      const weft = Math.sin(((y - shift) * Math.PI * 2) / period);
      // Over-and-under: where the warp is up the weft is down, a basket of tiny squares.
      const weave = warp * weft * 0.5 + (warp + weft) * 0.25;
      // The paint's relief: a step up towards the upper left catches the light.
      const relief = grey.data[i] - grey.data[i - width - 1];
      const cloth = paint ? 1 - 0.85 * paint.data[i] : 1;
      const shade = 1 + 0.045 * weave * cloth + clamp01(Math.abs(relief) * 4) * Math.sign(relief) * 0.05;
      const p = i * 3;
      for (let c = 0; c < 3; c++) data[p + c] = clamp01(data[p + c] * shade);
    }
  }
}
