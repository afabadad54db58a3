// The boy laughs with his eyes squeezed while his tongue is out (issue 37): with them open and
// the brows up over the tongue, the fifty-eighth stop's blind reader saw "a vacant stare" and
// preferred the old squeezed "cheeky laugh". Measured on each eye's own lids, on two tuning faces:
// the opening each GIF frame draws at the eye's middle, over the photo's.
import { describe, expect, it } from 'vitest';
import { gifEyeShares } from '../../testing/eyeOpenings';
import { galleryFaceCrop } from '../../testing/motionFaces';
import { motionFace } from './frames';

/** The most of the photo's opening a squeezed eye may show, and the share of the loop's frames it must. */
const SQUEEZED = 0.6;
const MOST_OF_LOOP = 0.75;

describe('the boy laughing over his tongue', () => {
  it('squeezes both eyes in most of the loop', async () => {
    for (const person of ['man', 'older-man']) {
      const crop = await galleryFaceCrop(person);
      const { face } = motionFace(crop.picture, crop.mesh);
      for (const seed of [1, 2]) {
        const frames = gifEyeShares(face.eyes, 'boy', seed);
        const squeezed = frames.filter((pair) => Math.max(...pair) <= SQUEEZED).length / frames.length;
        // Measured on the man and the older man: 0.93 and 0.90 of the frames at seeds 1 and 2, the
        // middle frame's wider eye 0.09 of the photo's opening (the open eyes: none, 0.96).
        expect(squeezed, `${person} seed ${seed}`).toBeGreaterThan(MOST_OF_LOOP);
      }
    }
  }, 300_000);
});
