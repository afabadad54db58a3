// What the page does with a photo as it comes (src/rules/input.ts planPhoto): use, shrink to
// fit, or refuse what shrinking cannot fix.
import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, planPhoto } from '../../../src/rules/input';

const MB = 1024 * 1024;

describe('planPhoto', () => {
  it('uses a photo within the limits as it is', () => {
    expect(planPhoto('image/jpeg', 2 * MB, 1200, 1600)).toEqual({ kind: 'use' });
    expect(planPhoto('image/png', PHOTO_MAX_BYTES, 4096, 256)).toEqual({ kind: 'use' });
  });

  it("shrinks a camera's photo to the largest side, and a heavy one at its size", () => {
    expect(planPhoto('image/jpeg', 14 * MB, 6000, 4500)).toEqual({ kind: 'shrink', scale: 4096 / 6000 });
    expect(planPhoto('image/webp', 3 * MB, 4500, 6000)).toEqual({ kind: 'shrink', scale: 4096 / 6000 });
    expect(planPhoto('image/png', 11 * MB, 3000, 3000)).toEqual({ kind: 'shrink', scale: 1 });
  });

  it('refuses what shrinking cannot fix', () => {
    expect(planPhoto('image/gif', 1 * MB, 800, 800)).toEqual({ kind: 'refuse', problem: { kind: 'photoType' } });
    expect(planPhoto('image/jpeg', 0, 800, 800)).toEqual({ kind: 'refuse', problem: { kind: 'photoMissing' } });
    expect(planPhoto('image/jpeg', 20 * MB, 9000, 200)).toEqual({
      kind: 'refuse',
      problem: { kind: 'photoTooSmall', width: 9000, height: 200, min: 256 },
    });
    // Fitting 4096 would take the short side under 256.
    expect(planPhoto('image/png', 1 * MB, 5000, 300)).toEqual({
      kind: 'refuse',
      problem: { kind: 'photoTooLarge', width: 5000, height: 300, max: 4096 },
    });
  });
});
