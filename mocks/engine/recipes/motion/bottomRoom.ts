// A face that fills the crop down to its bottom edge nods and lifts less. A look up carries the
// lower face up whole (headWarp.ts: the nod's depth is flat down the face, easing out below the
// chin), so where the chin is the picture's last rows there is no neck below it to show: the rows
// above the bottom band were read from past the edge. On the brown-skinned woman (her chin 6 px
// from the bottom) the fake laugh's look up (a nod of 0.29) drew her bottom rows from 70–80 px
// below them, past the picture: "her chin stretched and blurred into the neck", a dotted seam
// where the reading left the picture and smeared columns under it (issue 37, session 53).
import type { FaceGeometry } from './geometry';
import type { FrameZone } from './glasses';
import { type HeadPlan, headInverse, planHead } from './headWarp';
import type { Pose } from './pose';

/**
 * The most the head's motion may draw the bottom band's top row from below it, a share of the
 * band (warp.ts BOTTOM_BAND): the band eases the rest out, and at this share its rows stretch by
 * at most 1.4 (a lift of 0.04 face heights, 7–12 px on a band of ~48, stays whole).
 */
export const BOTTOM_READ = 0.4;

/** Across the row, one point in this many pixels is read. */
const READ_STEP = 4;

/** How far below the row `y` the head's motion reads, at its deepest across the picture (pixels; 0 when it reads above). */
export function deepestRead(face: FaceGeometry, plan: HeadPlan, width: number, y: number): number {
  let deepest = 0;
  const cursor = { x: 0, y };
  for (let x = 0; x < width; x += READ_STEP) {
    cursor.x = x;
    cursor.y = y;
    headInverse(face, plan, cursor);
    deepest = Math.max(deepest, cursor.y - y);
  }
  return deepest;
}

/**
 * The head's plan for `pose`, its nod and lift scaled down where they would draw the row at the
 * bottom band's top (`bandTop`) from further below than BOTTOM_READ of the band. A face with
 * room under its chin (its neck eases the nod out) is planned as the pose says. The nod and lift
 * are scaled by the share the whole read passes the limit: where a tilt carries the bottom rows
 * too (about 25 px at a roll of 0.13 on a face that fills the crop) the read comes near the limit
 * without meeting it, and a tilt alone is not held (the look ups are what drew past the edge).
 */
export function planHeadAboveBottom(
  face: FaceGeometry,
  pose: Pose,
  wholeHead: boolean,
  zone: FrameZone | null,
  width: number,
  bandTop: number,
  band: number,
): HeadPlan {
  const plan = planHead(face, pose, wholeHead, zone);
  if (!plan.active || (pose.pitch === 0 && pose.shiftY === 0)) return plan;
  const read = deepestRead(face, plan, width, bandTop);
  const allowed = BOTTOM_READ * band;
  if (read <= allowed) return plan;
  const kept = allowed / read;
  return planHead(face, { ...pose, pitch: pose.pitch * kept, shiftY: pose.shiftY * kept }, wholeHead, zone);
}
