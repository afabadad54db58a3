// What makes a picture read as watercolour, after Bousseau et al., "Interactive watercolor
// rendering with temporal coherence and abstraction" (2006): pigment density varied by
// low-frequency turbulence, by the paper's grain and by darkened edges (pigment gathers at
// the rim of a drying wash), then the paper itself showing through.
import { gaussianBlur, gaussianBlurRgb } from '../shared/blur';
import { paper, valueNoise } from '../shared/noise';
import type { Random } from '../shared/random';
import { clamp01, createGrey, smoothstep, type Colour, type Grey, type Rgb } from '../shared/raster';

export interface WashOptions {
  /** Blotchiness of the wash (density change from low-frequency noise), 0–1. */
  turbulence: number;
  /** How much pigment settles in the paper's pits, 0–1. */
  granulation: number;
  /** Darkening at the rim of each colour area, 0–2. */
  edgeDarkening: number;
  /** Pixels over which the rim darkening spreads (at 1024 px). */
  edgeWidth: number;
  /** Tone of the bare paper. */
  paperTone: Colour;
  /** Paper tooth size in output pixels. */
  tooth: number;
}

/** Where a colour area has its rim: the colour differs from its surroundings' average. */
function rims(picture: Rgb, sigma: number): Grey {
  const soft = gaussianBlurRgb(picture, sigma);
  const rim = createGrey(picture.width, picture.height);
  for (let i = 0, p = 0; i < rim.data.length; i++, p += 3) {
    // Darker than around it (the inside of a wash's border) counts, lighter does not.
    const lumaHere = 0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2];
    const lumaAround = 0.299 * soft.data[p] + 0.587 * soft.data[p + 1] + 0.114 * soft.data[p + 2];
    const colourStep =
      Math.abs(picture.data[p] - soft.data[p]) +
      Math.abs(picture.data[p + 1] - soft.data[p + 1]) +
      Math.abs(picture.data[p + 2] - soft.data[p + 2]);
    rim.data[i] = 0.75 * smoothstep(0.015, 0.1, lumaAround - lumaHere) + 0.25 * smoothstep(0.1, 0.35, colourStep);
  }
  return gaussianBlur(rim, sigma * 0.35);
}

/** Pigment density change (Bousseau's C − (C − C²)(d − 1)): d > 1 deepens, d < 1 thins the colour. */
function applyDensity(value: number, density: number): number {
  return value - (value - value * value) * (density - 1);
}

export function wash(picture: Rgb, random: Random, options: WashOptions): Rgb {
  const { width, height } = picture;
  const scale = Math.max(width, height) / 1024;
  const turbulence = valueNoise(width, height, 110 * scale + 10, random, 3);
  // The tooth keeps its size in output pixels: shrunk with a small picture it would read as noise.
  const texture = paper(width, height, random, { tooth: options.tooth, fibres: 25 });
  const rim = rims(picture, options.edgeWidth * scale + 1);
  const result = { width, height, data: new Float32Array(picture.data.length) };
  for (let i = 0, p = 0; i < rim.data.length; i++, p += 3) {
    const density =
      1 +
      options.turbulence * (turbulence.data[i] - 0.5) * 1.6 +
      options.granulation * (0.5 - texture.data[i]) * 1.4 +
      options.edgeDarkening * rim.data[i];
    // The paper's relief, lit from the upper left, shades everything a little.
    const x = i % width;
    const upperLeft = i > width && x > 0 ? texture.data[i - width - 1] : texture.data[i];
    const light = 0.985 + (texture.data[i] - upperLeft) * 0.25 + (texture.data[i] - 0.5) * 0.04;
    for (let c = 0; c < 3; c++) {
      // Transparent pigment on white paper: a touch lighter than the photo before the density play.
      const colour = 1 - (1 - clamp01(picture.data[p + c])) * 0.94;
      const pigment = clamp01(applyDensity(colour, density));
      result.data[p + c] = clamp01(pigment * options.paperTone[c] * light);
    }
  }
  return result;
}
