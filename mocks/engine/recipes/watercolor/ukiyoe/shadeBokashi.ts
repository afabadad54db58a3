// The face's shade printed as bokashi: the deeper flesh block wiped off gradually at its edge,
// as the printers graded a cheek's blush on the block, instead of cut with a hard edge. Cut
// hard, the photo's soft shadow (a side light, a stubbled jaw) printed as a two-tone patch
// laid on the face ("a blob", to the panels) rather than as the face's own modelling.
import { gaussianBlur } from '../../shared/blur';
import { maskBounds } from '../../shared/maskBounds';
import { createGrey, type Colour, type Rgb } from '../../shared/raster';

/**
 * Prints `shade` onto `picture` where the shade and beard blocks are (`shaded`: shading.ts's
 * labels, non-zero there), graded at their edge: the blocks blurred over `sigma` pixels within
 * `face` (1 where the face's flesh prints) and divided by the face's own blurred share, so the
 * grade runs across the shade's edge only, and at the face's outline the shade keeps its depth
 * instead of fading into a pale rim. Worked on the box round the shade, grown by the blur's reach.
 */
export function printShadeGraded(picture: Rgb, shaded: Uint8Array, face: Uint8Array, shade: Colour, sigma: number): void {
  const { width, height } = picture;
  const bounds = maskBounds({ width, height, data: shaded }, 0, Math.ceil(sigma * 3) + 1);
  if (!bounds) return;
  const { left, top, right, bottom } = bounds;
  const boxWidth = right - left + 1;
  const boxHeight = bottom - top + 1;
  const inShade = createGrey(boxWidth, boxHeight);
  const within = createGrey(boxWidth, boxHeight);
  for (let y = 0; y < boxHeight; y++)
    for (let x = 0; x < boxWidth; x++) {
      const i = (top + y) * width + left + x;
      within.data[y * boxWidth + x] = face[i];
      inShade.data[y * boxWidth + x] = face[i] && shaded[i] ? 1 : 0;
    }
  const soft = gaussianBlur(inShade, sigma);
  const share = gaussianBlur(within, sigma);
  for (let y = 0; y < boxHeight; y++)
    for (let x = 0; x < boxWidth; x++) {
      const k = y * boxWidth + x;
      const i = (top + y) * width + left + x;
      if (!face[i] || share.data[k] <= 0) continue;
      const depth = Math.min(1, soft.data[k] / share.data[k]);
      for (let c = 0; c < 3; c++) picture.data[i * 3 + c] += (shade[c] - picture.data[i * 3 + c]) * depth;
    }
}
