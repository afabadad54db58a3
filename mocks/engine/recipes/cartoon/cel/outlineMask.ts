// A soft mask of some of the mesh's outlines (the eyes, the brows, the lips), grown or kept tight:
// the cel's skin rules work round the features, each at its own distance from them.
import type { Face } from '../../../types';
import { blurLocal } from '../../avatar/blur';
import { fillPolygon, pointsOf } from '../../shared/faceParts';
import { createGrey, smoothstep, type Grey } from '../../shared/raster';

/**
 * 1 inside `outlines` of every face and out to about `reach` pixels beyond them, fading to 0:
 * the filled outlines blurred by `reach` / 2 and read from `from` to `to` (a low `from` grows).
 */
export function outlineMask(
  faces: readonly Face[],
  outlines: readonly (readonly number[])[],
  width: number,
  height: number,
  reach: number,
  [from, to]: readonly [number, number],
): Grey {
  const filled = createGrey(width, height);
  for (const face of faces) for (const outline of outlines) fillPolygon(filled, pointsOf(face, outline));
  // Blurred round the outlines only: a face's features are a small part of the picture.
  const mask = blurLocal(filled, Math.max(0.5, reach / 2));
  for (let i = 0; i < mask.data.length; i++) mask.data[i] = smoothstep(from, to, mask.data[i]);
  return mask;
}

/** The features' own outlines reach this share of the eye span beyond the mesh's (a lid's lashes, a brow's edge). */
const CORE_REACH = 0.03;

/** The features in `outlines` themselves (no margin), 0–1: what the skin's rules leave as it is. */
export function featureCores(
  faces: readonly Face[],
  width: number,
  height: number,
  span: number,
  outlines: readonly (readonly number[])[],
): Grey {
  return outlineMask(faces, outlines, width, height, span * CORE_REACH, [0.2, 0.5]);
}
