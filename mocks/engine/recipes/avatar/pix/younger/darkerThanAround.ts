// Which pixels are a feature's hairs (a brow's, a lash line's): those clearly darker than the
// skin round them. A layer laid by the mesh (./brows.ts deepening the brows, ./drawn.ts's lash
// line) acts only where this says the photo has hair, so a mesh a few pixels off the feature does
// not lay a second, fainter copy of it on the skin beside the real one; ./skin.ts uses it the
// other way round, to keep a brow's hairs out of the skin's retouch.
import { luma, smoothstep, type Rgb } from '../../../shared/raster';
import { wideBlurRgb } from '../../resample';

/** Light (0–1) of the pixel at `p` (its red channel's index). */
function lightOf(data: Float32Array, p: number): number {
  return luma(data[p], data[p + 1], data[p + 2]);
}

/**
 * Per pixel, 0 on the skin and 1 on a hair clearly (by 0.08 of the light) darker than the mean
 * of the picture round it (a Gaussian of `sigma` pixels: wider than the hair, as wide as its skin).
 */
export function darkerThanAround(picture: Rgb, sigma: number): Float32Array {
  const around = wideBlurRgb(picture, sigma).data;
  const { data } = picture;
  const hair = new Float32Array(picture.width * picture.height);
  for (let i = 0, p = 0; i < hair.length; i++, p += 3) hair[i] = smoothstep(0.01, 0.08, lightOf(around, p) - lightOf(data, p));
  return hair;
}
