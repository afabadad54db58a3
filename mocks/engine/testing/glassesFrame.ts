// Measuring a drawn glasses frame on a gallery face (the bald man wears thin glasses on a small,
// soft face nobody tuned to): shared by the painters' and the cartoon's glasses tests.
import { SAMPLE_PHOTOS } from '../../../tests/gallery/samples';
import { detectFaces } from '../adapters/faces';
import { fittedSize, loadPhoto, RESULT_LONG_SIDE } from '../recipes/shared/photo';
import { facesInFraming, reframePhoto } from '../recipes/shared/reframe';
import { relight } from '../recipes/shared/relight';
import { variationOf } from '../recipes/shared/variation';
import type { Rgb } from '../recipes/shared/raster';
import { sampleBilinear } from '../recipes/shared/sample';
import { frameCurves } from '../recipes/watercolor/glasses';
import type { Face } from '../types';
import { prepared } from './prepared';

/** A gallery sample made ready as the stand-in makes a photo ready, with its one face. */
export async function sampleFace(id: string): Promise<{ photo: Rgb; face: Face }> {
  const sample = SAMPLE_PHOTOS.find((one) => one.id === id);
  if (!sample) throw new Error(`no sample ${id}`);
  const bytes = await sample.bytes();
  const ready = await prepared(bytes, await detectFaces(bytes));
  const face = ready.faces?.[0];
  if (!face) throw new Error(`no face in ${id}`);
  return { photo: await loadPhoto(ready.photo), face };
}

/**
 * A gallery sample as a still tool paints it for `seed` (recipes/cartoon.ts): framed and lit by
 * the seed's variation (shared/variation.ts), with its one face where that framing shows it. The
 * painter's picture of it is the result before it is mirrored back.
 */
export async function framedSample(id: string, seed: number): Promise<{ photo: Rgb; face: Face }> {
  const sample = SAMPLE_PHOTOS.find((one) => one.id === id);
  if (!sample) throw new Error(`no sample ${id}`);
  const bytes = await sample.bytes();
  const ready = await prepared(bytes, await detectFaces(bytes));
  const { width, height } = fittedSize(ready.photo.width, ready.photo.height, RESULT_LONG_SIDE);
  const variation = variationOf(seed);
  const photo = await reframePhoto(ready.photo, width, height, variation, ready.faces);
  relight(photo, variation);
  const face = facesInFraming(ready.photo, width, height, variation, ready.faces)[0];
  if (!face) throw new Error(`no face in ${id}`);
  return { photo, face };
}

const rgb = [0, 0, 0];
function greyAt(picture: Rgb, x: number, y: number): number {
  sampleBilinear(picture, 3, x, y, rgb);
  return 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2];
}

/**
 * How much darker the picture is on the lower halves of the frame's rims than a little further
 * out (below them, on the cheeks), 0–1 grey: a drawn frame is a dark line there, a painted-over
 * one is not.
 */
export function rimContrast(picture: Rgb, face: Face): number {
  const { rims, pen } = frameCurves(face);
  let on = 0;
  let beside = 0;
  let count = 0;
  for (const curve of rims) {
    const centreY = curve.reduce((sum, point) => sum + point[1], 0) / curve.length;
    const centreX = curve.reduce((sum, point) => sum + point[0], 0) / curve.length;
    for (const [x, y] of curve) {
      if (y < centreY + 2) continue;
      const out = Math.hypot(x - centreX, y - centreY) || 1;
      const step = pen * 2.5;
      on += greyAt(picture, x, y);
      beside += greyAt(picture, x + ((x - centreX) / out) * step, y + ((y - centreY) / out) * step);
      count++;
    }
  }
  return (beside - on) / Math.max(1, count);
}
