// A black-and-white photo's opened mouth is grey like the rest of it (mouthPalette.ts): its throat
// and the lips' shadow were the lips' colour times a fixed red (half the red, 0.3 of the green and
// blue), its teeth ivory, so the held-out grey woman's yawn, laugh and talk showed a dark-red hole
// in a grey face (issue 37, session 54).
import { beforeAll, expect, it } from 'vitest';
import { drawPose, galleryFaceCrop, widestMouthPose } from '../../testing/motionFaces';
import { motionFace } from './frames';
import type { FaceCrop } from './source';

const SLOW = 300_000;

let crop: FaceCrop;

beforeAll(async () => {
  crop = await galleryFaceCrop('grey-woman');
}, SLOW);

/** The most a pixel's three channels spread apart in an RGB picture. */
function widestSpread(data: Uint8Array): number {
  let most = 0;
  for (let p = 0; p < data.length; p += 3) {
    const spread = Math.max(data[p], data[p + 1], data[p + 2]) - Math.min(data[p], data[p + 1], data[p + 2]);
    if (spread > most) most = spread;
  }
  return most;
}

it(
  "opens the grey woman's mouth in greys: no pixel more coloured than her photo's most",
  () => {
    const photoSpread = widestSpread(crop.picture.data);
    const { face, glasses } = motionFace(crop.picture, crop.mesh);
    for (const template of ['yawn2', 'fakelaugh', 'surprise', 'talk']) {
      const frame = drawPose(crop, face, widestMouthPose(template), { glasses });
      // Measured: the photo 11; the yawn 19 before (the throat 77/56/56, the shadow 84/69/71,
      // the teeth 235/230/212), each template 11 now.
      expect(widestSpread(frame), template).toBeLessThanOrEqual(photoSpread + 2);
    }
  },
  SLOW,
);
