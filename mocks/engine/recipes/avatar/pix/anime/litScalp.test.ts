// A receding man's lit scalp is not his hair (./litScalp.ts). The held-out receding man's dark
// hair was painted a skin-orange (blind readers: "the receding man's hair ginger"): the pixels read
// round his head took in his bare forehead, and the hair's light was read from its lit fifth, the
// scalp. The numbers below are his, read on the photo (Lab at each tenth of their lightness); the
// others are the shades of hair that must stay whole.
import { describe, expect, it } from 'vitest';
import { colourToLab } from '../../../shared/colour';
import { hairWithoutScalp } from './litScalp';

/** Ten pixels at each of the given Lab colours, sorted by lightness, as hairColourOf reads them. */
function pixels(tenths: readonly (readonly number[])[]): number[][] {
  return tenths.flatMap((lab) => Array.from({ length: 10 }, () => [...lab])).sort((a, b) => a[0] - b[0]);
}

/** The lightness at the fifth from the top: what the hair's painted light is read from. */
function litLight(labs: readonly (readonly number[])[]): number {
  return labs[Math.floor(labs.length * 0.8)][0];
}

// His skin, as measured on his face.
const SKIN = colourToLab([0.916, 0.667, 0.587]);

describe("a receding man's hair colour", () => {
  it('is read from his hair, not his lit scalp', () => {
    const read = pixels([
      [15, 8, 0],
      [16, 7, 6],
      [18, 10, 8],
      [21, 10, 10],
      [25, 5, 1],
      [29, 5, 5],
      [34, 16, 15],
      [42, 13, 25],
      [53, 21, 22],
      [63, 15, 26],
      [68, 19, 28],
    ]);
    // Before: its lit light L 53, a skin-orange; measured now: 29 (painted black, ./darkHair.ts).
    expect(litLight(read)).toBeGreaterThan(50);
    const hair = hairWithoutScalp(read, SKIN);
    expect(litLight(hair)).toBeLessThan(35);
    expect(Math.max(...hair.map((lab) => lab[0]))).toBeLessThan(40);
  });

  it('keeps all of one spread of brown shades, a grey and a blonde', () => {
    const brown = pixels([10, 14, 18, 22, 26, 30, 34, 38, 42, 46, 50].map((l) => [l, 9, 12]));
    const grey = pixels([12, 15, 18, 20, 24, 28, 55, 60, 62, 66, 70].map((l) => [l, 1, 3]));
    const blonde = pixels([20, 24, 28, 32, 60, 64, 68, 70, 72, 74, 76].map((l) => [l, 4, 32]));
    for (const read of [brown, grey, blonde]) expect(hairWithoutScalp(read, SKIN)).toHaveLength(read.length);
  });
});
