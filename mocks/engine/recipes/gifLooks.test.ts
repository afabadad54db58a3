// A clip far over the GIF's weight skips the looks that cannot bring it under: each encode takes
// 1–2.5 s on 2 cores, and the blonde's fake laugh went through all four (issue 37, fifty-first stop).
import { GIF_MAX_BYTES, LOOKS, nextLook } from './gif';

describe('the GIF’s next look', () => {
  it('takes the next look for a clip a little over the limit', () => {
    expect(nextLook(0, 1.05 * GIF_MAX_BYTES)).toBe(1);
    expect(nextLook(2, 1.1 * GIF_MAX_BYTES)).toBe(3);
  });

  it('skips a look that cannot bring a clip far over the limit under it', () => {
    // The blonde's fake laugh at the third look: 1.78 MB (1.56 MB at the fourth, 1.49 at the fifth).
    expect(nextLook(2, 1_784_000)).toBe(4);
    expect(nextLook(2, 1_855_000)).toBe(5);
    expect(nextLook(0, 3 * GIF_MAX_BYTES)).toBe(LOOKS.length - 1);
  });

  it('tries 52 colours at a light dither before 40 for a clip a little too heavy at 63', () => {
    // The blonde's fake laugh at 40 colours, dither 2, showed "harder bands and white specks"
    // (issue 37, fifty-second stop); at 52 colours, dither 1, it is 1.49 MB.
    const look = LOOKS[nextLook(2, 1_784_000)];
    expect(look.colours).toBe(52);
    expect(look.dither).toBe(1);
    expect(LOOKS[LOOKS.length - 1].colours).toBe(40);
  });

  it('keeps every look under 256 colours with the transparent entry, coarser as it goes', () => {
    for (const [index, look] of LOOKS.entries()) {
      expect(look.colours).toBeLessThan(255);
      if (index > 0) expect(look.bytes).toBeLessThan(LOOKS[index - 1].bytes);
    }
  });
});
