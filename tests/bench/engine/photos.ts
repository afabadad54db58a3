// The benchmark's large test photos. No 12 MP photo with a face ships in a registry package, so
// one is made from the real face of samplePortrait(): the portrait, enlarged to a realistic face
// size, placed on a heavily blurred enlarged copy of itself (a shallow-depth background no
// detector reads as a face), with a little sensor grain, encoded as JPEG q90 as a phone would.
import { randomFillSync } from 'node:crypto';
import sharp from 'sharp';
import { samplePortrait } from '../../../mocks/engine/testing/faces';

export interface BenchPhoto {
  /** e.g. '12 MP' */
  label: string;
  width: number;
  height: number;
  /** JPEG q90 bytes. */
  bytes: Uint8Array;
}

/** The portrait's side relative to the photo's height: a head-and-shoulders picture. */
const PORTRAIT_SHARE = 0.55;
/** Grain strength: 0–1 opacity of mid-grey noise blended over the picture. */
const GRAIN_OPACITY = 0.5;

/** Mid-grey noise as raw RGB, with its alpha channel setting the grain's strength. */
function grain(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 4);
  randomFillSync(pixels);
  const alpha = Math.round(GRAIN_OPACITY * 255);
  for (let i = 3; i < pixels.length; i += 4) pixels[i] = alpha;
  return pixels;
}

export async function makeBenchPhoto(label: string, width: number, height: number): Promise<BenchPhoto> {
  const portrait = Buffer.from(await samplePortrait('woman'));
  // Flipped and blurred hard: colours of the scene, no readable face.
  const background = await sharp(portrait)
    .flop()
    .resize({ width, height, fit: 'cover' })
    .blur(Math.max(width, height) / 60)
    .png({ compressionLevel: 0 })
    .toBuffer();
  const side = Math.round(height * PORTRAIT_SHARE);
  const face = await sharp(portrait)
    .resize({ width: side, height: side, kernel: 'lanczos3' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const composed = await sharp(background)
    .composite([
      { input: face, left: Math.round((width - side) / 2), top: Math.round((height - side) / 3) },
      { input: grain(width, height), raw: { width, height, channels: 4 }, blend: 'soft-light' },
    ])
    .png({ compressionLevel: 0 })
    .toBuffer();
  const bytes = await sharp(composed).jpeg({ quality: 90 }).toBuffer();
  return { label, width, height, bytes: new Uint8Array(bytes) };
}
