// The talk's lips shut (issue 37, session 55: "the mouth seldom closes into real lips: most clips
// go back and forth between a grin and an open mouth and never shut"). At an m, b, p and in the
// pauses the lips are pressed together (talkMouth.ts `press`), and on a photo that smiles with its
// teeth they close over them (mouthWarp.ts `closing`). Measured on the frames a panel sees, the
// head held still: the teeth-white pixels between the mouth's corners, over the photo's own.
import { beforeAll, describe, expect, it } from 'vitest';
import { cheekGrey, galleryFaceCrops, greyAt, panelFrames } from '../../testing/motionFaces';
import type { FaceCrop } from './source';

const SLOW = 300_000;
/** The faces and, over the photo's teeth, the most a panel frame may keep: the dark man's teeth run out past his mesh's lip corners, where no gap is there to close. */
const FACES = [
  ['dark-man', 0.25],
  ['grey-woman', 0.1],
] as const;
const crops = galleryFaceCrops(FACES.map(([id]) => id));
/** Teeth are this much lighter than the cheeks' grey. */
const LIGHTER = 1.1;

beforeAll(() => crops.load(), SLOW);

/** Pixels of `frame` lighter than the cheeks by LIGHTER (teeth), between the mouth's corners and from the upper lip's top to the lower lip's bottom. */
function teethPixels(crop: FaceCrop, frame: Uint8Array): number {
  const { picture, mesh } = crop;
  const skin = cheekGrey(crop);
  const [left, right, top, bottom] = [61, 291, 0, 17].map((index) => mesh[index]);
  let count = 0;
  for (let y = Math.floor(top[1]); y <= Math.ceil(bottom[1]); y++)
    for (let x = Math.floor(left[0]); x <= Math.ceil(right[0]); x++)
      count += greyAt(frame, y * picture.width + x) > LIGHTER * skin ? 1 : 0;
  return count;
}

describe('the talk’s lips shut (issue 37)', () => {
  // Measured, the fewest teeth pixels in a panel frame over the photo's, seeds 1 and 2: the dark
  // man 0.164 and 0.164 (his teeth past the lips' corners stay), the grey woman 0.000 and 0.000.
  // Before (a mouth "at rest" was the photo's own smile): 0.964 and 1.275, 0.181 and under 0.1.
  // Since mouthClose.ts closes a very large gap out past the mesh's corners the dark man keeps
  // fewer (talkCloseLarge.test.ts measures his pressed mouth).
  it.each(FACES.flatMap(([id, most]) => [1, 2].map((seed) => [id, seed, most] as const)))(
    '%s, seed %i: a frame the panel sees has the lips shut over the teeth',
    (id, seed, most) => {
      const crop = crops.get(id);
      const own = teethPixels(crop, crop.picture.data);
      const fewest = Math.min(...panelFrames(crop, 'talk', seed, true).map((frame) => teethPixels(crop, frame)));
      expect(own, 'the photo shows its teeth').toBeGreaterThan(0);
      expect(fewest / own, `fewest ${fewest} of ${own}`).toBeLessThan(most);
    },
    SLOW,
  );
});
