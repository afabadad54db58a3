// The photo's head made to sit in a crisp drawn scene. A gallery face is a small crop enlarged
// several times: its JPEG blocks and blur, carried in, read as a pixelated head pasted on a
// clean drawing. The blocks' small steps are smoothed away along the skin while the features'
// large ones stay (the domain transform, an edge-aware filter), then the features are sharpened
// at their own scale; a sharp photo has little to smooth and keeps its detail. Last, one grain
// over the whole picture gives the face and the drawn scene the same texture.
import { domainTransform } from '../../shared/domainTransform';
import { maskBounds } from '../../shared/maskBounds';
import { grain } from '../../shared/noise';
import type { Random } from '../../shared/random';
import { createRgb, type Grey, type Rgb } from '../../shared/raster';
import { blurRgb } from '../blur';

/**
 * Within `mask` (the head and neck, 0–1): block steps smoothed over `unit` × 0.06 pixels
 * (`unit` the distance between the eyes), then an unsharp mask at the features' scale.
 */
export function finishFace(picture: Rgb, mask: Grey, unit: number): void {
  const box = maskBounds(mask, 0.01, Math.ceil(unit * 0.2));
  if (!box) return;
  const [x0, y0, x1, y1] = [box.left, box.top, box.right + 1, box.bottom + 1];
  const w = x1 - x0;
  const h = y1 - y0;
  const part = createRgb(w, h);
  for (let y = 0; y < h; y++)
    part.data.set(picture.data.subarray(((y + y0) * picture.width + x0) * 3, ((y + y0) * picture.width + x1) * 3), y * w * 3);
  // Brightness: block edges and the soft photo's noise step by a few hundredths, an eyelid or
  // a lip's edge by a tenth and more; the steps below are smoothed away along the skin, then
  // what stays is sharpened at the features' scale.
  const smooth = domainTransform(part, Math.max(1.5, unit * 0.1), 0.1, 2);
  const luma = (d: Float32Array, j: number): number => 0.299 * d[j] + 0.587 * d[j + 1] + 0.114 * d[j + 2];
  const soft = blurRgb(smooth, Math.max(1, unit * 0.05));
  // Colour: a small enlarged JPEG's colour comes in blotches a block or two wide (its colour is
  // kept at half size); the face's colour changes slowly, so it is taken from a wide blur.
  const hue = blurRgb(part, Math.max(1, unit * 0.12));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y + y0) * picture.width + x + x0;
      const m = mask.data[i];
      if (m <= 0) continue;
      const j = (y * w + x) * 3;
      const ys = luma(smooth.data, j);
      const crisp = ys + (ys - luma(soft.data, j)) * 0.9;
      const colourLuma = luma(hue.data, j);
      for (let c = 0; c < 3; c++) {
        const target = crisp + hue.data[j + c] - colourLuma;
        const v = picture.data[i * 3 + c] + (target - picture.data[i * 3 + c]) * m;
        picture.data[i * 3 + c] = v < 0 ? 0 : v > 1 ? 1 : v;
      }
    }
  }
}

/** A fine, even grain over the finished picture (0–1 RGB data of a `size` square): ±`amount`. */
export function addGrain(out: Float32Array, size: number, random: Random, amount: number): void {
  const noise = grain(size, size, random, 0.6);
  for (let i = 0, p = 0; i < noise.data.length; i++, p += 3) {
    const d = (noise.data[i] - 0.5) * 2 * amount;
    for (let c = 0; c < 3; c++) {
      const v = out[p + c] + d;
      out[p + c] = v < 0 ? 0 : v > 1 ? 1 : v;
    }
  }
}
