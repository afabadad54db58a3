// The realistic look's clouds (写实), grown from noise over the sky: a few circles blurred read
// as clip art. A cloud layer seen from below is a plane above the viewer: at the top of the
// picture it is near (large, round puffs), toward the horizon far (thin, flattened streaks
// fading into the haze). Each cloud is lit from above, its belly in its own shadow.
import type { Rgb } from '../shared/raster';
import { noiseField } from './sculpt';

export interface CloudSky {
  /** The horizon in normal-size pixels; clouds stay above it. */
  horizon: number;
  /** How many clouds the scene asked for (scene.ts), 0–6. */
  clouds: number;
  time: 'day' | 'sunset' | 'night';
  rain: boolean;
  /** Only where the sky shows (not a thing, not the mountains). */
  isSky: (index: number) => boolean;
}

const fbm = (noise: (x: number, y: number) => number, x: number, y: number, octaves: number): number => {
  let sum = 0;
  let amplitude = 0.5;
  let frequency = 1;
  for (let o = 0; o < octaves; o++) {
    sum += noise(x * frequency, y * frequency) * amplitude;
    amplitude *= 0.5;
    frequency *= 2.03;
  }
  return sum / (1 - 0.5 ** octaves);
};

const smooth = (t: number) => (t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t));

export function growClouds(picture: Rgb, sky: CloudSky, scale: number, seed: number): void {
  const { width, data } = picture;
  const horizon = Math.round(sky.horizon * scale);
  if (horizon <= 4) return;
  const noise = noiseField(seed);
  // A clear sky still has a few thin wisps; a rainy one is all cloud.
  const cover = sky.rain ? 0.75 : Math.min(0.62, 0.14 + sky.clouds * 0.09);
  const threshold = 0.62 - cover * 0.32;
  const [lit, belly]: [number[], number[]] =
    sky.time === 'sunset'
      ? [
          [1, 0.8, 0.62],
          [0.45, 0.3, 0.42],
        ]
      : sky.time === 'night'
        ? [
            [0.2, 0.23, 0.34],
            [0.05, 0.07, 0.13],
          ]
        : sky.rain
          ? [
              [0.7, 0.72, 0.76],
              [0.36, 0.38, 0.42],
            ]
          : [
              [1, 1, 0.98],
              [0.66, 0.71, 0.79],
            ];
  const strength = sky.time === 'night' ? 0.55 : 0.95;
  // At half size: a cloud is soft, and the noise is most of the cost.
  const hw = Math.ceil(width / 2);
  const hh = Math.ceil(horizon / 2);
  const density = new Float32Array(hw * hh);
  const shadow = new Float32Array(hw * hh);
  const at = (x: number, y: number) => {
    // The plane's depth: 1 at the top of the picture, growing toward the horizon.
    const t = Math.max(0.035, (horizon - y) / horizon);
    const z = 1 / t;
    const u = ((x - width / 2) / width) * z;
    return fbm(noise, u * 3.2 + 7.3, z * 1.6 + fbm(noise, u * 1.1, z * 0.5, 2) * 0.8, 5);
  };
  const raw = new Float32Array(hw * hh);
  for (let y = 0; y < hh; y++)
    for (let x = 0; x < hw; x++) {
      const k = y * hw + x;
      raw[k] = at(x * 2, y * 2);
      const fade = smooth(((horizon - y * 2) / horizon - 0.03) / 0.25);
      density[k] = smooth((raw[k] - threshold) / 0.16) * fade;
    }
  // Toward the light (above): where more cloud lies over a point, it is in its own shadow.
  const lift = Math.round(7 * scale);
  for (let k = 0; k < shadow.length; k++) shadow[k] = smooth((raw[Math.max(k % hw, k - lift * hw)] - threshold) / 0.2);
  for (let y = 0; y < horizon; y++) {
    const fy = Math.min(hh - 1.001, y / 2);
    const iy = Math.floor(fy);
    const ty = fy - iy;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!sky.isSky(i)) continue;
      const fx = Math.min(hw - 1.001, x / 2);
      const ix = Math.floor(fx);
      const tx = fx - ix;
      const k = iy * hw + ix;
      const sample = (field: Float32Array) =>
        (field[k] * (1 - tx) + field[k + 1] * tx) * (1 - ty) + (field[k + hw] * (1 - tx) + field[k + hw + 1] * tx) * ty;
      const d = sample(density) * strength;
      if (d <= 0.001) continue;
      const s = sample(shadow);
      const light = Math.max(0, Math.min(1, 1 - s * 0.75 + (1 - d) * 0.2));
      for (let c = 0; c < 3; c++) {
        const colour = belly[c] + (lit[c] - belly[c]) * light;
        data[i * 3 + c] += (colour - data[i * 3 + c]) * d;
      }
    }
  }
}
