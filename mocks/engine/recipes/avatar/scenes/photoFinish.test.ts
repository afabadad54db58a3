// The photographic finish of the clip scenes: a drawing's crisp edges brought to a soft face's
// softness while the face keeps its own, light falling off into the corners, and one grain
// over scene and face alike.
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../shared/random';
import { createGrey } from '../../shared/raster';
import { gaussianData } from '../blur';
import { photoFinish, softnessOf, type FinishLook } from './photoFinish';

const SIZE = 256;
const LOOK: FinishLook = { light: [1, 1, 1], shadow: [0.5, 0.5, 0.6], centre: [SIZE / 2, SIZE / 2], vignette: 0.35, bloom: 0 };

/** A grey square of vertical stripes 16 px wide, 0.3 and 0.7, as RGB. */
function stripes(): Float32Array {
  const out = new Float32Array(SIZE * SIZE * 3);
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) out.fill(Math.floor(x / 16) % 2 ? 0.7 : 0.3, (y * SIZE + x) * 3, (y * SIZE + x) * 3 + 3);
  return out;
}

/** The largest step between neighbours along a row band, over columns x0–x1. */
function largestStep(data: Float32Array, y0: number, y1: number, x0: number, x1: number): number {
  let largest = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1 - 1; x++)
      largest = Math.max(largest, Math.abs(data[(y * SIZE + x + 1) * 3] - data[(y * SIZE + x) * 3]));
  return largest;
}

describe('how soft a face is', () => {
  it('measures a picture blurred more as softer, near the blur it was given', () => {
    const square = createGrey(SIZE, SIZE);
    square.data.fill(1);
    const crisp = stripes();
    const soft = gaussianData(crisp, SIZE, SIZE, 3, 1);
    const softer = gaussianData(crisp, SIZE, SIZE, 3, 2.5);
    const a = softnessOf(soft, SIZE, square);
    const b = softnessOf(softer, SIZE, square);
    expect(b).toBeGreaterThan(a * 1.6);
    expect(b).toBeGreaterThan(1.8);
    expect(b).toBeLessThan(3.5);
  });
});

describe('the photographic finish', () => {
  it('softens the drawing’s edges to the given softness and leaves the face’s own', () => {
    const out = stripes();
    // The face: the square's lower half.
    const face = createGrey(SIZE, SIZE);
    face.data.fill(1, (SIZE / 2) * SIZE);
    const before = largestStep(out, 20, 40, 100, 160);
    photoFinish(out, SIZE, face, 2, { ...LOOK, vignette: 0 }, createRandom(1));
    const drawn = largestStep(out, 20, 40, 100, 160);
    const kept = largestStep(out, 200, 220, 100, 160);
    expect(drawn).toBeLessThan(before * 0.5);
    expect(kept).toBeGreaterThan(before * 0.8);
  });

  it('lets the light fall off from the person into darker corners', () => {
    const out = new Float32Array(SIZE * SIZE * 3).fill(0.6);
    photoFinish(out, SIZE, createGrey(SIZE, SIZE), 0, LOOK, createRandom(2));
    const mean = (x0: number, y0: number): number => {
      let sum = 0;
      for (let y = y0; y < y0 + 16; y++) for (let x = x0; x < x0 + 16; x++) sum += out[(y * SIZE + x) * 3 + 1];
      return sum / 256;
    };
    const centre = mean(SIZE / 2 - 8, SIZE / 2 - 8);
    expect(mean(0, 0)).toBeLessThan(centre * 0.85);
    expect(mean(SIZE - 16, SIZE - 16)).toBeLessThan(centre * 0.85);
  });

  it('lays one grain over scene and face alike', () => {
    const out = new Float32Array(SIZE * SIZE * 3).fill(0.5);
    const face = createGrey(SIZE, SIZE);
    face.data.fill(1, (SIZE / 2) * SIZE);
    photoFinish(out, SIZE, face, 1.5, { ...LOOK, vignette: 0 }, createRandom(3));
    const spread = (y0: number): number => {
      const values: number[] = [];
      for (let y = y0; y < y0 + 32; y++) for (let x = 96; x < 160; x++) values.push(out[(y * SIZE + x) * 3]);
      const m = values.reduce((a, b) => a + b, 0) / values.length;
      return Math.sqrt(values.reduce((a, b) => a + (b - m) ** 2, 0) / values.length);
    };
    const scene = spread(40);
    const person = spread(180);
    expect(scene).toBeGreaterThan(0.003);
    expect(person / scene).toBeGreaterThan(0.7);
    expect(person / scene).toBeLessThan(1.4);
  });
});
