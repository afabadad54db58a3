// The grown hole keeps out of a notch in the matte wherever the head's centre falls: a centre
// off the person (above the hair, or past the picture's side) once switched the notch rule off,
// and a centre past the side wrapped into the next row (review, session 33).
import { describe, expect, it } from 'vitest';
import { createGrey } from '../shared/raster';
import { grownHole, nearPerson } from './holeGrowth';

const SIZE = 100;
/** A body from column 30 to 70 and row 20 to 90, a notch from column 45 to 55 cut into its top 15 rows (a crown the matte missed). */
function notchedPerson() {
  const matte = createGrey(SIZE, SIZE);
  for (let y = 20; y <= 90; y++) {
    for (let x = 30; x <= 70; x++) {
      const inNotch = x >= 45 && x <= 55 && y < 35;
      if (!inNotch) matte.data[y * SIZE + x] = 1;
    }
  }
  return matte;
}

function holeAt(centerX: number, centerY: number): Uint8Array {
  const matte = notchedPerson();
  return grownHole(matte, nearPerson(matte, 1), { centerX, centerY, radius: 40, margin: 1, band: 5 });
}

const notchMiddle = 25 * SIZE + 50;
// Four pixels left of the body, just below its top (in the grown band for each centre below).
const roomBesideHead = 22 * SIZE + 26;

describe('grownHole', () => {
  it('grows past the person beside the head but not into the notch, the centre on the person', () => {
    const hole = holeAt(50, 50);
    expect(hole[roomBesideHead]).toBe(1);
    expect(hole[notchMiddle]).toBe(0);
  });

  it('keeps out of the notch when the centre lies above the person', () => {
    const hole = holeAt(50, 5);
    expect(hole[roomBesideHead]).toBe(1);
    expect(hole[notchMiddle]).toBe(0);
  });

  it('keeps out of the notch when the centre lies past the picture\u2019s side', () => {
    const hole = holeAt(-20, 50);
    expect(hole[roomBesideHead]).toBe(1);
    expect(hole[notchMiddle]).toBe(0);
  });
});
