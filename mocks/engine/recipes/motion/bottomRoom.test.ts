// A face that fills the crop down to its bottom edge nods and lifts less (bottomRoom.ts). The
// fake laugh's look up (a nod of 0.29, a lift of 0.04 face heights) carried the brown-skinned
// woman's and the East Asian woman's chins, a few pixels from the picture's bottom, 70 px up: the
// rows above the bottom band were read from past the picture's edge, a dotted seam with smeared
// columns under it, and the band stretched what was left into "a chin stretched and blurred into
// the neck" (issue 37, session 53). Measured on the fake laugh's deepest look up: the head's
// plan as gif.ts makes it (the room put back beside it), and a frame drawn without the room.
import { beforeAll, describe, expect, it } from 'vitest';
import { drawPose, galleryFaceCrops, gifClock, poseAt } from '../../testing/motionFaces';
import { BOTTOM_READ, deepestRead, planHeadAboveBottom } from './bottomRoom';
import { motionFace } from './frames';
import { headInverse, planHead } from './headWarp';
import type { Pose } from './pose';
import type { Raster } from './raster';
import { BOTTOM_BAND } from './warp';

const SLOW = 300_000;
const FILLING = ['dark-woman', 'asian-woman'] as const;
const crops = galleryFaceCrops(FILLING);

beforeAll(() => crops.load(), SLOW);

/** The fake laugh's frame that looks up furthest (seed 1). */
function deepestLookUp(): Pose {
  const { count } = gifClock('fakelaugh');
  let deepest = poseAt('fakelaugh', 1, 0, false);
  for (let index = 1; index < count; index++) {
    const pose = poseAt('fakelaugh', 1, index, false);
    if (pose.pitch < deepest.pitch) deepest = pose;
  }
  return deepest;
}

/**
 * A picture whose green says which row each pixel is (0 the top, 255 the last row) and whose blue
 * is a flat 128: a frame rendered from it says, pixel by pixel, which photo row the warp read
 * (its own painting, the mouth's or the eyes', changes the blue as well).
 */
function rowCoded(width: number, height: number): Raster {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 3;
      data[p] = 128;
      data[p + 1] = Math.round((255 * y) / (height - 1));
      data[p + 2] = 128;
    }
  return { width, height, data };
}

describe('a face that fills the crop to its bottom nods within the picture', () => {
  for (const person of FILLING) {
    it(`${person}: no row above the bottom band is read from past the picture's edge`, () => {
      const { picture, mesh } = crops.get(person);
      const { face, glasses } = motionFace(picture, mesh);
      const band = BOTTOM_BAND * Math.max(picture.width, picture.height);
      const bandTop = picture.height - 1 - band;
      const pose = deepestLookUp();
      // As the template gives it, the look up reads 70 px past the band's top (the case is real).
      expect(deepestRead(face, planHead(face, pose, true, glasses?.zone ?? null), picture.width, bandTop)).toBeGreaterThan(band);
      const plan = planHeadAboveBottom(face, pose, true, glasses?.zone ?? null, picture.width, bandTop, band);
      for (let y = Math.floor(bandTop) - 60; y <= bandTop; y++)
        for (let x = 0; x < picture.width; x += 2) {
          const cursor = { x, y };
          headInverse(face, plan, cursor);
          expect(cursor.y).toBeLessThan(picture.height - 1 - (1 - BOTTOM_READ) * band + 2);
        }
    });

    it(`${person}: the rendered frame's rows above the bottom band show the picture, not what lies past it`, () => {
      const crop = crops.get(person);
      const { face, glasses } = motionFace(crop.picture, crop.mesh);
      const { width, height } = crop.picture;
      const band = BOTTOM_BAND * Math.max(width, height);
      const bandTop = height - 1 - band;
      const frame = drawPose(crop, face, deepestLookUp(), { glasses, source: rowCoded(width, height) });
      // Before: the rows just above the band read 55–56 px below themselves: the last row, clamped.
      let deepest = 0;
      for (let y = Math.floor(bandTop) - 20; y <= bandTop; y++)
        for (let x = 0; x < width; x++) {
          const p = (y * width + x) * 3;
          if (Math.abs(frame[p + 2] - 128) > 1) continue;
          deepest = Math.max(deepest, (frame[p + 1] * (height - 1)) / 255 - y);
        }
      expect(deepest).toBeLessThan(BOTTOM_READ * band + 3);
    });
  }
});
