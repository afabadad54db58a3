// A look to the side (lookX): where a pixel of the eye's opening reads the photo once the iris
// has moved (eyeWarp.ts eyeInverse). The shift used to fade from
// the eye's middle row to nothing at the lid lines: the middle row's iris reached the corner while
// its top and bottom stayed, a pointed wedge of iris with bare white above and below it, and on a
// soft face a thin dark line (issue 37, the side glance 1.0 of 3: "a white wedge", "a line on a
// skin-coloured patch"). A person's iris moves whole, round, and the lids clip it. Here its disc
// slides rigidly, row for row; the white on each side is squeezed or stretched to the corners,
// each of its rows kept at its share of the opening, so it never reads lid or lash from a column
// where the opening is narrower; and a thin band along each lid follows the lid over the iris too,
// so the lid's rim and lashes run on unbroken where the iris comes under them. The disc is moved
// from where the photo's iris lies near the eye's middle (irisCentre.ts): moved from the eye's
// middle, an iris off it was cut by the disc's edge and thinned into a sliver on a look toward
// that side; moved from the darkest column anywhere, a shadowed corner taken for it left the look
// toward that corner little room (the sample man's left eye: its middle row changed 9 grey
// levels, the other looks 17-19; iris.test.ts).
import { profileAt } from './frame';
import type { EyeGeometry } from './geometry';
import { smoothstep } from './timeline';

/** How far the iris travels at lookX ±1, in the eye's half width, before CORNER_WHITE stops it. */
export const IRIS_TRAVEL = 0.56;
/**
 * The disc moved whole (in the eye's half width): a little wider than the iris (eyeWarp.ts
 * IRIS_RADIUS 0.38), so its dark rim moves with it and is never stretched into the white.
 */
export const MOVED_RADIUS = 0.42;
/**
 * The least white (in the half width) left between the moved disc and the corner it goes to. At
 * 0.02 the side glance (lookX about 1) drew the disc's middle 0.56 half widths out, where the lids
 * converge: they clipped the moved iris into a thin upright sliver and the white squeezed beside
 * it read as a blank almond (issue 37, the sixty-fourth stop: "irises wash out or become thin
 * slits as the eyes move"). At 0.16 the disc stops 0.42 half widths out, its iris whole under the
 * lids. The other looks (the girl's and look around's lookX up to 0.6) move it 0.34 half widths
 * from the photo's iris (irisCentre.ts, found up to 0.3 off the middle), so they reach the stop
 * too where that iris lies more than 0.08 off the middle toward the look: the older man's right
 * eye (0.2) looked 0.6 its way is stopped 0.12 half widths short of its travel.
 */
const CORNER_WHITE = 0.16;
/** Over how much (in the half width) past the disc's edge the white's rows turn into the disc's. */
const DISC_EDGE = 0.12;
/** How near a lid (in the half width) the rows follow the lid rather than the disc. */
const LID_BAND = 0.12;
/** Over how much of the opening (at least SEAM_LEAST pixels) next to each lid the moved eye turns into the photo's own. */
const SEAM = 0.15;
const SEAM_LEAST = 1.5;

/**
 * Where the iris's disc is drawn (u, pixels) for a look of `lookX` from `from` (the photo's iris,
 * irisCentre.ts; the eye's middle when not known): never past the corner.
 */
export function movedIrisU(eye: EyeGeometry, lookX: number, from = 0): number {
  const hw = eye.halfWidth;
  const most = hw * (1 - MOVED_RADIUS - CORNER_WHITE);
  return Math.max(-most, Math.min(most, from + lookX * IRIS_TRAVEL * hw));
}

/**
 * Where along the eye's row (u, within ±halfWidth) the photo is read for an iris at `from` moved
 * to `centre`: the disc (`radius` each side of it) slides whole and the white on each side is
 * squeezed or stretched to fill up to the corners, so nothing is read from beyond a corner.
 */
export function irisSource(u: number, centre: number, radius: number, halfWidth: number, from = 0): number {
  if (u < centre - radius) return -halfWidth + ((u + halfWidth) * (from - radius + halfWidth)) / (centre - radius + halfWidth);
  if (u > centre + radius)
    return from + radius + ((u - centre - radius) * (halfWidth - from - radius)) / (halfWidth - centre - radius);
  return u - centre + from;
}

/** A place in the eye's frame (u, v), written by irisLook. */
export interface EyePlace {
  u: number;
  v: number;
}

/**
 * Where the photo is read for the point (u, v) of the photo's eye opening (after the lids' own
 * moves) when its iris, at `irisU` along it in the photo, looks `lookX` to the side, written to `out`. Off the opening
 * (on a lid, or a raised lid's band) it is read where it is.
 */
export function irisLook(eye: EyeGeometry, lookX: number, irisU: number, u: number, v: number, out: EyePlace): void {
  out.u = u;
  out.v = v;
  const hw = eye.halfWidth;
  const upper = profileAt(eye.upperLid, u);
  const lower = profileAt(eye.lowerLid, u);
  if (v < upper || v > lower || lower - upper < 0.5 || (u < 0 ? -u : u) >= hw) return;
  const radius = MOVED_RADIUS * hw;
  const to = movedIrisU(eye, lookX, irisU);
  const read = irisSource(u, to, radius, hw, irisU);
  // The white's rows keep their share of the opening; the disc's keep their own row, clipped by the lids.
  const share = (v - upper) / (lower - upper);
  const readUpper = profileAt(eye.upperLid, read);
  const alongLids = readUpper + share * (profileAt(eye.lowerLid, read) - readUpper);
  const outside = Math.abs(u - to) - radius;
  const disc =
    (1 - smoothstep(outside / (DISC_EDGE * hw))) *
    smoothstep((v - upper) / (LID_BAND * hw)) *
    smoothstep((lower - v) / (LID_BAND * hw));
  // At the lids' lines the eye is the photo's own, turning into the moved one over a few rows: the
  // mesh's line often runs through the lid's rim or liner, and read from another column right up to
  // it the rim was cut along the line into a hard outline round the opening.
  const seam = Math.max(SEAM_LEAST, SEAM * (lower - upper));
  const moved = smoothstep((v - upper) / seam) * smoothstep((lower - v) / seam);
  out.u = u + (read - u) * moved;
  out.v = v + (alongLids + (v - alongLids) * disc - v) * moved;
}
