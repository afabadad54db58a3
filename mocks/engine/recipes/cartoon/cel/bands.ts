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
import { maskBounds, type MaskBounds } from '../../shared/maskBounds';
import type { Grey } from '../../shared/raster';

export interface IslandAreas {
  /** Pixels: the smallest patch of one band anywhere. */
  picture: number;
  /** Pixels: the smallest patch of one band on a face's skin. */
  face: number;
  /** Pixels: the smallest patch of one band round a face (its hair), where `head` (cel/headZone.ts) is. */
  head: number;
}

/** Round a face (its hair): where it is, and what tells a lock from a thing of its own. */
export interface HeadMerge {
  /** 0–1: the zone round the face (cel/headZone.ts). */
  zone: Grey;
  /** L, a, b per pixel, as the bands were cut from it. */
  lab: Float32Array;
  /** Lab L per band. */
  step: number;
}

/** A patch round the face whose mean L stands further than this share of a band from the pixels round it keeps its band. */
const HEAD_STEP = 0.5;
/** ...unless it is the darker and its mean L is under this share of a band: a shadowed lock, near black, not a thing of its own. */
const HEAD_SHADOW = 0.5;

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
  head?: HeadMerge,
  kept?: Grey,
): void {
  mergeIslands(band, width, height, areas.picture, levels);
  const { oval, features } = regions;
  // Round the face first: its hair as a few masses, not locks cut into camouflage. A patch whose
  // lightness stands more than half a band from what would take it is a thing of its own (a
  // lit ear, a shirt in a dark room), not a lock: it keeps its band. But a near-black patch
  // darker than the hair round it is a lock in shadow: kept, it is a black hole in the hair.
  if (head && areas.head > areas.picture) {
    const { zone, lab, step } = head;
    mergeInBox(
      band,
      levels,
      areas.head,
      oval.width,
      maskBounds(zone, 0.5),
      (i) => zone.data[i] > 0.5,
      (members, border) => {
        const lightness = (pixels: readonly number[]): number => pixels.reduce((sum, i) => sum + lab[i * 3], 0) / pixels.length;
        const own = lightness(members);
        const rise = own - lightness(border);
        return rise > HEAD_STEP * step || (rise < -HEAD_STEP * step && own >= HEAD_SHADOW * step);
      },
    );
  }
  if (areas.face > areas.picture)
    mergeInBox(
      band,
      levels,
      areas.face,
      oval.width,
      maskBounds(oval, 0.5),
      (i) => oval.data[i] > 0.5 && features.data[i] < 0.5 && !(kept && kept.data[i] > 0.5),
    );
}

/**
 * Merges the patches smaller than `area` of `band` within `box` (of a picture `width` wide),
 * changing only the pixels `changes` allows and sparing those `keeps` (pixels of the picture) keeps.
 */
function mergeInBox(
  band: Uint8Array,
  levels: number,
  area: number,
  width: number,
  box: MaskBounds | undefined,
  changes: (i: number) => boolean,
  keeps?: (members: readonly number[], border: readonly number[]) => boolean,
): void {
  if (!box) return;
  const { left, top, right, bottom } = box;
  const boxWidth = right - left + 1;
  const boxHeight = bottom - top + 1;
  const crop = new Uint8Array(boxWidth * boxHeight);
  for (let y = 0; y < boxHeight; y++)
    crop.set(band.subarray((top + y) * width + left, (top + y) * width + right + 1), y * boxWidth);
  // The crop's pixels as the picture's, for `keeps`.
  const inPicture = (pixels: ArrayLike<number>): number[] =>
    Array.from(pixels, (j) => (top + Math.floor(j / boxWidth)) * width + left + (j % boxWidth));
  mergeIslands(
    crop,
    boxWidth,
    boxHeight,
    area,
    levels,
    keeps && ((members, border) => keeps(inPicture(members), inPicture(border))),
  );
  for (let y = 0; y < boxHeight; y++)
    for (let x = 0; x < boxWidth; x++) {
      const i = (top + y) * width + left + x;
      if (changes(i)) band[i] = crop[y * boxWidth + x];
    }
}
