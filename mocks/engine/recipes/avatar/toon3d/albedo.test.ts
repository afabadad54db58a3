// pix/pixar's skin colour from the person's: a pale skin's chroma raised (1.1x of it read as "flat
// and washed out" to a blind panel), a brown skin already as saturated left as it is (raised with
// it, it turned orange).
import { PIXAR_LOOK } from '../pix/pixar';
import type { Colour } from '../../shared/raster';
import { albedo } from './render';

function chroma(colour: Colour): number {
  return (Math.max(...colour) - Math.min(...colour)) / Math.max(...colour);
}

describe("pixar's skin colour", () => {
  it("raises a pale skin's chroma, not a saturated brown skin's", () => {
    const pale: Colour = [0.86, 0.7, 0.63];
    const brown: Colour = [0.62, 0.4, 0.27];
    // Pale 0.27 -> 0.34; brown 0.56 -> 0.54 (1.3x with no limit, its chroma went past 0.6).
    expect(chroma(albedo(pale, PIXAR_LOOK.skin))).toBeGreaterThan(chroma(pale) + 0.05);
    expect(chroma(albedo(brown, PIXAR_LOOK.skin))).toBeLessThan(chroma(brown) + 0.02);
  });

  it('keeps a ruddy and a brown skin their own chroma and lightness (no orange cast)', () => {
    // The older man's and the brown-skinned woman's tones as the gallery measures them.
    const ruddy: Colour = [0.571, 0.435, 0.366];
    const brown: Colour = [0.781, 0.509, 0.323];
    const value = (colour: Colour): number => Math.max(...colour);
    // Main raised the ruddy skin's chroma 0.36 -> 0.43 and lit it to 0.82, the brown one's to
    // 0.97 ("oversaturated orange-red", "fairly orange"); now 0.40 at 0.74 and 0.87.
    expect(chroma(albedo(ruddy, PIXAR_LOOK.skin))).toBeLessThan(chroma(ruddy) + 0.05);
    expect(value(albedo(ruddy, PIXAR_LOOK.skin))).toBeLessThan(0.78);
    expect(value(albedo(brown, PIXAR_LOOK.skin))).toBeLessThan(0.9);
  });
});
