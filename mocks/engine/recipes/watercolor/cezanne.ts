// Cézanne: a muted, earthy palette (ochres, olive, slate, umber) laid in blocky patches of
// parallel, slanted strokes, his "constructive stroke", over a simplified picture, its planes
// set off by broken dark contours. A face keeps its own colours on the eyes and mouth (an
// earth palette turns red lips lilac) and is painted there in small strokes.
import type { Face } from '../../types';
import { adjustSaturation, hex } from '../shared/colour';
import { drawFeatures, faceRegions, fineness, liftSkinDarks } from '../shared/faceParts';
import { flowLines } from '../shared/flowLines';
import { domainTransform } from '../shared/domainTransform';
import { pullToPalette } from '../shared/quantize';
import type { Random } from '../shared/random';
import { cloneRgb, toGrey, type Rgb } from '../shared/raster';
import { kuwahara } from '../shared/smoothing';
import { brushOver } from './brush';
import { wash } from './pigment';

const EARTH = ['#c9a25c', '#a45a32', '#6f7b3e', '#4d6b5e', '#5a6d8a', '#b9ab90', '#5c4634', '#e6d7b5', '#d08f5e', '#8a9a8c'].map(
  hex,
);

const CONTOUR = hex('#2f3548');

export function paintCezanne(photo: Rgb, random: Random, progress: (percent: number) => void, faces: readonly Face[] = []): Rgb {
  const { width, height } = photo;
  const scale = Math.max(width, height) / 1024;
  const regions = faceRegions(faces, width, height);
  const smooth = domainTransform(photo, 10 * scale + 3, 0.15);
  const simple = kuwahara(smooth, 6 * scale + 2);
  adjustSaturation(simple, 0.75);
  const earthy = pullToPalette(simple, EARTH, 0.5, 0.12, 0.3);
  // The face keeps much of the photo's (muted) colour and its features most of it: no palette
  // colour stands in for lips or eyes, and the features do not show as a patch on the face.
  const own = cloneRgb(smooth);
  adjustSaturation(own, 0.8);
  for (let i = 0, p = 0; i < width * height; i++, p += 3) {
    const keep = Math.max(regions.oval.data[i] * 0.35, regions.features.data[i] * 0.85);
    for (let c = 0; c < 3; c++) earthy.data[p + c] += (own.data[p + c] - earthy.data[p + c]) * keep;
  }
  liftSkinDarks(earthy, regions, 0.35);
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
    fine: fineness(regions, 0.4),
    fineScale: 0.4,
    // Patches of parallel strokes: one slant, turned a little from patch to patch.
    angle: (x, y) => slant + 0.25 * Math.sin(x / (90 * scale + 20) + Math.cos(y / (70 * scale + 20)) * 2),
  });
  // Dark contour accents, broken and off the skin, as he drew round his apples and faces.
  const contours = flowLines(toGrey(smooth), {
    sigma: 1.8 * scale + 0.8,
    strong: 0.02,
    weak: 0.008,
    minLength: 40 * scale + 12,
    along: 6 * scale + 2,
    thicken: 0,
    suppress: regions.skin,
  });
  drawFeatures(contours, faces, 0.8);
  for (let i = 0, p = 0; i < contours.data.length; i++, p += 3) {
    const k = contours.data[i] * 0.6;
    for (let c = 0; c < 3; c++) canvas.data[p + c] += (CONTOUR[c] - canvas.data[p + c]) * k;
  }
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
