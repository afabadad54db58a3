// Long hair the photo's crop cuts off, carried on past the crop (./pastCrop.ts). The held-out
// women's tight selfies end a fifth of a face under the chin with their hair still hanging there,
// and each was drawn with the same bob: "her long hair becomes a bob" (the fifty-sixth stop).
import { describe, expect, it } from 'vitest';
import { boxes, head, meanOver, SIZE } from '../../../testing/sketchHead';
import { createGrey, type Grey } from '../../shared/raster';
import { hangingHair } from './longHair';
import { FRAME_INSET } from './frame';
import { hairPastCrop } from './pastCrop';

/** The drawn head's chin (testing/sketchHead.ts). */
const CHIN = 380;

// The cap beside the face on both sides down to 320; the left side's hair hangs on to the photo's
// edge at 420, the right side's ends at 360, inside the photo; the room and the neck are light.
const cap = boxes(0, [
  [100, 150, 150, 320, 1],
  [362, 150, 412, 320, 1],
]);
const grey = boxes(0.9, [
  [100, 150, 150, 420, 0.3],
  [362, 150, 412, 360, 0.3],
]);
const person = boxes(0, [[0, 0, SIZE, 420, 1]]);
const skin = boxes(0, [[200, 150, 312, 420, 1]]);
// The photo ends at row 420: past it the square is the alignment's fill.
const photoEnds = boxes(-1, [[0, 420, SIZE, SIZE, 5]]);
/** The same edge as each pixel's distance past it (../align.ts), negative inside. */
const photoDistance = createGrey(SIZE, SIZE);
for (let i = 0; i < photoDistance.data.length; i++) photoDistance.data[i] = Math.floor(i / SIZE) - 420;

/** The hanging hair as the portrait lays it (../portrait/hair.ts): fading out 0.3 to 0.9 of a face under the chin. */
function drawnHair(shown: Grey): Grey {
  return hairPastCrop(shown, photoEnds, head, CHIN + 240 * 0.3, CHIN + 240 * 0.9);
}

describe('hair past the photo’s crop', () => {
  const shown = hangingHair(cap, grey, person, skin, photoEnds, head, CHIN + 240 * 1.3);

  it('carries hair that hangs to the photo’s edge on below it', () => {
    const hair = drawnHair(shown);
    // (Before: 0, the photo's edge was where every long-haired woman's hair stopped.)
    expect(meanOver(shown, 102, 430, 148, 470)).toBe(0);
    expect(meanOver(hair, 102, 430, 148, 470)).toBeGreaterThan(0.5);
    // Fading out as the figure does, gone by 0.9 of a face under the chin.
    expect(meanOver(hair, 102, 470, 148, 500)).toBeLessThan(meanOver(hair, 102, 430, 148, 470));
    expect(Math.abs(meanOver(hair, 102, CHIN + 217, 148, SIZE))).toBeLessThan(1e-6);
  });

  it('ends hair that ends inside the photo where it ends, and leaves the neck open', () => {
    const hair = drawnHair(shown);
    expect(meanOver(hair, 364, 370, 410, SIZE)).toBe(0);
    expect(meanOver(hair, 160, 330, 352, SIZE)).toBe(0);
  });

  it('does not carry on a scrap at the edge under a gap in the hair', () => {
    // The left side's hair stops at 340 and a scrap of its tone lies at the edge, 400–420.
    const gapped = boxes(0.9, [
      [100, 150, 150, 340, 0.3],
      [100, 400, 150, 420, 0.3],
      [362, 150, 412, 360, 0.3],
    ]);
    const scrap = boxes(0, [[100, 400, 150, 420, 1]]);
    const above = hangingHair(cap, gapped, person, skin, photoEnds, head, CHIN + 240 * 1.3);
    for (let i = 0; i < scrap.data.length; i++) scrap.data[i] = Math.max(scrap.data[i], above.data[i]);
    const hair = drawnHair(scrap);
    expect(meanOver(hair, 102, 430, 148, 470)).toBe(0);
  });

  it('does not carry hair that stops on a collar above the photo’s edge', () => {
    // The left side's hair stops at 390 on a dark top that runs on to the edge at 420: 30 px,
    // within the photo's fade, but the collar lies between (the grey-toned woman's right side).
    const collared = boxes(0, [
      [100, 150, 150, 390, 0.8],
      [362, 150, 412, 360, 0.8],
    ]);
    const hair = hairPastCrop(collared, photoDistance, head, CHIN + 240 * 0.3, CHIN + 240 * 0.9);
    expect(meanOver(hair, 102, 392, 148, 470)).toBe(0);
  });

  it('does not carry a lock thinner than a fifth of the face, or a side broken in two', () => {
    // On the left a lock 20 px wide (0.11 of the face) hangs to the edge; on the right two locks
    // 40 px wide each, 16 px apart, do.
    const thin = boxes(0, [
      [130, 150, 150, 420, 0.8],
      [362, 150, 402, 420, 0.8],
      [418, 150, 458, 420, 0.8],
    ]);
    const hair = hairPastCrop(thin, photoDistance, head, CHIN + 240 * 0.3, CHIN + 240 * 0.9);
    expect(meanOver(hair, 130, 425, 150, SIZE)).toBe(0);
    expect(meanOver(hair, 362, 425, 458, SIZE)).toBe(0);
    // (One lock 60 px wide, a third of the face, is carried.)
    const whole = boxes(0, [[130, 150, 190, 420, 0.8]]);
    expect(meanOver(hairPastCrop(whole, photoDistance, head, CHIN + 72, CHIN + 216), 130, 425, 190, 450)).toBeGreaterThan(0.5);
  });

  it('fades the carried hair out before the sheet’s ruled border', () => {
    // Asked to fade out only at the sheet's foot, it is still gone above the border (FRAME_INSET).
    const hair = hairPastCrop(shown, photoEnds, head, CHIN + 240 * 0.3, SIZE + 100);
    expect(meanOver(hair, 102, 430, 148, 450)).toBeGreaterThan(0.5);
    const border = Math.floor(SIZE * (1 - FRAME_INSET[1]));
    expect(meanOver(hair, 102, border - 5, 148, SIZE)).toBe(0);
  });
});
