// The younger face as an old instant print (instantPrint.ts): a card over the picture's margin,
// the face left where it was, an old print's faded blacks and softened whites in the window.
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../shared/random';
import type { Rgb } from '../../../shared/raster';
import { instantPrint, printWindow } from './instantPrint';

const SIZE = 384;

/** A picture of black, white and a saturated red in thirds, top to bottom, with a grey square in the middle. */
function testPicture(): Rgb {
  const data = new Float32Array(SIZE * SIZE * 3);
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      const third = Math.floor((y * 3) / SIZE);
      const colour = third === 0 ? [0, 0, 0] : third === 1 ? [1, 1, 1] : [0.9, 0.1, 0.1];
      const middle = Math.abs(x - SIZE / 2) < 40 && Math.abs(y - SIZE / 2) < 40;
      data.set(middle ? [0.5, 0.5, 0.5] : colour, (y * SIZE + x) * 3);
    }
  return { width: SIZE, height: SIZE, data };
}

const at = (picture: Rgb, x: number, y: number) => Array.from(picture.data.subarray((y * SIZE + x) * 3, (y * SIZE + x) * 3 + 3));
const luma = ([r, g, b]: number[]) => 0.299 * r + 0.587 * g + 0.114 * b;

describe('the instant print', () => {
  const source = testPicture();
  const printed = instantPrint(source, createRandom(1));
  const window = printWindow(SIZE, SIZE);

  it('puts a warm white card over the margin, widest below', () => {
    expect(window.bottom).toBeLessThan(SIZE - 2 * window.top);
    for (const [x, y] of [
      [2, 2],
      [SIZE - 3, SIZE / 2],
      [SIZE / 2, SIZE - 4],
      [SIZE / 2, window.bottom + 5],
    ]) {
      const [r, g, b] = at(printed, x, y);
      expect(luma([r, g, b])).toBeGreaterThan(0.86);
      // Warm: never bluer than red.
      expect(r).toBeGreaterThanOrEqual(b);
    }
  });

  it('leaves the face where it was: the middle square is still the middle square', () => {
    const inside = luma(at(printed, SIZE / 2, SIZE / 2));
    const beside = luma(at(printed, SIZE / 2 + 60, SIZE / 2));
    expect(Math.abs(inside - 0.5)).toBeLessThan(0.12);
    expect(beside).toBeGreaterThan(inside + 0.25);
  });

  it('prints blacks faded, whites below paper-white and colour a little muted', () => {
    const black = luma(at(printed, SIZE / 2, window.top + 20));
    const white = luma(at(printed, SIZE / 2 - 80, SIZE / 2 + 5));
    const [r, g, b] = at(printed, SIZE / 2 - 80, SIZE - 80);
    expect(black).toBeGreaterThan(0.04);
    expect(black).toBeLessThan(0.16);
    expect(white).toBeLessThan(0.995);
    expect(white).toBeGreaterThan(0.8);
    expect(r - Math.max(g, b)).toBeLessThan(0.8);
    expect(r - Math.max(g, b)).toBeGreaterThan(0.45);
  });

  it('fades each print its own way: seeds differ in cast', () => {
    const casts = [1, 2, 3, 4, 5, 6].map((seed) => {
      const [r, , b] = at(instantPrint(source, createRandom(seed)), SIZE / 2, SIZE / 2);
      return r - b;
    });
    expect(Math.max(...casts) - Math.min(...casts)).toBeGreaterThan(0.01);
  });
});
