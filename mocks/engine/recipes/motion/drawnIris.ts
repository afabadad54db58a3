// The round iris of a widened eye whose opening is repainted (visibleWhite.ts). Its colour taken
// from the photo's iris in each column (eyeBand.ts's band) ran the column's light and dark down the
// disc as vertical stripes, where the photo's own opening is only a slit of iris under lashes
// (readers: "vertically streaked barcode smears"). Drawn here from the photo's iris colour: a
// disc lighter toward its foot (the lid shades its top), a darker pupil, and the photo's own
// catchlight where it has one, at the same place in the iris.
import { smoothstep } from './timeline';

/** The photo's catchlight in its iris: its offset from the iris's centre (iris radii) and colour. */
export interface Catchlight {
  du: number;
  dv: number;
  rgb: readonly [number, number, number];
}

/** The pupil's radius (iris radii) and how dark it is against the iris (a share of the iris's colour kept). */
const PUPIL = 0.42;
const PUPIL_KEPT = 0.65;
/** How much lighter the iris's foot is than its middle, and its top darker. */
const FOOT_LIGHT = 0.2;
/** The catchlight's radius (iris radii; at least a pixel) and its strength at its middle. */
const CATCH_RADIUS = 0.16;
const CATCH_STRENGTH = 0.9;

/**
 * The drawn iris's colour at (du, dv) from its centre, in iris radii, `radius` pixels, written to
 * `out`: `iris` the photo's iris colour.
 */
export function drawnIris(
  iris: readonly [number, number, number],
  catchlight: Catchlight | null,
  du: number,
  dv: number,
  radius: number,
  out: number[],
): void {
  const distance = Math.hypot(du, dv);
  const light = 1 + FOOT_LIGHT * Math.max(-1, Math.min(1, dv));
  const pupil = 1 - (1 - PUPIL_KEPT) * (1 - smoothstep((distance - PUPIL + 0.15) / 0.3));
  for (let c = 0; c < 3; c++) out[c] = Math.min(255, iris[c] * light * pupil);
  if (!catchlight) return;
  const size = Math.max(1 / radius, CATCH_RADIUS);
  const off = Math.hypot(du - catchlight.du, dv - catchlight.dv) / size;
  const spot = CATCH_STRENGTH * Math.exp(-off * off);
  for (let c = 0; c < 3; c++) out[c] += (catchlight.rgb[c] - out[c]) * spot;
}
