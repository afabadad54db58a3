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
  const sideU = Math.ceil(Math.abs(width * cos) + Math.abs(height * sin)) + 2;
  const sideV = Math.ceil(Math.abs(width * sin) + Math.abs(height * cos)) + 2;
  const noise = grain(sideU, sideV, random, 0.6);
  const radius = Math.max(1, Math.round(length / 2));
  const across = createGrey(sideU, sideV);
  // Only along rows: a one-row box blur of each row.
  for (let y = 0; y < sideV; y++) {
    const row = boxBlur({ width: sideU, height: 1, data: noise.data.subarray(y * sideU, (y + 1) * sideU) }, radius, 0);
    across.data.set(row.data, y * sideU);
  }
  const centreU = sideU / 2;
  const centreV = sideV / 2;
  const result = createGrey(width, height);
  // Averaging narrows the spread around 0.5; stretch it back.
  const gain = Math.sqrt(2 * radius + 1) * 0.55;
  for (let y = 0; y < height; y++) {
    const dy = y - height / 2;
    for (let x = 0; x < width; x++) {
      const dx = x - width / 2;
      // Into the square's frame, where the streaks run along rows.
      const u = Math.round(centreU + dx * cos + dy * sin);
      const v = Math.round(centreV - dx * sin + dy * cos);
      const value = 0.5 + (across.data[v * sideU + u] - 0.5) * gain;
      result.data[y * width + x] = value < 0 ? 0 : value > 1 ? 1 : value;
    }
  }
  return result;
}
