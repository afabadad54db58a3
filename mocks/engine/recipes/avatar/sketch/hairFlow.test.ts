// Which way the portrait's hair is swept over the top of the head (./hairFlow.ts sweepOf): read
// from the photo's own strands, so the drawn hair rises out of the hairline the way the photo's does.
import { createGrey } from '../../shared/raster';
import { sweepOf, type Head } from './hairFlow';
import type { DirectionField } from './hatching';

const SIZE = 100;
const HEAD: Head = { centre: [50, 60], faceWidth: 40, faceHeight: 50, eyesY: 55 };

/** A field of one direction (unit x, y) everywhere. */
function field(x: number, y: number): DirectionField {
  const length = Math.hypot(x, y);
  const data = new Float32Array(SIZE * SIZE * 2);
  for (let i = 0; i < SIZE * SIZE; i++) {
    data[i * 2] = x / length;
    data[i * 2 + 1] = y / length;
  }
  return { width: SIZE, height: SIZE, data };
}

/** Hair over the whole top of the picture, down to `to`. */
function hairDownTo(to: number) {
  const hair = createGrey(SIZE, SIZE);
  for (let i = 0; i < to * SIZE; i++) hair.data[i] = 1;
  return hair;
}

describe('sweepOf', () => {
  it('reads strands rising to the right as 1 and to the left as -1, whichever sign the field has', () => {
    const hair = hairDownTo(45);
    expect(sweepOf(field(1, -1), hair, HEAD)).toBe(1);
    expect(sweepOf(field(-1, 1), hair, HEAD)).toBe(1);
    expect(sweepOf(field(1, 1), hair, HEAD)).toBe(-1);
    expect(sweepOf(field(-1, -1), hair, HEAD)).toBe(-1);
  });

  it('reads only the hair over the top of the head', () => {
    // Strands rising to the left above the brows, to the right below them: the top decides.
    const strands = field(1, 1);
    const top = Math.round(HEAD.eyesY - HEAD.faceHeight * 0.15);
    for (let i = top * SIZE; i < SIZE * SIZE; i++) {
      strands.data[i * 2] = Math.SQRT1_2;
      strands.data[i * 2 + 1] = -Math.SQRT1_2;
    }
    expect(sweepOf(strands, hairDownTo(SIZE), HEAD)).toBe(-1);
    // And nothing where there is no hair.
    expect(sweepOf(strands, hairDownTo(0), HEAD)).toBe(1);
  });
});
