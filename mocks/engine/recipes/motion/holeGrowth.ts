// The hole a still room is filled in behind a moving head (backdrop.ts): the person, grown past
// the soft fringe of the hair the matte leaves out, but only where that fringe can lie.
import type { Grey } from '../shared/raster';

/**
 * Along one line of `count` pixels from `start` by `step`: marks in `target` every pixel within
 * `radius` of a set pixel of `source`, by two sweeps (the nearest set pixel behind, then ahead).
 */
function markNear(source: Uint8Array, target: Uint8Array, start: number, step: number, count: number, radius: number): void {
  let last = -Infinity;
  for (let k = 0; k < count; k++) {
    if (source[start + k * step]) last = k;
    if (k - last <= radius) target[start + k * step] = 1;
  }
  last = Infinity;
  for (let k = count - 1; k >= 0; k--) {
    if (source[start + k * step]) last = k;
    if (last - k <= radius) target[start + k * step] = 1;
  }
}

/** Mask pixels with a set pixel within `radius` pixels (a square), 1, else 0: rows, then columns. */
export function dilate(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const rows = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) markNear(mask, rows, y * width, 1, width, radius);
  const near = new Uint8Array(width * height);
  for (let x = 0; x < width; x++) markNear(rows, near, x, width, height, radius);
  return near;
}

/** Pixels with any of the person (over 1 %), 1, else 0. */
function personMask(matte: Grey): Uint8Array {
  return Uint8Array.from(matte.data, (value) => (value > 0.01 ? 1 : 0));
}

/** Pixels with any of the person (over 1 %) within `radius` pixels (a square), 1, else 0. */
export function nearPerson(matte: Grey, radius: number): Uint8Array {
  return dilate(personMask(matte), matte.width, matte.height, radius);
}

/** The hole is grown past the fringe only from the person above this far below the head's centre (head radii; about the mouth). */
const BELOW_HEAD = 0.4;
/**
 * Room in a gap of the body along its row this wide (head radii) is a notch in the matte, not
 * room past it. Narrower gaps lie between the head and a thin strip of its fringe (the older
 * man's hair, a sliver of matte beside it): they are the fringe, grown over as the rest.
 */
const NOTCH_WIDTH = { narrowest: 0.1, widest: 0.5 };

/** Pixels in a gap of `mask` along their row (set on both sides) from `narrowest` to `widest` pixels wide, 1, else 0. */
function gapsOnRows(mask: Uint8Array, width: number, height: number, narrowest: number, widest: number): Uint8Array {
  const between = new Uint8Array(width * height);
  const left = new Float64Array(width);
  for (let y = 0; y < height; y++) {
    let last = -Infinity;
    for (let x = 0; x < width; x++) {
      if (mask[y * width + x]) last = x;
      left[x] = x - last;
    }
    last = Infinity;
    for (let x = width - 1; x >= 0; x--) {
      if (mask[y * width + x]) last = x;
      const gap = left[x] + last - x;
      if (gap >= narrowest && gap <= widest) between[y * width + x] = 1;
    }
  }
  return between;
}

/** The part of `mask` joined to pixel `start` (4-neighbours), 1, else 0; none when `start` is not in it. */
function joinedTo(mask: Uint8Array, width: number, height: number, start: number): Uint8Array {
  const joined = new Uint8Array(width * height);
  if (!mask[start]) return joined;
  const stack = [start];
  joined[start] = 1;
  while (stack.length > 0) {
    const at = stack.pop() as number;
    const x = at % width;
    const y = (at - x) / width;
    const around = [x > 0 ? at - 1 : -1, x < width - 1 ? at + 1 : -1, y > 0 ? at - width : -1, y < height - 1 ? at + width : -1];
    for (const next of around) {
      if (next < 0 || joined[next] || !mask[next]) continue;
      joined[next] = 1;
      stack.push(next);
    }
  }
  return joined;
}

export interface HoleGrowth {
  /** The head's centre column (pixels). */
  centerX: number;
  /** The head's centre row and radius (pixels). */
  centerY: number;
  radius: number;
  /** The tight hole's margin past the matte (pixels). */
  margin: number;
  /** How far past the tight hole it is grown (pixels). */
  band: number;
}

/**
 * The person joined to the head's centre (clamped into the picture, column and row apart: a
 * flat index wrapped a centre past the side into the next row); the whole person when the
 * centre is not on it, so the notch rule still holds for a head the matte misses there.
 */
function headBody(person: Uint8Array, width: number, height: number, centre: { centerX: number; centerY: number }): Uint8Array {
  const x = Math.min(width - 1, Math.max(0, Math.round(centre.centerX)));
  const y = Math.min(height - 1, Math.max(0, Math.round(centre.centerY)));
  const at = y * width + x;
  return person[at] ? joinedTo(person, width, height, at) : person;
}

/**
 * The tight hole (`margin` past the matte) grown by `band` past the person level with the head,
 * except where nothing of the fringe can lie:
 * - below BELOW_HEAD (the shoulders, a chair's back beside them): the grown hole left so little
 *   room that the mirror bounced the wall beyond into the older man's dark chair, and beside his
 *   jaw it left the blinds no room at all (a smooth patch where they had run on);
 * - in a notch of the matte (the body on both sides of the row, NOTCH_WIDTH apart): the man's
 *   dark crown the matte left out is hair, not room; filled with the dark room it showed as a
 *   notch bitten out of the top of his hair in every frame (issue 37, session 33).
 */
export function grownHole(matte: Grey, tight: Uint8Array, growth: HoleGrowth): Uint8Array {
  const { width, height } = matte;
  const person = personMask(matte);
  const upper = person.slice();
  const belowHead = Math.round(growth.centerY + BELOW_HEAD * growth.radius);
  upper.fill(0, Math.min(height, Math.max(0, belowHead)) * width);
  const grown = dilate(upper, width, height, growth.band + growth.margin);
  const body = headBody(person, width, height, growth);
  const notch = gapsOnRows(body, width, height, NOTCH_WIDTH.narrowest * growth.radius, NOTCH_WIDTH.widest * growth.radius);
  const hole = new Uint8Array(width * height);
  for (let i = 0; i < hole.length; i++) hole[i] = tight[i] || (grown[i] && !notch[i]) ? 1 : 0;
  return hole;
}
