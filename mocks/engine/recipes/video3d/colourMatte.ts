// Grows a rough subject shape out to the subject's own colours: the colours deep inside the shape
// and those far outside it are summarised by a few k-means clusters each (in CIELAB), and in a
// band around the shape's edge each pixel joins the side whose colours it is nearer to. A
// dress wider than the drawn shoulders or hair past the drawn head then moves with the person.
import { gaussianBlur } from '../shared/blur';
import { rgbToLab } from '../shared/colour';
import { createRandom, type Random } from '../shared/random';
import { createGrey, smoothstep, type Grey, type Rgb } from '../shared/raster';

const CLUSTERS = 6;
const SAMPLES = 1500;

function sampleColours(labs: Float32Array, where: (i: number) => boolean, count: number, random: Random): number[][] {
  const chosen: number[] = [];
  for (let i = 0; i < count; i++) if (where(i)) chosen.push(i);
  const picked: number[][] = [];
  for (let s = 0; s < Math.min(SAMPLES, chosen.length); s++) {
    const i = chosen[random.below(chosen.length)];
    picked.push([labs[i * 3], labs[i * 3 + 1], labs[i * 3 + 2]]);
  }
  return picked;
}

function kMeans(samples: number[][], random: Random): number[][] {
  if (samples.length === 0) return [];
  const centres = Array.from({ length: Math.min(CLUSTERS, samples.length) }, () => [...samples[random.below(samples.length)]]);
  for (let round = 0; round < 8; round++) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (const sample of samples) {
      const nearest = nearestIndex(centres, sample[0], sample[1], sample[2]);
      for (let c = 0; c < 3; c++) sums[nearest][c] += sample[c];
      sums[nearest][3]++;
    }
    sums.forEach((sum, k) => {
      if (sum[3] > 0) centres[k] = [sum[0] / sum[3], sum[1] / sum[3], sum[2] / sum[3]];
    });
  }
  return centres;
}

function nearestIndex(centres: number[][], l: number, a: number, b: number): number {
  let best = 0;
  let bestDistance = Infinity;
  centres.forEach((centre, k) => {
    const distance = (centre[0] - l) ** 2 + (centre[1] - a) ** 2 + (centre[2] - b) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = k;
    }
  });
  return best;
}

function nearestDistance(centres: number[][], l: number, a: number, b: number): number {
  const k = nearestIndex(centres, l, a, b);
  return (centres[k][0] - l) ** 2 + (centres[k][1] - a) ** 2 + (centres[k][2] - b) ** 2;
}

/** The shape grown to the subject's colours within `reach` pixels of its edge. */
export function growToColours(picture: Rgb, shape: Grey, reach: number): Grey {
  const { width, height } = picture;
  const count = width * height;
  const random = createRandom(count);
  const smooth = gaussianBlur(shape, reach / 2);
  const labs = new Float32Array(count * 3);
  const lab: [number, number, number] = [0, 0, 0];
  for (let i = 0; i < count; i++) {
    rgbToLab(picture.data[i * 3], picture.data[i * 3 + 1], picture.data[i * 3 + 2], lab);
    labs.set(lab, i * 3);
  }
  const inside = kMeans(
    sampleColours(labs, (i) => shape.data[i] > 0.97 && smooth.data[i] > 0.9, count, random),
    random,
  );
  const outside = kMeans(
    sampleColours(labs, (i) => smooth.data[i] < 0.02, count, random),
    random,
  );
  if (inside.length === 0 || outside.length === 0) return shape;
  const grown = createGrey(width, height);
  for (let i = 0; i < count; i++) {
    // Prior: the drawn shape, softened over the reach; the band is where it is unsure.
    const prior = smooth.data[i];
    if (prior > 0.98 || prior < 0.02) {
      grown.data[i] = prior > 0.5 ? 1 : 0;
      continue;
    }
    const l = labs[i * 3];
    const a = labs[i * 3 + 1];
    const b = labs[i * 3 + 2];
    const toInside = nearestDistance(inside, l, a, b);
    const toOutside = nearestDistance(outside, l, a, b);
    const likeSubject = toOutside / (toInside + toOutside + 1e-6);
    // Only ever grows: inside the drawn shape a pixel stays (a lit cheek may look like a pale wall).
    grown.data[i] = Math.max(shape.data[i], smoothstep(0.5, 0.6, likeSubject * 0.6 + prior * 0.4));
  }
  // Specks of either side inside the other fade out.
  const cleaned = gaussianBlur(grown, reach / 8);
  for (let i = 0; i < count; i++) cleaned.data[i] = smoothstep(0.35, 0.65, cleaned.data[i]);
  return cleaned;
}
