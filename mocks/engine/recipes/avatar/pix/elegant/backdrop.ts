// A painted studio backdrop behind the sitter: the look's deep colour, lighter in a broad glow
// behind the head on the window's side, mottled as canvas painted by hand, darker towards the
// corners. The rendered sitter is laid over it (../../toon3d/render.ts).
import type { Rgb } from '../../../shared/raster';
import type { Random } from '../../../shared/random';
import { valueNoise } from '../../../shared/noise';
import { FACE_OVAL, outline, type XY } from '../../landmarks';
import type { ElegantLook } from './looks';

export function paintBackdrop(size: number, mesh: readonly XY[], look: ElegantLook, side: number, random: Random): Rgb {
  const oval = outline(mesh, FACE_OVAL);
  const xs = oval.map((p) => p[0]);
  const ys = oval.map((p) => p[1]);
  const faceWidth = Math.max(...xs) - Math.min(...xs);
  const faceHeight = Math.max(...ys) - Math.min(...ys);
  // The glow sits behind the head, off towards the light.
  const gx = (Math.max(...xs) + Math.min(...xs)) / 2 + side * faceWidth * random.between(0.35, 0.7);
  const gy = Math.min(...ys) + faceHeight * random.between(0.1, 0.35);
  const reach = size * random.between(0.42, 0.55);
  const mottle = valueNoise(size, size, size / 3, random, 3);
  const data = new Float32Array(size * size * 3);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const r = Math.hypot(x - gx, (y - gy) * 0.85) / reach;
      const glow = Math.exp(-r * r * 1.2);
      // Corners a little deeper: the backdrop's own fall-off, not a vignette over the sitter.
      const corner = Math.hypot(x / size - 0.5, y / size - 0.5) * 1.41;
      const shade = (1 - 0.3 * corner * corner) * (1 + (mottle.data[i] - 0.5) * 0.22);
      for (let c = 0; c < 3; c++) data[i * 3 + c] = (look.backdrop[c] + (look.halo[c] - look.backdrop[c]) * glow) * shade;
    }
  return { width: size, height: size, data };
}
