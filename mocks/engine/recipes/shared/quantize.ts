// Fewer colours: k-means in CIELAB finds the picture's own palette; a fixed palette (a
// painter's or a print's) can stand in for it.
import { labToRgb, rgbToLab } from './colour';
import type { Random } from './random';
import type { Colour, Rgb } from './raster';

export type LabColour = [number, number, number];

/**
 * The `count` main colours of the picture (k-means++ on a sample of its pixels, in CIELAB).
 * With `lightnessWeight` below 1, lightness counts less, so a lit and a shaded part of one
 * colour (a face) fall into one cluster; the centres' L is then scaled by that weight too.
 */
export function findPalette(picture: Rgb, count: number, random: Random, iterations = 8, lightnessWeight = 1): LabColour[] {
  const pixels = picture.width * picture.height;
  const sampleSize = Math.min(pixels, 6000);
  const samples = new Float32Array(sampleSize * 3);
  const lab: LabColour = [0, 0, 0];
  for (let s = 0; s < sampleSize; s++) {
    // A place drawn as a share of the width and of the height: the same places at any size (HD).
    const p = (random.below(picture.height) * picture.width + random.below(picture.width)) * 3;
    rgbToLab(picture.data[p], picture.data[p + 1], picture.data[p + 2], lab);
    lab[0] *= lightnessWeight;
    samples.set(lab, s * 3);
  }
  const distanceTo = (s: number, centre: LabColour): number =>
    (samples[s * 3] - centre[0]) ** 2 + (samples[s * 3 + 1] - centre[1]) ** 2 + (samples[s * 3 + 2] - centre[2]) ** 2;
  const first = random.below(sampleSize) * 3;
  const centres: LabColour[] = [[samples[first], samples[first + 1], samples[first + 2]]];
  const nearest = new Float32Array(sampleSize).fill(Infinity);
  while (centres.length < count) {
    let total = 0;
    const latest = centres[centres.length - 1];
    for (let s = 0; s < sampleSize; s++) {
      nearest[s] = Math.min(nearest[s], distanceTo(s, latest));
      total += nearest[s];
    }
    let pick = random.next() * total;
    let chosen = 0;
    for (let s = 0; s < sampleSize; s++) {
      pick -= nearest[s];
      if (pick <= 0) {
        chosen = s;
        break;
      }
    }
    centres.push([samples[chosen * 3], samples[chosen * 3 + 1], samples[chosen * 3 + 2]]);
  }
  const labels = new Uint16Array(sampleSize);
  for (let round = 0; round < iterations; round++) {
    for (let s = 0; s < sampleSize; s++)
      labels[s] = nearestIndex(centres, samples[s * 3], samples[s * 3 + 1], samples[s * 3 + 2]);
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (let s = 0; s < sampleSize; s++) {
      const sum = sums[labels[s]];
      sum[0] += samples[s * 3];
      sum[1] += samples[s * 3 + 1];
      sum[2] += samples[s * 3 + 2];
      sum[3] += 1;
    }
    sums.forEach((sum, c) => {
      if (sum[3] > 0) centres[c] = [sum[0] / sum[3], sum[1] / sum[3], sum[2] / sum[3]];
    });
  }
  return centres;
}

export function nearestIndex(centres: readonly LabColour[], l: number, a: number, b: number): number {
  let best = 0;
  let bestDistance = Infinity;
  for (let c = 0; c < centres.length; c++) {
    const centre = centres[c];
    const distance = (l - centre[0]) ** 2 + (a - centre[1]) ** 2 + (b - centre[2]) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = c;
    }
  }
  return best;
}

/**
 * Moves each pixel's colour (CIELAB a, b) `amount` of the way to its nearest colour of
 * `palette` and its lightness `lightnessAmount` of the way, so a palette of a painter's
 * pigments recolours a picture without flattening its light and shade. The nearest colour is
 * chosen with lightness counted at `lightnessWeight`, so hue decides more than brightness.
 */
export function pullToPalette(
  picture: Rgb,
  palette: readonly Colour[],
  amount: number,
  lightnessAmount: number,
  lightnessWeight = 1,
): Rgb {
  const weight = Math.sqrt(lightnessWeight);
  const labs = palette.map((colour) => {
    const lab: LabColour = [0, 0, 0];
    rgbToLab(colour[0], colour[1], colour[2], lab);
    return lab;
  });
  const weighted = labs.map(([l, a, b]): LabColour => [l * weight, a, b]);
  const result: Rgb = { width: picture.width, height: picture.height, data: new Float32Array(picture.data.length) };
  const lab: LabColour = [0, 0, 0];
  const rgb: LabColour = [0, 0, 0];
  const { data } = picture;
  for (let p = 0; p < data.length; p += 3) {
    rgbToLab(data[p], data[p + 1], data[p + 2], lab);
    const target = labs[nearestIndex(weighted, lab[0] * weight, lab[1], lab[2])];
    labToRgb(
      lab[0] + (target[0] - lab[0]) * lightnessAmount,
      lab[1] + (target[1] - lab[1]) * amount,
      lab[2] + (target[2] - lab[2]) * amount,
      rgb,
    );
    result.data.set(rgb, p);
  }
  return result;
}
