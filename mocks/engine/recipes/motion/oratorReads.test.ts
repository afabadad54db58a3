// 演讲 (the speech) reads as a speaker in the 8 frames a blind panel is shown (issue 37: scored
// 1.33). Its strips showed a closed mouth in most frames and, where a blink fell, one eye shut
// more than the other, a wink (cute's gesture): one eye was squinted 0.5 and the other 0.3. Now
// both eyes alike, each vowel drawn out (the mouth's opening the mean of now and 0.08 s before,
// 1.1 of the syllable's), so more of the shown frames catch the mouth open. Measured on the real
// engine: the two eyes' openings on the eyes' own lids, and the mouth's change in the shown frames.
import { gifEyeShares } from '../../testing/eyeOpenings';
import { galleryFaceCrops, panelFrames } from '../../testing/motionFaces';
import { motionFace } from './frames';
import type { FaceCrop } from './source';

const SLOW = 300_000;
const PEOPLE = ['older-man', 'woman'] as const;
const crops = galleryFaceCrops(PEOPLE);

beforeAll(() => crops.load(), SLOW);

/** Mesh points bounding the lips: the corners, the upper lip's top and the lower lip's bottom. */
const [LEFT_CORNER, RIGHT_CORNER, UPPER_TOP, LOWER_BOTTOM] = [61, 291, 0, 17];

/**
 * Mean grey change (0–255) from the photo in the box round the lips, carried down by the lips'
 * height for the dropped jaw, averaged over the 8 shown frames, the head held still.
 */
function mouthChange(crop: FaceCrop, seed: number): number {
  const { picture, mesh } = crop;
  const left = Math.round(mesh[LEFT_CORNER][0]);
  const right = Math.round(mesh[RIGHT_CORNER][0]);
  const top = Math.round(mesh[UPPER_TOP][1]);
  const bottom = Math.round(2 * mesh[LOWER_BOTTOM][1] - mesh[UPPER_TOP][1]);
  const frames = panelFrames(crop, 'trump1', seed, true);
  let total = 0;
  for (const frame of frames) {
    let sum = 0;
    for (let y = top; y <= bottom; y++) {
      for (let x = left; x <= right; x++) {
        const offset = (y * picture.width + x) * 3;
        const shown = frame[offset] + frame[offset + 1] + frame[offset + 2];
        sum += Math.abs(shown - picture.data[offset] - picture.data[offset + 1] - picture.data[offset + 2]) / 3;
      }
    }
    total += sum / ((right - left + 1) * (bottom - top + 1));
  }
  return total / frames.length;
}

describe('the speech (演讲) in the frames a reader sees (issue 37)', () => {
  it.each(PEOPLE)(
    'on the %s, both eyes open alike in every frame: no wink',
    (person) => {
      const { face } = motionFace(crops.get(person).picture, crops.get(person).mesh);
      for (const seed of [1, 2, 3, 4]) {
        // Measured, seeds 1–4: at most 0.009 apart on the older man, 0.090 on the woman, whose
        // two eyes' lids differ in the photo (her head turned); before, with one eye squinted
        // more, 0.120–0.128 and 0.120–0.198.
        for (const [first, second] of gifEyeShares(face.eyes, 'trump1', seed))
          expect(Math.abs(first - second), `seed ${seed}`).toBeLessThan(0.105);
      }
    },
    SLOW,
  );

  it.each([
    ['older-man', 20.8],
    ['woman', 11.05],
  ] as const)(
    'on the %s, the mouth changes more over the shown frames (more of them open)',
    (person, least) => {
      // Measured, seeds 1 and 2: the older man 22.6 and 21.1 grey levels (20.1 and 20.3 before),
      // the woman 13.0 and 11.2 (10.9 and 10.3). A modest gain: the line's own pauses still
      // close the mouth in the first and last shown frames.
      for (const seed of [1, 2]) expect(mouthChange(crops.get(person), seed), `seed ${seed}`).toBeGreaterThan(least);
    },
    SLOW,
  );
});
