// The run's photo (decoded once for all its results: ../../prepare.ts) fitted to the size a
// recipe paints at, and a result encoded: recipes reach pictures only through the image adapter.
import { resizePixels, encodeStill } from '../../adapters/image';
import type { PreparedPhoto, RecipeOutput } from '../../types';
import { createRgb, type Rgb } from './raster';

/** A result's long side at most (the contract's output size). */
export const RESULT_LONG_SIDE = 1024;

/** The size of a picture `width` × `height` fitted inside `longSide`, never enlarged. */
export function fittedSize(width: number, height: number, longSide: number): { width: number; height: number } {
  const shrink = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * shrink)), height: Math.max(1, Math.round(height * shrink)) };
}

/**
 * The photo fitted inside `longSide` and never enlarged, then `scale`× that (HD: shared/scale.ts),
 * enlarged from the photo where it is smaller, so an HD result is exactly `scale`× the normal one
 * whatever the photo's size.
 */
export async function loadPhoto(photo: PreparedPhoto, longSide = RESULT_LONG_SIDE, scale = 1): Promise<Rgb> {
  const fitted = fittedSize(photo.width, photo.height, longSide);
  const { data, width, height } = await resizePixels(photo, fitted.width * scale, fitted.height * scale);
  const picture = createRgb(width, height);
  const scaleToUnit = 1 / 255;
  for (let i = 0; i < picture.data.length; i++) picture.data[i] = data[i] * scaleToUnit;
  return picture;
}

export function toBytes(picture: Rgb): Uint8Array {
  const bytes = new Uint8Array(picture.data.length);
  for (let i = 0; i < bytes.length; i++) {
    const v = picture.data[i];
    bytes[i] = v <= 0 ? 0 : v >= 1 ? 255 : Math.round(v * 255);
  }
  return bytes;
}

/**
 * PNG for flat pictures (cartoons, sketches: few colours, small and lossless), JPEG q90 for
 * painted ones, whose brush and paper texture would make a PNG several times larger.
 */
export async function encodePicture(picture: Rgb, format: 'png' | 'jpeg'): Promise<RecipeOutput> {
  const bytes = await encodeStill({ width: picture.width, height: picture.height, channels: 3, data: toBytes(picture) }, format);
  return format === 'png' ? { bytes, mime: 'image/png', ext: 'png' } : { bytes, mime: 'image/jpeg', ext: 'jpg' };
}
