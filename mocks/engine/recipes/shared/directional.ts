// Streaks: noise smeared along one direction, the texture of pencil hatching and of brush
// bristles dragged in a line.
import { boxBlur } from './blur';
import { grain } from './noise';
import type { Random } from './random';
import { createGrey, type Grey } from './raster';

/**
 * Noise (0–1, mean 0.5) smeared `length` pixels along `angle`: parallel streaks of uneven
 * weight. Smeared along rows of a larger rectangle (a running sum, whatever the length), then
 * read back turned by `angle`. The rectangle is just the picture's turned bounds: a square of
 * its diagonal would make twice the noise a nearly level grain needs.
 */
export function streaks(width: number, height: number, angle: number, length: number, random: Random): Grey {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const radius = Math.max(1, Math.round(length / 2));
  // A streak is a running mean of `radius` pixels each way: smooth along its length at that
  // scale, so its noise is made and smeared at one sample per `step` pixels along the streak
  // (8 or more samples per radius) and read back interpolated. Across, every row is its own.
  const step = Math.max(1, Math.floor(radius / 8));
  const sideU = Math.ceil((Math.abs(width * cos) + Math.abs(height * sin)) / step) + 3;
  const sideV = Math.ceil(Math.abs(width * sin) + Math.abs(height * cos)) + 2;
  const noise = grain(sideU, sideV, random, 0.6);
  const coarseRadius = Math.max(1, Math.round(radius / step));
  const across = createGrey(sideU, sideV);
  // Only along rows: a one-row box blur of each row.
  for (let y = 0; y < sideV; y++) {
    const row = boxBlur({ width: sideU, height: 1, data: noise.data.subarray(y * sideU, (y + 1) * sideU) }, coarseRadius, 0);
    across.data.set(row.data, y * sideU);
  }
  const centreU = (sideU - 1) / 2;
  const centreV = sideV / 2;
  const result = createGrey(width, height);
  // Averaging narrows the spread around 0.5; stretch it back.
  const gain = Math.sqrt(2 * coarseRadius + 1) * 0.55;
  for (let y = 0; y < height; y++) {
    const dy = y - height / 2;
    for (let x = 0; x < width; x++) {
      const dx = x - width / 2;
      // Into the rectangle's frame, where the streaks run along rows.
      const u = centreU + (dx * cos + dy * sin) / step;
      const v = Math.round(centreV - dx * sin + dy * cos);
      const u0 = Math.floor(u);
      const t = u - u0;
      const row = v * sideU;
      const smeared = across.data[row + u0] * (1 - t) + across.data[row + u0 + 1] * t;
      const value = 0.5 + (smeared - 0.5) * gain;
      result.data[y * width + x] = value < 0 ? 0 : value > 1 ? 1 : value;
    }
  }
  return result;
}
