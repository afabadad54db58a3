// The person cut out of an aligned portrait, the one copy the avatar styles share: the faces
// adapter's matte (Robust Video Matting: hair, shoulders, clothes, whatever the background's
// colour), brought to the portrait's size. The face's oval is always the person's, whatever the
// model says of a pale face before a pale wall; when the model fails or finds almost nobody, the
// mesh's head-and-shoulders shape stands in, as the styles used before the model.
import { segmentPerson } from '../../adapters/faces';
import { toBytes } from '../shared/photo';
import { resizeGrey, type Grey, type Rgb } from '../shared/raster';
import type { XY } from './landmarks';
import { faceOvalMask, subjectMask } from './masks';

/** Below this share of the picture the model has missed the person (a dark face before a dark wall). */
const FOUND_AT_LEAST = 0.05;

/** The person's opacity (0–1) at each pixel of `picture`, a square aligned portrait. */
export async function personMatte(picture: Rgb, mesh: readonly XY[]): Promise<Grey> {
  const { width, height } = picture;
  const found = await segmentPerson({ width, height, channels: 3, data: toBytes(picture) }).catch(() => null);
  const model = found ? resizeGrey(found, width, height) : null;
  const matte = model && covered(model) >= FOUND_AT_LEAST ? model : subjectMask(mesh, width);
  const face = faceOvalMask(mesh, width, { grow: 0.96, forehead: 0, feather: 6 });
  for (let i = 0; i < matte.data.length; i++) matte.data[i] = Math.max(matte.data[i], face.data[i]);
  return matte;
}

/** The share of the picture the matte covers. */
function covered(matte: Grey): number {
  let sum = 0;
  for (let i = 0; i < matte.data.length; i++) sum += matte.data[i];
  return sum / matte.data.length;
}
