// What the photo says of the light the poked tongue (tongueOut.ts) stands in: the lit cheeks'
// colour around the mouth (its exposure and white balance, tongueTone.ts) and the side the light
// comes from, read from the two cheeks' greys: a tongue lit from the front on a face lit from one
// side reads as pasted on.
import type { Point } from '../../types';
import type { Colour } from './mouthPalette';
import type { Raster } from './raster';
import { lumaOf, meanColourAround } from '../shared/raster';

/** The cheeks beside the nose and beside the mouth on the face's right (the picture's left, upright), then on its left (mesh points). */
const LEFT_CHEEKS = [50, 205] as const;
const RIGHT_CHEEKS = [280, 425] as const;
/** Pixels either way round each point that are averaged. */
const PATCH = 2;
/**
 * How far one side's grey over the other's (a share of their sum) turns the light fully to that
 * side: a cheek a third lighter than the other (0.14) is a face lit from the side.
 */
const FULL_SIDE = 0.14;

/** The mean colour of the patches round the mesh's points. */
function patchMean(photo: Raster, points: readonly Point[]): Colour {
  const sum = [0, 0, 0];
  for (const point of points) {
    const colour = meanColourAround(photo, point, PATCH);
    for (let channel = 0; channel < 3; channel++) sum[channel] += colour[channel] / points.length;
  }
  return [sum[0], sum[1], sum[2]];
}

export interface TongueLight {
  /** The mean colour of the lit cheeks around the mouth. */
  skin: Colour;
  /** Where the light comes from across the face: -1 its right cheeks' side … 1 its left's (the picture's left … right, upright), 0 in front. */
  side: number;
}

export function tongueLightRead(photo: Raster, mesh: readonly Point[]): TongueLight {
  const left = patchMean(
    photo,
    LEFT_CHEEKS.map((index) => mesh[index]),
  );
  const right = patchMean(
    photo,
    RIGHT_CHEEKS.map((index) => mesh[index]),
  );
  const [leftGrey, rightGrey] = [lumaOf(left), lumaOf(right)];
  const lean = (rightGrey - leftGrey) / Math.max(1, leftGrey + rightGrey);
  return {
    skin: [(left[0] + right[0]) / 2, (left[1] + right[1]) / 2, (left[2] + right[2]) / 2],
    side: Math.min(1, Math.max(-1, lean / FULL_SIDE)),
  };
}
