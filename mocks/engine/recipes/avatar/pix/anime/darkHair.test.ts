// Dark hair's cel tones (./hairTones.ts, ./darkHair.ts). The hair's colour is read lit, so
// near-black hair read as a mid brown and was painted one (blind readers: "dark hair is painted
// mid-brown"). The colours below are the ones read on the gallery's faces (Lab), the held-out
// ones among them as numbers only.
import { describe, expect, it } from 'vitest';
import { colourToLab, labToRgb } from '../../../shared/colour';
import type { Colour } from '../../../shared/raster';
import { hairTones } from './hairTones';

/** The hue of a Lab colour, degrees. */
function hue([, a, b]: readonly number[]): number {
  return (Math.atan2(b, a) * 180) / Math.PI;
}

function rgb(l: number, a: number, b: number): Colour {
  const out: [number, number, number] = [0, 0, 0];
  labToRgb(l, a, b, out);
  return out;
}

describe("anime dark hair's tones", () => {
  it('paints black hair near-black, with a cool blue-violet shine', () => {
    // Read on the brown-skinned man's black hair and the older man's.
    for (const read of [rgb(18.4, 12.2, 16.9), rgb(28.1, -0.4, 0)]) {
      const { base, shine } = hairTones(read);
      const [baseLight] = colourToLab(base);
      const [shineLight, , shineB] = colourToLab(shine);
      // Measured: 15 and 15 (before the dark paint: 20 and 30, as read).
      expect(baseLight).toBeLessThan(22);
      // The shine a clear band over it, blue (b under 0) where before it was the hair's own warm.
      expect(shineLight - baseLight).toBeGreaterThan(18);
      expect(shineB).toBeLessThan(-10);
    }
  });

  it('paints dark brown hair a deep brown of its own hue, its shine warm, apart from black', () => {
    // Read on the man's dark brown hair, the receding man's and the long-haired brunette's. All
    // three were painted the black hair's blue-black with a blue shine (blind readers: "anime men
    // all get one black tufted cap with a blue shine", "brown hair read as black").
    const black = colourToLab(hairTones(rgb(28.1, -0.4, 0)).base);
    for (const read of [rgb(28.7, 6.9, 5.6), rgb(30.4, 14.5, 12.3), rgb(38.3, 12.9, 15.4)]) {
      const own = hue(colourToLab(read));
      const tones = hairTones(read);
      const base = colourToLab(tones.base);
      const shine = colourToLab(tones.shine);
      // Still painted darker than read (dark hair is read lit), but brown: measured L 19, 20 and 22
      // at chroma 9, 15 and 15, of the read hue (before: L 15, 15 and 21 at chroma 6, 6 and 4, blue).
      expect(base[0]).toBeLessThan(colourToLab(read)[0]);
      expect(Math.hypot(base[1], base[2])).toBeGreaterThan(8);
      expect(Math.abs(hue(base) - own)).toBeLessThan(10);
      // Told apart from black hair's paint (ΔE measured 13, 19 and 20; before, 0, 0 and 8).
      expect(Math.hypot(base[0] - black[0], base[1] - black[1], base[2] - black[2])).toBeGreaterThan(10);
      // The shine a lighter band of its own warm hue, not black hair's blue (before: b -24, -24 and -17).
      expect(shine[0] - base[0]).toBeGreaterThan(15);
      expect(shine[2]).toBeGreaterThan(5);
      expect(Math.abs(hue(shine) - hue(base))).toBeLessThan(10);
    }
  });

  it("paints dark brown hair as light as the hair is: the near-black brunette near-black, darker than the men's", () => {
    // Each read as the cel gets it: lit colour and depth (the median lightness of all the hair).
    // The brunette's lit read (L 38, her lit hairline and shine: her near-black hair is her dark
    // room's colour) is the lightest of the three, her hair the darkest; from the lit read alone
    // she was painted L 22 at chroma 15, a mid chocolate brown lighter than both men's (blind
    // readers: "main's charcoal matched, the new mid chocolate brown is too light and warm").
    const brunette = { read: rgb(38.3, 12.9, 15.4), depth: 14 };
    const man = { read: rgb(28.7, 6.9, 5.6), depth: 20.7 };
    const receding = { read: rgb(30.4, 14.5, 12.3), depth: 24.3 };
    const [b, m, r] = [brunette, man, receding].map(({ read, depth }) => colourToLab(hairTones(read, depth).base));
    // The lightness order of the hair kept: measured L 15.4, 19.4 and 21.6 (before: 22, 19 and 20).
    expect(b[0]).toBeLessThan(m[0] - 2);
    expect(m[0]).toBeLessThan(r[0]);
    // The brunette's within a few L of black hair's paint (L 15), her hue only a hint: chroma 7
    // (before: 15); the men's dark brown as it was, within 2 L of the L 19 and 20 that won.
    expect(Math.abs(b[0] - colourToLab(hairTones(rgb(28.1, -0.4, 0)).base)[0])).toBeLessThan(3);
    expect(Math.hypot(b[1], b[2])).toBeLessThan(9);
    expect(Math.hypot(b[1], b[2])).toBeGreaterThan(4);
    expect(Math.abs(m[0] - 19)).toBeLessThan(2);
    expect(Math.abs(r[0] - 20)).toBeLessThan(2);
  });

  it("gives grey and light hair a shine of the hair's own colour, lighter", () => {
    // A grey (neutral), a light brown and a blonde: the shine lifted towards white was greyer than the hair.
    for (const read of [rgb(62, 0.5, 2), rgb(52.1, 9.4, 22), rgb(79.4, 3.8, 36)]) {
      const { base, shine } = hairTones(read);
      const [l, a, b] = colourToLab(base);
      const [sl, sa, sb] = colourToLab(shine);
      expect(sl).toBeGreaterThan(l + 10);
      // Of the hair's chroma (within clipping to the gamut), so a grey stays grey and a blonde golden:
      // measured 2, 24.5 and 34 on 2, 24.5 and 37 (before: 1, 12 and 20, half washed out).
      expect(Math.abs(Math.hypot(sa, sb) - Math.hypot(a, b))).toBeLessThan(6);
    }
  });

  it("draws black hair's strand lines lighter than the hair, readable on it", () => {
    // Drawn in the shade (L 7 on L 15) they were lost (blind readers: "the strand lines vanish on
    // black hair"). Measured: 34 on 15 (a contrast of 19); before, 7 on 15.
    for (const read of [rgb(18.4, 12.2, 16.9), rgb(28.1, -0.4, 0), rgb(30.4, 14.5, 12.3)]) {
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
