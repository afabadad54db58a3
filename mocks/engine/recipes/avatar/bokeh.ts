// Out-of-focus lights: soft discs screened over the background, as a fast lens draws the
// fairy lights and windows behind a subject. Positions, sizes and colours come from the seed.
import type { Random } from '../shared/random';
import type { Colour, Grey, Rgb } from '../shared/raster';

export function bokeh(
  picture: Rgb,
  behind: Grey,
  random: Random,
  colours: readonly Colour[],
  count: number,
  radius: number,
): void {
  const { width, height, data } = picture;
  for (let n = 0; n < count; n++) {
    const cx = random.next() * width;
    const cy = random.next() * height;
    const r = radius * random.between(0.5, 1.3);
    const colour = colours[random.below(colours.length)];
    const strength = random.between(0.25, 0.55);
    const x0 = Math.max(0, Math.floor(cx - r - 2));
    const x1 = Math.min(width - 1, Math.ceil(cx + r + 2));
    const y0 = Math.max(0, Math.floor(cy - r - 2));
    const y1 = Math.min(height - 1, Math.ceil(cy + r + 2));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy) / r;
        if (d >= 1.05) continue;
        // A lens's disc: even, a little brighter at the rim, with a soft edge.
        const disc = Math.min(1, (1.05 - d) * 12) * (0.75 + 0.25 * d * d);
        const i = y * width + x;
        const a = disc * strength * behind.data[i];
        if (a <= 0) continue;
        const p = i * 3;
        for (let c = 0; c < 3; c++) data[p + c] = 1 - (1 - data[p + c]) * (1 - colour[c] * a);
      }
    }
  }
}
