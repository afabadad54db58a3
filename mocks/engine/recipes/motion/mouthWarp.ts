// Opens, rounds and bends the mouth. Works column by column along the mouth's axis: each column
// is cut at the nose base, the inner lips, the jaw line and below the chin, and the pieces are
// moved by a piecewise-linear map, so nothing tears. The gap between the moved inner lips is the
// open mouth, painted by mouthInterior.ts.
import { type Bounds, type Cursor, boundsOf, inside } from './cursor';
import { globalX, globalY, localU, localV, profileAt } from './frame';
import type { MouthGeometry } from './geometry';
import { closedColumn } from './mouthClose';
import type { Pose } from './pose';
import { smirkPull } from './smirkPull';
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
  /** How far a sad mouth's corners are pulled down, pixels (0 unless `smile` is negative). */
  cornerDrop: number;
  /** How much further a sob pulls the corners and the lower lip under them down, pixels, the upper lip left higher. */
  sobDrop: number;
  /** 0–1: how level a sob keeps the upper lip's middle, its ends alone pulled down to the corners. */
  levelUpper: number;
  /** 0–1: how much a sob's lips shade its opening (MouthSpot.shade). */
  shade: number;
  /** Exponent of the lower lip's drop across the mouth (the opening's `profile`, less in a sob: squarer). */
  lowerProfile: number;
  smile: number;
  /** One corner lifted alone (Pose.smirk: the image-right corner when positive), by smirkPull.ts. */
  smirk: number;
  /** 0–1: how much of a broad grin the smile is (none up to a talk's or a soft smile's 0.3). */
  grin: number;
  /** 0–1: how much of the upper teeth the lips leave showing (MouthSpot.teeth). */
  teeth: number;
  /**
   * Pixels below the raised upper lip's middle where the photo's own upper teeth end (MouthSpot.bite):
   * the upper lip's lift plus the photo's gap where that gap is all upper teeth; 0 where the
   * photo shows none.
   */
  bite: number;
  /**
   * 0–1: how much of the photo's own open mouth the lips close over (a negative `Pose.mouthOpen`:
   * talk's m, b, p and pauses). The lips slide over the teeth, which stay where they are, and meet
   * partway (mouthClose.ts); a photo with closed lips is unchanged.
   */
  closing: number;
  /**
   * 0–1: how very large the photo's own gap is (its middle from LARGE_FROM of the mouth's half
   * width, fully at LARGE_FROM + LARGE_OVER): closing leaves a thin dark parting over a drawn
   * lower lip (mouthClose.ts).
   */
  closeLarge: number;
  /** How far the middle of the lips is drawn up toward the nose, pixels (Pose.catLip: a cat's "ω"). */
  catLift: number;
}

/** A sob's corners fall this much further (mouth half widths), below where the lips meet. */
const SOB_DROP = 0.1;
/**
 * How much a sob's lips darken its opening: a grin's teeth lit full under a crying face were the
 * laugh a blind reader saw (the dark man's "glowing" grin), and under the older man's moustache
 * the painted row was "a pale glowing band".
 */
const SOB_SHADE = 0.7;
/** The share of the lower lip's lens shape a sob squares off. */
const SOB_SQUARE = 0.6;
/**
 * `Pose.mouthRound` past COVER_FROM is a spoken "o" or an "oo": the lips pushed forward over the
 * teeth, hidden over COVER_TEETH more rounding (no other motion rounds that far: the surprise's
 * jaw overshoots to 1.12, so their mouths keep their teeth). Below 0 it spreads the lips, an
 * "ee": the corners drawn out (the opening's profile kept: flattened, it ran a thin dark line out
 * to the corners). A talk whose every syllable opened to the same toothy lens was "the same
 * pasted grin" to a blind reader (issue 37, session 55).
 */
const COVER_FROM = 1.2;
const COVER_TEETH = 0.25;
/**
 * A photo's own gap this tall in its middle (mouth half widths) and LARGE_OVER more is very large:
 * the dark man's grin 0.68; the woman's parted lips 0.46, the grey woman's teeth 0.25.
 */
const LARGE_FROM = 0.5;
const LARGE_OVER = 0.12;
/** The most rounding the pucker follows: further the lips only cover the teeth. */
const MOST_PUCKER = 1.2;
/**
 * A full cat's mouth lifts the lips' middle this much (mouth half widths) toward the nose, over
 * CAT_ACROSS of the half width either side (a Gaussian's sigma), so the lips between the lifted
 * middle and the corners hang in two small curves: the "ω" of ":3".
 */
const CAT_LIFT = 0.28;
const CAT_ACROSS = 0.22;
/** Below the lower lip the lift fades over this much (mouth half widths), so the chin stays. */
const CAT_BELOW = 1;

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
  const round = Math.min(MOST_PUCKER, pose.mouthRound);
  const upperShare = 0.22 + 0.12 * round + 0.08 * grin;
  const profile = 0.75 - 0.25 * Math.max(0, round);
  // A sad mouth's corners fall 0.3 of the half width at a full frown; in a strong frown (a cry's,
  // not a speaker's set mouth) by as much again as the photo's lips meet below them, and a sob's
  // lower lip is pulled down square, its sides as far as its middle (the opening's lens shape
  // with the corners turned up read as a laugh). On a smiling photo the frown's share alone left
  // the lower lip a grin's U under the teeth: blind readers saw the smiling woman, the dark man
  // and the older man "laughing with tears" (issue 37, session 51). The sob's own drop: dark man
  // 0.51 of the half width, smiling woman 0.35, older man 0.14, the woman (no smile) 0.19.
  const sad = Math.max(0, -pose.smile);
  const frown = smoothstep((sad - 0.3) / 0.4);
  const upper0 = profileAt(mouth.upperInner, 0);
  const middle = (upper0 + profileAt(mouth.lowerInner, 0)) / 2;
  const sobDrop = frown * (SOB_DROP * w + Math.max(0, middle));
  // Where the photo's gap is a row of upper teeth (a toothy smile: ownTeethSplit.ts, grinTeeth.ts),
  // a sob keeps them level under a level upper lip (MouthPlan.levelUpper). The other faces' cry,
  // its painted row hanging from the lip, is as the blind readers kept it.
  const teethRow = mouth.ownUpper >= 1 ? 1 : 0;
  // The photo's upper teeth are fixed to the skull: as the upper lip lifts off them their biting
  // edge stays where the photo has it, so the row shows from the raised lip down to it, the lift
  // plus the photo's own gap of teeth. The own gap rides up with the lip (ownTeethSplit.ts), and
  // the painted row, hung from the lip at its usual length, lay behind it: the smiling woman's
  // opening showed only her own teeth, no lighter than her skin (a spoken "o" shortens the row
  // to 0.57, under her gap's 0.16 of the half width), over a tall dark throat, "a black hole".
  const ownGap = Math.max(0, profileAt(mouth.lowerInner, 0) - upper0);
  const lift = upperShare * opening;
  return {
    active:
      opening > 0.05 || pose.mouthOpen < 0 || pose.smile !== 0 || pose.smirk !== 0 || pose.mouthRound !== 0 || pose.catLip > 0,
    bounds: boundsOf(corners.map(([u, v]) => [globalX(mouth.frame, u, v), globalY(mouth.frame, u, v)])),
    opening,
    upperShare,
    profile,
    jawDrop: opening * (1 - upperShare) * 0.85,
    pucker: 0.35 * round,
    cornerDrop: sad * 0.3 * w,
    sobDrop,
    levelUpper: frown * teethRow,
    shade: SOB_SHADE * frown,
    lowerProfile: profile * (1 - SOB_SQUARE * frown),
    smile: pose.smile,
    smirk: pose.smirk,
    grin,
    teeth: 1 - smoothstep((pose.mouthRound - COVER_FROM) / COVER_TEETH),
    bite: teethRow * (lift + ownGap),
    closing: Math.min(1, Math.max(0, -pose.mouthOpen)),
    closeLarge: smoothstep(((profileAt(mouth.lowerInner, 0) - upper0) / w - LARGE_FROM) / LARGE_OVER),
    catLift: CAT_LIFT * Math.max(0, pose.catLip) * w,
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
  /** 0–1: how much a sob's lips shade the whole opening, the photo's own teeth with it; 0 when unset. */
  shade?: number;
  /** 0–1: how much of the painted upper teeth the lips leave showing (a rounded "o" covers them); 1 when unset. */
  teeth?: number;
  /**
   * How far below the raised upper lip the photo's own upper teeth reach, pixels (MouthPlan.bite):
   * the painted row reaches at least that far (up to a crown's length); 0 when unset.
   */
  bite?: number;
  /**
   * Distance below where the upper teeth hang from, pixels, when not the moved upper lip: a sob's
   * teeth stay level while its lip's ends are pulled down over them. `fromUpper` when unset.
   */
  teethFrom?: number;
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

/**
 * A frown's pull of the corner at (cu, 0) by (du, dv), Gaussian. Over the upper lip (down to
 * LEVEL_BAND below the photo's upper inner lip `lip`, where a smiling photo's lips lie below the
 * corners) its reach across narrows by `level` (0–1): the upper lip's middle stays level and only
 * its ends bend down to the corners.
 */
function frownPull(
  u: number,
  v: number,
  cu: number,
  du: number,
  dv: number,
  sigma2: number,
  level: number,
  lip: number,
  w: number,
  into: Cursor,
): void {
  const eu = u - cu - du;
  const ev = v - dv;
  const above = level > 0 ? level * smoothstep(1 - (v - dv - lip) / (LEVEL_BAND * w)) : 0;
  const across = 1 - (1 - LEVEL_ACROSS) * above;
  const weight = Math.exp(-((eu * eu) / (across * across) + ev * ev) / (2 * sigma2));
  into.x -= du * weight;
  into.y -= dv * weight;
}

/** Over the upper lip a sob's frown reaches across this share as far; it fades over this band below the lip (mouth half widths). */
const LEVEL_ACROSS = 0.65;
const LEVEL_BAND = 0.4;

/**
 * A sob's pull at the corner `cu` (the mouth's line, v 0) by `dv` down: full over a band from the
 * corner to SOB_BAND below it, falling off fast above it (the upper lip stays) and slower below.
 */
function sobPull(u: number, v: number, cu: number, dv: number, w: number, into: Cursor): void {
  const eu = (u - cu) / (SOB_ACROSS * w);
  const off = v - dv;
  const ev = off < 0 ? off / (SOB_ABOVE * w) : off > SOB_BAND * w ? (off - SOB_BAND * w) / (SOB_BELOW * w) : 0;
  const weight = Math.exp(-0.5 * (eu * eu + ev * ev));
  into.y -= dv * weight;
}

/** The sob's pull: its reach across and above the corner, its full band and its reach below it, in mouth half widths. */
const SOB_ACROSS = 0.45;
const SOB_ABOVE = 0.18;
const SOB_BAND = 0.35;
const SOB_BELOW = 0.5;

/**
 * The cat's mouth: the lips' middle lifted by `lift` (pixels) toward the nose, both lips as one
 * piece so a closed mouth stays closed. Full from the mouth's line down past the lower lip, it
 * fades to nothing at the nose base (the philtrum shortens, the nose stays) and over CAT_BELOW
 * below the lower lip (the chin stays); across, a narrow Gaussian, so the corners keep their
 * place and the lips between bend into two curves.
 */
function catPull(mouth: MouthGeometry, u: number, v: number, lift: number, into: Cursor): void {
  const w = mouth.halfWidth;
  const lower = profileAt(mouth.lowerInner, 0) + 0.35 * w;
  const down = v < 0 ? smoothstep(1 - v / mouth.top) : 1 - smoothstep((v - lower) / (CAT_BELOW * w));
  const across = u / (CAT_ACROSS * w);
  into.y += lift * down * Math.exp(-0.5 * across * across);
}

const local: Cursor = { x: 0, y: 0 };

/** Where a sob's unmoved row of upper teeth puts a frame point: its column, the photo's upper lip there, how far below the raised lip, and the own gap's upper share. */
interface PinnedTeeth {
  u: number;
  upper: number;
  from: number;
  part: number;
}

const pinnedSpot: PinnedTeeth = { u: 0, upper: 0, from: 0, part: 0 };

/**
 * The frame point (u0, v0) (the mouth's axes) as the upper teeth show it when they stay level:
 * moved only as the opening raises the upper lip, none of the corners' pull.
 */
function pinnedTeeth(mouth: MouthGeometry, plan: MouthPlan, u0: number, v0: number): PinnedTeeth {
  const w = mouth.halfWidth;
  const u = puckered(u0, v0, plan.pucker, w);
  const upper = profileAt(mouth.upperInner, u);
  const across = Math.min(1, Math.abs(u) / w);
  const raised = plan.upperShare * plan.opening * Math.pow(1 - across * across, plan.profile);
  pinnedSpot.u = u;
  pinnedSpot.upper = upper;
  pinnedSpot.from = Math.max(0, v0 - (upper - raised));
  pinnedSpot.part = Math.max(0, profileAt(mouth.lowerInner, u) - upper) * mouth.ownUpper;
  return pinnedSpot;
}

/** The column a puckered mouth draws its point (u, v) from: the lips drawn in toward the middle (out from it, spread, when `pucker` is negative). */
function puckered(u: number, v: number, pucker: number, w: number): number {
  if (pucker === 0) return u;
  const ru = u / (1.4 * w);
  const rv = v / (0.9 * w);
  return u / (1 - pucker * Math.exp(-(ru * ru + rv * rv)));
}

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
  if (plan.smile > 0) {
    const lift = plan.smile;
    const sigma2 = 0.28 * w * w;
    // The corners' lift carries everything from the nose base to half a mouth below the corner
    // as one piece: falling off at once above and below the corner, it drew a moustache's ends
    // and the hair over the lip out into upward streaks, a comb (issue 37, session 18).
    const lip: Band = { above: Math.max(0, -mouth.top), below: 0.5 * w };
    pull(u0, v0, -w, 0, -0.16 * lift * w, -0.3 * lift * w, sigma2, local, lip);
    pull(u0, v0, w, 0, 0.16 * lift * w, -0.3 * lift * w, sigma2, local, lip);
    const cheek2 = 0.7 * w * w;
    pull(u0, v0, -1.1 * w, -0.9 * w, 0, -0.14 * lift * w, cheek2, local);
    pull(u0, v0, 1.1 * w, -0.9 * w, 0, -0.14 * lift * w, cheek2, local);
  } else if (plan.smile < 0) {
    const s = -plan.smile;
    const sigma2 = 0.3 * w * w;
    const lip = plan.levelUpper > 0 ? profileAt(mouth.upperInner, u0) : 0;
    frownPull(u0, v0, -w, 0.05 * s * w, plan.cornerDrop, sigma2, plan.levelUpper, lip, w, local);
    frownPull(u0, v0, w, -0.05 * s * w, plan.cornerDrop, sigma2, plan.levelUpper, lip, w, local);
    if (plan.sobDrop > 0) {
      // A sob drags the corners and the lower lip below them down, hardly the upper lip over the
      // teeth: added to the frown's wide pull, the dark man's grin bent into a white tent. Not
      // the frown's own pull moved here as well: the corners fell away from the upper lip and his
      // grin's teeth at the corners were stretched down into a grey box with white flecks.
      sobPull(u0, v0, -w, plan.sobDrop, w, local);
      sobPull(u0, v0, w, plan.sobDrop, w, local);
    }
  }
  if (plan.smirk !== 0) smirkPull(mouth, u0, v0, plan.smirk, local);
  if (plan.catLift > 0) catPull(mouth, u0, v0, plan.catLift, local);
  let u = puckered(local.x, local.y, plan.pucker, w);
  let v = local.y;
  const reach = mouth.reach;
  const absU = u < 0 ? -u : u;
  if (absU <= reach && plan.closing > 0) {
    v = closedColumn(mouth, plan, u, v);
  } else if (absU <= reach && plan.opening > 0) {
    const across = u / w;
    const shape = absU < w ? Math.pow(1 - across * across, plan.profile) : 0;
    const open = plan.opening * shape;
    const openBelow = absU < w ? plan.opening * Math.pow(1 - across * across, plan.lowerProfile) : 0;
    const upper = profileAt(mouth.upperInner, u);
    const lower = profileAt(mouth.lowerInner, u);
    // Far out the jaw line climbs toward the ears; keep it below the lips so pieces keep their order.
    const jaw = Math.max(profileAt(mouth.jaw, u), lower + 0.4 * w);
    const bottom = jaw + mouth.belowJaw;
    const top = mouth.top;
    const upperMoved = upper - plan.upperShare * open;
    const lowerMoved = lower + (1 - plan.upperShare) * openBelow;
    const jawMoved = jaw + plan.jawDrop * (1 - smoothstep((absU / reach - 0.45) / 0.55));
    // Where the photo's gap is a row of teeth riding up whole, the lower lip below the opening is
    // drawn from just inside it, where the opening's edge blends from (LIP_INSIDE): from the gap's
    // edge on, the teeth's pale rim and the lip's own inner line under it drew the lip's edge a
    // second time below the opening ("a faint second outline of the lower lip", session 55).
    const ownGap = lower - upper;
    // Tapered with the gap toward the corners: cut off where the gap fell under a pixel, it drew a
    // light streak down the chin there.
    const inside = Math.max(1, LIP_INSIDE * w);
    const rim = mouth.ownUpper >= 1 ? inside * smoothstep(ownGap / (2 * inside)) : 0;
    const lipFrom = lower + rim * smoothstep(((1 - plan.upperShare) * openBelow) / Math.max(1, rim));
    if (v > top && v < bottom) {
      if (v <= upperMoved) {
        v = top + ((v - top) * (upper - top)) / (upperMoved - top);
      } else if (v < lowerMoved) {
        const fromUpper = v - upperMoved;
        const fromLower = lowerMoved - v;
        spot.across = across;
        spot.fromUpper = fromUpper;
        spot.fromLower = fromLower;
        spot.halfWidth = w;
        spot.grin = plan.grin;
        spot.shade = plan.shade;
        spot.teeth = plan.teeth;
        spot.bite = plan.bite;
        // A sob's upper teeth stay where the photo has them (raised only as the mouth opens), not
        // dragged down with the corners: riding with the pulled upper lip, the dark man's and the
        // Asian woman's straight rows of teeth folded into a white tent. Where the lowered lip's
        // ends open past the row, the dark opening behind it shows.
        const pinned = plan.levelUpper > 0 ? pinnedTeeth(mouth, plan, u0, v0) : null;
        const column = u;
        spot.teethFrom = pinned?.from;
        if (ownGap >= 1) {
          // The photo's own open mouth keeps its size, so its teeth are not stretched: its upper
          // half rides with the upper lip, its lower half with the lower lip (a grin's teeth
          // under closed mesh lips mostly with the upper: grinTeeth.ts), and what opened between
          // them is painted.
          const upperPart = ownGap * mouth.ownUpper;
          const lowerPart = ownGap - upperPart;
          const towardUpper = fromUpper * (1 - mouth.ownUpper) <= fromLower * mouth.ownUpper;
          v = towardUpper ? upper + Math.min(fromUpper, upperPart) : lower - Math.min(fromLower, lowerPart);
          let past = towardUpper ? fromUpper - upperPart : fromLower - lowerPart;
          if (towardUpper && pinned) {
            u = pinned.u;
            v = pinned.upper + Math.min(pinned.from, pinned.part);
            past = pinned.from - pinned.part;
          }
          spot.own = 1 - smoothstep(past / Math.max(1.5, 0.12 * w) + 0.5);
          // All of the gap rides up (a row of teeth): the painted opening's lower half blends from
          // the lower lip just inside its edge. From the gap's lower edge it blended from the
          // teeth's pale edge, a light ring round the opening's bottom ("a pale grey ring", "a
          // doubled lower lip" to a blind reader).
          if (lowerPart < 1 && fromLower < (towardUpper ? past : fromUpper - upperPart)) {
            u = column;
            v = lower + Math.max(1, LIP_INSIDE * w);
          }
        } else {
          // A closed mouth in the photo: the gap starts from the colour of the nearer lip's edge.
          v = fromUpper <= fromLower ? upper : lower;
          spot.own = 0;
        }
        cursor.x = globalX(frame, u, v);
        cursor.y = globalY(frame, u, v);
        return true;
      } else if (v <= jawMoved) {
        v = lipFrom + ((v - lowerMoved) * (jaw - lipFrom)) / (jawMoved - lowerMoved);
      } else {
        v = jaw + ((v - jawMoved) * (bottom - jaw)) / (bottom - jawMoved);
      }
    }
  }
  cursor.x = globalX(frame, u, v);
  cursor.y = globalY(frame, u, v);
  return false;
}
