// A region's colour read robustly from its pixels (offsets into an Rgb's data): a median of a
// bounded sample, and the dominant one of two colours. The toon's clothes mass (./toon3d/masses.ts)
// and the anime cel's top (./pix/anime/clothes.ts) both read a top's colour this way.
import { hypot3 } from '../shared/hypot';
import { luma, type Colour } from '../shared/raster';

/**
 * At most this many of a region's pixels are read for its colour: a 12 MP photo's top is a
 * million of them, and sorting them all for a median was a large share of the style's time.
 */
const COLOUR_SAMPLES = 20000;

export function sparse(at: readonly number[]): readonly number[] {
  if (at.length <= COLOUR_SAMPLES) return at;
  const step = at.length / COLOUR_SAMPLES;
  return Array.from({ length: COLOUR_SAMPLES }, (_, k) => at[Math.floor(k * step)]);
}

export function medianColour(data: Float32Array, at: readonly number[]): Colour {
  const read = sparse(at);
  const values = new Float32Array(read.length);
  const channel = (c: number): number => {
    for (let k = 0; k < read.length; k++) values[k] = data[read[k] + c];
    values.sort();
    return values[Math.floor(values.length / 2)] ?? 0;
  };
  return [channel(0), channel(1), channel(2)];
}

export function colourDistance(data: Float32Array, p: number, colour: Colour): number {
  // hypot3: Math.hypot's double, without its call (the 3D toons' masses ask it per pixel).
  return hypot3(data[p] - colour[0], data[p + 1] - colour[1], data[p + 2] - colour[2]);
}

/**
 * The dominant colour of a set of pixels: of two clusters (k-means, k = 2, seeded with the
 * darkest and the lightest quarter) the larger one's median. One colour only: a second (a bare
 * shoulder, a ponytail on the top, a strap, a shirt under a jacket) is not the top's colour.
 * Null under 20 pixels.
 */
export function dominantColour(data: Float32Array, all: readonly number[]): Colour | null {
  if (all.length < 20) return null;
  const at = sparse(all);
  const lightOf = (p: number): number => luma(data[p], data[p + 1], data[p + 2]);
  const sorted = [...at].sort((a, b) => lightOf(a) - lightOf(b));
  const quarter = Math.max(1, Math.floor(sorted.length / 4));
  let centres: Colour[] = [medianColour(data, sorted.slice(0, quarter)), medianColour(data, sorted.slice(-quarter))];
  for (let round = 0; round < 5; round++) {
    const sums = [
      [0, 0, 0],
      [0, 0, 0],
    ];
    const counts = [0, 0];
    for (const p of at) {
      const k = colourDistance(data, p, centres[0]) <= colourDistance(data, p, centres[1]) ? 0 : 1;
      counts[k]++;
      for (let c = 0; c < 3; c++) sums[k][c] += data[p + c];
    }
    centres = centres.map((old, k): Colour =>
      counts[k] ? [sums[k][0] / counts[k], sums[k][1] / counts[k], sums[k][2] / counts[k]] : old,
    );
  }
  // The larger cluster's median: a mean is pulled grey by the few pixels of a table or a plate.
  const [first, second] = centres;
  const nearFirst = at.filter((p) => colourDistance(data, p, first) <= colourDistance(data, p, second));
  const nearSecond = at.filter((p) => colourDistance(data, p, first) > colourDistance(data, p, second));
  return medianColour(data, nearFirst.length >= nearSecond.length ? nearFirst : nearSecond);
}
