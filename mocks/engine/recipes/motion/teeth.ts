// A row of teeth as seen in an open mouth at a GIF's size: one soft white band under the upper
// lip, its biting edge a gentle curve that shortens toward the corners, parted only by a faint gap
// between the front teeth and fainter ones beside them. Drawn as separate teeth, each with its dark
// seam, rounded edge and its own shading, the row read as a comb of dark lines on the soft faces
// and the small ones alike, the seams pixels apart (issue 37, session 16). Along its length the
// front teeth are white and the arch turns away behind them into the mouth's shadow, so the row
// ends short of the corners with a dark corridor at each end: dimmed evenly from the middle to
// near the corners it read as "a flat white crescent slab pasted in" on the older man (session 61).
// mouthInterior.ts lays it under the upper lip (no lower row: see there).
import { smoothstep } from '../shared/raster';

/**
 * Where the row ends, in mouth half widths from the middle, faded out from ROW_FADE (the arch turns
 * out of sight past the first premolars). Ending at 0.85, with the row's light dimmed evenly along
 * it, the teeth ran almost corner to corner, one band the opening's own shape.
 */
const ROW_END = 0.78;
const ROW_FADE = 0.68;
/** Where the biting edge has shortened to SIDE_LENGTH (the curve as it was when the row ran to 0.85). */
const EDGE_END = 0.85;
/**
 * The row's light along the arch: the front teeth dim by FRONT_SLOPE a half width out to ARCH_FROM
 * (the front six), then the teeth beside them fall by ARCH_DARK more by ARCH_TO as they turn away
 * from the light. Dimmed by 0.3 a half width all the way (and by the corners' darkening besides) the
 * row was one gradient, a band with soft ends; dimmed by 0.45 from the middle it was a pale spot,
 * "no teeth" (session 58). A row flat across its front counted the photo's own unevenness at the
 * lip as lines (teethBand.test.ts), so the front keeps the old slope.
 */
const FRONT_SLOPE = 0.3;
const ARCH_FROM = 0.45;
const ARCH_TO = 0.85;
const ARCH_DARK = 0.75;
/** The gaps between teeth that show, in mouth half widths from the middle, and how dark each is (0–1). */
const GAPS: readonly (readonly [at: number, depth: number])[] = [
  [0, 0.25],
  [0.2, 0.1],
];
/**
 * The front teeth's length, a share of `length`: one unbroken band as long as separate teeth with
 * rounded tips and seams filled the throat's shadow under them, the talk's opening all teeth and tongue.
 */
export const FRONT_LENGTH = 0.85;
/** The row's length at its ends, a share of the front teeth's: the arch foreshortens the side teeth. */
const SIDE_LENGTH = 0.5;

/** The row's light at `side` (0–1 of the half width): the front teeth white, the side ones turning into shadow. */
export function archLight(side: number): number {
  return (1 - FRONT_SLOPE * Math.min(side, ARCH_FROM)) * (1 - ARCH_DARK * smoothstep(ARCH_FROM, ARCH_TO, side));
}

/** A point of the row: how much of it is tooth (0–1) and how bright that tooth is there (0–1). */
export interface ToothSample {
  cover: number;
  light: number;
}

/**
 * The row at `across` (−1…1 of the mouth's half width) and `depth` pixels from the lip it hangs
 * from; `length` is the front teeth's visible length and `halfWidth` the mouth's, both in pixels.
 */
export function toothAt(across: number, depth: number, length: number, halfWidth: number, into: ToothSample): void {
  into.cover = 0;
  into.light = 0;
  const side = across < 0 ? -across : across;
  if (side >= ROW_END || depth < 0) return;
  // The faint gaps: each a soft shadow a few pixels wide, parting the biting edge a little.
  const gapWidth = Math.max(0.8, 0.025 * halfWidth);
  let gap = 0;
  let notch = 0;
  for (const [at, darkness] of GAPS) {
    const fromGap = (side - at) * halfWidth;
    const near = Math.exp(-(fromGap * fromGap) / (gapWidth * gapWidth));
    gap = Math.max(gap, darkness * near);
    notch = Math.max(notch, 0.5 * darkness * near);
  }
  const bottom = FRONT_LENGTH * length * (1 - (1 - SIDE_LENGTH) * smoothstep(0.1, EDGE_END, side)) * (1 - notch);
  const soft = Math.max(0.8, 0.04 * halfWidth);
  const below = (depth - bottom) / soft;
  // The row's end fades out where the arch turns away, not cut off.
  const end = 1 - smoothstep(ROW_FADE, ROW_END, side);
  into.cover = (below >= 1 ? 0 : below <= -1 ? 1 : 0.5 - 0.5 * below) * end;
  if (into.cover <= 0) return;
  const downShare = depth / Math.max(1, bottom);
  // A gap shows more toward the biting edge, where teeth part; under the lip it is a hint.
  const parted = gap * (0.5 + 0.5 * smoothstep(0.2, 0.9, downShare));
  // The biting edge is a little translucent; the top is in the lip's shadow (0.78 of the light
  // there: at 0.7 the short teeth of a talk, softened to the photo, were no lighter than the skin).
  const edge = 1 - 0.18 * Math.max(0, downShare - 0.75) * 4;
  const lipShadow = 0.78 + 0.22 * Math.min(1, depth / Math.max(1, 0.22 * length));
  into.light = edge * lipShadow * (1 - parted) * archLight(side);
}
