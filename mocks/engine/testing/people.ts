// A person's photo and faces for the recipes' tests on real faces: the two sample faces of
// ./faces.ts (the ones the recipes were tuned to), or a gallery sample (tests/gallery/samples.ts:
// faces nobody tuned to) with its faces found in it.
import { SAMPLE_PHOTOS } from '../../../tests/gallery/samples';
import { detectFaces } from '../adapters/faces';
import type { Face } from '../types';
import { sampleFaces, samplePortrait } from './faces';

export async function photoOfPerson(person: string): Promise<{ bytes: Uint8Array; faces: Face[] }> {
  if (person === 'woman' || person === 'man') return { bytes: await samplePortrait(person), faces: await sampleFaces(person) };
  const sample = SAMPLE_PHOTOS.find(({ id }) => id === person);
  if (!sample) throw new Error(`no gallery sample ${person}`);
  const bytes = await sample.bytes();
  return { bytes, faces: await detectFaces(bytes) };
}
