// A woman's hair hanging past her chin (./longHair.ts). The grey-haired woman's hanging hair had
// a lighter lock the flood did not take (the twenty-eighth stop's second panel: "a white cut-out
// hole in the hair at the shoulder, with smeared, motion-blurred strands around it"): a gap
// across a row of hanging hair is hair too, and the neck between the two sides stays open.
import { describe, expect, it } from 'vitest';
import { boxes, head, meanOver, SIZE } from '../../../testing/sketchHead';
import type { Grey } from '../../shared/raster';
import { hangingHair } from './longHair';

// The cap beside the face on both sides down to 320, its hair hanging on to 480 at the cap's
// tone, but for a light lock (0.8) in the left side's middle; the room and the neck are light.
const cap = boxes(0, [
  [100, 150, 150, 320, 1],
  [362, 150, 412, 320, 1],
]);
const grey = boxes(0.9, [
  [100, 150, 150, 480, 0.3],
  [362, 150, 412, 480, 0.3],
  [115, 360, 135, 400, 0.8],
]);
const person = boxes(1, []);
const skin = boxes(0, [[200, 150, 312, 480, 1]]);
// The photo fills the square (the distance past its edge is negative everywhere).
const inside = boxes(-1, []);

describe('the hanging hair', () => {
  it('takes a light lock inside the hanging hair as hair, no hole cut in it', () => {
    const hanging = hangingHair(cap, grey, person, skin, inside, head, 500);
    // (Before: 0, the lock was a white cut-out in the hair.)
    expect(meanOver(hanging, 115, 360, 135, 400)).toBeGreaterThan(0.5);
    // Its neighbours on the same rows, for comparison: the hair itself.
    expect(meanOver(hanging, 102, 360, 112, 400)).toBeGreaterThan(0.5);
  });

  it('leaves the neck and the room between the two sides open', () => {
    const hanging = hangingHair(cap, grey, person, skin, inside, head, 500);
    expect(meanOver(hanging, 160, 330, 352, 480)).toBe(0);
  });

  /** A person matte that holds the head and, under row 360, only the neck: the hair beside it cut off. */
  const matteCutUnderTheJaw = (): Grey =>
    boxes(0, [
      [0, 0, SIZE, 360, 1],
      [200, 360, 312, 480, 1],
    ]);

  // The held-out brunette (read, not added: tests/gallery/samples.ts): her dark hair (grey
  // 0.1–0.27) runs straight down beside her face to her shoulders, but the segmentation model's
  // matte ends under her jaw (0.9 above, 0.4 then 0 a third of a face's height below her chin), so
  // the flood stopped there and her long hair was a bob.
  it('follows the hair straight down past where the matte cuts it off', () => {
    const cut = matteCutUnderTheJaw();
    const hanging = hangingHair(cap, grey, cut, skin, inside, head, 500);
    // (Before: 0 under the cut on both sides.)
    expect(meanOver(hanging, 102, 380, 148, 420)).toBeGreaterThan(0.5);
    expect(meanOver(hanging, 364, 380, 410, 420)).toBeGreaterThan(0.5);
  });

  // Fair hair is not followed off the matte (./tones.ts showsDarkHair): no beyond is given.
  it('follows fair hair no further than the matte', () => {
    const cut = matteCutUnderTheJaw();
    const hanging = hangingHair(cap, grey, cut, skin, null, head, 500);
    expect(meanOver(hanging, 102, 380, 148, 420)).toBe(0);
  });

  it('takes no room of the hair’s tone beside it where the matte says it is not the person', () => {
    // A dark room (the hair's own grey) out beside the left hair, off the matte.
    const room = boxes(0.9, [
      [100, 150, 150, 480, 0.3],
      [362, 150, 412, 480, 0.3],
      [20, 150, 100, 480, 0.3],
    ]);
    const cut = boxes(1, [[0, 0, 100, SIZE, 0]]);
    const hanging = hangingHair(cap, room, cut, skin, inside, head, 500);
    expect(meanOver(hanging, 20, 330, 80, 480)).toBe(0);
  });

  // The small photos are enlarged into the square with their edges held (../align.ts): under a
  // photo that ends at the chin every column repeats its last row, and the asian woman's hair
  // ran on down that fill as a detached clump at the sheet's foot.
  it('does not follow the hair past the photo’s edge into the fill under it', () => {
    const cut = boxes(0, [[0, 0, SIZE, 360, 1]]);
    const ends = boxes(-1, [[0, 400, SIZE, SIZE, 5]]);
    const hanging = hangingHair(cap, grey, cut, skin, ends, head, 500);
    expect(meanOver(hanging, 102, 380, 148, 398)).toBeGreaterThan(0.5);
    expect(meanOver(hanging, 102, 400, 148, 480)).toBe(0);
  });
});
