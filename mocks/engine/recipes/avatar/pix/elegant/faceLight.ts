// How brightly a portrait lights the face, measured on the result's own face mesh (for
// pix/elegant's test, avatar.elegant.test.ts): the mean grey (levels of 255) inside the face's
// oval. The ninth blind panel's word on every elegant face was "muddy, dark": their faces' mean
// stood at 94–106 on the soft and dark-skinned samples.
import type { Pixels } from '../../../../adapters/image';
import type { Point } from '../../../../types';
import type { XY } from '../../landmarks';
import { faceOvalMask } from '../../masks';

/** The mean grey of `picture` (8-bit RGB, square) inside the oval of its face `mesh`, its edge left out. */
export function faceLight(picture: Pixels, mesh: readonly Point[]): number {
  const { width, channels, data } = picture;
  const flat = mesh.map(([x, y]): XY => [x, y]);
  const oval = faceOvalMask(flat, width, { grow: 0.9, forehead: 0, feather: 2 });
  let sum = 0;
  let weight = 0;
  for (let i = 0; i < oval.data.length; i++) {
    const p = i * channels;
    sum += (0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2]) * oval.data[i];
    weight += oval.data[i];
  }
  return weight > 0 ? sum / weight : 0;
}
