// Moves the head as a whole: tilt and shift (blended into the still background around it), and a
// turn or nod that treats the face as an ellipsoid so its middle moves more than its edges; the
// funhouse mirror's warp (funhouseLens.ts) shows the moving head.
import type { Cursor } from './cursor';
import { type MirrorPlan, mirrorInverse, planMirror } from './funhouseLens';
import type { FaceGeometry } from './geometry';
import { type FrameZone, inFrameZone } from './glasses';
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
  /** The funhouse mirror's warp (funhouseLens.ts), over the moving head as a mirror is. */
  mirror: MirrorPlan;
  /**
   * The room is put back still behind the head (backdrop.ts): the whole head, ears and hair
   * beyond the face's ellipse included, then moves as one piece and only the neck bends. With a
   * ring fading around the ellipse the ears and hair were stretched across it, a pink ear-shaped
   * ghost beside a tilted head (issue 37's fourth panel).
   */
  wholeHead: boolean;
  /** Glasses on the face: their zone moves by one affine map (rigidMotion), never bent. */
  rigid: RigidFrame | null;
}

/**
 * A glasses frame's zone, where a turn or nod moves the face without bending it: the turn's field
 * read at the frame's own row (every point of a column moves alike, so the lenses' sides stay
 * straight) and the nod's at the frame's own column (so the rims stay straight). The ellipsoid's
 * field, curved both ways, bent the frame and smeared its rims into the cheeks (issue 37's fourth
 * panel). Along each row the turn still foreshortens the frame as it foreshortens the face, so
 * it meets the face around it without a tear.
 */
export interface RigidFrame {
  /** The frame's zone with a wider fade: the straightened field eases into the face's around it. */
  zone: FrameZone;
  /** Where the frame takes its nod and turn in the head ellipse's axes (radii): across, its lenses' middles; down, its own row. */
  across: number;
  down: number;
}

export function planHead(face: FaceGeometry, pose: Pose, wholeHead = false, frame: FrameZone | null = null): HeadPlan {
  const head = face.head;
  const cos = Math.cos(pose.roll);
  const sin = Math.sin(pose.roll);
  const active = pose.roll !== 0 || pose.shiftX !== 0 || pose.shiftY !== 0 || pose.yaw !== 0 || pose.pitch !== 0;
  const rightX = head.downY;
  const rightY = -head.downX;
  const plan: HeadPlan = {
    active,
    cos,
    sin,
    shiftX: (pose.shiftX * rightX + pose.shiftY * head.downX) * face.height,
    shiftY: (pose.shiftX * rightY + pose.shiftY * head.downY) * face.height,
    yawSin: Math.sin(pose.yaw),
    yawCos: Math.cos(pose.yaw),
    pitchSin: Math.sin(pose.pitch),
    pitchCos: Math.cos(pose.pitch),
    mirror: planMirror(face, pose),
    wholeHead,
    rigid: null,
  };
  if (frame && plan.active && (pose.yaw !== 0 || pose.pitch !== 0)) plan.rigid = rigidFrame(face, frame);
  return plan;
}

/**
 * The frame's fade widened this many times: the straightened field and the face's part gently
 * around the lenses. At 2 a look up (a nod of 0.3) moved the frame's outer ends 40 px farther
 * than the temples beside them, over 28 px on the bald man: his lenses' rims were drawn down his
 * cheeks in streaks (issue 37, session 12). At 6 the difference spreads over the temples and cheeks.
 */
const RIGID_FADE = 6;

function rigidFrame(face: FaceGeometry, zone: FrameZone): RigidFrame {
  const head = face.head;
  const dx = zone.frame.originX - head.centerX;
  const dy = zone.frame.originY - head.centerY;
  // The frame nods as the face does at the lenses' middles, not at the nose: the face's nod
  // falls off to the sides, and at the nose's value the frame's ends outran the temples.
  const [left, right] = face.eyes;
  const lensFromMiddle = Math.hypot(right.centerX - left.centerX, right.centerY - left.centerY) / 2;
  // Across from the skull's middle, as the face's own nod reads it (a turned face's skull
  // middle is off its centre line): from the centre the frame nodded apart from the skin under it.
  const middleAcross = (dx * head.downY - dy * head.downX - head.skullAcross) / head.radiusX;
  return {
    zone: { ...zone, fade: zone.fade * RIGID_FADE },
    across: Math.hypot(middleAcross, lensFromMiddle / head.radiusX),
    down: (dx * head.downX + dy * head.downY) / head.radiusY,
  };
}

/** How many times longer down the face than the head's ellipse the nod's depth eases to its rim. */
const NOD_FLAT = 3;
/**
 * Above the centre less drawn out: the forehead and hair nodding nearly whole pulled the top rows
 * of a face that fills the crop in from beyond the edge (edges.test.ts: the top rows 5.75 from the
 * photo at 3, 5.1 at 2, under 5 at 1.5).
 */
const NOD_FLAT_ABOVE = 1.5;
/** The chin, down the head ellipse (radii; geometry.ts puts it 0.62 face heights below the centre, radiusY 0.78 of one). */
const CHIN_DOWN = 0.8;
/** Head radii below the chin over which the nod eases out down the neck. */
const NECK_DOWN = 0.6;

/** Head radii out to where a whole head's carry starts to fade: wide to the sides and above, the chin below. */
const WHOLE_HEAD = 1.7;

function carriedReach(across: number, down: number): number {
  const side = across / WHOLE_HEAD;
  const up = down < 0 ? down / WHOLE_HEAD : down;
  return Math.sqrt(side * side + up * up);
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
  // moves, the room behind it stays (a wide ring swam the background with the head). With the
  // room put back from the matte, the head carries everything beside and above it (its ears and
  // hair; the room there is replaced) and fades out only down the neck.
  const carried = 1 - smoothstep(((plan.wholeHead ? carriedReach(s, w) : reach) - 1) / 0.6);
  let moveX = 0;
  let moveY = 0;
  if (carried > 0) {
    const px = x - head.pivotX;
    const py = y - head.pivotY;
    moveX = px * plan.cos - py * plan.sin - px + plan.shiftX;
    moveY = px * plan.sin + py * plan.cos - py + plan.shiftY;
    moveX *= carried;
    moveY *= carried;
  }
  const depth = head.radiusX * 0.95;
  // The turn and nod wrap round the skull's middle, not the line from forehead to chin: on a face
  // turned three-quarters that line runs near the far cheek's edge, and a turn about it moved the
  // nose most and left the near cheek's edge still, stretching the near cheek by a quarter (the
  // woman's face widened and squashed as she looked around, issue 37, session 20).
  const skull = across - head.skullAcross;
  const skullSide = skull / head.radiusX;
  // Down the face the nod's depth is flat: forehead, eyes, mouth and chin lie in one upright
  // plane, so looking up carries them up together. The ellipsoid's depth, peaking at the eyes,
  // moved the eyes 26 px and the chin 8 on the woman: the lower face stretched by a quarter and
  // the upper one squashed. Its ease to the rim is drawn out this many times down the face.
  // Below the chin it eases out down the neck: carried on to the picture's bottom, a look up
  // drew the older man's shirt up from beyond the edge, a smeared band.
  const nodDown = w / (w < 0 ? NOD_FLAT_ABOVE : NOD_FLAT);
  const neck = 1 - smoothstep((w - CHIN_DOWN) / NECK_DOWN);
  let turn = plan.yawSin === 0 ? 0 : turnAt(plan.yawSin, plan.yawCos, skullSide, w, skull, depth);
  let nod = plan.pitchSin === 0 || neck === 0 ? 0 : neck * turnAt(plan.pitchSin, plan.pitchCos, nodDown, skullSide, down, depth);
  const rigid = plan.rigid;
  if (rigid) {
    const held = inFrameZone(rigid.zone, x, y);
    if (held > 0) {
      turn += (turnAt(plan.yawSin, plan.yawCos, skullSide, rigid.down, skull, depth) - turn) * held;
      nod += (neck * turnAt(plan.pitchSin, plan.pitchCos, nodDown, rigid.across, down, depth) - nod) * held;
    }
  }
  moveX += turn * head.downY + nod * head.downX;
  moveY += -turn * head.downX + nod * head.downY;
  into.x = moveX;
  into.y = moveY;
}

/**
 * How far a turn moves a point of the head ellipse along the turn (pixels): `along` is the
 * point's place along the turn and `other` across it (both in the ellipse's radii), `pixels` its
 * place along the turn in pixels from the centre, `depth` the ellipsoid's depth at its middle.
 */
function turnAt(sin: number, cos: number, along: number, other: number, pixels: number, depth: number): number {
  const inside = 1 - along * along - other * other;
  if (inside <= 0) return 0;
  // The ellipsoid's depth, eased to nothing at its rim (inside^1.5 rather than a sphere's
  // square root): a sphere's depth is steepest at the rim, where the turn folded the picture
  // over itself into a dark arc. The foreshortening (cos − 1) fades to nothing at the rim too:
  // at full strength it jumped there by several pixels, a seam beside the head.
  return sin * inside * Math.sqrt(inside) * depth + (cos - 1) * pixels * inside;
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
  // The mirror shows the moving head: its warp is undone first, then the head's motion.
  mirrorInverse(plan.mirror, cursor);
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
}
