// The round iris of a widened eye whose opening is repainted (visibleWhite.ts). Its colour taken
// from the photo's iris in each column (eyeBand.ts's band) ran the column's light and dark down the
// disc as vertical stripes, where the photo's own opening is only a slit of iris under lashes
// (readers: "vertically streaked barcode smears"). Drawn here from the photo's iris colour: a
// disc lighter toward its foot (the lid shades its top), a darker pupil, and the photo's own
// catchlight where it has one, at the same place in the iris. An even disc read as "a flat drawn
// iris, on some faces a cartoon stare": it darkens toward its rim as an iris does (the limbus)
// and has the photo's own iris's light and dark round it as spokes (irisSpokes). A pupil kept at
// 0.65 of the iris and a limbus darkening only past 0.6 of the radius left a light ring between
// two dark ones, a target (readers: "cartoonish ringed bulging eyes"): the limbus now darkens from
// the pupil's edge out and the pupil is a soft shade of the iris, as a brown iris's is in a photo
// (its lightest ring over the darker of its sides 0.33 → 0.11, widenedWhite.test.ts).
import { smoothstep } from './timeline';

/** The photo's catchlight in its iris: its offset from the iris's centre (iris radii) and colour. */
export interface Catchlight {
  du: number;
  dv: number;
  rgb: readonly [number, number, number];
}

/** The pupil's radius (iris radii) and how dark it is against the iris (a share of the iris's colour kept). */
const PUPIL = 0.42;
const PUPIL_KEPT = 0.85;
/** How much lighter the iris's foot is than its middle, and its top darker. */
const FOOT_LIGHT = 0.2;
/** The limbus: how much darker the iris's rim is than its middle, from where (iris radii) it darkens. */
const LIMBUS_DARK = 0.3;
const LIMBUS_FROM = 0.3;
/** How strongly the spokes (irisSpokes) show, from the pupil's edge out. */
const SPOKES = 1;
/** The catchlight's radius (iris radii; at least a pixel) and its strength at its middle. */
const CATCH_RADIUS = 0.16;
const CATCH_STRENGTH = 0.9;

/** The spokes' light at an angle (radians from the iris's right, down positive), read between `spokes`' bins. */
function spokeAt(spokes: readonly number[], angle: number): number {
  if (spokes.length === 0) return 0;
  const place = ((angle / (2 * Math.PI)) * spokes.length + spokes.length) % spokes.length;
  const first = Math.floor(place);
  const share = place - first;
  return spokes[first % spokes.length] * (1 - share) + spokes[(first + 1) % spokes.length] * share;
}

/**
 * The drawn iris's colour at (du, dv) from its centre, in iris radii, `radius` pixels, written to
 * `out`: `iris` the photo's iris colour, `spokes` its light round the iris (irisSpokes).
 */
export function drawnIris(
  iris: readonly [number, number, number],
  catchlight: Catchlight | null,
  spokes: readonly number[],
  du: number,
  dv: number,
  radius: number,
  out: number[],
): void {
  const distance = Math.hypot(du, dv);
  const light = 1 + FOOT_LIGHT * Math.max(-1, Math.min(1, dv));
  const pupil = 1 - (1 - PUPIL_KEPT) * (1 - smoothstep((distance - PUPIL + 0.15) / 0.3));
  const limbus = 1 - LIMBUS_DARK * smoothstep((distance - LIMBUS_FROM) / (1 - LIMBUS_FROM));
  const spoke = 1 + SPOKES * spokeAt(spokes, Math.atan2(dv, du)) * smoothstep((distance - PUPIL) / 0.2);
  for (let c = 0; c < 3; c++) out[c] = Math.min(255, iris[c] * light * pupil * limbus * spoke);
  if (!catchlight) return;
  const size = Math.max(1 / radius, CATCH_RADIUS);
  const off = Math.hypot(du - catchlight.du, dv - catchlight.dv) / size;
  const spot = CATCH_STRENGTH * Math.exp(-off * off);
  for (let c = 0; c < 3; c++) out[c] += (catchlight.rgb[c] - out[c]) * spot;
}
