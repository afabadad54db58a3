// Where the brushed hair's strands (./brushedHair.ts) may lie. They run straight down the fall's
// lines, which suits hair that hangs; a blind reader saw them as "straight white stripes across
// the short bowl cut that do not follow the hair" on a short cap, and as "scratch-strokes [that]
// run straight down across the hair's curve at the shoulder and crown" where long hair bends over
// the head's top or along a shoulder. So the strands go where the hair hangs: nowhere on hair
// that ends above the jaw (a cap keeps the renderer's smooth volume, as on main), and they fade
// out along the mass's upper edges (the crown's arc, a lock's top lying across a shoulder),
// where the hair runs across rather than down.
import { createGrey, smoothstep, type Grey } from '../../../shared/raster';
import { blurLocal } from '../../blur';
import type { FallPoint } from '../../toon3d/fall';

/** How far the hair falls (the fall's row most of its solid pixels lie above) for no strands, and for all of them: the jaw's corner lies near 0.6, the chin near 0.8. */
const SHORT_REACH = 0.35;
const LONG_REACH = 0.75;
/** The share of the solid hair lying below the row that counts as its reach. */
const REACH_SHARE = 0.05;
/** The breadth (eye spans) over which the mass's upper edge is read, and so how far in from it the strands fade. */
const EDGE_BLUR = 0.35;

/** The row of the fall (`fall`) above which all but `REACH_SHARE` of the solid hair (`solid`, by index in a `width`-wide picture) lies. */
function hairReach(solid: readonly number[], width: number, fall: (x: number, y: number) => FallPoint): number {
  const rows = solid.map((i) => fall(i % width, Math.floor(i / width)).t).sort((a, b) => a - b);
  return rows[Math.min(rows.length - 1, Math.floor(rows.length * (1 - REACH_SHARE)))] ?? 0;
}

/**
 * How much the strands show at each pixel of the hair (`hair`, 0–1; `solid` its solid pixels by
 * index): 0 … 1, none on hair that ends above the jaw, and fading in from the mass's upper edges
 * (`unit`: the eye span in pixels).
 */
export function strandPlaces(
  hair: Grey,
  solid: readonly number[],
  fall: (x: number, y: number) => FallPoint,
  unit: number,
): Grey {
  const { width, height } = hair;
  const places = createGrey(width, height);
  const long = smoothstep(SHORT_REACH, LONG_REACH, hairReach(solid, width, fall));
  if (long <= 0) return places;
  // Each column filled from its first hair down, so a thin band of hair (the crown over the
  // forehead, a lock across a shoulder) is read by its upper edge alone, not as a ridge whose
  // middle has no slope.
  const below = createGrey(width, height);
  for (let x = 0; x < width; x++)
    for (let y = 0, most = 0; y < height; y++) {
      most = Math.max(most, hair.data[y * width + x]);
      below.data[y * width + x] = most;
    }
  const sigma = Math.max(1, unit * EDGE_BLUR);
  const soft = blurLocal(below, sigma).data;
  // A blurred step's slope peaks at 1 / (sigma √2π): scaled so a level upper edge reads 1.
  const scale = sigma * Math.sqrt(2 * Math.PI);
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (hair.data[i] <= 0.002) continue;
      // The hair below minus the hair above: positive on an upper edge, as much as its slope is level.
      const upper = ((soft[i + width] - soft[i - width]) / 2) * scale;
      places.data[i] = long * (1 - smoothstep(0.1, 0.45, upper));
    }
  return places;
}
