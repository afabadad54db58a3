// Closes the photo's own open mouth (mouthWarp.ts `MouthPlan.closing`: talk's m, b, p and pauses):
// one column of the mouth, where a pixel of the closed mouth is taken from in the photo. The lips
// slide over the photo's gap (its teeth stay where they are, hidden behind them) and meet at
// MEET_AT of it, drawn from a little inside the lips (SEAM_INSIDE).
//
// A very large gap (`MouthPlan.closeLarge`: the dark man's wide grin, its teeth 0.68 of the mouth's
// half width tall, found under mesh lips that meet above them, grinTeeth.ts) closes otherwise: shut
// like the others, his upper lip met what lies under his teeth (no lower lip shows there: the dark
// of his open mouth and the hair in front of his chin) on a hard line, "the smile vanishes behind
// the hair", and his teeth's ends past the mesh's lip corners stayed as two white flecks ("like
// fangs", a blind reader, session 55). So the lips close to a thin dark parting, a lower lip drawn
// under it from the upper lip's own colours (mirrored), and the gap is closed out past the mesh's
// corners, where his teeth still show.
import { profileAt } from './frame';
import type { MouthGeometry } from './geometry';
import type { MouthPlan } from './mouthWarp';

/**
 * Where a closing mouth's lips meet, as a share of the photo's own gap from its upper edge: the
 * lower lip rises most of the way, as it does over the upper teeth of a closing smile.
 */
const MEET_AT = 0.4;
/** How far inside the lips shut lips' meeting edges are drawn from, in mouth half widths (at least a pixel). */
const SEAM_INSIDE = 0.04;
/**
 * A very large gap is closed out this much further past the mesh's corners (a share of the half
 * width): the dark man’s teeth reach up to 0.2 of it past them, and fade out further.
 */
const WIDER = 0.35;
/** The dark parting a very large gap keeps between the closed lips, in mouth half widths (at least a pixel and a half). */
const PARTING = 0.035;
/**
 * The lower lip drawn under it, in mouth half widths, from this much of the upper lip above the
 * seam (mirrored, stretched): its red only, the skin above it under the lip met the dark below on
 * a hard brown line.
 */
const LIP = 0.22;
const LIP_FROM = 0.13;
/** The parting's dark is taken this far under the photo's gap (mouth half widths): at its edge the teeth's pale rim drew light flecks along it. */
const PARTING_FROM = 0.08;

/**
 * The photo's v for the frame point (u, v) of a closing mouth's column u (the mouth's axes; u
 * already moved by the corners' pull), or v unchanged outside the mouth's warped band.
 */
export function closedColumn(mouth: MouthGeometry, plan: MouthPlan, u: number, v: number): number {
  const w = mouth.halfWidth;
  const large = plan.closeLarge;
  // The gap's profile, drawn out past the corners for a very large gap.
  const column = u / (1 + WIDER * large);
  const upper = profileAt(mouth.upperInner, column);
  const lower = profileAt(mouth.lowerInner, column);
  const gap = Math.max(0, lower - upper);
  if (gap <= 0) return v;
  const c = plan.closing;
  // The parting and the drawn lower lip taper to nothing at the (widened) corners.
  const across = Math.min(1, Math.abs(column) / w);
  const taper = Math.sqrt(1 - across * across) * large * c;
  const parting = taper * Math.max(1.5, PARTING * w);
  const lip = taper * LIP * w;
  const shut = c * gap;
  const seam = c * Math.max(1, SEAM_INSIDE * w);
  const top = mouth.top;
  const jaw = Math.max(profileAt(mouth.jaw, column), lower + 0.4 * w);
  const upperMoved = upper + MEET_AT * shut;
  // Without a drawn lower lip the two lips meet where the lower one rose to.
  const lowerMoved = Math.max(upperMoved, lower - (1 - MEET_AT) * shut) + parting + lip;
  if (v <= top || v >= jaw) return v;
  if (v <= upperMoved) return top + ((v - top) * (upper - seam - top)) / (upperMoved - top);
  if (v < upperMoved + parting) {
    // The parting: the dark just under the photo's teeth.
    return lower + PARTING_FROM * w;
  }
  if (v < lowerMoved - lip) {
    // What is left of the photo's own gap between the closing lips: its teeth where they are.
    return v;
  }
  if (v < lowerMoved) {
    // The drawn lower lip: the upper lip above the seam, mirrored.
    const into = (v - (lowerMoved - lip)) / Math.max(1e-6, lip);
    return upper - seam - into * LIP_FROM * w;
  }
  return lower + seam + ((v - lowerMoved) * (jaw - lower - seam)) / (jaw - lowerMoved);
}
