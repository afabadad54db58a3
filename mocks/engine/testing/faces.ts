// Real faces for tests, from a registry package (nothing downloaded): the top row of
// @vladmandic/human's assets/samples.jpg holds single-person photos; two of them are cropped
// and upscaled to portraits. Each is made, and its faces found, once per process.
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { detectFaces } from '../adapters/faces';
import type { Face } from '../types';

/** 'woman': a woman facing the camera, head and shoulders; 'man': a man at a dinner table, half body. */
export type SamplePerson = 'woman' | 'man';

interface Crop {
  left: number;
  top: number;
  width: number;
  height: number;
  /** Width of the portrait after upscaling (its height keeps the crop's proportions). */
  outWidth: number;
}

const CROPS: Record<SamplePerson, Crop> = {
  woman: { left: 166, top: 0, width: 150, height: 150, outWidth: 480 },
  man: { left: 326, top: 0, width: 208, height: 156, outWidth: 520 },
};

const require = createRequire(import.meta.url);

function samplesJpg(): string {
  return path.join(path.dirname(path.dirname(require.resolve('@vladmandic/human'))), 'assets', 'samples.jpg');
}

const portraits = new Map<SamplePerson, Promise<Uint8Array>>();
const faces = new Map<SamplePerson, Promise<Face[]>>();

async function crop(person: SamplePerson): Promise<Uint8Array> {
  const { outWidth, ...area } = CROPS[person];
  return new Uint8Array(await sharp(samplesJpg()).extract(area).resize({ width: outWidth }).png().toBuffer());
}

/** PNG bytes of one real face (≥ 480 px wide). */
export function samplePortrait(person: SamplePerson = 'woman'): Promise<Uint8Array> {
  let portrait = portraits.get(person);
  if (!portrait) {
    portrait = crop(person);
    portraits.set(person, portrait);
  }
  return portrait;
}

/** The faces the face adapter finds in samplePortrait(person): exactly one, in its pixels. */
export function sampleFaces(person: SamplePerson = 'woman'): Promise<Face[]> {
  let found = faces.get(person);
  if (!found) {
    found = samplePortrait(person).then(detectFaces);
    faces.set(person, found);
  }
  return found;
}

/** PNG bytes of a drawn gradient: a photo without any face. */
export async function noFacePhoto(width = 480, height = 360): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4a259"/><stop offset="1" stop-color="#3d5a80"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}
