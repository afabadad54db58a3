// The cel's tone bands as a painter lays them: a few flat shapes with deliberate edges, not the
// photo's noise cut into levels. Quantizing each pixel on its own left speckle islands (a JPEG
// block, a stubble patch, a fold of the background) that read as "a posterize filter with edge
// blobs" and "blotchy patches on the older man" (the blind panels). Here every pixel gets its
// band first, then each patch of one band smaller than a minimum area is given to the band
// round it (avatar/toon/islands.ts): over the whole picture a patch under a few pixels' square,
// and on a face's skin a patch under a share of the face, so the skin keeps its lit side, its
// shadow side and the shade under the chin and loses the blotches. The eyes, brows and mouth
// keep their own small shapes (the ink draws them, but their colour is theirs).
import { mergeIslands } from '../../avatar/toon/islands';
import type { FaceRegions } from '../../shared/faceParts';
import { maskBounds } from '../../shared/maskBounds';
import type { Grey } from '../../shared/raster';

export interface IslandAreas {
  /** Pixels: the smallest patch of one band anywhere. */
  picture: number;
  /** Pixels: the smallest patch of one band on a face's skin. */
  face: number;
}

/**
 * Merges `band`'s (one band index per pixel, below `levels`) small patches into their
 * surroundings, in place. `kept` (0–1, optional): more of the face that keeps its small shapes,
 * like the features (a grin's teeth, cel/teeth.ts, where the mesh put the mouth above them).
 */
export function mergeBandIslands(
  band: Uint8Array,
  width: number,
  height: number,
  levels: number,
  areas: IslandAreas,
  regions: FaceRegions,
  kept?: Grey,
): void {
  mergeIslands(band, width, height, areas.picture, levels);
  const box = maskBounds(regions.oval, 0.5);
  if (!box || areas.face <= areas.picture) return;
  const { left, top, right, bottom } = box;
  const boxWidth = right - left + 1;
  const boxHeight = bottom - top + 1;
  const crop = new Uint8Array(boxWidth * boxHeight);
  for (let y = 0; y < boxHeight; y++)
    crop.set(band.subarray((top + y) * width + left, (top + y) * width + right + 1), y * boxWidth);
  mergeIslands(crop, boxWidth, boxHeight, areas.face, levels);
  for (let y = 0; y < boxHeight; y++)
    for (let x = 0; x < boxWidth; x++) {
      const i = (top + y) * width + left + x;
      if (regions.oval.data[i] > 0.5 && regions.features.data[i] < 0.5 && !(kept && kept.data[i] > 0.5))
        band[i] = crop[y * boxWidth + x];
    }
}
