// Tears as water on the skin, not paint: each lower lid is wet (a glossy rim), a bead swells at
// the lid, breaks away and runs down the cheek along a gently wandering path, speeding up,
// leaving a wet track behind it. Water is drawn as a lens — the photo under it seen slightly
// displaced, a bright highlight where its surface faces the light, a darker rim at its edge —
// so it takes the colour of the skin it runs over. Laid out on the face (after the head's
// motion is undone) so the tears move with it.
import { type Bounds, boundsOf, inside } from './cursor';
import { localU, localV, profileAt } from './frame';
import type { EyeGeometry, FaceGeometry } from './geometry';
import type { Pose } from './pose';
import { smoothstep } from './timeline';

interface TearDrop {
  /** Where the bead is along its path (pixels below the lid) and its size, 0–1. */
  along: number;
  size: number;
}

export interface TearPlan {
  active: boolean;
  amount: number;
  /** Length of the path down the cheek, pixels. */
  length: number;
  /** Half widths of the wet track and of a drop across it, pixels. */
  track: number;
  drop: number;
  /** How far the path wanders to each side, pixels, and the phase of its wandering. */
  wander: number;
  wanderPhase: number;
  drops: [TearDrop, TearDrop];
  /** Where any water can be (face pixels): every other pixel skips the tears at once. */
  bounds: Bounds;
}

/** A bead's life over one cycle (0–1): it swells at the lid, then runs down faster and faster, then is gone. */
function dropAt(cycle: number, length: number): TearDrop {
  if (cycle < 0.3) return { along: 0, size: smoothstep(cycle / 0.3) };
  const run = (cycle - 0.3) / 0.7;
  return { along: length * run ** 1.7, size: (1 - 0.25 * run) * (1 - smoothstep((run - 0.9) / 0.1)) };
}

/** A box around both eyes and both tear paths, with room for the drops and the wandering. */
function waterBounds(face: FaceGeometry, length: number, pad: number): Bounds {
  const points: [number, number][] = [];
  for (const eye of face.eyes) {
    const reach = eye.halfWidth * 1.2;
    points.push([eye.centerX - reach, eye.centerY - reach], [eye.centerX + reach, eye.centerY + reach]);
    points.push([eye.tearX + face.head.downX * length, eye.tearY + face.head.downY * length]);
  }
  const box = boundsOf(points);
  return { left: box.left - pad, top: box.top - pad, right: box.right + pad, bottom: box.bottom + pad };
}

export function planTears(face: FaceGeometry, pose: Pose): TearPlan {
  const length = face.height * 0.45;
  const drop = Math.max(2.5, face.height * 0.032);
  const wander = face.height * 0.025;
  return {
    active: pose.tears > 0.02,
    amount: pose.tears,
    length,
    track: Math.max(1.2, face.height * 0.008),
    // Larger than life (a real drop is about 2% of the face): at GIF size it must still be seen.
    drop,
    wander,
    wanderPhase: pose.tearPath * 2 * Math.PI,
    // The two eyes' drops out of step, as real tears are.
    drops: [dropAt(pose.tearDrop, length), dropAt((pose.tearDrop + 0.45) % 1, length)],
    bounds: waterBounds(face, length, drop * 2.5 + wander + 0.08 * length),
  };
}

/** What water is: a drop, the track a drop leaves, or the lid's wet rim. */
export type WaterKind = 'drop' | 'track' | 'lid';

/** Water at a point: its thickness (0–1) and the slope of its surface in picture axes. */
export interface Water {
  depth: number;
  slopeX: number;
  slopeY: number;
  /** What the water is: a drop, the track a drop leaves, or the lid's wet rim. */
  kind: WaterKind;
  /** Where in it the point is, −1…1 across (image right positive on an upright face) and along (down). */
  across: number;
  along: number;
}

/** The wet rim along a lower lid: a thin band just below the lid line over its middle. */
function lidWater(eye: EyeGeometry, x: number, y: number, into: Water, amount: number): void {
  const u = localU(eye.frame, x, y);
  const across = Math.abs(u) / (eye.halfWidth * 0.85);
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

/** The water (track and drop) of one eye's tear at a point. */
function tearWater(
  face: FaceGeometry,
  plan: TearPlan,
  eye: EyeGeometry,
  drop: TearDrop,
  x: number,
  y: number,
  into: Water,
): void {
  const downX = face.head.downX;
  const downY = face.head.downY;
  const dx = x - eye.tearX;
  const dy = y - eye.tearY;
  const along = dx * downX + dy * downY;
  if (along < -plan.drop * 1.5 || along > plan.length + plan.drop * 2) return;
  // The path bends outward, away from the nose, and wanders a little as the skin's curves lead it.
  const outward = -eye.innerSide;
  const fraction = Math.max(0, along) / plan.length;
  const path =
    outward * 0.08 * plan.length * fraction * fraction + plan.wander * Math.sin(fraction * 7 + plan.wanderPhase) * fraction;
  const across = dx * downY - dy * downX - path;
  if (Math.abs(across) > plan.drop * 1.6) return;
  // The track: thin, wettest just behind the drop, a faint film all the way down.
  if (along >= 0 && along <= Math.max(drop.along, plan.length * 0.85)) {
    const behind = drop.along - along;
    const fresh =
      behind >= 0
        ? 0.35 + 0.45 * (1 - smoothstep(behind / (plan.length * 0.5)))
        : 0.35 * (1 - smoothstep((along - plan.length * 0.7) / (plan.length * 0.15)));
    const c = across / plan.track;
    if (c > -1 && c < 1) {
      const depth = fresh * (1 - c * c) * plan.amount;
      if (depth > into.depth) {
        into.depth = depth;
        into.slopeX = downY * c;
        into.slopeY = -downX * c;
        into.kind = 'track';
        into.across = c;
        into.along = 0;
      }
    }
  }
  // The drop: round below, drawn out above (the water it leaves), as big as its size.
  if (drop.size > 0.02) {
    const radius = plan.drop * (0.45 + 0.55 * drop.size);
    const a = (along - drop.along) / (along < drop.along ? radius * 2.4 : radius * 1.1);
    const c = across / radius;
    const r2 = a * a + c * c;
    if (r2 < 1) {
      const depth = (1 - r2) * plan.amount;
      if (depth > into.depth) {
        into.depth = depth;
        into.slopeX = downY * c + downX * a;
        into.slopeY = -downX * c + downY * a;
        into.kind = 'drop';
        into.across = c;
        into.along = a;
      }
    }
  }
}

/** Finds the water at a point of the face (x, y before the head's motion); `into.depth` 0 when dry. */
export function waterAt(face: FaceGeometry, plan: TearPlan, x: number, y: number, into: Water): void {
  into.depth = 0;
  into.slopeX = 0;
  into.slopeY = 0;
  into.kind = 'drop';
  into.across = 0;
  into.along = 0;
  if (!plan.active || !inside(plan.bounds, x, y)) return;
  for (let index = 0; index < 2; index++) {
    const eye = face.eyes[index];
    lidWater(eye, x, y, into, plan.amount);
    tearWater(face, plan, eye, plan.drops[index], x, y, into);
  }
}

/** How far the photo under the water is displaced, in the drop's own size (a lens). */
export function refraction(plan: TearPlan): number {
  return plan.drop * 0.45;
}

/** Shades water over the pixel at `offset`: glints where its surface faces the light (from above, a little left). */
export function shadeWater(water: Water, target: Uint8Array, offset: number): void {
  let highlight: number;
  let deepen = 0;
  if (water.kind === 'drop') {
    // A bright glint high on the light's side, a faint caustic low on the other, the skin under it a little deeper in tone.
    const glintU = water.across + 0.35;
    const glintV = water.along + 0.35;
    const caustic = water.along - 0.6;
    highlight =
      0.9 * Math.exp(-(glintU * glintU + glintV * glintV) / 0.05) + 0.22 * Math.exp(-(caustic * caustic) / 0.03) * water.depth;
    deepen = 0.1 * water.depth;
  } else if (water.kind === 'track') {
    // A wet track shines in a thin line along its light side.
    const line = water.across + 0.35;
    highlight = 0.45 * water.depth * Math.exp(-(line * line) / 0.06);
    deepen = 0.05 * water.depth;
  } else {
    highlight = water.depth * 0.22;
  }
  for (let channel = 0; channel < 3; channel++) {
    let value = target[offset + channel] * (1 - deepen);
    value += (255 - value) * highlight;
    target[offset + channel] = value;
  }
}
