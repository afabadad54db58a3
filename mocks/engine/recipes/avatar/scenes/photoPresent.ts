// Where the aligned square shows the photo and where it shows only what align.ts fills beyond
// the photo's edge (the edge pixels held, fading into a wide blur of the picture). A face cut
// tight in its photo (the top of the head or the chin outside it) would otherwise carry that
// fill into the scene as a blurred blob of a head: the head's matte is kept to the photo, and
// the head is completed where the photo stops (crown.ts).
import { createGrey, smoothstep, type Grey, type Rgb } from '../../shared/raster';
import { blurGrey, boxBlurData } from '../blur';

/**
 * 1 where the picture is the photo, 0 over the fill beyond its edge. The held edge pixels
 * streak (flat along one axis), the blur is flat along both: the photo is where the brightness
 * changes along both axes, its weaker one judged over a small window.
 */
export function photoPresent(picture: Rgb): Grey {
  const { width, height, data } = picture;
  const luma = new Float32Array(width * height);
  for (let i = 0, p = 0; i < luma.length; i++, p += 3) luma[i] = 0.3 * data[p] + 0.59 * data[p + 1] + 0.11 * data[p + 2];
  const across = new Float32Array(luma.length);
  const down = new Float32Array(luma.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (x + 1 < width) across[i] = Math.abs(luma[i + 1] - luma[i]);
      if (y + 1 < height) down[i] = Math.abs(luma[i + width] - luma[i]);
    }
  }
  const reach = Math.max(3, Math.round(width / 128));
  const acrossMean = boxBlurData(across, width, height, 1, reach);
  const downMean = boxBlurData(down, width, height, 1, reach);
  // Measured at 768 px: the fill changes by under 0.0003 a pixel, the softest photo (a dark
  // wall, enlarged five times) 0.001 and more; hair and skin far more.
  const changing = createGrey(width, height);
  for (let i = 0; i < changing.data.length; i++)
    changing.data[i] = smoothstep(0.0004, 0.0012, Math.min(acrossMean[i], downMean[i]));
  // A calm patch inside the photo (a smooth cheek, glossy hair) is still the photo: the mask is
  // closed over a couple of window widths (its edge staying where it was), and the fill, wide and calm everywhere, stays out.
  const closed = blurGrey(changing, reach * 2);
  for (let i = 0; i < closed.data.length; i++) closed.data[i] = smoothstep(0.3, 0.55, closed.data[i]);
  return closed;
}
