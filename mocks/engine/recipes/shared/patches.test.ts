import { describe, expect, it } from 'vitest';
import { forEachNeighbour, forEachPatch } from './patches';

// A 4 × 3 map: two patches of 1 and two of 0, each pair touching only diagonally.
const map = Uint8Array.from([1, 1, 0, 0, 1, 0, 1, 0, 0, 0, 1, 1]);

describe('forEachNeighbour', () => {
  it('gives the 4-connected neighbours inside the picture', () => {
    const around = (i: number): number[] => {
      const found: number[] = [];
      forEachNeighbour(i, 4, map.length, (j) => found.push(j));
      return found.sort((a, b) => a - b);
    };
    expect(around(0)).toEqual([1, 4]);
    expect(around(5)).toEqual([1, 4, 6, 9]);
    expect(around(7)).toEqual([3, 6, 11]);
    expect(around(11)).toEqual([7, 10]);
  });
});

describe('forEachPatch', () => {
  it('walks each patch of one value once, diagonal neighbours apart', () => {
    const patches: number[][] = [];
    forEachPatch(
      4,
      map.length,
      (i) => map[i] === 1,
      (i, j) => map[j] === map[i],
      (pixels) => patches.push([...pixels].sort((a, b) => a - b)),
    );
    expect(patches).toEqual([
      [0, 1, 4],
      [6, 10, 11],
    ]);
  });

  it('gives every pixel to exactly one patch when every pixel opens one', () => {
    const owner = new Int32Array(map.length).fill(-1);
    let count = 0;
    forEachPatch(
      4,
      map.length,
      () => true,
      (i, j) => map[j] === map[i],
      (pixels) => {
        for (const i of pixels) {
          expect(owner[i]).toBe(-1);
          owner[i] = count;
        }
        count++;
      },
    );
    expect(count).toBe(4);
    expect([...owner].every((o) => o >= 0)).toBe(true);
  });
});
