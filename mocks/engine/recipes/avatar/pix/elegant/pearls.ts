// A string of pearls at the base of the neck: the one piece of jewellery a classic studio portrait
// gives its sitter. Each pearl is a small lit sphere (a cream body, the key's highlight, a darker
// edge) over its own soft shadow, strung along a curve that dips from the neck's sides to below its
// base.
import type { Rgb } from '../../../shared/raster';
import type { NeckBase } from './wardrobe';

/** A pearl's cream body, before the key's light shades it and its highlight is laid on. */
const PEARL: readonly [number, number, number] = [0.95, 0.92, 0.86];

/** Where the pearls lie: `count` points along the curve under the neck. */
function strand(neck: NeckBase, radius: number): [number, number][] {
  const { cx, y, half } = neck;
  const top = y - half * 0.08;
  const dip = y + half * 0.75;
  // The ends stop short of the neck's sides, where the strand turns behind it.
  const span = half * 0.94;
  const points: [number, number][] = [];
  // Step along the curve by a pearl's width.
  let x = -span;
  while (x <= span) {
    const t = x / span;
    points.push([cx + x, top + (dip - top) * (1 - t * t)]);
    const slope = (2 * (dip - top) * Math.abs(t)) / span;
    x += (2 * radius * 1.02) / Math.sqrt(1 + slope * slope);
  }
  return points;
}

/** Draws one pearl (centre `px`, `py`) in place, lit from the key's side. */
function pearl(picture: Rgb, px: number, py: number, radius: number, key: number): void {
  const { width, height, data } = picture;
  const [lx, ly, lz] = [key * 0.45, -0.55, 0.7];
  for (let y = Math.floor(py - radius - 2); y <= py + radius + 2; y++)
    for (let x = Math.floor(px - radius - 2); x <= px + radius + 2; x++) {
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const p = (y * width + x) * 3;
      // The shadow it casts on the skin below it.
      const sd = Math.hypot(x + 0.5 - px, y + 0.5 - py - radius * 0.45) / (radius * 1.15);
      if (sd < 1.3) {
        const dark = 1 - 0.3 * Math.min(1, 1.3 - sd);
        for (let c = 0; c < 3; c++) data[p + c] *= dark;
      }
      const dx = (x + 0.5 - px) / radius;
      const dy = (y + 0.5 - py) / radius;
      const d = Math.hypot(dx, dy);
      if (d >= 1.05) continue;
      const alpha = Math.min(1, (1.05 - d) / 0.15);
      const nz = Math.sqrt(Math.max(0, 1 - Math.min(1, d * d)));
      const diffuse = Math.max(0, dx * lx + dy * ly + nz * lz);
      // The highlight: the key's reflection, small and soft.
      const hx = dx - lx * 0.55;
      const hy = dy - ly * 0.55;
      const spec = Math.exp(-(hx * hx + hy * hy) / 0.05) * 0.35;
      for (let c = 0; c < 3; c++) {
        const v = Math.min(1, PEARL[c] * (0.38 + 0.62 * diffuse) + spec);
        data[p + c] += (v - data[p + c]) * alpha;
      }
    }
}

/** A string of pearls at the neck's base, in place (`keyFromLeft`: the key's side). */
export function pearlNecklace(picture: Rgb, neck: NeckBase, keyFromLeft: boolean): void {
  const radius = Math.max(1.5, neck.half * 0.085);
  for (const [x, y] of strand(neck, radius)) pearl(picture, x, y, radius, keyFromLeft ? -1 : 1);
}
