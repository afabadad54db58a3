// Dark hair's cel tones (./cel.ts hairTones, ./darkHair.ts). The hair's colour is read lit, so
// near-black hair read as a mid brown and was painted one (blind readers: "dark hair is painted
// mid-brown"). The colours below are the ones read on the gallery's faces (Lab), the held-out
// ones among them as numbers only.
import { describe, expect, it } from 'vitest';
import { colourToLab, labToRgb } from '../../../shared/colour';
import type { Colour } from '../../../shared/raster';
import { hairTones } from './cel';

function rgb(l: number, a: number, b: number): Colour {
  const out: [number, number, number] = [0, 0, 0];
  labToRgb(l, a, b, out);
  return out;
}

describe("anime dark hair's tones", () => {
  it('paints near-black hair near-black, with a cool blue-violet shine', () => {
    // Read on the brown-skinned man's black hair, the older man's and the long-haired brunette's.
    for (const read of [rgb(18.4, 12.2, 16.9), rgb(28.1, -0.4, 0), rgb(38.3, 12.9, 15.4)]) {
      const { base, shine } = hairTones(read);
      const [baseLight] = colourToLab(base);
      const [shineLight, , shineB] = colourToLab(shine);
      // Measured: 15, 15 and 21 (before: 20, 30 and 40, as read).
      expect(baseLight).toBeLessThan(22);
      // The shine a clear band over it, blue (b under 0) where before it was the hair's own warm.
      expect(shineLight - baseLight).toBeGreaterThan(18);
      expect(shineB).toBeLessThan(-10);
    }
  });

  it("draws black hair's strand lines lighter than the hair, readable on it", () => {
    // Drawn in the shade (L 7 on L 15) they were lost (blind readers: "the strand lines vanish on
    // black hair"). Measured: 34 on 15 (a contrast of 19); before, 7 on 15.
    for (const read of [rgb(18.4, 12.2, 16.9), rgb(28.1, -0.4, 0)]) {
      const { base, strand } = hairTones(read);
      expect(colourToLab(strand)[0] - colourToLab(base)[0]).toBeGreaterThan(15);
    }
  });

  it("draws other hair's strand lines in its shade, darker than the hair", () => {
    for (const read of [rgb(44.1, 16.8, 21.4), rgb(79.4, 3.8, 36)]) {
      const { base, shade, strand } = hairTones(read);
      expect(strand).toEqual(shade);
      expect(colourToLab(strand)[0]).toBeLessThan(colourToLab(base)[0]);
    }
  });

  it('keeps brown, auburn, red and blonde hair their own colour', () => {
    // An auburn (the smiling woman's), a dyed red (the East Asian woman's), a light brown and a blonde.
    for (const read of [rgb(44.1, 16.8, 21.4), rgb(29.3, 21.8, 8.5), rgb(52.1, 9.4, 22), rgb(79.4, 3.8, 36)]) {
      const { base } = hairTones(read);
      for (let c = 0; c < 3; c++) expect(base[c]).toBeCloseTo(Math.min(1, read[c] * 1.04 + 0.02), 3);
    }
  });
});
