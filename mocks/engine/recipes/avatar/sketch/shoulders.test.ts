// The neck and shoulders sketched in under a face the photo crops at its chin (the twenty-eighth
// stop's panel: "neck floats above the shoulder line"): each side one line from under the jaw
// down the neck and out along the shoulder, with no gap where the neck meets the shoulder.
import { describe, expect, it } from 'vitest';
import { patchSizes } from '../../../testing/measure';
import type { XY } from '../landmarks';
import type { Head } from './hairFlow';
import { inventedShoulders } from './shoulders';

const SIZE = 512;
// A face about as the avatar frames one: 180 px wide, 240 high, its chin at 380.
const head: Head = { centre: [256, 260], faceWidth: 180, faceHeight: 240, eyesY: 230 };
const jaw: [XY, XY] = [
  [180, 350],
  [332, 350],
];
const CHIN = 380;

describe('the sketched neck and shoulders', () => {
  it('draws each side as one line, the neck running on into the shoulder', () => {
    const ink = inventedShoulders(SIZE, head, jaw, CHIN, 2);
    // (Before: the neck's two lines ended above where the shoulders' began, four pieces.)
    const pieces = patchSizes(SIZE, SIZE, (i) => ink.data[i] > 0.15, { eight: true });
    expect(pieces).toHaveLength(2);
  });

  it('keeps the line as dark where the neck turns into the shoulder as along the neck', () => {
    const ink = inventedShoulders(SIZE, head, jaw, CHIN, 2);
    // The darkest ink on each row of the left side, from under the jaw to below the neck's foot.
    const foot = CHIN + head.faceHeight * 0.3;
    let weakest = 1;
    for (let y = Math.round(jaw[0][1] + head.faceHeight * 0.1); y < foot + head.faceHeight * 0.05; y++) {
      let darkest = 0;
      for (let x = 0; x < SIZE / 2; x++) darkest = Math.max(darkest, ink.data[y * SIZE + x]);
      weakest = Math.min(weakest, darkest);
    }
    // (Before: 0, the rows between the neck's foot and the shoulder's start bare.)
    expect(weakest).toBeGreaterThan(0.3);
  });
});
