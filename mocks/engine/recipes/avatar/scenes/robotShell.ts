// The robot's head shell: a metal helmet the person's face sits inside, its opening a smooth convex
// curve round the face's own outline and both eyes (under a brim across the forehead). Readers
// saw the photo's feathered oval floating in a dark ring as "a cut-out" pasted on a robot: here
// the cut's soft edge is under opaque metal, and the join is a designed part — a machined lip with
// a dark groove and a lit bevel, rivets along it, the brim's shadow on the forehead and the
// shell's cool glow on the skin at the face's edge (so the skin is lit by the robot's light).
import { convexHull } from '../hull';
import type { XY } from '../landmarks';
import { n, type SceneFace } from './kit';
import type { PartColours } from './robotParts';

/**
 * The opening's edge as a share of the mesh's oval, towards the face's middle: nearly on it, since
 * the lip drawn along the edge covers a few pixels inside it, and the cut's fade lies outside
 * (the robot's cut grows the oval by 4 %). At 0.96 a turned face's far eye touched the lip.
 */
const INSET = 0.99;
/** The brim across the forehead, as a share of the face's height below the oval's top (at the middle). */
const BRIM = 0.1;
/** The shell's light on the skin at the face's edge: the steel's cool white, not the core's hue (an orange core's glow tinged the skin yellow). */
const COOL = '#d8ecff';
/** How much lower the brim comes at the temples than at the middle (share of the face's height). */
const BRIM_ARCH = 0.06;

/** A closed, smooth path through `points` (Catmull-Rom turned into cubic Béziers). */
function smoothClosed(points: readonly XY[]): string {
  const at = (k: number): XY => points[(k + points.length) % points.length];
  let d = `M${n(points[0][0])} ${n(points[0][1])}`;
  for (let k = 0; k < points.length; k++) {
    const [p0, p1, p2, p3] = [at(k - 1), at(k), at(k + 1), at(k + 2)];
    const c1: XY = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: XY = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${n(c1[0])} ${n(c1[1])}, ${n(c2[0])} ${n(c2[1])}, ${n(p2[0])} ${n(p2[1])}`;
  }
  return `${d} Z`;
}

/**
 * How far round each eye the opening keeps clear, as a share of the eye's own size (its lids'
 * points pushed out from their middle): on a turned face the far eye's corner lies outside the
 * mesh's oval, and an opening that followed the oval put the lip across it ("one eye clipped by
 * the mask edge"). The lip covers about 0.03 of the face's width inside the edge and its shadow as
 * much again, so the room is an eye's half width past its corner (at 1.8, 0.04 of the face's
 * width on the turned woman: her eye's corner at the lip's shadow).
 */
const EYE_ROOM = 2;
/** How many points the opening's curve is drawn through. */
const POINTS = 48;

/**
 * `loop` (a closed polygon) as `count` points evenly spaced along it, each then averaged with its
 * neighbours: the hull's long straight sides and sharp corners become one smooth curve, still
 * convex (an average of a convex polygon's points is convex).
 */
function evenAndSmooth(loop: readonly XY[], count: number): XY[] {
  const lengths = loop.map((p, k) => Math.hypot(loop[(k + 1) % loop.length][0] - p[0], loop[(k + 1) % loop.length][1] - p[1]));
  const total = lengths.reduce((a, b) => a + b, 0);
  let points: XY[] = [];
  let edge = 0;
  let walked = 0;
  for (let k = 0; k < count; k++) {
    const at = (k / count) * total;
    while (edge < loop.length - 1 && walked + lengths[edge] < at) walked += lengths[edge++];
    const t = lengths[edge] > 0 ? (at - walked) / lengths[edge] : 0;
    const [a, b] = [loop[edge], loop[(edge + 1) % loop.length]];
    points.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
  }
  for (let pass = 0; pass < 3; pass++)
    points = points.map((p, k): XY => {
      const [a, b] = [points[(k + count - 1) % count], points[(k + 1) % count]];
      return [(a[0] + 2 * p[0] + b[0]) / 4, (a[1] + 2 * p[1] + b[1]) / 4];
    });
  return points;
}

/** Each eye's lid points pushed out from that eye's middle by EYE_ROOM: the room the opening keeps round it. */
function eyesRoom(lids: readonly XY[]): XY[] {
  const half = lids.length / 2;
  return [lids.slice(0, half), lids.slice(half)].flatMap((eye) => {
    if (eye.length === 0) return [];
    const ex = eye.reduce((s, p) => s + p[0], 0) / eye.length;
    const ey = eye.reduce((s, p) => s + p[1], 0) / eye.length;
    return eye.map(([x, y]): XY => [ex + (x - ex) * EYE_ROOM, ey + (y - ey) * EYE_ROOM]);
  });
}

/**
 * The opening's outline: one smooth convex curve round the mesh's oval drawn in towards the
 * face's middle and round both eyes with room to spare, flattened under the brim. Pushing the
 * oval out past every eye and brow made the lip kink inward beside the eye; a convex curve cannot.
 */
export function openingOf(face: SceneFace): XY[] {
  // At least a pixel: a degenerate face box must not put NaN into the SVG's coordinates.
  const w = Math.max(1, face.right - face.left);
  const h = Math.max(1, face.bottom - face.top);
  // The middle between the eyes' midpoint and the chin: a turned face's opening stays on its features.
  const eyesX = (face.eyes[0][0] + face.eyes[1][0]) / 2;
  const eyesY = (face.eyes[0][1] + face.eyes[1][1]) / 2;
  const mx = (eyesX + face.chin[0]) / 2;
  const my = (eyesY + face.chin[1]) / 2;
  const brim = (x: number): number => face.top + h * BRIM + h * BRIM_ARCH * Math.min(1, ((x - eyesX) / (w / 2)) ** 2);
  const oval = face.outline.map(([x, y]): XY => [mx + (x - mx) * INSET, my + (y - my) * INSET]);
  const curve = evenAndSmooth(convexHull([...oval, ...eyesRoom(face.eyeLids)]), POINTS);
  return curve.map(([x, y]) => [x, Math.max(y, brim(x))]);
}

/**
 * The shell as SVG (ids prefixed `shell`): drawn over the face, opaque everywhere inside the
 * helmet's ellipse but the opening. `centre` and `radii` are the helmet's.
 */
export function robotShell(face: SceneFace, centre: XY, radii: XY, { metal, glow }: PartColours): string {
  // At least a pixel: a degenerate face box must not put NaN into the SVG's coordinates.
  const w = Math.max(1, face.right - face.left);
  const h = Math.max(1, face.bottom - face.top);
  const [cx, cy] = centre;
  const [rx, ry] = radii;
  const opening = openingOf(face);
  const hole = smoothClosed(opening);
  const outer = `M${n(cx - rx)} ${n(cy)} A${n(rx)} ${n(ry)} 0 1 0 ${n(cx + rx)} ${n(cy)} A${n(rx)} ${n(ry)} 0 1 0 ${n(cx - rx)} ${n(cy)} Z`;
  const lip = Math.max(2, w * 0.022);
  const soft = Math.max(1.5, w * 0.035);
  const top = Math.min(...opening.map((p) => p[1]));
  const bottom = Math.max(...opening.map((p) => p[1]));
  const leftmost = opening.reduce((a, b) => (b[0] < a[0] ? b : a));
  const rightmost = opening.reduce((a, b) => (b[0] > a[0] ? b : a));
  // Rivets along the lip, a little outside it: about ten spread round it (every tenth of its points).
  const rivets = opening
    .filter((_, k) => k % Math.max(1, Math.round(opening.length / 10)) === 3)
    .map(([x, y]) => {
      const dx = x - cx;
      const dy = y - (top + bottom) / 2;
      const d = Math.max(1e-3, Math.hypot(dx / w, dy / h));
      const out = lip * 2.2;
      return `<circle cx="${n(x + ((dx / w) * out) / d)}" cy="${n(y + ((dy / h) * out) / d)}" r="${n(w * 0.016)}" fill="url(#shellBolt)" stroke="#1b2028" stroke-width="1"/>`;
    })
    .join('');
  const seam = (d: string): string =>
    `<path d="${d}" fill="none" stroke="#161a20" stroke-opacity="0.8" stroke-width="${n(Math.max(1.2, w * 0.01))}"/><path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${n(Math.max(0.8, w * 0.006))}" transform="translate(${n(w * 0.008)} ${n(w * 0.008)})"/>`;
  const brimY = top;
  return `<defs>
<radialGradient id="shellMetal" cx="0.38" cy="0.3" r="0.75"><stop offset="0" stop-color="${metal[0]}"/><stop offset="0.55" stop-color="${metal[1]}"/><stop offset="1" stop-color="${metal[2]}"/></radialGradient>
<radialGradient id="shellBolt" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${metal[2]}"/></radialGradient>
<clipPath id="shellHole"><path d="${hole}"/></clipPath>
<filter id="shellSoft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${n(soft)}"/></filter>
<filter id="shellGlow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${n(soft * 0.5)}"/></filter>
<linearGradient id="shellRim" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.45" stop-color="${metal[1]}"/><stop offset="1" stop-color="#1b2028"/></linearGradient>
<linearGradient id="shellShade" x1="0" y1="${n(top)}" x2="0" y2="${n(bottom)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#05080c" stop-opacity="0.55"/><stop offset="0.35" stop-color="#05080c" stop-opacity="0.15"/><stop offset="0.7" stop-color="#05080c" stop-opacity="0"/></linearGradient>
</defs>
<g clip-path="url(#shellHole)">
<path d="${hole}" fill="none" stroke="url(#shellShade)" stroke-width="${n(lip * 5)}" filter="url(#shellSoft)"/>
<path d="${hole}" fill="none" stroke="${COOL}" stroke-opacity="0.5" stroke-width="${n(lip * 3)}" filter="url(#shellSoft)"/>
</g>
<path d="${outer} ${hole}" fill="url(#shellMetal)" fill-rule="evenodd"/>
${seam(`M${n(cx)} ${n(cy - ry)} L${n(cx)} ${n(brimY - lip * 3)}`)}
${seam(`M${n(cx - rx)} ${n(leftmost[1])} L${n(leftmost[0] - lip * 3)} ${n(leftmost[1])}`)}
${seam(`M${n(cx + rx)} ${n(rightmost[1])} L${n(rightmost[0] + lip * 3)} ${n(rightmost[1])}`)}
${seam(`M${n(cx - rx * 0.62)} ${n(brimY - lip * 2)} Q${n(cx)} ${n(brimY - lip * 2 - h * 0.05)} ${n(cx + rx * 0.62)} ${n(brimY - lip * 2)}`)}
<path d="M${n(cx - w * 0.3)} ${n(brimY - lip * 5)} Q${n(cx)} ${n(brimY - lip * 5 - h * 0.05)} ${n(cx + w * 0.3)} ${n(brimY - lip * 5)}" stroke="${glow}" stroke-width="${n(lip * 1.3)}" stroke-linecap="round" fill="none" filter="url(#shellGlow)"/>
<path d="M${n(cx - w * 0.3)} ${n(brimY - lip * 5)} Q${n(cx)} ${n(brimY - lip * 5 - h * 0.05)} ${n(cx + w * 0.3)} ${n(brimY - lip * 5)}" stroke="#ffffff" stroke-opacity="0.8" stroke-width="${n(lip * 0.45)}" stroke-linecap="round" fill="none"/>
<path d="${hole}" fill="none" stroke="#0c0f14" stroke-opacity="0.6" stroke-width="${n(lip * 4.4)}" filter="url(#shellGlow)"/>
<path d="${hole}" fill="none" stroke="url(#shellRim)" stroke-width="${n(lip * 3)}"/>
<path d="${hole}" fill="none" stroke="#11151b" stroke-width="${n(lip * 0.8)}"/>
<path d="${hole}" fill="none" stroke="${glow}" stroke-opacity="0.9" stroke-width="${n(lip * 0.35)}"/>
${rivets}`;
}
