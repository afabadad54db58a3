// A sample person's photo aligned as the avatar recipes see it (head-and-shoulders framing at
// seed 1), with its mesh as plain points: the picture and mesh the younger retouch's unit tests
// lay their masks on.
import type { Rgb } from '../recipes/shared/raster';
import { createRandom } from '../recipes/shared/random';
import { alignFace, headAndShoulders } from '../recipes/avatar/align';
import type { XY } from '../recipes/avatar/landmarks';
import { sampleFaces, samplePortrait, type SamplePerson } from './faces';
import { prepared } from './prepared';

export interface AlignedPortrait {
  picture: Rgb;
  mesh: XY[];
}

export async function alignedPortrait(person: SamplePerson): Promise<AlignedPortrait> {
  const input = await prepared(await samplePortrait(person), await sampleFaces(person));
  const face = input.faces?.[0];
  if (!face) throw new Error(`no face in the ${person} sample`);
  const aligned = await alignFace(input.photo, face, headAndShoulders(createRandom(1)));
  return { picture: aligned.picture, mesh: aligned.mesh.map(([x, y]): XY => [x, y]) };
}
