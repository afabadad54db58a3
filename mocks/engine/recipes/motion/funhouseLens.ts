// The funhouse mirror (哈哈镜): a curved mirror's warp of the whole head. A single gaussian lens
// drifting over the face read as "mild, mostly a wobble" to a blind reader (issue 37, session 54):
// a funhouse, as people know it, makes the head comically tall and thin, then short and wide, a
// huge forehead over a tiny chin, then the other way. Two modes, in the head ellipse's axes:
//
// - stretch: the head drawn out down the face above the chin and narrowed across (positive), or
//   widened (negative: short and wide);
// - top: the upper face magnified and the lower one shrunk (positive: a huge forehead and eyes, a
//   tiny chin), or the other way (negative: a small head on a big jaw).
//
// Both ease out over a ring around the head, so the room far from it stays still, and neither
// reads from past the picture's edges; where the narrowed head bares the room, backdrop.ts puts
// the still room there.
import type { Cursor } from './cursor';
import type { FaceGeometry } from './geometry';
import type { Pose } from './pose';
import { smoothstep } from './timeline';

export interface MirrorPlan {
  active: boolean;
  centerX: number;
  centerY: number;
  /** The face's down axis (unit) and the head ellipse's radii, pixels. */
  downX: number;
  downY: number;
  radiusX: number;
  radiusY: number;
  /** Down the face: the source is read at this share of the drawn distance (under 1 stretches). */
  readDown: number;
  /** Across the face, likewise (over 1 narrows). */
  readAcross: number;
  /** The top mode's shift down the face at the face's middle (radii) and its flare (pose.mirrorTop). */
  topShift: number;
  topFlare: number;
}

/**
 * Down the face at a full stretch: the head drawn 1.35 times as tall above the chin (the chin
 * held) and 0.8 as wide. Short and wide is made by widening alone, 1.4 times: a squash down the
 * face read the top rows from far past the picture's top on a face that fills its crop (the
 * older man's, his hair cut off by the edge: 130 px above it), and warp.ts's ease at the edge
 * folded them over (motion/funhouse.test.ts).
 */
const TALL = 0.35;
const THIN = 0.2;
const WIDE = 0.4;

/**
 * The top mode: how far (head radii) the middle of the face is moved down the face at full
 * strength, and the gaussian's width (radii) over which it falls off. The shift's slope, at most
 * 0.86 × shift / TOP_WIDTH, is how much one side is magnified and the other shrunk: at 0.33 the
 * forehead and eyes are drawn about 1.7 times as tall and the chin about 0.7. The other way (a
 * small head on a big jaw) is milder: as strong, the jaw swelled into a lopsided lump on the
 * turned woman and drew her ponytail across the cheek.
 */
const TOP_SHIFT = 0.33;
const JAW_SHIFT = 0.18;
const TOP_WIDTH = 0.7;
/** How much wider the magnified side is drawn (and narrower the shrunk one), at its widest (×0.43). */
const TOP_FLARE = 0.45;
const JAW_FLARE = 0.2;

/**
 * The head ellipse's radii (normalised reach) out to which the mirror holds whole, and where it
 * has eased out. The GIF's crop is 2.3 face heights: on most its sides lie about 2 radii across
 * from the head's centre, and its top and bottom 1.3–1.7 radii down, where warp.ts eases the
 * up-and-down motion out. The ring is wide so its ease never folds the picture.
 */
const HOLD = 1;
const GONE = 1.8;
/**
 * Across the head ellipse (radii), where narrowing starts to ease out and where it is gone: a face
 * that fills its crop (the older man's) has the picture's sides 1.14 radii from its middle.
 */
const SIDE_HOLD = 0.5;
const SIDE_GONE = 1.1;
/** The chin and the face's middle (the nose), down the head ellipse from its centre (radii; geometry.ts). */
const CHIN = 0.8;
const MIDDLE = 0.15;
/** Head radii below the chin over which the stretch eases out down the neck. */
const NECK = 0.5;

export function planMirror(face: FaceGeometry, pose: Pose): MirrorPlan {
  const head = face.head;
  const stretch = Math.max(-1, Math.min(1, pose.mirrorStretch));
  const top = Math.max(-1, Math.min(1, pose.mirrorTop));
  const tall = 1 + TALL * Math.max(0, stretch);
  const across = stretch >= 0 ? 1 - THIN * stretch : 1 - WIDE * stretch;
  return {
    active: stretch !== 0 || top !== 0,
    centerX: head.centerX,
    centerY: head.centerY,
    downX: head.downX,
    downY: head.downY,
    radiusX: head.radiusX,
    radiusY: head.radiusY,
    readDown: 1 / tall,
    readAcross: 1 / across,
    topShift: top * (top >= 0 ? TOP_SHIFT : JAW_SHIFT),
    topFlare: top * (top >= 0 ? TOP_FLARE : JAW_FLARE),
  };
}

/** Where the mirror's pixel at the cursor came from (the inverse of its warp, in closed form). */
export function mirrorInverse(plan: MirrorPlan, cursor: Cursor): void {
  if (!plan.active) return;
  const dx = cursor.x - plan.centerX;
  const dy = cursor.y - plan.centerY;
  // Face axes normalised to the head ellipse: u across (right), v down.
  const u = (dx * plan.downY - dy * plan.downX) / plan.radiusX;
  const v = (dx * plan.downX + dy * plan.downY) / plan.radiusY;
  const held = 1 - smoothstep((Math.hypot(u, v) - HOLD) / (GONE - HOLD));
  if (held <= 0) return;
  // The stretch holds the chin where it is and eases out down the neck: about the head's middle
  // it moved the shoulders too, and a squash drew the collar up from below into a doubled arc.
  const neck = 1 - smoothstep((v - CHIN) / NECK);
  const sourceDown = CHIN + (v - CHIN) * (1 + (plan.readDown - 1) * neck);
  const sourceAcross = u * (1 + (plan.readAcross - 1) * neck);
  // The top mode: a gaussian shift down the face about its middle, steepest above and below it,
  // so one side is read from less of the photo (magnified) and the other from more (shrunk).
  const along = (v - MIDDLE) / TOP_WIDTH;
  const bell = Math.exp(-along * along);
  const sourceV = sourceDown - plan.topShift * bell;
  const sourceU = sourceAcross * (1 + plan.topFlare * along * bell);
  // Narrowing reads from beside the face: it eases out past the cheeks, so a face that fills its
  // crop (the older man's, its sides 1.14 radii from the middle) is never drawn from past the
  // picture's side edges, a smeared column. Widening reads from inside and needs no ease.
  let sideways = sourceU - u;
  if (sideways * u > 0) sideways *= 1 - smoothstep((Math.abs(u) - SIDE_HOLD) / (SIDE_GONE - SIDE_HOLD));
  const du = sideways * held * plan.radiusX;
  const dv = (sourceV - v) * held * plan.radiusY;
  cursor.x += du * plan.downY + dv * plan.downX;
  cursor.y += -du * plan.downX + dv * plan.downY;
}
