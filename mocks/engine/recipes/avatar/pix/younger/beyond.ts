// What is left of the square beyond a small photo, filled as phone apps fill a photo that does not
// fit a square: the photo itself enlarged to cover the square, thrown far out of focus and darker (a
// vignette), behind the photo, whose edge melts into it. A plain mat round the photo (a print on a
// card) read to a blind panel as "a framed face" on every small photo.
import { smoothstep, type Rgb } from '../../../shared/raster';
import { wideBlurRgb } from '../../resample';
import type { Box } from './inPhoto';

/** How much darker the out-of-focus fill is than the photo (0–1 of its light). */
const FILL_SHADE = 0.4;

export function fillBeyond(picture: Rgb, photo: Box): void {
  const { width, height, data } = picture;
  if (photo.left <= 0 && photo.top <= 0 && photo.right >= width && photo.bottom >= height) return;
  const boxWidth = photo.right - photo.left;
  const boxHeight = photo.bottom - photo.top;
  // The photo's part enlarged about its own middle until it covers the square.
  const scale = Math.max(width / boxWidth, height / boxHeight);
  const mx = (photo.left + photo.right) / 2;
  const my = (photo.top + photo.bottom) / 2;
  const cover = new Float32Array(data.length);
  for (let y = 0; y < height; y++) {
    const sy = Math.min(height - 1, Math.max(0, Math.round(my + (y - height / 2) / scale)));
    for (let x = 0; x < width; x++) {
      const sx = Math.min(width - 1, Math.max(0, Math.round(mx + (x - width / 2) / scale)));
      const p = (y * width + x) * 3;
      const q = (sy * width + sx) * 3;
      for (let c = 0; c < 3; c++) cover[p + c] = data[q + c];
    }
  }
  const soft = wideBlurRgb({ width, height, data: cover }, width * 0.07).data;
  // The photo's edge melts over a few percent of the square: no line a frame could be read in.
  const melt = width * 0.08;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inside = Math.min(x - photo.left, photo.right - x, y - photo.top, photo.bottom - y);
      const keep = smoothstep(0, melt, inside);
      if (keep >= 1) continue;
      const p = (y * width + x) * 3;
      for (let c = 0; c < 3; c++)
        data[p + c] = soft[p + c] * (1 - FILL_SHADE) + (data[p + c] - soft[p + c] * (1 - FILL_SHADE)) * keep;
    }
}
