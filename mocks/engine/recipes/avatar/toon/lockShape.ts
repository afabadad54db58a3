// The shape of one lock drawn on past the photo's bottom edge (./hairPastCrop.ts). A lock carried
// straight down with a rounded end read as a stiff slab with hard straight sides (the blind panel);
// a cartoonist carries on the lock's own sides as the photo showed them above the cut, narrows it
// as it falls, and ends it in a few uneven points, as strands of hair end.
import type { Grey } from '../../shared/raster';

/** The steepest a lock's side may lean (pixels across per row): a photo's edge is no fan. */
const MAX_SLOPE = 0.5;
/** How much of its width a lock loses from the cut to its end. */
const NARROW = 0.55;
/** Strands at a lock's end are about this wide, in face heights. */
const STRAND = 0.1;

/** A lock at the photo's cut: its columns, the row it leaves the photo and the row it ends. */
export interface Lock {
  left: number;
  right: number;
  top: number;
  end: number;
}

/**
 * Where the hair at row `y` around column `x` begins and ends (the run of hair over half through
 * it), or undefined where `x` is no hair.
 */
function hairSpan(hair: Grey, x: number, y: number): [number, number] | undefined {
  const { width, data } = hair;
  const at = (u: number): number => data[Math.round(y) * width + u];
  if (y < 0 || x < 0 || x >= width || at(x) <= 0.5) return undefined;
  let a = x;
  let b = x;
  while (a > 0 && at(a - 1) > 0.5) a--;
  while (b < width - 1 && at(b + 1) > 0.5) b++;
  return [a, b];
}

/**
 * How each side of the lock leans (pixels across per row, left and right) over `rise` rows above
 * its cut in the photo's hair, away from the face's middle column `cx` only: by the jaw a lock's
 * sides curve in with the face, and carried on in they crossed the chest (the brown-skinned
 * woman's). A side the hair there does not show (it joins other hair) falls straight.
 */
export function lockSlopes(hair: Grey, lock: Lock, rise: number, cx: number): [number, number] {
  const middle = Math.round((lock.left + lock.right) / 2);
  const low = hairSpan(hair, middle, lock.top - Math.max(1, rise * 0.2));
  const high = hairSpan(hair, middle, lock.top - rise);
  if (!low || !high) return [0, 0];
  const rows = rise * 0.8;
  const out = middle < cx ? -1 : 1;
  const lean = (dx: number): number => out * Math.max(0, Math.min(MAX_SLOPE, (out * dx) / rows));
  return [lean(low[0] - high[0]), lean(low[1] - high[1])];
}

/** A small fixed unevenness per strand (0–1), so that neighbouring points end at different depths. */
function unevenness(k: number): number {
  return [0, 0.55, 0.25, 0.8, 0.4][k % 5];
}

/**
 * Paints the lock into `fall` (1 inside): from its cut its sides go on as they leaned (`slopes`),
 * the lock narrowing towards its middle as it falls, and its last `tip` rows split into strands
 * that each end in a point, at uneven depths.
 */
export function paintLock(fall: Grey, lock: Lock, slopes: [number, number], faceHeight: number, tip: number): void {
  const { width, height, data } = fall;
  const length = Math.max(1, lock.end - lock.top);
  // As many strands as fit the lock's width at its end.
  const endWidth = (lock.right - lock.left + 1 + (slopes[1] - slopes[0]) * length) * (1 - NARROW);
  const strands = Math.max(1, Math.round(endWidth / (faceHeight * STRAND)));
  for (let y = Math.max(0, lock.top); y < Math.min(height, lock.end); y++) {
    const fallen = y - lock.top;
    const p = fallen / length;
    const left = lock.left + slopes[0] * fallen;
    const right = lock.right + slopes[1] * fallen;
    const squeeze = ((right - left) * NARROW * p) / 2;
    const a = left + squeeze;
    const b = right - squeeze;
    if (b <= a) continue;
    for (let x = Math.max(0, Math.floor(a)); x <= Math.min(width - 1, Math.ceil(b)); x++) {
      const u = (x + 0.5 - a) / (b - a);
      if (u < 0 || u > 1) continue;
      // Within its strand, the point's end: deepest at the strand's middle, curving up to its sides
      // (a full point, not a spike the blur of ./hairPastCrop.ts would eat).
      const k = Math.min(strands - 1, Math.floor(u * strands));
      const across = Math.abs((u * strands - k) * 2 - 1);
      const deepest = lock.end - unevenness(k) * tip * 0.6;
      if (y < deepest - tip * across * across) data[y * width + x] = 1;
    }
  }
}
