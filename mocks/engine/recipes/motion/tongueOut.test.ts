// The boy's poked tongue takes the photo's grain so it is no smoother than the face, but not
// what lies under it: a smiling photo's teeth gaps came through as dark specks on the tongue.
import { describe, expect, it } from 'vitest';
import { frameThrough } from './frame';
import type { Raster } from './raster';
import { type TongueShape, paintTongue } from './tongueOut';

const SIZE = 80;
/** A mouth 40 px wide across the middle of the picture, its lower lip's edge 6 px below the corners' line. */
const SHAPE: TongueShape = {
  frame: frameThrough(20, 30, 60, 30),
  halfWidth: 20,
  root: 2,
  lipEdge: 6,
  flesh: [200, 110, 118],
  rim: [124, 55, 65],
  blur: 1,
};
/** Pixels well inside the tongue at full reach (it runs from v 2 to about 15 below the corners' line, 9 px either side). */
const inside = (x: number, y: number): boolean => Math.abs(x - 40) <= 4 && y >= 34 && y <= 42;

/** A flat skin-coloured picture, with `mark(x, y)` levels added to every channel. */
function skin(mark: (x: number, y: number) => number): Raster {
  const data = new Uint8Array(SIZE * SIZE * 3);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      for (let channel = 0; channel < 3; channel++) data[(y * SIZE + x) * 3 + channel] = [190, 140, 120][channel] + mark(x, y);
    }
  }
  return { width: SIZE, height: SIZE, data };
}

/** The largest and the mean difference, inside the tongue, between the tongue painted on `marked` and on the flat skin. */
function carried(marked: Raster): { most: number; mean: number } {
  const flat = skin(() => 0);
  const painted = (source: Raster): Uint8Array => {
    const target = new Uint8Array(source.data);
    paintTongue(source, SHAPE, 1, target);
    return target;
  };
  const onFlat = painted(flat);
  const onMarked = painted(marked);
  let most = 0;
  let sum = 0;
  let count = 0;
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      if (!inside(x, y)) continue;
      const offset = (y * SIZE + x) * 3;
      expect(onFlat[offset] - onFlat[offset + 1], 'the tongue is painted there').toBeGreaterThan(50);
      const difference = Math.abs(onMarked[offset] - onFlat[offset]);
      most = Math.max(most, difference);
      sum += difference;
      count++;
    }
  }
  return { most, mean: sum / count };
}

describe('the tongue over the photo', () => {
  it('takes a skin grain of a few levels, so it is as noisy as the face around it', () => {
    const grain = carried(skin((x, y) => ((x * 7 + y * 13) % 5) - 2));
    expect(grain.mean).toBeGreaterThan(0.8);
  });

  it('does not carry the dark gaps between teeth under it as specks', () => {
    // Dark dots 2 px wide, 50 levels deep, as the gaps of a smile's lower teeth under the tongue.
    const gaps = carried(skin((x, y) => (Math.abs(y - 38) <= 1 && (x === 38 || x === 39 || x === 42 || x === 43) ? -50 : 0)));
    expect(gaps.most).toBeLessThanOrEqual(8);
  });
});
