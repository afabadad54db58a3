// A face's skin as a cel painter sees it: the big light and shadow of its form, not the photo's
// blotches. Quantized as it was, a soft face's skin (a 100 px face enlarged 5×, JPEG noise,
// stubble) broke into islands of every band — patches on the forehead and cheeks that read as
// a crude posterize filter. Inside the skin (away from the eyes, brows and mouth, whose detail
// the ink needs) lightness and colour are taken from a blur at the scale of the face's planes
// before the bands are cut, so the bands follow the lit side, the shadow side and the shade under
// the chin.
import { gaussianBlur } from '../shared/blur';
import type { FaceRegions } from '../shared/faceParts';
import { maskBounds } from '../shared/maskBounds';
import { createGrey, smoothstep } from '../shared/raster';

/** The blur's width as a share of the eye span: a cheek's plane, not a freckle. */
const FORM_SIGMA = 0.14;
/** Lab lightness below the blurred skin's from which a pixel is kept as it is (a beard), fading in between. */
const DARK_KEPT: readonly [number, number] = [9, 18];

/**
 * Pulls `lab` (L, a, b per pixel) towards its own blur where the face's skin is, by the skin's
 * weight away from the features. `span`: the widest face's eye span in pixels (0: no face, no change).
 */
export function smoothSkinForm(lab: Float32Array, width: number, height: number, regions: FaceRegions, span: number): void {
  if (span <= 0) return;
  const sigma = span * FORM_SIGMA;
  // Only the oval's box (grown by the blur's reach) is blurred: most of a photo is not face.
  const box = maskBounds(regions.oval, 0.01, Math.ceil(sigma * 3));
  if (!box) return;
  const { left, top, right, bottom } = box;
  const boxWidth = right - left + 1;
  const boxHeight = bottom - top + 1;
  const blurred = [0, 1, 2].map((channel) => {
    const plane = createGrey(boxWidth, boxHeight);
    for (let y = 0; y < boxHeight; y++)
      for (let x = 0; x < boxWidth; x++) plane.data[y * boxWidth + x] = lab[((top + y) * width + left + x) * 3 + channel];
    return gaussianBlur(plane, sigma).data;
  });
  for (let y = 0; y < boxHeight; y++)
    for (let x = 0; x < boxWidth; x++) {
      const i = (top + y) * width + left + x;
      const j = y * boxWidth + x;
      // What is much darker than the skin round it is a beard, a moustache or a nostril, which
      // the cel keeps; a blotch is a few levels off.
      const darker = smoothstep(DARK_KEPT[0], DARK_KEPT[1], blurred[0][j] - lab[i * 3]);
      const weight = regions.skin.data[i] * (1 - regions.features.data[i]) * (1 - darker);
      if (weight <= 0) continue;
      for (let channel = 0; channel < 3; channel++) lab[i * 3 + channel] += (blurred[channel][j] - lab[i * 3 + channel]) * weight;
    }
}
