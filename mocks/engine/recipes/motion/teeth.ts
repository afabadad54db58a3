// A row of teeth as seen in an open mouth, front on: each tooth its own rounded block, wide
// incisors in front and ever narrower ones turning away along the arch toward the corners, with
// a soft dark seam between neighbours, a rounded biting edge (the canine's pointed), shading
// across each tooth's curve, and the lip's shadow at the top. mouthInterior.ts lays it under the
// upper lip (and, smaller, over the lower lip of a wide-open mouth).

/** Where each tooth ends, outward from the middle of the mouth, in mouth half widths (front on, the arch foreshortens them). */
const TOOTH_EDGES = [0, 0.2, 0.36, 0.5, 0.61, 0.7, 0.78, 0.85] as const;
/** Each tooth's length as a share of the row's; the third is the canine. */
const TOOTH_LENGTHS = [1, 0.86, 0.95, 0.78, 0.7, 0.64, 0.6] as const;

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
  let index = 0;
  while (index < TOOTH_LENGTHS.length && side > TOOTH_EDGES[index + 1]) index++;
  if (index >= TOOTH_LENGTHS.length || depth < 0) return;
  const from = TOOTH_EDGES[index];
  const to = TOOTH_EDGES[index + 1];
  // 0 at the tooth's side toward the middle of the mouth, 1 at its outer side.
  const along = (side - from) / (to - from);
  const centred = 2 * along - 1;
  // The biting edge: rounded corners, the canine's pointed.
  const shape = index === 2 ? 1 - 0.3 * Math.abs(centred) : 1 - 0.22 * centred ** 4;
  const bottom = length * TOOTH_LENGTHS[index] * shape;
  const soft = Math.max(0.8, 0.04 * halfWidth);
  const below = (depth - bottom) / soft;
  into.cover = below >= 1 ? 0 : below <= -1 ? 1 : 0.5 - 0.5 * below;
  if (into.cover <= 0) return;
  // The seam between neighbours: a thin soft shadow, a suggestion on a small mouth, wider at the biting edge where teeth part.
  const toothWidth = (to - from) * halfWidth;
  const fromSeam = Math.min(along, 1 - along) * toothWidth;
  const seamWidth = Math.max(0.5, 0.03 * halfWidth) * (1 + 1.2 * Math.max(0, depth / Math.max(1, bottom) - 0.6));
  const seam = Math.exp(-(fromSeam * fromSeam) / (seamWidth * seamWidth));
  // Each tooth is convex: lit in its middle, turning into shadow at its sides.
  const curve = 0.86 + 0.14 * Math.sin(Math.PI * along);
  // The biting edge is a little translucent; the top is in the lip's shadow.
  const edge = 1 - 0.18 * Math.max(0, depth / Math.max(1, bottom) - 0.75) * 4;
  const lipShadow = 0.7 + 0.3 * Math.min(1, depth / Math.max(1, 0.22 * length));
  into.light = curve * edge * lipShadow * (1 - 0.4 * seam);
}
