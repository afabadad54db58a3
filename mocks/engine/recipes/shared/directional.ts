// Streaks: noise smeared along one direction, the texture of pencil hatching and of brush
// bristles dragged in a line.
import { boxBlur } from './blur';
import { grain } from './noise';
import type { Random } from './random';
import { createGrey, type Grey } from './raster';

/**
 * Noise (0–1, mean 0.5) smeared `length` pixels along `angle`: parallel streaks of uneven
 * weight. Smeared along rows of a larger square (a running sum, whatever the length), then
 * read back turned by `angle`.
 */
export function streaks(width: number, height: number, angle: number, length: number, random: Random): Grey {
  const side = Math.ceil(Math.hypot(width, height)) + 2;
  const noise = grain(side, side, random, 0.6);
  const radius = Math.max(1, Math.round(length / 2));
  const across = createGrey(side, side);
  // Only along rows: a one-row box blur of each row.
  for (let y = 0; y < side; y++) {
    const row = boxBlur({ width: side, height: 1, data: noise.data.subarray(y * side, (y + 1) * side) }, radius);
    across.data.set(row.data, y * side);
  }
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const centre = side / 2;
  const result = createGrey(width, height);
  // Averaging narrows the spread around 0.5; stretch it back.
  const gain = Math.sqrt(2 * radius + 1) * 0.55;
  for (let y = 0; y < height; y++) {
    const dy = y - height / 2;
    for (let x = 0; x < width; x++) {
      const dx = x - width / 2;
      // Into the square's frame, where the streaks run along rows.
      const u = Math.round(centre + dx * cos + dy * sin);
      const v = Math.round(centre - dx * sin + dy * cos);
      const value = 0.5 + (across.data[v * side + u] - 0.5) * gain;
      result.data[y * width + x] = value < 0 ? 0 : value > 1 ? 1 : value;
    }
  }
  return result;
}
