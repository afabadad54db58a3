// A comic book's ground behind the cartoon: one bright flat colour with a halftone screen of
// dots in a deeper tone of it, clear behind the head and growing towards the corners (the
// printed comic's Ben-Day dots), never the soft pastel sky of the anime style.
import { hex } from '../../shared/colour';
import type { Random } from '../../shared/random';
import { createRgb, smoothstep, type Colour, type Rgb } from '../../shared/raster';
import type { XY } from '../landmarks';

/** Pairs of a bright ground and its dots' deeper tone. */
const SCREENS: readonly (readonly [Colour, Colour])[] = [
  [hex('#ffd23f'), hex('#f08a24')],
  [hex('#4cc9f0'), hex('#2b7fd4')],
  [hex('#ff6b6b'), hex('#c7283f')],
  [hex('#9be15d'), hex('#3f9b3a')],
  [hex('#ff7ac6'), hex('#c2318f')],
  [hex('#ffa62b'), hex('#d9480f')],
];

export interface ComicBackdrop {
  picture: Rgb;
  ground: Colour;
  dots: Colour;
}

/** The backdrop for a square of `size`, the head's middle at `head`. */
export function comicBackdrop(size: number, head: XY, random: Random): ComicBackdrop {
  const [ground, dots] = SCREENS[random.below(SCREENS.length)];
  const picture = createRgb(size, size);
  // A 45° screen of about 42 dots across the square.
  const spacing = size / 42;
  const cos = Math.SQRT1_2;
  const sin = Math.SQRT1_2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const u = (x * cos + y * sin) / spacing;
      const v = (-x * sin + y * cos) / spacing;
      const du = (u - Math.round(u)) * spacing;
      const dv = (v - Math.round(v)) * spacing;
      const far = Math.hypot(x - head[0], y - head[1]) / (size * 0.75);
      const radius = spacing * 0.48 * smoothstep(0.35, 1.05, far);
      const dot = radius > 0.3 ? Math.min(1, Math.max(0, radius + 0.5 - Math.hypot(du, dv))) : 0;
      const p = (y * size + x) * 3;
      for (let c = 0; c < 3; c++) picture.data[p + c] = ground[c] + (dots[c] - ground[c]) * dot;
    }
  }
  return { picture, ground, dots };
}
