// Decoding the user's photo and encoding a result, the only places recipes need sharp.
// The photo is shrunk while it is decoded (JPEG shrink-on-load), so a 12 MP upload costs
// little more than a small one.
import sharp from 'sharp';
import type { RecipeOutput } from '../../types';
import { createRgb, type Rgb } from './raster';

/** A result's long side at most (the contract's output size). */
export const RESULT_LONG_SIDE = 1024;

/** The size of a picture `width` × `height` fitted inside `longSide`, never enlarged. */
export function fittedSize(width: number, height: number, longSide: number): { width: number; height: number } {
  const shrink = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * shrink)), height: Math.max(1, Math.round(height * shrink)) };
}

/**
 * The photo upright (EXIF rotation applied), alpha on white, fitted inside `longSide` and never
 * enlarged, then `scale`× that (HD: shared/scale.ts), enlarged from the photo where it is smaller,
 * so an HD result is exactly `scale`× the normal one whatever the photo's size.
 */
export async function loadPhoto(photo: Uint8Array, longSide = RESULT_LONG_SIDE, scale = 1): Promise<Rgb> {
  const image = sharp(photo, { failOn: 'none' });
  const { autoOrient } = await image.metadata();
  const fitted = fittedSize(autoOrient.width, autoOrient.height, longSide);
  const { data, info } = await image
    .rotate()
    .resize({ width: fitted.width * scale, height: fitted.height * scale, fit: 'fill', fastShrinkOnLoad: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const picture = createRgb(info.width, info.height);
  const scaleToUnit = 1 / 255;
  for (let i = 0; i < picture.data.length; i++) picture.data[i] = data[i] * scaleToUnit;
  return picture;
}

export function toBytes(picture: Rgb): Buffer {
  const bytes = Buffer.allocUnsafe(picture.data.length);
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
  const image = sharp(toBytes(picture), { raw: { width: picture.width, height: picture.height, channels: 3 } });
  if (format === 'png') {
    const bytes = await image.png({ compressionLevel: 7, adaptiveFiltering: true }).toBuffer();
    return { bytes: new Uint8Array(bytes), mime: 'image/png', ext: 'png' };
  }
  const bytes = await image.jpeg({ quality: 90, chromaSubsampling: '4:4:4', mozjpeg: false }).toBuffer();
  return { bytes: new Uint8Array(bytes), mime: 'image/jpeg', ext: 'jpg' };
}
