// Monet: light, pastel broken colour. The picture is laid in short, separate dabs of
// neighbouring hues (each dab its own colour, side by side, mixed by the eye and not on the
// canvas), shadows turned violet-blue and lights warm, with no outline anywhere: a coarse
// layer of wide dabs for the masses, then a finer layer that keeps the face readable; on a
// face (its mesh) the dabs are small, and smallest over the eyes, brows and mouth.
import type { Face } from '../../types';
import { faceRegions, fineness } from '../shared/faceParts';
import { gaussianBlurRgb } from '../shared/blur';
import { hex, labToRgb, rgbToLab } from '../shared/colour';
import { domainTransform } from '../shared/domainTransform';
import type { Random } from '../shared/random';
import { createRgb, type Rgb } from '../shared/raster';
import { brushOver } from './brush';
import { wash } from './pigment';

/** Lifts and softens the colours: pastel lights, violet shadows, nothing near black. */
function pastel(picture: Rgb): Rgb {
  const result = createRgb(picture.width, picture.height);
  const lab: [number, number, number] = [0, 0, 0];
  const rgb: [number, number, number] = [0, 0, 0];
  for (let p = 0; p < picture.data.length; p += 3) {
    rgbToLab(picture.data[p], picture.data[p + 1], picture.data[p + 2], lab);
    const light = 34 + lab[0] * 0.68;
    const shadow = Math.max(0, (62 - light) / 62);
    // Shadows lean to violet-blue (−b, +a), lights to a warm cream (+b); colour kept but not loud.
    const a = lab[1] * 0.9 + 10 * shadow + 2;
    const b = lab[2] * 0.8 - 26 * shadow + 9 * (1 - shadow);
    labToRgb(light, a, b, rgb);
    result.data[p] = rgb[0];
    result.data[p + 1] = rgb[1];
    result.data[p + 2] = rgb[2];
  }
  return result;
}

export function paintMonet(photo: Rgb, random: Random, progress: (percent: number) => void, faces: readonly Face[] = []): Rgb {
  const scale = Math.max(photo.width, photo.height) / 1024;
  const fine = fineness(faceRegions(faces, photo.width, photo.height), 0.6);
  const detail = pastel(domainTransform(photo, 5 * scale + 2, 0.12));
  const masses = pastel(domainTransform(photo, 16 * scale + 4, 0.25));
  progress(35);
  // The ground: a pale, hazy lay-in that shows between the dabs.
  const canvas = gaussianBlurRgb(masses, 6 * scale + 2);
  for (let p = 0; p < canvas.data.length; p++) canvas.data[p] = 0.12 + canvas.data[p] * 0.88;
  // The masses: wide dabs, mostly lying across as on his water and fields.
  const drift = random.between(-0.25, 0.25);
  brushOver(canvas, masses, random, {
    coverage: 1.6,
    length: [24 * scale + 6, 36 * scale + 8],
    width: [11 * scale + 4, 15 * scale + 5],
    opacity: 0.9,
    bristles: 0.35,
    jitter: 12,
    lightnessJitter: 3,
    edgeTolerance: 0.35,
    fine,
    fineScale: 0.35,
    angle: () => drift + random.between(-0.55, 0.55),
  });
  progress(60);
  // The features: smaller dabs of the detailed picture, kept inside their colour areas.
  brushOver(canvas, detail, random, {
    coverage: 0.6,
    fine,
    fineScale: 0.6,
    length: [9 * scale + 3, 14 * scale + 4],
    width: [5 * scale + 2, 7 * scale + 2],
    opacity: 0.85,
    bristles: 0.25,
    jitter: 9,
    lightnessJitter: 1.5,
    edgeTolerance: 0.14,
    angle: () => drift + random.between(-0.8, 0.8),
  });
  progress(75);
  return wash(canvas, random, {
    turbulence: 0.12,
    granulation: 0.05,
    edgeDarkening: 0,
    edgeWidth: 8,
    paperTone: hex('#fdf8ee'),
    tooth: 2,
  });
}
