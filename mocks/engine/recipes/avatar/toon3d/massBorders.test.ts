// A 3D toon's masses meet in clean edges: the hair lies over the top with a crisp border, as the
// figure's outline is crisp. At a power of 8 (./masses.ts BORDER_POWER) the tuned woman's hair
// ended over her top in a ramp about 8 px deep at 768 px, four times her outline's, "a blurred
// cut across the hair". Measured in what pix/pixar paints (the masses recorded from its render).
import { vi } from 'vitest';
import type * as PaintMasses from './paintMasses';
import { alignedPerson } from '../../../testing/people';
import { createRandom } from '../../shared/random';
import { pixar } from '../pix/pixar';
import type { Masses } from './masses';

const drawn = vi.hoisted(() => ({ calls: [] as { masses: Masses }[] }));
vi.mock('./paintMasses', async (importOriginal) => {
  const real = await importOriginal<typeof PaintMasses>();
  return {
    ...real,
    paintHair: (...args: Parameters<typeof real.paintHair>): void => {
      drawn.calls.push({ masses: args[1] });
      real.paintHair(...args);
    },
  };
});

/** Each column's count of rows where the hair gives way to the top (both over 0.05, together the figure's whole). */
function hairToTopRamps(masses: Masses): number[] {
  const { width, height } = masses.hair;
  const top = masses.clothes[0].mask.data;
  const hair = masses.hair.data;
  const ramps: number[] = [];
  for (let x = 0; x < width; x++) {
    let mixed = 0;
    let meets = false;
    for (let y = 1; y < height; y++) {
      const i = y * width + x;
      if (hair[i - width] > 0.9 && top[i] > 0.05) meets = true;
      if (hair[i] > 0.05 && top[i] > 0.05 && hair[i] + top[i] > 0.95) mixed++;
    }
    if (meets && mixed > 0) ramps.push(mixed);
  }
  return ramps.sort((a, b) => a - b);
}

it("ends the tuned woman's hair over her top in a crisp edge (pix/pixar)", async () => {
  drawn.calls.length = 0;
  const woman = await alignedPerson('woman', pixar);
  await pixar.make(woman, createRandom(1));
  const ramps = hairToTopRamps(drawn.calls[0].masses);
  // Her long hair ends over her top across many columns.
  expect(ramps.length).toBeGreaterThan(40);
  // The median column's ramp: 8 rows at a power of 8.
  expect(ramps[ramps.length >> 1]).toBeLessThanOrEqual(4);
}, 600_000);
