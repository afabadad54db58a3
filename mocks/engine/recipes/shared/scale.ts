// HD (src/rules/hd.ts): a still picture made at `scale`× its normal width and height. Where a
// recipe can, it makes the picture again at the larger size; where it cannot cheaply, it makes
// it at the normal size and enlarges it here (the image adapter's encodeEnlarged: lanczos3, then
// a light sharpen against the softness enlarging leaves), so the HD file is still exactly
// `scale`× as wide and tall.
import { encodeEnlarged as enlargeAndEncode, type StillFormat } from '../../adapters/image';
import type { RecipeInput, RecipeOutput } from '../../types';
import { encodePicture, toBytes } from './photo';
import type { Rgb } from './raster';

/** The largest scale a job may ask for (HD asks 2). */
const MAX_SCALE = 4;

/** The input's scale: a whole number from 1 (absent: 1); anything else is a broken job. */
export function scaleOf(input: Pick<RecipeInput, 'scale'>): number {
  const scale = input.scale ?? 1;
  if (!Number.isInteger(scale) || scale < 1 || scale > MAX_SCALE)
    throw new Error(`the engine cannot make a picture at scale ${scale}`);
  return scale;
}

/** `picture` encoded as encodePicture does, `scale`× as wide and tall (enlarged before it is encoded once). */
export async function encodeEnlarged(picture: Rgb, scale: number, format: 'png' | 'jpeg'): Promise<RecipeOutput> {
  if (scale === 1) return encodePicture(picture, format);
  const { width, height } = picture;
  const bytes = await enlargeAndEncode({ width, height, channels: 3, data: toBytes(picture) }, scale, format);
  return format === 'png' ? { bytes, mime: 'image/png', ext: 'png' } : { bytes, mime: 'image/jpeg', ext: 'jpg' };
}

/** `output` (a PNG, JPEG or WebP picture) `scale`× as wide and tall, in its own format. */
export async function enlargePicture(output: RecipeOutput, scale: number): Promise<RecipeOutput> {
  if (scale === 1) return output;
  const format: StillFormat = output.mime === 'image/png' ? 'png' : output.mime === 'image/webp' ? 'webp' : 'jpeg';
  return { ...output, bytes: await enlargeAndEncode(output.bytes, scale, format) };
}
