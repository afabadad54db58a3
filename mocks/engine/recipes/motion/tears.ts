// Tears as water on the skin, not paint: each lower lid is wet (a glossy rim); a bead wells up on
// the lid, breaks away and runs down the cheek, speeding up, down a thin wet trail: the trail it
// lays stays wet behind it, and the last tear's trail dries slowly while the next wells, so every
// frame shows the same track down the cheek and the drop running down it. Each eye sheds one tear
// a cycle. A blind panel read a drop with no trail as "tear stickers" jumping from frame to frame,
// and wide rivulets with a bright sheen and dark edges as "white streak lines" (issue 37,
// session 18): the trail is a fine glossy line, the drop small. Sizes follow the eye's span, not
// pixels, so a small face cries as visibly as a large one. Water is drawn as a lens
// (tearShade.ts) — the photo under it seen displaced, a glint where its surface faces the light,
// a darker rim at its edge — so it takes the colour of the skin it runs over. The skin round each
// eye flushes red, as a crying eye's does (not behind glasses). Laid out on the face (the head's
// motion undone) so the tears move with it, and up with the lower lid a squint lifts (warp.ts).
import { type Bounds, boundsOf, inside } from './cursor';
import { localU, localV, profileAt } from './frame';
import type { EyeGeometry, FaceGeometry } from './geometry';
import type { Lens } from './glasses';
import type { Pose } from './pose';
import { TRAIL_BOOST } from './tearShade';
import { smoothstep } from './timeline';

export { shadeWater } from './tearShade';

/** Tears each eye sheds a cycle. */
const TEARS_PER_CYCLE = 1;

/**
 * A trail is wettest just behind its drop and dries over this share of the track's length behind
 * it, down to a film of TRAIL_FILM; the last tear's film dries over the first OLD_DRIES of the
 * next tear's cycle to OLD_KEPT of itself, never off: a track that dried off left a drop running
 * down a dry cheek late in each cycle, "in another spot each frame" (issue 37, session 20's
 * panel); kept, the same track shows the whole way down in every frame.
 */
const TRAIL_DRIES = 0.5;
const TRAIL_FILM = 0.55;
const OLD_DRIES = 0.75;
const OLD_KEPT = 0.5;

/**
 * Just behind its drop a trail is this share wider than its film further back (and the last
 * tear's): the same width all the way up, with the bead at its end, read as "a pale even rod with
 * a pin head" (issue 37, session 37's blind reader); tapering, it reads as the drop's wet wake.
 * The film keeps its width: thinner, a small face's track read as a hairline (session 26).
 */
const TRAIL_FRESH_WIDER = 0.6;

/** A trail's surface is nearly flat: it bends the skin under it this much of a drop's slope. */
const TRAIL_SLOPE = 0.2;

/**
 * The eye span (both eyes' half widths) as a share of the picture's longer side from which a
 * trail reads at a viewer's size with its plain gloss: a GIF is seen whole at one size, so a face
 * small in its picture has small tears. Below it the trail's line is wider and its gloss
 * stronger, up to TRAIL_BOOST times (tearShade.ts: its body there evenly darker, not redder): at
 * 0.07 of the side (the woman's and the man's faces) the 2 px line with its plain gloss was "too
 * faint to read as crying", and at 0.12 (the older man's) "faint, short white streaks" (issue 37,
 * session 18's panel).
 */
const TRAIL_SEEN_SHARE = 0.16;

interface TearDrop {
  /** Where the bead is along its track (pixels below where it wells up) and its size, 0–1. */
  along: number;
  size: number;
  /** Which track it runs down. */
  track: number;
  /** Where it is in its cycle, 0–1 (the last tear's trail dries as it goes on). */
  cycle: number;
}

export interface TearPlan {
  active: boolean;
  amount: number;
  /** Length of a track down the cheek, pixels. */
  length: number;
  /** Half widths of the wet rivulet and of a full-grown drop across it, pixels. */
  rivulet: number;
  drop: number;
  /** How much stronger than on a large face the trail's gloss and shadow are (1 … TRAIL_BOOST). */
  trailContrast: number;
  /** How far below the tear point each eye's track starts, pixels: under a glasses frame's rim, or 0. */
  start: readonly [number, number];
  /** How far each eye's track bends outward over the cheekbone by its end, pixels. */
  bend: readonly [number, number];
  /** How far a track wanders to each side, pixels, and the phase of its wandering. */
  wander: number;
  wanderPhase: number;
  /** Each eye's drops in flight. */
  drops: readonly [readonly TearDrop[], readonly TearDrop[]];
  /** Where any water can be (face pixels): every other pixel skips the tears at once. */
  bounds: Bounds;
  /** How red the skin round each eye is, 0–1 (none behind glasses: the lens is left alone). */
  flush: readonly [number, number];
}

/** A bead's life over one cycle (0–1): it wells up at the lid, then runs down faster and faster, then is gone. */
function dropAt(cycle: number, length: number, track: number): TearDrop {
  if (cycle < 0.3) return { along: 0, size: smoothstep(cycle / 0.3), track, cycle };
  const run = (cycle - 0.3) / 0.7;
  return { along: length * run ** 1.7, size: (1 - 0.3 * run) * (1 - smoothstep((run - 0.88) / 0.12)), track, cycle };
}

/** An eye's drops at `cycle`: the tears follow each other half a cycle apart, alternating tracks. */
function dropsAt(cycle: number, length: number): TearDrop[] {
  const drops: TearDrop[] = [];
  for (let index = 0; index < TEARS_PER_CYCLE; index++) {
    drops.push(dropAt((cycle + index / TEARS_PER_CYCLE) % 1, length, index));
  }
  return drops;
}

/** A box around both eyes and both tear paths, with room for the drops and the wandering. */
function waterBounds(face: FaceGeometry, ends: readonly [number, number], pad: number): Bounds {
  const points: [number, number][] = [];
  face.eyes.forEach((eye, index) => {
    const reach = eye.halfWidth * 1.2;
    points.push([eye.centerX - reach, eye.centerY - reach], [eye.centerX + reach, eye.centerY + reach]);
    points.push([eye.tearX + face.head.downX * ends[index], eye.tearY + face.head.downY * ends[index]]);
  });
  const box = boundsOf(points);
  return { left: box.left - pad, top: box.top - pad, right: box.right + pad, bottom: box.bottom + pad };
}

/**
 * How far an eye's track may bend outward by its end (`length` down): over the cheekbone, away
 * from the nose, but never past the jaw at that height: on a turned face the far cheek is narrow,
 * and a track bent a seventh of its length ran off it onto the room (the woman's, session 18).
 */
function bendOf(face: FaceGeometry, eye: EyeGeometry, start: number, length: number): number {
  const mouth = face.mouth;
  const endX = eye.tearX + face.head.downX * (start + length);
  const endY = eye.tearY + face.head.downY * (start + length);
  const room = mouth.reach * 0.75 - Math.abs(localU(mouth.frame, endX, endY));
  return Math.max(0, Math.min(0.14 * length, room));
}

/**
 * Where an eye's track starts below its tear point: behind glasses the tear runs down under the
 * lens and comes out below the frame, so the track starts past the frame's lower rim (the lid's
 * skin before the rim and about the rim's width, glasses.ts); drawn from the lid it ran across
 * the rim, as if painted on the glass.
 */
function startOf(eye: EyeGeometry, lens: Lens | undefined): number {
  return lens ? lens.skinBelow + 0.3 * eye.halfWidth : 0;
}

/** `side`: the picture's longer side, pixels (the tears' strength follows the face's share of it). */
export function planTears(face: FaceGeometry, pose: Pose, side: number, lenses?: readonly [Lens, Lens]): TearPlan {
  const eyeSpan = face.eyes[0].halfWidth + face.eyes[1].halfWidth;
  // The drop a quarter of the eye's width across (at two fifths it read as a pasted blob), the
  // trail a fine line a fifth of the eye span wide (at 0.15 its sheen was a pixel on a small face).
  const trailContrast = Math.min(TRAIL_BOOST, Math.max(1, (TRAIL_SEEN_SHARE * side) / eyeSpan));
  // On a small face the bead grows as the trail does: at 4 px across a panel's 360 px it read
  // as "a small ring" or a pin's head (issue 37, session 26's panel).
  const drop = Math.max(3, eyeSpan * 0.16) * Math.sqrt(trailContrast);
  const rivulet = Math.max(2, eyeSpan * 0.1) * Math.sqrt(trailContrast);
  const wander = face.height * 0.02;
  const start = [startOf(face.eyes[0], lenses?.[0]), startOf(face.eyes[1], lenses?.[1])] as const;
  // The tracks end where they would from the lid: started under a frame, longer ran into the moustache.
  const length = face.height * 0.4 - Math.max(start[0], start[1]);
  return {
    active: pose.tears > 0.02,
    amount: pose.tears,
    length,
    rivulet,
    drop,
    trailContrast,
    start,
    bend: [bendOf(face, face.eyes[0], start[0], length), bendOf(face, face.eyes[1], start[1], length)],
    wander,
    wanderPhase: pose.tearPath * 2 * Math.PI,
    // The two eyes' drops out of step, as real tears are.
    drops: [dropsAt(pose.tearDrop, length), dropsAt((pose.tearDrop + 0.3) % 1, length)],
    flush: [lenses?.[0] ? 0 : pose.tears, lenses?.[1] ? 0 : pose.tears],
    bounds: waterBounds(face, [start[0] + length, start[1] + length], drop * 3 + wander + 0.12 * length),
  };
}

/**
 * What water is: a drop, the rivulet a drop leaves, or the lid's wet rim; or no water but the
 * skin round a crying eye, flushed red (shaded the same way, with no slope to bend the photo).
 */
export type WaterKind = 'drop' | 'track' | 'lid' | 'flush';

/** Water at a point: its thickness (0–1) and the slope of its surface in picture axes. */
export interface Water {
  depth: number;
  slopeX: number;
  slopeY: number;
  /** What the water is (WaterKind). */
  kind: WaterKind;
  /**
   * Where in it the point is, −1…1 across (image right positive on an upright face) and along
   * (down); on a track, along is how far down the track in the line's half widths.
   */
  across: number;
  along: number;
  /** The flush round a crying eye at the point (0–1), under water as on dry skin. */
  flush: number;
}

/**
 * The wet rim along a lower lid: a thin band just below the lid line over its middle 0.7 of the
 * eye's width (over 0.85 the band read as a pale bar under a small, soft eye).
 */
function lidWater(eye: EyeGeometry, x: number, y: number, into: Water, amount: number): void {
  const u = localU(eye.frame, x, y);
  const across = Math.abs(u) / (eye.halfWidth * 0.7);
  if (across >= 1) return;
  const below = localV(eye.frame, x, y) - profileAt(eye.lowerLid, u);
  const band = eye.halfWidth * 0.09;
  const offset = (below - band * 0.6) / band;
  if (offset <= -1 || offset >= 1) return;
  const depth = (1 - offset * offset) * (1 - across * across) * amount;
  if (depth > into.depth) {
    into.depth = depth;
    into.slopeX = -eye.frame.sin * offset;
    into.slopeY = eye.frame.cos * offset;
    into.kind = 'lid';
    into.across = 0;
    into.along = offset;
  }
}

/**
 * The skin round a crying eye flushed red (no water: its slope stays 0, so the photo is not bent): the
 * lower lid and a little of the upper, fading out over about half the eye's width from the lids,
 * strongest toward the inner corner, where a rubbed, crying eye is reddest. Never the eye itself.
 */
function flushAt(eye: EyeGeometry, x: number, y: number, amount: number): number {
  const u = localU(eye.frame, x, y);
  const across = u / (eye.halfWidth * 1.15);
  if (across <= -1 || across >= 1) return 0;
  const v = localV(eye.frame, x, y);
  const below = v - profileAt(eye.lowerLid, u);
  const above = profileAt(eye.upperLid, u) - v;
  if (below < 0 && above < 0) return 0;
  const reach = eye.halfWidth * (below >= 0 ? 0.6 : 0.3);
  const out = Math.max(below, above) / reach;
  if (out >= 1) return 0;
  const inner = 0.75 + 0.25 * across * eye.innerSide;
  return amount * (1 - across * across) * (1 - out) * (1 - out) * inner;
}

/**
 * How far track `track` lies to the side of the straight line down from the lid at `fraction`
 * (0–1) of its length, pixels: it bends outward over the cheekbone, away from the nose, and
 * wanders a little as the skin leads it.
 */
function trackSide(plan: TearPlan, outward: number, bend: number, track: number, fraction: number): number {
  const phase = plan.wanderPhase + track * 2.1;
  const wander = plan.wander * Math.sin(fraction * 6.5 + phase) * fraction;
  return outward * bend * fraction * fraction + wander;
}

/** The water (rivulets and drops) of one eye's tears at a point. */
function tearWater(
  face: FaceGeometry,
  plan: TearPlan,
  eye: EyeGeometry,
  start: number,
  bend: number,
  drops: readonly TearDrop[],
  x: number,
  y: number,
  into: Water,
): void {
  const downX = face.head.downX;
  const downY = face.head.downY;
  const dx = x - eye.tearX;
  const dy = y - eye.tearY;
  const along = dx * downX + dy * downY - start;
  if (along < -plan.drop * 1.5 || along > plan.length + plan.drop * 2) return;
  const outward = -eye.innerSide;
  const fraction = Math.max(0, along) / plan.length;
  const straight = dx * downY - dy * downX;
  for (let track = 0; track < TEARS_PER_CYCLE; track++) {
    const across = straight - trackSide(plan, outward, bend, track, fraction);
    if (Math.abs(across) > plan.drop * 1.6) continue;
    // The trail: wettest and widest just behind the running drop, narrowing to a fine film further
    // back, and ahead of it the last tear's film, as fine, drying off; it thins toward its end.
    const reach = plan.length * 0.9;
    const drop = drops[track];
    const behind = drop.along - along;
    const fresh = behind >= 0 && drop.cycle >= 0.3 ? 1 - smoothstep(behind / (plan.length * TRAIL_DRIES)) : 0;
    const half = plan.rivulet * (1 + TRAIL_FRESH_WIDER * fresh) * (1 - 0.3 * smoothstep(along / reach));
    const c = across / half;
    if (along >= 0 && along <= reach && c > -1 && c < 1) {
      const laid = behind >= 0 && drop.cycle >= 0.3 ? TRAIL_FILM + (1 - TRAIL_FILM) * fresh : 0;
      const old = TRAIL_FILM * (1 - (1 - OLD_KEPT) * smoothstep(drop.cycle / OLD_DRIES));
      const tail = 1 - smoothstep((along - reach * 0.8) / (reach * 0.2));
      const depth = Math.max(laid, old) * tail * Math.sqrt(1 - c * c) * plan.amount;
      if (depth > into.depth) {
        into.depth = depth;
        into.slopeX = downY * c * TRAIL_SLOPE;
        into.slopeY = -downX * c * TRAIL_SLOPE;
        into.kind = 'track';
        into.across = c;
        // In the line's half widths down it: where along it the light catches (tearShade.ts).
        into.along = along / plan.rivulet;
      }
    }
  }
  for (const drop of drops) {
    if (drop.size <= 0.02) continue;
    const across = straight - trackSide(plan, outward, bend, drop.track, Math.max(0, drop.along) / plan.length);
    // Round while it wells on the lid (it sits on the rim, a little below the tear point);
    // drawn out above once it runs (the water it pulls behind it).
    const radius = plan.drop * (0.4 + 0.6 * drop.size);
    const centre = drop.along + radius * 0.45;
    const running = drop.along > 0;
    const a = (along - centre) / (along < centre && running ? radius * 2.2 : radius * 1.05);
    const c = across / (radius * (running ? 0.85 : 1));
    const r2 = a * a + c * c;
    if (r2 >= 1) continue;
    const depth = Math.sqrt(1 - r2) * plan.amount;
    // Inside its outline the bead is drawn over the trail it runs down: the trail's wider wet
    // end, deeper there than the bead's thin edge, cut its outline into the pin's shaft.
    if (depth > into.depth || (into.kind === 'track' && depth > 0)) {
      into.depth = depth;
      into.slopeX = downY * c + downX * a;
      into.slopeY = -downX * c + downY * a;
      into.kind = 'drop';
      into.across = c;
      into.along = a;
    }
  }
}

/**
 * Finds the water at a point of the face (x, y: the head's motion and the eyes' undone), or where there is none
 * the flush round a crying eye; `into.depth` 0 when neither.
 */
export function waterAt(face: FaceGeometry, plan: TearPlan, x: number, y: number, into: Water): void {
  into.depth = 0;
  into.slopeX = 0;
  into.slopeY = 0;
  into.kind = 'drop';
  into.across = 0;
  into.along = 0;
  into.flush = 0;
  if (!plan.active || !inside(plan.bounds, x, y)) return;
  for (let index = 0; index < 2; index++) {
    const eye = face.eyes[index];
    lidWater(eye, x, y, into, plan.amount);
    tearWater(face, plan, eye, plan.start[index], plan.bend[index], plan.drops[index], x, y, into);
  }
  // The flush lies under the water too (tearShade.ts reddens a wet pixel by it): skipped
  // wherever any water was, each track and the wet rim cut a pale band through it.
  into.flush = Math.max(flushAt(face.eyes[0], x, y, plan.flush[0]), flushAt(face.eyes[1], x, y, plan.flush[1]));
  if (into.depth === 0 && into.flush > 0) {
    into.depth = into.flush;
    into.kind = 'flush';
  }
}

/** How far the photo under the water is displaced, in the drop's own size (a lens). */
export function refraction(plan: TearPlan): number {
  return plan.drop * 0.35;
}
