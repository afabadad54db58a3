// Monet: light, pastel broken colour. Short soft dabs of neighbouring hues, shadows turned
// violet-blue and lights warm, everything a little hazy.
import { gaussianBlurRgb } from '../shared/blur';
import { hex, labToRgb, rgbToLab } from '../shared/colour';
import { domainTransform } from '../shared/domainTransform';
import type { Random } from '../shared/random';
import { cloneRgb, createRgb, type Rgb } from '../shared/raster';
import { brushOver } from './brush';
import { wash } from './pigment';

/** Lifts and softens the colours: pastel lights, violet shadows. */
function pastel(picture: Rgb): Rgb {
  const result = createRgb(picture.width, picture.height);
  const lab: [number, number, number] = [0, 0, 0];
  const rgb: [number, number, number] = [0, 0, 0];
  for (let p = 0; p < picture.data.length; p += 3) {
    rgbToLab(picture.data[p], picture.data[p + 1], picture.data[p + 2], lab);
    const light = 24 + lab[0] * 0.78;
    const shadow = Math.max(0, (60 - light) / 60);
    // Shadows lean to violet-blue (−b, +a), lights to a warm cream (+b).
    const a = lab[1] * 0.8 + 8 * shadow + 2;
    const b = lab[2] * 0.75 - 22 * shadow + 6 * (1 - shadow);
    labToRgb(light, a, b, rgb);
    result.data[p] = rgb[0];
    result.data[p + 1] = rgb[1];
    result.data[p + 2] = rgb[2];
  }
  return result;
}

export function paintMonet(photo: Rgb, random: Random, progress: (percent: number) => void): Rgb {
  const scale = Math.max(photo.width, photo.height) / 1024;
  const light = pastel(domainTransform(photo, 10 * scale + 3, 0.2));
  progress(40);
  const canvas = gaussianBlurRgb(light, 1.2 * scale + 0.6);
  brushOver(canvas, cloneRgb(light), random, {
    coverage: 1.5,
    length: [12 * scale + 4, 20 * scale + 5],
    width: [8 * scale + 3, 12 * scale + 3],
    opacity: 0.8,
    bristles: 0.15,
    jitter: 5.5,
    lightnessJitter: 3,
    edgeTolerance: 0.35,
    // Dabs lie mostly across, as on his water and fields.
    angle: () => random.between(-0.5, 0.5),
  });
  progress(70);
  const soft = gaussianBlurRgb(canvas, 0.6 * scale + 0.3);
  return wash(soft, random, {
    turbulence: 0.3,
    granulation: 0.18,
    edgeDarkening: 0.45,
    edgeWidth: 8,
    paperTone: hex('#fbf6ec'),
    tooth: 2.8,
  });
}
