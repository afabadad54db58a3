// Seeded textures: smooth value noise for washes and swirls, and paper with grain and fibres.
import { gaussianBlur } from './blur';
import { createGrey, type Grey } from './raster';
import type { Random } from './random';

/** Smooth value noise in 0–1 with features about `cell` pixels apart, `octaves` finer layers added. */
export function valueNoise(width: number, height: number, cell: number, random: Random, octaves = 1): Grey {
  const noise = createGrey(width, height);
  let amplitude = 1;
  let total = 0;
  let size = Math.max(2, cell);
  for (let octave = 0; octave < octaves; octave++) {
    const columns = Math.ceil(width / size) + 2;
    const rows = Math.ceil(height / size) + 2;
    const lattice = new Float32Array(columns * rows);
    for (let i = 0; i < lattice.length; i++) lattice[i] = random.next();
    const shiftX = random.next() * size;
    const shiftY = random.next() * size;
    for (let y = 0; y < height; y++) {
      const gy = (y + shiftY) / size;
      const y0 = Math.floor(gy);
      let fy = gy - y0;
      fy = fy * fy * (3 - 2 * fy);
      for (let x = 0; x < width; x++) {
        const gx = (x + shiftX) / size;
        const x0 = Math.floor(gx);
        let fx = gx - x0;
        fx = fx * fx * (3 - 2 * fx);
        const i = y0 * columns + x0;
        const top = lattice[i] + (lattice[i + 1] - lattice[i]) * fx;
        const bottom = lattice[i + columns] + (lattice[i + columns + 1] - lattice[i + columns]) * fx;
        noise.data[y * width + x] += amplitude * (top + (bottom - top) * fy);
      }
    }
    total += amplitude;
    amplitude *= 0.5;
    size = Math.max(2, size / 2);
  }
  for (let i = 0; i < noise.data.length; i++) noise.data[i] /= total;
  return noise;
}

/** Per-pixel white noise, softened over `sigma` pixels and stretched back to 0–1. */
export function grain(width: number, height: number, random: Random, sigma: number): Grey {
  const white = createGrey(width, height);
  for (let i = 0; i < white.data.length; i++) white.data[i] = random.next();
  const soft = gaussianBlur(white, sigma);
  // Blurring narrows the spread (by about 1 / (2·sqrt(pi)·sigma)); widen it again around 0.5.
  const gain = sigma < 0.5 ? 1 : 2 * Math.sqrt(Math.PI) * sigma * 0.9;
  for (let i = 0; i < soft.data.length; i++) {
    const v = 0.5 + (soft.data[i] - 0.5) * gain;
    soft.data[i] = v < 0 ? 0 : v > 1 ? 1 : v;
  }
  return soft;
}

export interface PaperOptions {
  /** Pixels per feature of the paper's tooth (cold-press paper: 2–4 at 1024 px). */
  tooth: number;
  /** Fibres per megapixel. */
  fibres: number;
}

/**
 * A paper's height, 0–1 (0.5 on average): tooth, cloudy sizing and a few fibres. Pigment
 * settles where it is low, so multiplying by it (or using it as density) draws the paper.
 */
export function paper(width: number, height: number, random: Random, options: PaperOptions): Grey {
  const tooth = grain(width, height, random, options.tooth * 0.5);
  const clouds = valueNoise(width, height, Math.max(width, height) / 6, random, 4);
  const result = createGrey(width, height);
  for (let i = 0; i < result.data.length; i++) result.data[i] = 0.62 * tooth.data[i] + 0.38 * clouds.data[i];
  const fibreCount = Math.round((options.fibres * width * height) / 1e6);
  for (let f = 0; f < fibreCount; f++) {
    let x = random.next() * width;
    let y = random.next() * height;
    let angle = random.next() * Math.PI * 2;
    const length = 8 + random.next() * 30;
    const shade = random.next() < 0.5 ? -0.12 : 0.1;
    for (let step = 0; step < length; step++) {
      const xi = Math.round(x);
      const yi = Math.round(y);
      if (xi >= 0 && yi >= 0 && xi < width && yi < height) result.data[yi * width + xi] += shade;
      angle += (random.next() - 0.5) * 0.3;
      x += Math.cos(angle);
      y += Math.sin(angle);
    }
  }
  return result;
}
