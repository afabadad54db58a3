// The anime mouth from the photo's (the blind panel: "smiles and grins in the photos become
// neutral or glum mouths"). The line ran through the lower lip's middle alone, so a smile's raised
// corners were cut off. Now it runs corner to corner along the lips' meeting line, drawn a little
// narrower than the photo's mouth but with the corners as high: a smile is an upturned curve. A
// mouth open past a tenth of its width (a grin) is an anime open smile: a dark shape with a band of
// upper teeth.
import { distance, type XY } from '../../landmarks';

/** The lips' inner edges, corner to corner. */
const UPPER_INNER = [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308];
const LOWER_INNER = [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308];
/** The drawn mouth's width over the photo's: an anime mouth is small. */
const NARROW = 0.75;
/** Opening over width past which the mouth is drawn open. */
export const OPEN = 0.1;

/** The mouth's opening (lip to lip in the middle) over its width (corner to corner). */
export function mouthOpening(mesh: readonly XY[]): number {
  return distance(mesh[13], mesh[14]) / Math.max(1e-6, distance(mesh[78], mesh[308]));
}

/** Points pulled in sideways towards the mouth's middle, their heights kept. */
function narrowed(mesh: readonly XY[], points: readonly XY[]): XY[] {
  const middle = (mesh[13][0] + mesh[14][0]) / 2;
  return points.map(([x, y]) => [middle + (x - middle) * NARROW, y]);
}

/** The drawn mouth's line: the lips' meeting line, corner to corner, narrowed; a smile's corners
 * raised further (by its own lift, at most 0.06 of the width, growing from the middle out): at an
 * anime mouth's size the photo's lift alone read as a flat line. */
export function mouthLine(mesh: readonly XY[]): XY[] {
  const line = narrowed(
    mesh,
    UPPER_INNER.map((index, k) => {
      const [a, b] = [mesh[index], mesh[LOWER_INNER[k]]];
      return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    }),
  );
  const wide = distance(line[0], line[line.length - 1]);
  const extra = Math.min(0.06, Math.max(0, cornerLift(line))) * wide;
  const middle = (line[0][0] + line[line.length - 1][0]) / 2;
  return line.map(([x, y]) => [x, y - extra * ((x - middle) / (wide / 2)) ** 2]);
}

/** An open mouth's shapes (the opening, and its upper teeth band), or null for a closed one. */
export function openMouth(mesh: readonly XY[]): { opening: XY[]; teeth: XY[] } | null {
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
