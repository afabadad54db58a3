// A photo framed as pix/younger frames it at seed 1 (its photo framing, varied as seed 1 varies it,
// then kept inside the photo): the picture and mesh younger's sharpness, shape and neck tests
// measure, so each does not rebuild the recipe's framing by hand.
import { detectFaces } from '../adapters/faces';
import { alignFace, varyFraming } from '../recipes/avatar/align';
import { photoFraming } from '../recipes/avatar/pix/younger/framing';
import { intoPhoto } from '../recipes/avatar/pix/younger/inPhoto';
import { createRandom } from '../recipes/shared/random';
import { variationOf } from '../recipes/shared/variation';
import { prepared } from './prepared';

export type YoungerFramed = ReturnType<typeof intoPhoto>;

export async function youngerFramed(bytes: Uint8Array): Promise<YoungerFramed> {
  const input = await prepared(bytes, await detectFaces(bytes));
  const face = input.faces?.[0];
  if (!face) throw new Error('no face');
  const source = { width: input.photo.width, height: input.photo.height, mesh: face.mesh };
  const framing = varyFraming(photoFraming(createRandom(1), source), variationOf(1));
  return intoPhoto(await alignFace(input.photo, face, framing));
}
