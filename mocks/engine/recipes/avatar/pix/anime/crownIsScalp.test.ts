// Whether anime draws a man bald (./measure.ts crownIsScalp). A man on a held-out photo (human's
// face-detect screenshot, not in the gallery), dark-haired with a receding hairline, was drawn
// bald: his crown read the skin's hue (the lit forehead), though the hair round his head read
// half as light as his skin. The numbers are his.
import { describe, expect, it } from 'vitest';
import type { Colour } from '../../../shared/raster';
import { crownIsScalp } from './measure';

const SKIN: Colour = [0.917, 0.667, 0.587];
const CROWN: Colour = [0.716, 0.499, 0.38];

describe("a man's crown", () => {
  it('is hair where the hair round his head is far darker than his skin', () => {
    expect(crownIsScalp(CROWN, [0.55, 0.47, 0.42], SKIN)).toBe(false);
  });

  it("is his scalp where it has the skin's hue and no dark hair is read round his head", () => {
    expect(crownIsScalp(CROWN, null, SKIN)).toBe(true);
    expect(crownIsScalp(CROWN, [0.8, 0.6, 0.52], SKIN)).toBe(true);
  });

  it("is hair where it has not the skin's hue", () => {
    expect(crownIsScalp([0.2, 0.15, 0.12], null, SKIN)).toBe(false);
  });
});
