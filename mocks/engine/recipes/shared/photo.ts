// Decoding the user's photo and encoding a result, the only places recipes need sharp.
// The photo is shrunk while it is decoded (JPEG shrink-on-load), so a 12 MP upload costs
// little more than a small one.
import sharp from 'sharp';
import type { RecipeOutput } from '../../types';
import { createRgb, type Rgb } from './raster';

/** A result's long side at most (the contract's output size). */
export const RESULT_LONG_SIDE = 1024;

/** The photo upright (EXIF rotation applied), alpha on white, fitted inside `longSide`, never enlarged. */
export async function loadPhoto(photo: Uint8Array, longSide = RESULT_LONG_SIDE): Promise<Rgb> {
  const { data, info } = await sharp(photo, { failOn: 'none' })
    .rotate()
    .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true, fastShrinkOnLoad: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const picture = createRgb(info.width, info.height);
  const scale = 1 / 255;
  for (let i = 0; i < picture.data.length; i++) picture.data[i] = data[i] * scale;
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
