// The anime skin of a black-and-white photo (the blind panel on the grey woman: "grey skin"):
// painted a light natural skin, not the photo's grey; a coloured photo's skin keeps its own hue.
import { describe, expect, it } from 'vitest';
import { colourToLab, labToRgb } from '../../../shared/colour';
import type { Colour } from '../../../shared/raster';
import { skinTones } from './cel';

function chromaAndHue(colour: Colour): { chroma: number; hue: number } {
  const [, a, b] = colourToLab(colour);
  return { chroma: Math.hypot(a, b), hue: (Math.atan2(b, a) * 180) / Math.PI };
}

describe('pix/anime skin tone', () => {
  it("paints a black-and-white photo's grey skin as a natural skin", () => {
    for (const grey of [0.45, 0.62, 0.78]) {
      const { lit, shadow } = skinTones([grey, grey, grey]);
      const { chroma, hue } = chromaAndHue(lit);
      expect(chroma, `grey ${grey}`).toBeGreaterThan(10);
      expect(hue, `grey ${grey}`).toBeGreaterThan(40);
      expect(hue, `grey ${grey}`).toBeLessThan(70);
      expect(chromaAndHue(shadow).chroma, `grey ${grey}`).toBeGreaterThan(10);
    }
  });

  it("keeps a coloured skin's own hue", () => {
    const gold = chromaAndHue(skinTones([0.78, 0.6, 0.45]).lit).hue;
    const rose = chromaAndHue(skinTones([0.8, 0.6, 0.58]).lit).hue;
    expect(gold - rose).toBeGreaterThan(8);
  });

  // The skins the anime measure reads on the samples (Lab: the face's median, then its lit half's
  // light), painted as the cel paints them. Main lifted the dark woman's medium brown to a fair
  // person's beige (L* 66 to 76, chroma 42 to 18).
  const fromLab = (l: number, a: number, b: number): Colour => {
    const out: [number, number, number] = [0, 0, 0];
    labToRgb(l, a, b, out);
    return out;
  };
  const brownFaces = [
    { id: 'dark-woman', tone: fromLab(65.9, 18.5, 37.6), litLight: 67.6 },
    { id: 'dark-man', tone: fromLab(45.8, 15.0, 25.9), litLight: 47.9 },
  ];

  it('paints a brown skin in its own light and colour, never lifted towards beige', () => {
    for (const { id, tone, litLight } of brownFaces) {
      const lit = skinTones(tone).lit;
      const [l] = colourToLab(lit);
      expect(Math.abs(l - litLight), id).toBeLessThan(8);
      expect(chromaAndHue(lit).chroma, id).toBeGreaterThan(0.7 * chromaAndHue(tone).chroma);
    }
  });

  it("keeps a fair skin's cel lift", () => {
    for (const { id, tone } of [
      { id: 'woman', tone: fromLab(68.4, 12.5, 9.3) },
      { id: 'blonde', tone: fromLab(82.5, 4.2, 17.8) },
      { id: 'asian-woman', tone: fromLab(79.5, 6.2, 14.6) },
      { id: 'brunette', tone: fromLab(76.3, 9.4, 35.3) },
    ]) {
      const lift = colourToLab(skinTones(tone).lit)[0] - colourToLab(tone)[0];
      expect(lift, id).toBeGreaterThan(4);
    }
  });
});
