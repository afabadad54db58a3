// Moves the head as a whole: tilt and shift (blended into the still background around it), and a
// turn or nod that treats the face as an ellipsoid so its middle moves more than its edges.
import type { Cursor } from './cursor';
import type { FaceGeometry } from './geometry';
import type { Pose } from './pose';
import { smoothstep } from './timeline';

export interface HeadPlan {
  active: boolean;
  cos: number;
  sin: number;
  shiftX: number;
  shiftY: number;
  yawSin: number;
  yawCos: number;
  pitchSin: number;
  pitchCos: number;
  bulge: number;
  bulgeX: number;
  bulgeY: number;
  bulgeRadius2: number;
}

export function planHead(face: FaceGeometry, pose: Pose): HeadPlan {
  const head = face.head;
  const active = pose.roll !== 0 || pose.shiftX !== 0 || pose.shiftY !== 0 || pose.yaw !== 0 || pose.pitch !== 0;
  const rightX = head.downY;
  const rightY = -head.downX;
  const bulgeRadius = face.width * 0.62;
  return {
    active,
    cos: Math.cos(pose.roll),
    sin: Math.sin(pose.roll),
    shiftX: (pose.shiftX * rightX + pose.shiftY * head.downX) * face.height,
    shiftY: (pose.shiftX * rightY + pose.shiftY * head.downY) * face.height,
    yawSin: Math.sin(pose.yaw),
    yawCos: Math.cos(pose.yaw),
    pitchSin: Math.sin(pose.pitch),
    pitchCos: Math.cos(pose.pitch),
    bulge: pose.bulge,
    bulgeX: head.centerX + (pose.bulgeX * rightX + pose.bulgeY * head.downX) * face.width,
    bulgeY: head.centerY + (pose.bulgeX * rightY + pose.bulgeY * head.downY) * face.width,
    bulgeRadius2: bulgeRadius * bulgeRadius,
  };
}

/** Forward displacement of the head's motion at (x, y), added to `into`. */
function displacement(face: FaceGeometry, plan: HeadPlan, x: number, y: number, into: Cursor): void {
  const head = face.head;
  const dx = x - head.centerX;
  const dy = y - head.centerY;
  // Face axes: across (right) and down, normalised to the head ellipse.
  const across = dx * head.downY - dy * head.downX;
  const down = dx * head.downX + dy * head.downY;
  const s = across / head.radiusX;
  const w = down / head.radiusY;
  const reach = Math.sqrt(s * s + w * w);
  // Tilt and shift carry the head fully and fade out over a narrow ring around it: the head
  // moves, the room behind it stays (a wide ring swam the background with the head).
  const carried = 1 - smoothstep((reach - 1) / 0.6);
  let moveX = 0;
  let moveY = 0;
  if (carried > 0) {
    const px = x - head.pivotX;
    const py = y - head.pivotY;
    moveX = carried * (px * plan.cos - py * plan.sin - px + plan.shiftX);
    moveY = carried * (px * plan.sin + py * plan.cos - py + plan.shiftY);
  }
  const inside = 1 - s * s - w * w;
  if (inside > 0) {
    // The ellipsoid's depth, eased to nothing at its rim (inside^1.5 rather than a sphere's
    // square root): a sphere's depth is steepest at the rim, where the turn folded the picture
    // over itself into a dark arc.
    const depth = inside * Math.sqrt(inside) * head.radiusX * 0.95;
    // The foreshortening (cos − 1) fades to nothing at the rim too: at full strength it jumped
    // there by several pixels, a seam beside the head.
    const turn = plan.yawSin * depth + (plan.yawCos - 1) * across * inside;
    const nod = plan.pitchSin * depth + (plan.pitchCos - 1) * down * inside;
    moveX += turn * head.downY + nod * head.downX;
    moveY += -turn * head.downX + nod * head.downY;
  }
  into.x = moveX;
  into.y = moveY;
}

const step: Cursor = { x: 0, y: 0 };

/**
 * Fixed-point steps of the inverse: three for a tilt, a shift or a slight drift, more for a turn or
 * nod, whose field is steeper; too few left the mapping folded, a thin doubled edge beside the head.
 */
const STEPS_TILT = 3;
const STEPS_TURN = 5;
/** A turn or nod past this (its sine) is steep enough to need STEPS_TURN; a head's drift is not. */
const BIG_TURN = 0.15;

/** Inverse of the head's motion: where the pixel at the cursor came from (fixed-point steps). */
export function headInverse(face: FaceGeometry, plan: HeadPlan, cursor: Cursor): void {
  if (plan.active) {
    const x = cursor.x;
    const y = cursor.y;
    const steps = Math.max(Math.abs(plan.yawSin), Math.abs(plan.pitchSin)) > BIG_TURN ? STEPS_TURN : STEPS_TILT;
    step.x = 0;
    step.y = 0;
    for (let index = 0; index < steps; index++) displacement(face, plan, x - step.x, y - step.y, step);
    cursor.x = x - step.x;
    cursor.y = y - step.y;
  }
  if (plan.bulge !== 0) {
    const dx = cursor.x - plan.bulgeX;
    const dy = cursor.y - plan.bulgeY;
    const scale = 1 - plan.bulge * Math.exp(-(dx * dx + dy * dy) / plan.bulgeRadius2);
    cursor.x = plan.bulgeX + dx * scale;
    cursor.y = plan.bulgeY + dy * scale;
  }
}
