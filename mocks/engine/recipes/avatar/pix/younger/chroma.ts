// The face's colour made even before anything else is done to it. A tiny photo saved as a JPEG
// keeps its colour at a quarter of its pixels, in 16-pixel blocks; enlarged five times, each
// block is a patch of green, pink or grey across a cheek (the bald man's far cheek read as
// confetti), and every later step (the retouch, the sharpening, the glow) makes the patches
// louder. Young skin is one even colour: over the head, each pixel keeps its own light and takes
// the colour of its neighbourhood (a few hundredths of the eyes' span), so the form, the
// shading and the texture stay the photo's and only the blotches of colour go. The eyes, brows
// and lips keep their own colours.
import type { Grey, Rgb } from '../../../shared/raster';
import type { XY } from '../../landmarks';
import { faceFrame } from '../../landmarks';
import { ellipseMask } from '../../masks';
import { wideBlurRgb } from '../../resample';
import { faceUnit } from '../../retouch';

/** How wide the colour is evened, in eye spans: wider than an enlarged JPEG's colour block. */
const COLOUR_SIGMA = 0.045;

function light(r: number, g: number, b: number): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/** `features`: ../../masks.ts' featuresMask of this mesh (kept as they are). */
export function evenColour(picture: Rgb, mesh: readonly XY[], features: Grey, amount: number): void {
  if (amount <= 0) return;
  const size = picture.width;
  const { cx, cy, faceWidth, faceHeight } = faceFrame(mesh);
  const head = ellipseMask(size, cx, cy, faceWidth * 0.62, faceHeight * 0.62, faceWidth * 0.08);
  const soft = wideBlurRgb(picture, Math.max(2, faceUnit(mesh) * COLOUR_SIGMA)).data;
  const { data } = picture;
  for (let i = 0, p = 0; i < head.data.length; i++, p += 3) {
    const m = head.data[i] * (1 - features.data[i]) * amount;
    if (m <= 0) continue;
    const own = light(data[p], data[p + 1], data[p + 2]);
    const around = light(soft[p], soft[p + 1], soft[p + 2]);
    // The neighbourhood's colour at this pixel's light (its hue and its saturation for that light).
    const scale = own / Math.max(0.02, around);
    for (let c = 0; c < 3; c++) {
      const even = Math.min(1, soft[p + c] * scale);
      data[p + c] += (even - data[p + c]) * m;
    }
  }
}
