// Cézanne: a muted, earthy palette (ochres, olive, slate, umber) laid in blocky patches of
// parallel, slanted strokes, his "constructive stroke", over a simplified picture.
import { adjustSaturation, hex } from '../shared/colour';
import { domainTransform } from '../shared/domainTransform';
import { pullToPalette } from '../shared/quantize';
import type { Random } from '../shared/random';
import { cloneRgb, type Rgb } from '../shared/raster';
import { kuwahara } from '../shared/smoothing';
import { brushOver } from './brush';
import { wash } from './pigment';

const EARTH = ['#c9a25c', '#a45a32', '#6f7b3e', '#4d6b5e', '#5a6d8a', '#b9ab90', '#5c4634', '#e6d7b5', '#d08f5e', '#8a9a8c'].map(
  hex,
);

export function paintCezanne(photo: Rgb, random: Random, progress: (percent: number) => void): Rgb {
  const scale = Math.max(photo.width, photo.height) / 1024;
  const simple = kuwahara(domainTransform(photo, 10 * scale + 3, 0.15), 6 * scale + 2);
  adjustSaturation(simple, 0.75);
  const earthy = pullToPalette(simple, EARTH, 0.5, 0.12, 0.3);
  progress(40);
  const canvas = cloneRgb(earthy);
  const slant = random.between(-1.15, -0.85);
  brushOver(canvas, earthy, random, {
    coverage: 1.6,
    length: [10 * scale + 4, 18 * scale + 5],
    width: [5 * scale + 2, 8 * scale + 3],
    opacity: 0.6,
    bristles: 0.35,
    jitter: 3,
    lightnessJitter: 4,
    edgeTolerance: 0.3,
    // Patches of parallel strokes: one slant, turned a little from patch to patch.
    angle: (x, y) => slant + 0.25 * Math.sin(x / (90 * scale + 20) + Math.cos(y / (70 * scale + 20)) * 2),
  });
  progress(70);
  return wash(canvas, random, {
    turbulence: 0.35,
    granulation: 0.35,
    edgeDarkening: 0.9,
    edgeWidth: 5,
    paperTone: hex('#f3ead6'),
    tooth: 2.2,
  });
}
