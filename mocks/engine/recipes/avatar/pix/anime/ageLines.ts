// An older face as anime draws one: a few clean, light lines, never texture. A fold from beside
// each nose wing down towards the mouth's corner (the nasolabial fold) and a short arc under each
// eye. Without them every adult was drawn as a smooth-faced youth (blind readers: "anime men
// drawn as youthful boys"). Who is older is read by ./age.ts.
import { createGrey, type Grey } from '../../../shared/raster';
import { strokeCurve } from '../../featureLines';
import type { XY } from '../../landmarks';

/** Each nasolabial fold, from beside the nose's wing down and out towards the mouth's corner (image left, image right). */
export const FOLDS = [
  [203, 206, 216],
  [423, 426, 436],
] as const;
/**
 * Under each eye, from its inner third to its outer third: midway between the mesh's two rings
 * under the lower lid (on the outer ring alone the line sat on the cheek, a bag, not a line).
 */
export const UNDER_EYES = [
  [
    [231, 22],
    [230, 23],
    [229, 24],
  ],
  [
    [451, 252],
    [450, 253],
    [449, 254],
  ],
] as const;

/** How dark the lines are against the outline's ink: light, so they read as folds, not cuts. */
const FOLD_INK = 0.6;
const UNDER_EYE_INK = 0.45;

/** An under-eye line's points on the mesh: each midway between its pair. */
export function underEye(mesh: readonly XY[], arc: readonly (readonly [number, number])[]): XY[] {
  return arc.map(([outer, inner]): XY => [(mesh[outer][0] + mesh[inner][0]) / 2, (mesh[outer][1] + mesh[inner][1]) / 2]);
}

/** The older face's lines on a `size`-square picture, drawn along the reshaped mesh with the line art's `pen`. */
export function ageLines(mesh: readonly XY[], size: number, pen: number): Grey {
  const lines = createGrey(size, size);
  const at = (indices: readonly number[]): XY[] => indices.map((index) => mesh[index]);
  for (const fold of FOLDS) strokeCurve(lines, at(fold), pen * 0.9, true, FOLD_INK);
  for (const arc of UNDER_EYES) strokeCurve(lines, underEye(mesh, arc), pen * 0.7, true, UNDER_EYE_INK);
  return lines;
}
