// Van Gogh: saturated colour pushed to his blues and yellows, laid in thick curved strokes
// that follow the forms and swirl across flat areas, with the relief of impasto. On a face
// the strokes are small over the eyes, brows and mouth, and the contours he drew in blue
// are the flow lines off the skin and the mesh's features on it.
import type { Face } from '../../types';
import { hex, labToRgb, rgbToLab } from '../shared/colour';
import { domainTransform } from '../shared/domainTransform';
import type { Random } from '../shared/random';
import { clamp01, cloneRgb, createRgb, toGrey, type Rgb } from '../shared/raster';
import { gaussianBlur } from '../shared/blur';
import { drawFeatures, faceRegions, fineness, liftSkinDarks } from '../shared/faceParts';
import { flowLines } from '../shared/flowLines';
import { brushOver } from './brush';
import { flowField } from './flow';
import { wash } from './pigment';

const PRUSSIAN = hex('#1c2f55');

/** Stronger colour, the blue–yellow axis (CIELAB b) most of all, and firmer contrast. */
function blueAndYellow(picture: Rgb): Rgb {
  const result = createRgb(picture.width, picture.height);
  const lab: [number, number, number] = [0, 0, 0];
  const rgb: [number, number, number] = [0, 0, 0];
  for (let p = 0; p < picture.data.length; p += 3) {
    rgbToLab(picture.data[p], picture.data[p + 1], picture.data[p + 2], lab);
    const l = 50 + (lab[0] - 50) * 1.12;
    // Darks lean to ultramarine, lights to chrome yellow.
    const b = lab[2] * 1.6 + (l - 50) * 0.45;
    labToRgb(l, lab[1] * 1.25, b, rgb);
    result.data[p] = rgb[0];
    result.data[p + 1] = rgb[1];
    result.data[p + 2] = rgb[2];
  }
  return result;
}

export function paintVanGogh(photo: Rgb, random: Random, progress: (percent: number) => void, faces: readonly Face[] = []): Rgb {
  const { width, height } = photo;
  const scale = Math.max(width, height) / 1024;
  const regions = faceRegions(faces, width, height);
  const detail = domainTransform(photo, 8 * scale + 3, 0.1);
  const base = blueAndYellow(domainTransform(detail, 12 * scale + 4, 0.2));
  // On the skin he modelled shade in colour, not black: a face's darks (a nostril, the side of
  // the nose) are lifted, so no dark patch reads as a blot on it.
  liftSkinDarks(base, regions, 0.3);
  const flow = flowField(toGrey(base), random, 7 * scale + 2, 220 * scale + 30, 0.5);
  progress(35);
  const canvas = cloneRgb(base);
  brushOver(canvas, base, random, {
    coverage: 2.2,
    length: [20 * scale + 6, 38 * scale + 9],
    width: [7 * scale + 2.5, 10 * scale + 3.5],
    opacity: 0.75,
    bristles: 0.55,
    jitter: 9,
    lightnessJitter: 6,
    edgeTolerance: 0.4,
    flow,
    fine: fineness(regions, 0.55),
    fineScale: 0.3,
  });
  progress(65);
  // He drew the forms' contours in dark blue over the strokes; that keeps eyes and mouth.
  const contours = flowLines(toGrey(detail), {
    sigma: 1.8 * scale + 0.8,
    strong: 0.016,
    weak: 0.006,
    minLength: 30 * scale + 10,
    along: 6 * scale + 2,
    thicken: scale > 0.7 ? 1 : 0,
    suppress: regions.skin,
  });
  drawFeatures(contours, faces, 0.9);
  for (let i = 0, p = 0; i < contours.data.length; i++, p += 3) {
    const k = contours.data[i] * 0.7;
    for (let c = 0; c < 3; c++) canvas.data[p + c] += (PRUSSIAN[c] - canvas.data[p + c]) * k;
  }
  // Impasto: light from the upper left on the relief of the strokes' own texture.
  const height0 = gaussianBlur(toGrey(canvas), 0.8 * scale + 0.5);
  const lit = createRgb(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const slope = height0.data[i] - height0.data[Math.max(0, y - 1) * width + Math.max(0, x - 1)];
      const light = clamp01(1 + slope * 2.2);
      const p = i * 3;
      for (let c = 0; c < 3; c++) lit.data[p + c] = clamp01(canvas.data[p + c] * light + (light - 1) * 0.15);
    }
  }
  return wash(lit, random, {
    turbulence: 0.15,
    granulation: 0.25,
    edgeDarkening: 0.6,
    edgeWidth: 4,
    paperTone: hex('#f4ecd9'),
    tooth: 2.4,
  });
}
