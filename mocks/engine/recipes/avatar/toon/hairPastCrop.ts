// Long hair the photo's crop cuts off, drawn on down to the shoulders. A tight selfie ends just
// under the chin, and the parts (./regions.ts) end the hair where the photo ends: the drawn top
// (./figure.ts) then sat under a bob cut square at the jaw (the blind reader: "long wavy hair
// drawn as a bob"). Where a lock of hair runs down to the photo's bottom edge, a cartoonist
// lets it fall on: the lock goes on down from where the photo lost it to the shoulders, its sides
// leaning as they did above the cut and ending in points (./lockShape.ts), in front of the top
// and the ground (never the neck).
import { createGrey, smoothstep, type Grey } from '../../shared/raster';
import { blurGrey } from '../blur';
import { faceFrame, type XY } from '../landmarks';
import { dropIslands } from '../toon3d/islands';
import { paintLock, lockSlopes } from './lockShape';
import { BACKGROUND, CLOTHES, HAIR, SKIN } from './parts';

/** How far under the chin (in face heights) the drawn-on hair falls: over the shoulders. */
export const FALL = 0.8;
/**
 * How far over the photo's edge (in face heights) the hair may end and still be cut by it: the
 * photo fades into a blur there (../align.ts), and the parts thin the lock as it fades.
 */
const AT_EDGE = 0.3;
/** Locks closer than this (in face heights) are one; narrower ones (under a third of it) are wisps and left. */
const LOCK_GAP = 0.12;
/** The neck's half width, in face widths: no gap over it is closed. */
const NECK = 0.3;
/** The longest a lock's pointed end may be, in face heights. */
const TIP = 0.15;
/** How far above the cut (in face heights) a lock's sides are read for how they lean. */
const RISE = 0.2;
/**
 * The blur (in face heights) that spreads the hair to the skin by it (three box passes:
 * about three times as far, a tenth of a face), and the share under which a pixel is away from it.
 */
const NEAR_LOCK = 0.035;
const AWAY = 0.01;

/** The row where each column leaves the photo through its bottom edge, or -1 (not under the mouth). */
function photoBottom(beyond: Grey, from: number): Int32Array {
  const { width, height, data } = beyond;
  const edge = new Int32Array(width).fill(-1);
  const start = Math.max(0, Math.round(from));
  for (let x = 0; x < width; x++) {
    if (start >= height || data[start * width + x] > 0) continue;
    for (let y = start; y < height; y++) {
      if (data[y * width + x] > 0) {
        edge[x] = y;
        break;
      }
    }
  }
  return edge;
}

/**
 * The ground the hair closes in under the mouth becomes hair, in place: a gap between a lock the
 * parts cut at the jaw and the lock drawn on under it was a green hole in the hair (the blonde's).
 */
function fillClosedGround(masks: Grey[], fromY: number): void {
  const ground = masks[BACKGROUND];
  const { width, height, data } = ground;
  const GROUND = 1;
  const labels = new Uint8Array(data.length);
  // Any trace of ground joins it to the room; the drawn top is no ground.
  for (let i = 0; i < data.length; i++) labels[i] = data[i] > 0.02 ? GROUND : 0;
  const before = labels.slice();
  const onBorder = (i: number): boolean => {
    const x = i % width;
    return i < width || i >= width * (height - 1) || x === 0 || x === width - 1;
  };
  dropIslands(labels, width, GROUND, onBorder, () => 0);
  for (let i = Math.max(0, Math.ceil(fromY)) * width; i < data.length; i++) {
    if (labels[i] === before[i]) continue;
    masks[HAIR].data[i] += data[i];
    data[i] = 0;
  }
}

/**
 * Skin under the mouth cut off from the face becomes hair: a lock drawn on over the collar left
 * a floating triangle of neck in it (the blonde's, the blind panel: "a floating skin triangle").
 * Only a patch lying wholly by the hair (`nearLocks`): a bare shoulder a lock parts from the neck
 * stays skin.
 */
function fillCutOffSkin(masks: Grey[], mouth: number, nearLocks: Grey): void {
  const skin = masks[SKIN];
  const { width, data } = skin;
  const SKIN_LABEL = 1;
  const labels = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) labels[i] = data[i] > 0.02 ? SKIN_LABEL : 0;
  const before = labels.slice();
  // Any trace of skin counts (a soft rim left alone outlined the hole); skin above the mouth is the
  // face's, and any patch that reaches it is the face or the neck.
  dropIslands(
    labels,
    width,
    SKIN_LABEL,
    (i) => i < mouth * width || nearLocks.data[i] < AWAY,
    () => 0,
  );
  for (let i = 0; i < data.length; i++) {
    if (labels[i] === before[i]) continue;
    masks[HAIR].data[i] += data[i];
    data[i] = 0;
  }
}

/** The runs [first, last] of columns with a row (not -1). */
function runs(rows: Int32Array): [number, number][] {
  const found: [number, number][] = [];
  for (let a = 0; a < rows.length; a++) {
    if (rows[a] < 0) continue;
    let b = a;
    while (b + 1 < rows.length && rows[b + 1] >= 0) b++;
    found.push([a, b]);
    a = b;
  }
  return found;
}

/**
 * Draws the hair on past the photo's bottom edge in `masks` (skin, hair, clothes, ground; full
 * size, changed in place) and out of `top` (the drawn top, ./figure.ts), where `beyond` (signed
 * distance past the photo's edge) says the photo ends under the mouth with hair at its edge.
 */
export function hairPastCrop(masks: Grey[], top: Grey, beyond: Grey, mesh: readonly XY[]): void {
  const size = masks[HAIR].width;
  const { faceHeight, faceWidth, chin, cx } = faceFrame(mesh);
  const mouth = (mesh[61][1] + mesh[291][1]) / 2;
  const edge = photoBottom(beyond, mouth);
  // Each column's lowest hair within AT_EDGE of the photo's edge: where the photo lost the lock.
  const from = new Int32Array(size).fill(-1);
  for (let x = 0; x < size; x++) {
    if (edge[x] < 0) continue;
    for (let y = edge[x] - 1; y >= Math.max(0, edge[x] - faceHeight * AT_EDGE); y--) {
      if (masks[HAIR].data[y * size + x] > 0.5) {
        from[x] = y;
        break;
      }
    }
  }
  // Gaps under LOCK_GAP closed, never over the neck (the lock is as wide as it ran above the
  // fade; a hole by the blonde's jaw left a strip of the top between two locks), wisps dropped.
  const gap = faceHeight * LOCK_GAP;
  const neck = faceWidth * NECK;
  for (const run of runs(from)) {
    const next = runs(from).find(([a]) => a > run[1]);
    const overNeck = next && run[1] + 1 < cx + neck && next[0] > cx - neck;
    if (next && !overNeck && next[0] - run[1] <= gap && Math.abs(from[run[1]] - from[next[0]]) < gap * 4) {
      for (let x = run[1] + 1; x < next[0]; x++) from[x] = Math.max(from[run[1]], from[next[0]]);
    }
  }
  const end = chin + faceHeight * FALL;
  const fall = createGrey(size, size);
  for (const [a, b] of runs(from)) {
    if (b - a + 1 < gap / 3) continue;
    // One lock: each column down to the lock's lowest cut, then on as the photo showed it, narrowing,
    // to `end` in uneven points (./lockShape.ts).
    let top = 0;
    for (let x = a; x <= b; x++) top = Math.max(top, from[x]);
    for (let x = a; x <= b; x++) for (let y = from[x]; y < top; y++) fall.data[y * size + x] = 1;
    const lock = { left: a, right: b, top, end: Math.round(end) };
    const depth = Math.min((b - a + 1) / 2, faceHeight * TIP);
    paintLock(fall, lock, lockSlopes(masks[HAIR], lock, faceHeight * RISE, cx), faceHeight, depth);
  }
  const soft = blurGrey(fall, Math.max(1, faceHeight * 0.015));
  for (let i = 0; i < soft.data.length; i++) {
    const share = smoothstep(0.35, 0.65, soft.data[i]);
    if (share <= 0) continue;
    for (const plane of [masks[BACKGROUND], masks[CLOTHES], top]) {
      const moved = plane.data[i] * share;
      plane.data[i] -= moved;
      masks[HAIR].data[i] += moved;
    }
  }
  fillClosedGround(masks, mouth);
  // By the hair (the photo's locks and the ones drawn on): a speck of neck inside a lock is, the far
  // side of a bare shoulder a lock parts from the neck is not.
  const hair = createGrey(size, size);
  for (let i = 0; i < hair.data.length; i++) hair.data[i] = masks[HAIR].data[i] > 0.5 ? 1 : 0;
  fillCutOffSkin(masks, mouth, blurGrey(hair, Math.max(2, faceHeight * NEAR_LOCK)));
}
