// The one search for the photo's iris along the eye (irisCentre.ts darkestMiddle), shared by a
// look (irisCentreAt) and a raised lid's band (eyeBand.ts), and the band's iris moved as the
// look moves the opening's disc (eyeBand.ts bandIrisU).
import { describe, expect, it } from 'vitest';
import { bandIrisU } from './eyeBand';
import type { EyeGeometry } from './geometry';
import { BAND_SEARCH, IRIS_SEARCH, darkestMiddle } from './irisCentre';
import { movedIrisU } from './irisLook';

const HALF_WIDTH = 20;
const eye = { halfWidth: HALF_WIDTH } as EyeGeometry;

/** Columns from −halfWidth to halfWidth, grey 200 but for `dark` (u → grey). */
function columns(dark: Record<number, number>): { u: number; grey: number }[] {
  const out: { u: number; grey: number }[] = [];
  for (let u = -HALF_WIDTH; u <= HALF_WIDTH; u++) out.push({ u, grey: dark[u] ?? 200 });
  return out;
}

describe('the iris found along the eye', () => {
  it('is the middle of the darkest fifth of the columns near the middle', () => {
    // 13 columns within 0.3 of the half width (u −6..6): the darkest 3.
    expect(IRIS_SEARCH * HALF_WIDTH).toBeCloseTo(6);
    expect(darkestMiddle(columns({ 2: 50, 3: 40, 4: 50 }), HALF_WIDTH, IRIS_SEARCH)).toBeCloseTo(3);
    // An iris 0.25 half widths off keeps its darkest columns in the search.
    expect(darkestMiddle(columns({ 4: 50, 5: 40, 6: 50 }), HALF_WIDTH, IRIS_SEARCH)).toBeCloseTo(5);
    // A raised lid's band searches 0.35 (u −7..7, 15 columns): an iris at 0.3 is found there, not by a look.
    expect(BAND_SEARCH * HALF_WIDTH).toBeCloseTo(7);
    expect(darkestMiddle(columns({ 5: 50, 6: 40, 7: 50 }), HALF_WIDTH, BAND_SEARCH)).toBeCloseTo(6);
    expect(darkestMiddle(columns({ 5: 50, 6: 40, 7: 50 }), HALF_WIDTH, IRIS_SEARCH)).not.toBeCloseTo(6);
  });

  it('leaves a darker corner out', () => {
    for (const search of [IRIS_SEARCH, BAND_SEARCH])
      expect(darkestMiddle(columns({ [-3]: 60, [-2]: 50, [-1]: 60, 15: 0, 16: 0, 17: 0 }), HALF_WIDTH, search)).toBeCloseTo(-2);
  });

  it('is the middle when there is nothing to search', () => {
    expect(darkestMiddle([], HALF_WIDTH, IRIS_SEARCH)).toBe(0);
    expect(darkestMiddle([{ u: 12, grey: 0 }], HALF_WIDTH, BAND_SEARCH)).toBe(0);
  });
});

describe("a raised lid's band's iris under a look", () => {
  it('moves as far as the opening’s disc, clamp and all', () => {
    // The photo's iris 0.2 half widths off the middle, looked hard toward that side: the disc is
    // clamped short of the corner after 4.4 px (not 11.2); the band's iris moves the same.
    const from = 0.2 * HALF_WIDTH;
    for (const lookX of [-1, -0.3, 0.3, 1]) {
      const shift = movedIrisU(eye, lookX, from) - from;
      expect(bandIrisU(eye, lookX, 5, from) - 5).toBeCloseTo(shift);
    }
    expect(bandIrisU(eye, 1, 5, from)).toBeCloseTo(5 + 8.4 - 4);
    // Moved from the eye's middle (the band before), it went 8.4 px, 4 px past the disc.
    expect(5 + movedIrisU(eye, 1)).toBeCloseTo(13.4);
  });
});
