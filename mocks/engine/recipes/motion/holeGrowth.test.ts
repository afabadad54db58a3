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

/**
 * A body against the picture's left side (columns 0 to 40, rows 20 to 90) and someone behind to
 * its right (columns 56 to 70, rows 20 to 40): the room between them is 15 pixels wide, as wide
 * as a notch, so it is room only when the head's own body is told from the whole matte.
 */
function personBesideAnother() {
  const matte = createGrey(SIZE, SIZE);
  for (let y = 20; y <= 90; y++) for (let x = 0; x <= 40; x++) matte.data[y * SIZE + x] = 1;
  for (let y = 20; y <= 40; y++) for (let x = 56; x <= 70; x++) matte.data[y * SIZE + x] = 1;
  return matte;
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

  it('clamps a centre past the left side onto its own row, so the room beside the body is not taken for a notch', () => {
    const matte = personBesideAnother();
    const hole = grownHole(matte, nearPerson(matte, 1), { centerX: -5, centerY: 50, radius: 40, margin: 1, band: 5 });
    // Three pixels right of the body, level with the other person: grown over as room. A flat
    // index wrapped the centre into row 49's column 95, off both people, and the whole matte's
    // gap between them read as a notch.
    expect(hole[25 * SIZE + 43]).toBe(1);
  });
});
