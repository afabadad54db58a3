// pix/disney's eyes (its look's eye options painted by ./eyes.ts on the sample woman's face, as the
// style frames her, over a plain grey): a small pupil in a clear iris, a few lashes swept from the
// outer corner, and the lash line ending before the inner corner. Blind readers had written of
// the eyes before "pupils too large", "comb lashes" (four spikes along the lid's outer half) and
// "an inner-corner hook" (the line carried down the lid's last step into the corner).
import { beforeAll, describe, expect, it } from 'vitest';
import { pixelsNear, toonEyesProbe } from '../../../testing/toonEyes';
import { createRgb, type Rgb } from '../../shared/raster';
import type { XY } from '../landmarks';
import { DISNEY_LOOK, disney } from '../pix/disney';

let mesh: XY[] = [];
let picture: Rgb = createRgb(1, 1);
/** The same eyes painted without lashes. */
let bare: Rgb = createRgb(1, 1);
/** The right eye's width (outer corner 33 to inner 133). */
let wide = 0;

beforeAll(async () => {
  const probe = await toonEyesProbe(disney);
  ({ mesh, wide } = probe);
  picture = probe.paint(DISNEY_LOOK.eyes);
  bare = probe.paint({ ...DISNEY_LOOK.eyes, lashes: 0 });
});

/** The eyes' pixels within `reach` eye widths of `centre` that pass `keep`. */
const near = (centre: XY, reach: number, keep: Parameters<typeof pixelsNear>[3]): number =>
  pixelsNear(picture, centre, reach * wide, keep);

/**
 * The lid's ink (#2a1430 at 0.9): dark in green and bluer than red. The pupil is near black, the
 * iris's dark ring redder than blue; nothing else painted is as dark.
 */
const inked = (r: number, g: number, b: number): boolean => g < 0.2 && r > 0.1 && b > r;

describe("pix/disney's eyes", () => {
  it('have a small pupil in a clear iris', () => {
    const middle: XY = [(mesh[33][0] + mesh[133][0]) / 2, (mesh[159][1] + mesh[145][1]) / 2];
    // The pupil's near-black (the lid's ink is a violet, its red and blue over 0.12).
    const pupil = near(middle, 0.5, (r, g, b) => Math.max(r, g, b) < 0.08) / (wide * wide);
    // Before: the pupil 0.42 of an iris 0.36 of the eye wide, 0.036 of the eye's width squared
    // inside the lids; now 0.3 of an iris 0.32 wide, 0.018.
    expect(pupil).toBeGreaterThan(0.01);
    expect(pupil).toBeLessThan(0.027);
  });

  it('sweep a few lashes from the outer corner, not a comb along the lid', () => {
    // The lashes alone (the picture against the same eyes painted without them): how far in from
    // the outer corner any of them reaches, in eye widths.
    const [outer, inner] = [mesh[33], mesh[133]];
    const inward = Math.sign(inner[0] - outer[0]);
    let innermost = -Infinity;
    near(outer, 0.9, (r, _g, _b, x, y) => {
      if (Math.abs(r - bare.data[(y * picture.width + x) * 3]) > 0.1)
        innermost = Math.max(innermost, ((x - outer[0]) * inward) / wide);
      return false;
    });
    // Before: four lashes rooted along the lid's outer half, reaching 0.31 of the eye's width in;
    // now three rooted in its outer fifth, 0.22.
    expect(innermost).toBeGreaterThan(0.1);
    expect(innermost).toBeLessThan(0.26);
  });

  it('end the lash line before the inner corner', () => {
    // Before: 6 inked pixels within 0.15 of an eye of the inner corner (the line's hook); now none.
    expect(near(mesh[133], 0.15, inked)).toBe(0);
  });
});
