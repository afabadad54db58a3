// A dithered block is held as an undithered one is (issue 37, the sixty-fourth stop): measured
// from what the dither would draw, a still cheek under a dither of 12 keeps its blocks; measured
// from the frame, the dither's own offsets (9 levels a pixel, RGB added) broke the face's hold
// and every block was drawn anew each frame, which made a raised dither cost the file 20 % more.
import { FACE_HOLD, LOOKS } from '../gif';
import { PaletteLookup, type Region, mapClip } from './clipColours';

const SIDE = 32;

/** A smooth skin-like ramp down the frame, `lift` levels lighter everywhere. */
function ramp(lift: number): Uint8Array {
  const data = new Uint8Array(SIDE * SIDE * 3);
  for (let y = 0; y < SIDE; y++)
    for (let x = 0; x < SIDE; x++) {
      const level = 150 + y + lift;
      data.set([level + 40, level, level - 20], (y * SIDE + x) * 3);
    }
  return data;
}

/** Skin entries 10 levels apart, as 112 colours leave them on a face (gif/paletteDither.ts). */
function skinPalette(): PaletteLookup {
  const entries: number[] = [];
  for (let level = 120; level <= 220; level += 10) entries.push(level + 40, level, level - 20);
  return new PaletteLookup(new Uint8Array(entries));
}

/** Share of pixels whose shown colour changed from the first frame to the second. */
function redrawn(mapped: readonly Uint8Array[]): number {
  let changed = 0;
  for (let at = 0; at < mapped[0].length; at += 3)
    if (mapped[0][at] !== mapped[1][at] || mapped[0][at + 1] !== mapped[1][at + 1] || mapped[0][at + 2] !== mapped[1][at + 2])
      changed++;
  return changed / (SIDE * SIDE);
}

describe('a dithered face held', () => {
  const face: Region = { left: 0, top: 0, width: SIDE, height: SIDE };
  // The second look's hold, the face held as tightly as a first try, the dither raised to 12.
  const look = { ...LOOKS[1], dither: 12, faceHold: FACE_HOLD };

  it('keeps a still cheek whose light moved a level (no speckle redrawn)', () => {
    const mapped = mapClip([ramp(0), ramp(1)], SIDE, SIDE, skinPalette(), look, undefined, face);
    // Measured 0 (0.10 of the pixels changed when the hold was measured from the frame).
    expect(redrawn(mapped)).toBe(0);
  });

  it('still draws anew a cheek whose light moved past the hold', () => {
    const mapped = mapClip([ramp(0), ramp(12)], SIDE, SIDE, skinPalette(), look, undefined, face);
    // 12 levels a channel (36 RGB added) is over the face’s hold of 15: measured all of it changed.
    expect(redrawn(mapped)).toBeGreaterThan(0.5);
  });
});
