// The anime skin of a black-and-white photo (the blind panel on the grey woman: "grey skin"):
// painted a light natural skin, not the photo's grey; a coloured photo's skin keeps its own hue.
import { describe, expect, it } from 'vitest';
import { colourToLab } from '../../../shared/colour';
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
});
