// Opens, rounds and bends the mouth. Works column by column along the mouth's axis: each column
// is cut at the nose base, the inner lips, the jaw line and below the chin, and the pieces are
// moved by a piecewise-linear map, so nothing tears. The gap between the moved inner lips is the
// open mouth, painted by mouthInterior.ts.
import { type Bounds, type Cursor, boundsOf, inside } from './cursor';
import { globalX, globalY, localU, localV, profileAt } from './frame';
import type { MouthGeometry } from './geometry';
import type { Pose } from './pose';
import { smoothstep } from './timeline';

export interface MouthPlan {
  active: boolean;
  bounds: Bounds;
  /** Opening at the centre in pixels, and the share of it the upper lip takes. */
  opening: number;
  upperShare: number;
  /** Exponent of the opening's profile across the mouth (smaller is rounder). */
  profile: number;
  /** How far the chin drops, pixels. */
  jawDrop: number;
  pucker: number;
  smile: number;
  /** Each corner's lift (image left, image right): the smile with the smirk's side added. */
  corners: readonly [number, number];
  /** 0–1: how much of a broad grin the smile is (none up to a talk's or a soft smile's 0.3). */
  grin: number;
}

export function planMouth(mouth: MouthGeometry, pose: Pose): MouthPlan {
  const w = mouth.halfWidth;
  const jawBottom = Math.max(...mouth.jaw.values) + mouth.belowJaw;
  const top = Math.min(mouth.top, -1.8 * w) - w;
  const corners: [number, number][] = [
    [-mouth.reach - w, top],
    [mouth.reach + w, top],
    [-mouth.reach - w, jawBottom],
    [mouth.reach + w, jawBottom],
  ];
  // A broad grin opens by drawing the upper lip up off the teeth as much as by dropping the jaw,
  // and its lips stretched wide do not part as far: opened as far as a shout and mostly by the
  // jaw, the bald man's laugh stretched his chin and goatee down (issue 37, session 20).
  const grin = smoothstep((pose.smile - 0.3) / 0.7);
  const opening = Math.max(0, pose.mouthOpen) * w * (1 - 0.15 * grin);
  const upperShare = 0.22 + 0.12 * pose.mouthRound + 0.08 * grin;
  return {
    active: opening > 0.05 || pose.smile !== 0 || pose.smirk !== 0 || pose.mouthRound !== 0,
    bounds: boundsOf(corners.map(([u, v]) => [globalX(mouth.frame, u, v), globalY(mouth.frame, u, v)])),
    opening,
    upperShare,
    profile: 0.75 - 0.25 * pose.mouthRound,
    jawDrop: opening * (1 - upperShare) * 0.85,
    pucker: 0.35 * pose.mouthRound,
    smile: pose.smile,
    corners: [pose.smile + Math.max(0, -pose.smirk), pose.smile + Math.max(0, pose.smirk)],
    grin,
  };
}

/** Where an interior pixel lies in the open mouth. */
export interface MouthSpot {
  /** Across the mouth, −1 (one corner) … 1 (the other). */
  across: number;
  /** Distance below the moved upper lip and above the moved lower lip, pixels. */
  fromUpper: number;
  fromLower: number;
  /** The mouth's half width, pixels: the painted teeth and shadows are sized by it. */
  halfWidth: number;
  /** 0–1: how much the photo's own open mouth shows instead of the painted one. */
  own: number;
  /** 0–1: how broad a grin the mouth is pulled into (a laugh shows longer upper teeth); 0 when unset. */
  grin?: number;
}

/** How far a pull reaches at full strength up and down from its centre (pixels), before its Gaussian falls off. */
interface Band {
  above: number;
  below: number;
}

const POINT: Band = { above: 0, below: 0 };

/** How far inside the lower lip's edge an opening below a row of teeth takes its edge colour, in mouth half widths. */
const LIP_INSIDE = 0.08;

/**
 * Moves a corner region by a Gaussian-weighted displacement (inverse, at the moved place); over
 * `band` above and below the centre the weight stays full, so what lies there moves as one piece.
 */
function pull(
  u: number,
  v: number,
  cu: number,
  cv: number,
  du: number,
  dv: number,
  sigma2: number,
  into: Cursor,
  band: Band = POINT,
): void {
  const eu = u - cu - du;
  const off = v - cv - dv;
  const ev = off < -band.above ? off + band.above : off > band.below ? off - band.below : 0;
  const weight = Math.exp(-(eu * eu + ev * ev) / (2 * sigma2));
  into.x -= du * weight;
  into.y -= dv * weight;
}

const local: Cursor = { x: 0, y: 0 };

/**
 * Inverse of the mouth's motion at the cursor. Returns true when the pixel lands in the open
 * mouth; then `spot` says where, and the cursor is the photo point to blend its edge with.
 */
export function mouthInverse(mouth: MouthGeometry, plan: MouthPlan, cursor: Cursor, spot: MouthSpot): boolean {
  if (!plan.active || !inside(plan.bounds, cursor.x, cursor.y)) return false;
  const frame = mouth.frame;
  const w = mouth.halfWidth;
  const u0 = localU(frame, cursor.x, cursor.y);
  const v0 = localV(frame, cursor.x, cursor.y);
  local.x = u0;
  local.y = v0;
  const [leftLift, rightLift] = plan.corners;
  if (leftLift > 0 || rightLift > 0) {
    // Each corner by its own lift: a smirk raises one more than the other.
    const left = Math.max(0, leftLift);
    const right = Math.max(0, rightLift);
    const sigma2 = 0.28 * w * w;
    // The corners' lift carries everything from the nose base to half a mouth below the corner
    // as one piece: falling off at once above and below the corner, it drew a moustache's ends
    // and the hair over the lip out into upward streaks, a comb (issue 37, session 18).
    const lip: Band = { above: Math.max(0, -mouth.top), below: 0.5 * w };
    pull(u0, v0, -w, 0, -0.16 * left * w, -0.3 * left * w, sigma2, local, lip);
    pull(u0, v0, w, 0, 0.16 * right * w, -0.3 * right * w, sigma2, local, lip);
    const cheek2 = 0.7 * w * w;
    pull(u0, v0, -1.1 * w, -0.9 * w, 0, -0.14 * left * w, cheek2, local);
    pull(u0, v0, 1.1 * w, -0.9 * w, 0, -0.14 * right * w, cheek2, local);
  } else if (plan.smile < 0) {
    const s = -plan.smile;
    const sigma2 = 0.3 * w * w;
    pull(u0, v0, -w, 0, 0.05 * s * w, 0.3 * s * w, sigma2, local);
    pull(u0, v0, w, 0, -0.05 * s * w, 0.3 * s * w, sigma2, local);
  }
  let u = local.x;
  let v = local.y;
  if (plan.pucker !== 0) {
    const ru = u / (1.4 * w);
    const rv = v / (0.9 * w);
    u /= 1 - plan.pucker * Math.exp(-(ru * ru + rv * rv));
  }
  const reach = mouth.reach;
  const absU = u < 0 ? -u : u;
  if (absU <= reach && plan.opening > 0) {
    const across = u / w;
    const shape = absU < w ? Math.pow(1 - across * across, plan.profile) : 0;
    const open = plan.opening * shape;
    const upper = profileAt(mouth.upperInner, u);
    const lower = profileAt(mouth.lowerInner, u);
    // Far out the jaw line climbs toward the ears; keep it below the lips so pieces keep their order.
    const jaw = Math.max(profileAt(mouth.jaw, u), lower + 0.4 * w);
    const bottom = jaw + mouth.belowJaw;
    const top = mouth.top;
    const upperMoved = upper - plan.upperShare * open;
    const lowerMoved = lower + (1 - plan.upperShare) * open;
    const jawMoved = jaw + plan.jawDrop * (1 - smoothstep((absU / reach - 0.45) / 0.55));
    if (v > top && v < bottom) {
      if (v <= upperMoved) {
        v = top + ((v - top) * (upper - top)) / (upperMoved - top);
      } else if (v < lowerMoved) {
        const fromUpper = v - upperMoved;
        const fromLower = lowerMoved - v;
        const ownGap = lower - upper;
        spot.across = across;
        spot.fromUpper = fromUpper;
        spot.fromLower = fromLower;
        spot.halfWidth = w;
        spot.grin = plan.grin;
        if (ownGap >= 1) {
          // The photo's own open mouth keeps its size, so its teeth are not stretched: its upper
          // half rides with the upper lip, its lower half with the lower lip (a grin's teeth
          // under closed mesh lips mostly with the upper: grinTeeth.ts), and what opened between
          // them is painted.
          const upperPart = ownGap * mouth.ownUpper;
          const lowerPart = ownGap - upperPart;
          const towardUpper = fromUpper * (1 - mouth.ownUpper) <= fromLower * mouth.ownUpper;
          v = towardUpper ? upper + Math.min(fromUpper, upperPart) : lower - Math.min(fromLower, lowerPart);
          const past = towardUpper ? fromUpper - upperPart : fromLower - lowerPart;
          spot.own = 1 - smoothstep(past / Math.max(1.5, 0.12 * w) + 0.5);
          // All of the gap rides up (a row of teeth): the painted opening's lower half blends from
          // the lower lip just inside its edge. From the gap's lower edge it blended from the
          // teeth's pale edge, a light ring round the opening's bottom ("a pale grey ring", "a
          // doubled lower lip" to a blind reader).
          if (lowerPart < 1 && fromLower < fromUpper - upperPart) v = lower + Math.max(1, LIP_INSIDE * w);
        } else {
          // A closed mouth in the photo: the gap starts from the colour of the nearer lip's edge.
          v = fromUpper <= fromLower ? upper : lower;
          spot.own = 0;
        }
        cursor.x = globalX(frame, u, v);
        cursor.y = globalY(frame, u, v);
        return true;
      } else if (v <= jawMoved) {
        v = lower + ((v - lowerMoved) * (jaw - lower)) / (jawMoved - lowerMoved);
      } else {
        v = jaw + ((v - jawMoved) * (bottom - jaw)) / (bottom - jawMoved);
      }
    }
  }
  cursor.x = globalX(frame, u, v);
  cursor.y = globalY(frame, u, v);
  return false;
}
