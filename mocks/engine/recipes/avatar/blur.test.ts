// A one-channel box pass walks each row in stretches (no edge test per pixel): it must give the
// general pass's floats, which blurs a channel of an interleaved picture the same way.
import { createRandom } from '../shared/random';
import { boxBlurData, gaussianData } from './blur';

/** `plane` as channel 0 of a two-channel picture (channel 1 noise), and channel 0 read back. */
function asFirstOfTwo(plane: Float32Array, seed: number): Float32Array {
  const random = createRandom(seed);
  const two = new Float32Array(plane.length * 2);
  for (let i = 0; i < plane.length; i++) {
    two[i * 2] = plane[i];
    two[i * 2 + 1] = random.next();
  }
  return two;
}

function firstOfTwo(two: Float32Array): Float32Array {
  return two.filter((_, k) => k % 2 === 0);
}

describe('a one-channel blur', () => {
  // Narrow and wide rows, radii under, at and past the row's length (every stretch empty in turn).
  it.each([
    [1, 3, 1],
    [2, 4, 1],
    [5, 3, 2],
    [5, 3, 4],
    [5, 3, 7],
    [9, 6, 4],
    [17, 5, 8],
    [64, 9, 3],
    [64, 9, 31],
    [64, 9, 32],
    [64, 9, 90],
  ])('gives the general pass’s floats, %i×%i at radius %i', (width, height, radius) => {
    const random = createRandom(width * 31 + radius);
    const plane = new Float32Array(width * height);
    // Half a mask's hard 0s and 1s, half noise: the running sums climb, fall back and carry residues.
    for (let i = 0; i < plane.length; i++) plane[i] = i % 2 ? random.next() : random.next() < 0.5 ? 1 : 0;
    const two = asFirstOfTwo(plane, radius);
    expect(boxBlurData(plane, width, height, 1, radius)).toEqual(firstOfTwo(boxBlurData(two, width, height, 2, radius)));
    expect(gaussianData(plane, width, height, 1, radius)).toEqual(firstOfTwo(gaussianData(two, width, height, 2, radius)));
  });
});
