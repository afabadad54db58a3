// What is left of the square beyond a small photo, filled with the photo's own surroundings carried
// outward: each pixel outside takes the colour of the nearest pixel of the photo's edge, and that is
// thrown more out of focus the farther it lies from the photo, so the wall, the chair or the shirt at
// the photo's edge simply goes on past it, as a wider shot of the same room would. The edge's
// colours meet the photo exactly, so no seam or band a frame could be read in runs round it. A plain
// mat (a print on a card) read to a blind panel as "a framed face"; the photo enlarged, blurred and
// darkened behind itself still read as a frame, its colours not those at the photo's edge.
import { smoothstep, type Rgb } from '../../../shared/raster';
import { wideBlurRgb } from '../../resample';
import type { Box } from './inPhoto';

/** Pixels inside the found edge not used: the alignment's fade into its own fill lies there. */
const INSET = 3;

export function fillBeyond(picture: Rgb, photo: Box): void {
  const { width, height, data } = picture;
  if (photo.left <= 0 && photo.top <= 0 && photo.right >= width && photo.bottom >= height) return;
  const left = Math.max(0, Math.ceil(photo.left) + INSET);
  const right = Math.min(width - 1, Math.floor(photo.right) - 1 - INSET);
  const top = Math.max(0, Math.ceil(photo.top) + INSET);
  const bottom = Math.min(height - 1, Math.floor(photo.bottom) - 1 - INSET);
  // The photo's edge drawn straight out (the nearest edge pixel), inside it the photo itself.
  const drawn = new Float32Array(data.length);
  for (let y = 0; y < height; y++) {
    const sy = Math.min(bottom, Math.max(top, y));
    for (let x = 0; x < width; x++) {
      const sx = Math.min(right, Math.max(left, x));
      const p = (y * width + x) * 3;
      const q = (sy * width + sx) * 3;
      for (let c = 0; c < 3; c++) drawn[p + c] = data[q + c];
    }
  }
  // Near the photo a little soft, far from it far out of focus: the streaks of drawn-out pixels melt.
  const near = wideBlurRgb({ width, height, data: drawn }, width * 0.03).data;
  const far = wideBlurRgb({ width, height, data: drawn }, width * 0.08).data;
  const reach = width * 0.1;
  const melt = width * 0.03;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inside = Math.min(x - photo.left, photo.right - x, y - photo.top, photo.bottom - y);
      const keep = smoothstep(-melt, melt, inside);
      if (keep >= 1) continue;
      const outside = Math.hypot(Math.max(0, photo.left - x, x - photo.right), Math.max(0, photo.top - y, y - photo.bottom));
      const blur = smoothstep(0, reach, outside);
      const p = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const fill = near[p + c] + (far[p + c] - near[p + c]) * blur;
        data[p + c] = fill + (data[p + c] - fill) * keep;
      }
    }
}
