// What is left of the square beyond a small photo, filled as an out-of-focus continuation of it:
// each pixel outside takes a weighted mean of the photo's own pixels, near ones weighing most,
// measured at three widths of blur and the widest taking over with distance (normalised
// convolution: the photo premultiplied by where it is, blurred, divided by that blurred). Every
// photo pixel pulls in every direction at once, so no edge row is drawn out into streaks (the
// nearest edge pixel carried outward, even blurred after, left long bars the sixth blind panel
// read as "melted, smeared sides"), and the colours go on calmly as a wall behind a portrait
// lens would. A plain mat read as "a framed face", and a darkened copy as a frame.
import { createRgb, smoothstep, type Rgb } from '../../../shared/raster';
import { wideBlurRgb } from '../../resample';
import type { Box } from './inPhoto';

/** Pixels inside the found edge not used: the alignment's fade into its own fill lies there. */
const INSET = 3;
/** The three blurs, as shares of the side, and how much each weighs against the next narrower one. */
const WIDTHS = [0.03, 0.09, 0.25] as const;
const WEIGHTS = [1, 0.05, 0.0025] as const;

export function fillBeyond(picture: Rgb, photo: Box): void {
  const { width, height, data } = picture;
  if (photo.left <= 0 && photo.top <= 0 && photo.right >= width && photo.bottom >= height) return;
  const left = Math.max(0, photo.left + INSET);
  const right = Math.min(width, photo.right - INSET);
  const top = Math.max(0, photo.top + INSET);
  const bottom = Math.min(height, photo.bottom - INSET);
  // The photo where it is, and nothing (weight 0) where it is not.
  // (The presence is carried in an RGB picture's red so it is blurred exactly as the colours are.)
  const presence = createRgb(width, height);
  const weighted = createRgb(width, height);
  for (let y = Math.ceil(top); y < bottom; y++)
    for (let x = Math.ceil(left); x < right; x++) {
      const i = y * width + x;
      presence.data[i * 3] = 1;
      for (let c = 0; c < 3; c++) weighted.data[i * 3 + c] = data[i * 3 + c];
    }
  const colours = WIDTHS.map((share) => wideBlurRgb(weighted, width * share).data);
  const weights = WIDTHS.map((share) => wideBlurRgb(presence, width * share).data);
  // Near the photo a little soft, farther out of focus: the photo melts into its own blur.
  const melt = width * 0.03;
  const fill = [0, 0, 0];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inside = Math.min(x - photo.left, photo.right - x, y - photo.top, photo.bottom - y);
      const keep = smoothstep(-melt, melt, inside);
      if (keep >= 1) continue;
      const i = y * width + x;
      let total = 0;
      fill[0] = fill[1] = fill[2] = 0;
      for (let s = 0; s < WIDTHS.length; s++) {
        total += WEIGHTS[s] * weights[s][i * 3];
        for (let c = 0; c < 3; c++) fill[c] += WEIGHTS[s] * colours[s][i * 3 + c];
      }
      const p = i * 3;
      for (let c = 0; c < 3; c++) {
        const value = total > 1e-9 ? fill[c] / total : data[p + c];
        data[p + c] = value + (data[p + c] - value) * keep;
      }
    }
}
