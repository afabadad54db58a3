// Hatching as a hand lays it on skin: parallel strokes on one slant, each line broken into
// strokes of its own length, offset and pressure, a little off the ruled spacing, tapering at
// both ends — never the even screen of ruled lines, never the scratches of smeared noise.
import { createGrey, smoothstep, type Grey } from '../../shared/raster';

/** A repeatable pseudo-random 0–1 for two whole numbers and a seed. */
function hashOf(a: number, b: number, seed: number): number {
  const v = Math.sin(a * 127.1 + b * 311.7 + seed * 74.7) * 43758.5453;
  return v - Math.floor(v);
}

/**
 * Strokes 0–1 over a size × size square: lines `spacing` pixels apart at `angle` (radians),
 * strokes about `length` pixels long.
 */
export function handHatching(size: number, angle: number, spacing: number, length: number, seed: number): Grey {
  const result = createGrey(size, size);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const width = Math.max(0.7, spacing * 0.2);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // Across the lines (which line) and along them (where on it).
      const across = (-x * sin + y * cos) / spacing;
      const along = x * cos + y * sin;
      const line = Math.round(across);
      const wobble = (hashOf(line, 0, seed) - 0.5) * 0.3;
      const off = Math.abs(across - line - wobble) * spacing;
      if (off > width + 1) continue;
      const run = along / length + hashOf(line, 1, seed);
      const stroke = Math.floor(run);
      const t = run - stroke;
      const pressure = hashOf(line, stroke + 2, seed);
      // Some strokes left out: the paper shows between them.
      if (pressure < 0.18) continue;
      const taper = smoothstep(0, 0.18, t) * smoothstep(1, 0.75, t);
      const ink = Math.min(1, Math.max(0, width * (0.6 + 0.4 * taper) + 0.5 - off));
      result.data[y * size + x] = ink * (0.55 + 0.45 * pressure) * taper;
    }
  }
  return result;
}
