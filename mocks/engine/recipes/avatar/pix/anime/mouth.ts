// The anime mouth from the photo's (the blind panel: "smiles and grins in the photos become
// neutral or glum mouths"). The line ran through the lower lip's middle alone, so a smile's raised
// corners were cut off. Now it runs corner to corner along the lips' meeting line, drawn a little
// narrower than the photo's mouth but with the corners as high: a smile is an upturned curve. A
// mouth open past a tenth of its width (a grin) is an anime open smile: a dark shape with a band of
// upper teeth (where the mesh reads the lips closed over a toothy grin, ./grin.ts draws it so).
import { distance, type XY } from '../../landmarks';

/** The lips' inner edges, corner to corner. */
const UPPER_INNER = [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308];
const LOWER_INNER = [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308];
/** The drawn mouth's width over the photo's: an anime mouth is small. */
const NARROW = 0.75;
/** Opening over width past which the mouth is drawn open. */
export const OPEN = 0.1;
/**
 * A closed smile's drawn lift (corners above the middle, over the width) over the photo's, and
 * the most it is drawn: twice the photo's read as "a stronger U-smile than the photo's", the
 * photo's own as "nearly flat"; 1.8 times won its blind panel 4 to 0 ("a clean lopsided smile").
 */
const SMILE_LIFT = 1.8;
const MOST_LIFT = 0.12;

/** An open mouth as anime draws it: its opening and the band of upper teeth in it. */
export interface OpenShapes {
  opening: XY[];
  teeth: XY[];
}

/** The mouth's opening (lip to lip in the middle) over its width (corner to corner). */
export function mouthOpening(mesh: readonly XY[]): number {
  return distance(mesh[13], mesh[14]) / Math.max(1e-6, distance(mesh[78], mesh[308]));
}

/** Points pulled in sideways towards the mouth's middle, their heights kept. */
export function narrowed(mesh: readonly XY[], points: readonly XY[]): XY[] {
  const middle = (mesh[13][0] + mesh[14][0]) / 2;
  return points.map(([x, y]) => [middle + (x - middle) * NARROW, y]);
}

/** The lips' meeting line, corner to corner, as the photo has it. */
function meetingLine(mesh: readonly XY[]): XY[] {
  return UPPER_INNER.map((index, k) => {
    const [a, b] = [mesh[index], mesh[LOWER_INNER[k]]];
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  });
}

/**
 * The line's inner points eased towards their neighbours (the corners held): the mesh's points
 * by the corners step up and back, and the line drawn through them bent into "a squiggly ~ with a
 * kinked corner" (the panel that preferred the smoothed line 4 to 0).
 */
function eased(line: readonly XY[], passes: number): XY[] {
  let points = line.map(([x, y]): XY => [x, y]);
  for (let pass = 0; pass < passes; pass++)
    points = points.map((point, k) => {
      if (k === 0 || k === points.length - 1) return point;
      const [a, b] = [points[k - 1], points[k + 1]];
      return [(a[0] + 2 * point[0] + b[0]) / 4, (a[1] + 2 * point[1] + b[1]) / 4];
    });
  return points;
}

/**
 * The drawn mouth's line: the lips' meeting line, corner to corner, narrowed and eased; a closed
 * smile's corners raised to 1.8 times the photo's lift (at most 0.12 of the width), growing from
 * the middle out: at an anime mouth's size the photo's lift alone read as a flat line. A frown or
 * a level mouth keeps its own line (a panel rejected the older man's frown flattened).
 */
export function mouthLine(mesh: readonly XY[]): XY[] {
  const photo = meetingLine(mesh);
  const narrow = narrowed(mesh, photo);
  const line = eased(narrow, 3);
  const lift = cornerLift(photo);
  // Easing takes a little off the line's middle: a frown or a level mouth is drawn at its own
  // narrowed line's lift, no flatter.
  const drawn = lift > 0 ? Math.min(MOST_LIFT, lift * SMILE_LIFT) : cornerLift(narrow);
  const [a, b] = [line[0], line[line.length - 1]];
  const middle = (a[0] + b[0]) / 2;
  const half = Math.max(1e-6, Math.abs(b[0] - a[0]) / 2);
  const weight = ([x]: XY): number => ((x - middle) / half) ** 2;
  // Raised by a parabola, 1 at the corners: the lift grows by its rise there less its rise at the
  // point the lift is read at (the line's middle).
  const centre = line[Math.floor(line.length / 2)];
  const rise = ((drawn - cornerLift(line)) * distance(a, b)) / (1 - Math.min(0.5, weight(centre)));
  return line.map((point): XY => [point[0], point[1] - rise * weight(point)]);
}

/** An open mouth's shapes (the opening, and its upper teeth band), or null for a closed one. */
export function openMouth(mesh: readonly XY[]): OpenShapes | null {
  if (mouthOpening(mesh) < OPEN) return null;
  const upper = narrowed(
    mesh,
    UPPER_INNER.map((index) => mesh[index]),
  );
  const lower = narrowed(
    mesh,
    LOWER_INNER.map((index) => mesh[index]),
  );
  // The teeth: the top 45 % of the opening, between the upper lip and a line that far down.
  const teeth = [...upper, ...upper.map(([x, y], k): XY => [x, y + (lower[k][1] - y) * 0.45]).reverse()];
  return { opening: [...upper, ...[...lower].reverse()], teeth };
}

/** How far the line's corners sit above its middle, over its width (a smile is above 0). */
export function cornerLift(line: readonly XY[]): number {
  const [a, b] = [line[0], line[line.length - 1]];
  const middle = line[Math.floor(line.length / 2)];
  return (middle[1] - (a[1] + b[1]) / 2) / Math.max(1e-6, distance(a, b));
}
