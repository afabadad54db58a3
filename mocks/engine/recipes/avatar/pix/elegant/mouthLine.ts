// The line where a painted portrait's lips meet, drawn crisp: the modelled sitter's mouth came out
// of the renderer as soft smudges of lip colour with no edge between them, and after the finish's
// glow a blind panel saw "a blurry mouth". A portrait painter sets the mouth with one firm, thin
// stroke, darkest in the middle and fading into the corners; the lips' colour is kept (the stroke
// darkens what is under it), and an open mouth, whose teeth the renderer draws, is left alone.
import { smoothstep, type Rgb } from '../../../shared/raster';
import { distance, type XY } from '../../landmarks';

/** The inner contours of the lips, corner to corner (upper, lower). */
const UPPER_INNER = [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308] as const;
const LOWER_INNER = [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308] as const;

/** How dark the stroke is at its middle (a multiplier of what is under it) and its half-width in eye distances. */
const DEPTH = 0.4;
const HALF_WIDTH = 0.011;
/** An opening between the lips wider than this (eye distances) shows teeth: no line. */
const OPEN = 0.05;

/** The lips' meeting line, corner to corner, as points midway between their inner contours. */
export function mouthLine(mesh: readonly XY[]): XY[] {
  return UPPER_INNER.map((u, k) => {
    const l = LOWER_INNER[k];
    return [(mesh[u][0] + mesh[l][0]) / 2, (mesh[u][1] + mesh[l][1]) / 2];
  });
}

/** Draws the lips' meeting line on `picture` in place, about the toon's `mesh`. */
export function drawMouthLine(picture: Rgb, mesh: readonly XY[]): void {
  const unit = distance(mesh[33], mesh[263]);
  if (distance(mesh[13], mesh[14]) > unit * OPEN) return;
  const { width, height, data } = picture;
  const line = mouthLine(mesh);
  const half = Math.max(0.8, unit * HALF_WIDTH);
  const xs = line.map((p) => p[0]);
  const ys = line.map((p) => p[1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs) - 3));
  const x1 = Math.min(width - 1, Math.ceil(Math.max(...xs) + 3));
  const y0 = Math.max(0, Math.floor(Math.min(...ys) - half - 3));
  const y1 = Math.min(height - 1, Math.ceil(Math.max(...ys) + half + 3));
  const segments = line.length - 1;
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      // The nearest point on the line, and how far along it (0 a corner, 0.5 the middle).
      let best = Infinity;
      let along = 0;
      for (let s = 0; s < segments; s++) {
        const [ax, ay] = line[s];
        const [bx, by] = line[s + 1];
        const dx = bx - ax;
        const dy = by - ay;
        const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy || 1)));
        const d = Math.hypot(x - ax - dx * t, y - ay - dy * t);
        if (d < best) {
          best = d;
          along = (s + t) / segments;
        }
      }
      // Tapered: full in the middle half, thinning to nothing at the corners.
      const taper = smoothstep(0, 0.25, Math.min(along, 1 - along));
      const width2 = half * (0.4 + 0.6 * taper);
      const ink = (1 - smoothstep(width2 - 0.5, width2 + 0.7, best)) * (0.25 + 0.75 * taper);
      if (ink <= 0) continue;
      const p = (y * width + x) * 3;
      const keep = 1 - DEPTH * ink;
      for (let c = 0; c < 3; c++) data[p + c] *= keep;
    }
}
