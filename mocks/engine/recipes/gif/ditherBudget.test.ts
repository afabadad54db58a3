// The dither a clip's bytes can afford (issue 37, the sixty-fourth stop), read off the seen faces'
// 480 px clips encoded at the second look with the face held tightly.
import { GIF_MAX_BYTES } from '../gif';
import { LEAST_RAISE, affordableDither } from './ditherBudget';
import { MOST_DITHER } from './paletteDither';

describe('the dither a GIF can afford', () => {
  it('raises a clip with room as far as its bytes say fits, and the estimate errs light', () => {
    // The dark man's talk: 1086 kB at a dither of 2, 1408 kB at 12 (fits), 1693 kB at 16 before.
    const dither = affordableDither(1_086_000, 2, 2, GIF_MAX_BYTES);
    expect(dither).toBeGreaterThanOrEqual(12);
    expect(dither).toBeLessThanOrEqual(14);
    // The dark woman's talk at the second look: 1647 kB at 2, 2142 kB at 12 (3.0 % a level): the
    // estimate for a file 500 kB lighter must not pass the limit at that rate.
    const light = affordableDither(1_147_000, 2, 2, GIF_MAX_BYTES);
    expect(1_147_000 * (1 + 0.03 * (light - 2))).toBeLessThanOrEqual(GIF_MAX_BYTES);
  });

  it('does not raise a clip at the limit (no encode is worth it)', () => {
    // The older man's talk at the second look: 1484 kB.
    expect(affordableDither(1_484_000, 2, 2, GIF_MAX_BYTES)).toBe(2);
    expect(affordableDither(GIF_MAX_BYTES / (1 + 0.035 * (LEAST_RAISE - 1)), 2, 2, GIF_MAX_BYTES)).toBe(2);
  });

  it('reads a full raise that was too heavy back to the look’s own bytes', () => {
    // 1.55 MB raised to the most is about 1.09 MB at the look's own 4: room for about 11 levels.
    const dither = affordableDither(1_551_000, MOST_DITHER, 4, GIF_MAX_BYTES);
    expect(dither).toBeGreaterThan(4 + LEAST_RAISE);
    expect(dither).toBeLessThan(MOST_DITHER);
    // Never past the most the gaps may ask for.
    expect(affordableDither(300_000, 2, 2, GIF_MAX_BYTES)).toBe(MOST_DITHER);
  });
});
