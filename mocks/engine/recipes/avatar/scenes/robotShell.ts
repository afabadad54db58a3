// The robot's head shell: a metal helmet the person's face sits inside, its opening cut to the
// face's own outline (a little inside the mesh's oval, under a brim across the forehead). Readers
// saw the photo's feathered oval floating in a dark ring as "a cut-out" pasted on a robot: here
// the cut's soft edge is under opaque metal, and the join is a designed part — a machined lip with
// a dark groove and a lit bevel, rivets along it, the brim's shadow on the forehead and the
// shell's cool glow on the skin at the face's edge (so the skin is lit by the robot's light).
import { n, type SceneFace } from './kit';

type XY = readonly [number, number];

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

/** The opening's outline: the mesh's oval drawn in towards the face's middle, flattened under the brim. */
export function openingOf(face: SceneFace): XY[] {
  const w = face.right - face.left;
  const h = face.bottom - face.top;
  // The middle between the eyes' midpoint and the chin: a turned face's opening stays on its features.
  const eyesX = (face.eyes[0][0] + face.eyes[1][0]) / 2;
  const eyesY = (face.eyes[0][1] + face.eyes[1][1]) / 2;
  const mx = (eyesX + face.chin[0]) / 2;
  const my = (eyesY + face.chin[1]) / 2;
  const brim = (x: number): number => face.top + h * BRIM + h * BRIM_ARCH * Math.min(1, ((x - eyesX) / (w / 2)) ** 2);
  return face.outline.map(([x, y]) => {
    const px = mx + (x - mx) * INSET;
    const py = my + (y - my) * INSET;
    return [px, Math.max(py, brim(px))];
  });
}

export interface ShellColours {
  /** Light, middle and dark metal. */
  metal: readonly string[];
  glow: string;
}

/**
 * The shell as SVG (ids prefixed `shell`): drawn over the face, opaque everywhere inside the
 * helmet's ellipse but the opening. `centre` and `radii` are the helmet's.
 */
export function robotShell(face: SceneFace, centre: XY, radii: XY, { metal, glow }: ShellColours): string {
  const w = face.right - face.left;
  const h = face.bottom - face.top;
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
  // Rivets along the lip, a little outside it, every eighth of the way round (not on the brim's middle).
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
