// The scene's rim light on the head's far edge (light.ts keyAndRim): on skin and fair hair a
// rim, on dark hair none, where it read as a pale halo round the head (the panels; the lead's
// look, session 25, on the brunette's and the brown-skinned woman's dark hair).
import { describe, expect, it } from 'vitest';
import { createGrey } from '../../shared/raster';
import { keyAndRim, type KeyLight } from './light';

const SIZE = 128;
const KEY: KeyLight = { from: 1, strength: 0, rim: 0.35, colour: [1, 0.95, 0.9] };

/** The most a head-sized disc of one grey is lightened by the rim: its far (left) edge. */
function rimOn(grey: number): number {
  const mask = createGrey(SIZE, SIZE);
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      const r = Math.hypot(x + 0.5 - SIZE / 2, y + 0.5 - SIZE / 2);
      mask.data[y * SIZE + x] = Math.min(1, Math.max(0, 40 - r));
    }
  const out = new Float32Array(SIZE * SIZE * 3).fill(grey);
  keyAndRim(out, mask, SIZE / 2, 80, KEY);
  let most = 0;
  for (let i = 0; i < mask.data.length; i++) if (mask.data[i] >= 1) most = Math.max(most, out[i * 3] - grey);
  return most;
}

describe('the rim light', () => {
  it('lights the far edge of skin and leaves dark hair without a pale halo', () => {
    // Main: dark hair (0.1) rose by 0.31 at its far edge, a halo over the scene's navy wall;
    // skin (0.6) by 0.14. Now the hair 0 and the skin as before: the rim fades in between 0.15
    // and 0.45 of brightness.
    expect(rimOn(0.1)).toBeLessThan(0.01);
    expect(rimOn(0.6)).toBeGreaterThan(0.1);
  });
});
