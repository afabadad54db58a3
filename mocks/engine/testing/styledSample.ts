// A gallery sample made into one avatar style, with the face found again in the result: the
// measure tests of a style's look read both (the wardrobe, the jaw, …).
import { SAMPLE_PHOTOS } from '../../../tests/gallery/samples';
import { detectFaces } from '../adapters/faces';
import { decodePhoto, type Pixels } from '../adapters/image';
import { avatar } from '../recipes/avatar';
import type { Point } from '../types';
import { prepared } from './prepared';

export interface StyledSample {
  /** The result, decoded. */
  picture: Pixels;
  /** The face mesh found in the result. */
  mesh: readonly Point[];
}

export async function styledSample(id: string, style: string, seed = 1): Promise<StyledSample> {
  const sample = SAMPLE_PHOTOS.find((entry) => entry.id === id);
  if (!sample) throw new Error(`no ${id} sample`);
  const bytes = await sample.bytes();
  const input = await prepared(bytes, await detectFaces(bytes));
  const result = (await avatar({ tool: 'avatar', style, seed, ...input }, () => undefined)).bytes;
  const [face] = await detectFaces(result);
  if (!face) throw new Error(`no face in the ${id}'s ${style} result`);
  return { picture: await decodePhoto(result, 4096), mesh: face.mesh };
}
