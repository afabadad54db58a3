// The colour a cartoonist paints hair (anime and the avatar cartoon read it with hairColourOf).
// A blonde on a held-out photo (her hair read at L 68, a 10, b 30: the more colourful half of it
// is its roots' and shadows' caramel) was painted a light brown in both styles.
import { describe, expect, it } from 'vitest';
import { paintedHair } from './hairColour';

describe('the painted hair colour', () => {
  it('paints light warm hair as a blonde: lighter, yellow, little red', () => {
    const [light, a, b] = paintedHair(68, 10, 30, false);
    expect(light).toBeGreaterThanOrEqual(76);
    expect(a).toBeLessThan(5);
    expect(b).toBeGreaterThanOrEqual(36);
  });

  it('keeps dark, grey and mid-brown hair as read', () => {
    expect(paintedHair(26, 5.7, 5.1, false)).toEqual([26, 5.7, 5.1]);
    expect(paintedHair(65, 0.5, 2, false)).toEqual([65, 0.5, 2]);
    expect(paintedHair(45, 17, 31, false)).toEqual([45, 17, 31]);
  });

  it("turns a woman's lit crown golden, as before", () => {
    // The gallery woman's: her hair read round her head a greyish brown (b 6).
    const [light, , b] = paintedHair(46.7, 9, 6.1, true);
    expect(light).toBe(46.7);
    expect(b).toBeGreaterThan(15);
  });
});
