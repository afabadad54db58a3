// A clean anime backdrop behind the cut-out person: a pastel sky graded lighter towards the
// horizon, with a few large soft rings of light (a portrait's bokeh, drawn flat) placed by seed.
import { hex } from '../../../shared/colour';
import { createRgb, smoothstep, type Colour, type Rgb } from '../../../shared/raster';
import type { Random } from '../../../shared/random';

const SKIES: readonly [Colour, Colour][] = [
  [hex('#8ec5f0'), hex('#e3f3ff')],
  [hex('#f5a8c8'), hex('#ffe9f1')],
  [hex('#b4a6ee'), hex('#efeaff')],
  [hex('#8fd9c2'), hex('#e6fbf3')],
  [hex('#f6c77e'), hex('#fff4dc')],
];

export function animeBackdrop(size: number, random: Random): Rgb {
  const [high, low] = SKIES[random.below(SKIES.length)];
  const rings = Array.from({ length: 5 }, () => ({
    x: random.next() * size,
    y: random.next() * size * 0.6,
    r: size * (0.05 + random.next() * 0.08),
  }));
  const sky = createRgb(size, size);
  for (let y = 0; y < size; y++) {
    const t = smoothstep(0, 1, y / size);
    // Only the columns a ring reaches on this row are lit: the rest is the plain gradient, and a
    // distance to every ring at every pixel was a tenth of the style's time.
    let from = size;
    let to = 0;
    for (const ring of rings) {
      const reach = 1.03 * ring.r;
      if (Math.abs(y - ring.y) > reach) continue;
      from = Math.min(from, Math.max(0, Math.floor(ring.x - reach)));
      to = Math.max(to, Math.min(size, Math.ceil(ring.x + reach) + 1));
    }
    for (let x = 0; x < size; x++) {
      let light = 0;
      if (x >= from && x < to)
        for (const ring of rings) {
          const d = Math.hypot(x - ring.x, y - ring.y) / ring.r;
          light = Math.max(light, 0.35 * smoothstep(1.02, 0.98, d) + 0.15 * smoothstep(1.02, 0.98, d) * smoothstep(0.7, 0.98, d));
        }
      const p = (y * size + x) * 3;
      for (let c = 0; c < 3; c++) {
        const base = high[c] + (low[c] - high[c]) * t;
        sky.data[p + c] = base + (1 - base) * light;
      }
    }
  }
  return sky;
}
