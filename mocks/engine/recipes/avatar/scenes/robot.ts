// 'clip/robot': the face framed by a robot suit — a dark lab with a glowing grid floor behind;
// brushed-metal armour with shoulder plates, panel seams and bolts; a segmented mechanical
// neck; a glowing power core in the chest; and a metal head shell with lights, the person's own
// face (their skin's colour, only a touch of the lab's cool light) set in its opening
// (robotShell.ts). The face turned to grey steel read "grey, sickly", and framed by a dark ring
// inside the hood, "a cut-out".
import { hex } from '../../shared/colour';
import type { Random } from '../../shared/random';
import { clipStyle } from '../clip';
import { n, pick, svg, torso, type SceneDrawing, type SceneFace } from './kit';
import { robotParts } from './robotParts';
import { openingOf, robotShell } from './robotShell';

const CORES = [
  { glow: '#4de8ff', deep: '#0a6f8a' },
  { glow: '#ff9a3d', deep: '#8a3a0a' },
  { glow: '#ff4dd2', deep: '#7a0a6a' },
  { glow: '#7dff6b', deep: '#1f7a12' },
];
const METALS = [
  ['#e3e8ee', '#8b96a3', '#4c5561'],
  ['#e8dcc8', '#9a8b72', '#54493a'],
  ['#d6dde8', '#6f7f96', '#36404f'],
];

function bolt(x: number, y: number, r: number): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#bolt)" stroke="#2b3038" stroke-width="1"/>`;
}

function grid(size: number, colour: string): string {
  const horizon = size * 0.62;
  let lines = '';
  for (let k = -8; k <= 8; k++)
    lines += `<path d="M${n(size / 2 + k * size * 0.03)} ${n(horizon)} L${n(size / 2 + k * size * 0.22)} ${size}"/>`;
  for (let k = 1; k <= 7; k++) {
    const y = horizon + (size - horizon) * (k / 7) ** 1.8;
    lines += `<path d="M0 ${n(y)} L${size} ${n(y)}"/>`;
  }
  return `<g stroke="${colour}" stroke-opacity="0.45" stroke-width="1.5">${lines}</g>`;
}

/**
 * A glowing dash on the lab's wall, beside the head (`head`, the span it takes across), not
 * behind it: seen between the antennas and round the helmet it read as "background dashes
 * behind the helmet".
 */
function dash(random: Random, s: number, head: readonly [number, number], glow: string): string {
  const along = random.next();
  const y = random.between(0.05, 0.5) * s;
  const width = s * random.between(0.05, 0.12);
  const left = Math.max(0, head[0] - width);
  const right = Math.max(0, s - width - head[1]);
  const at = along * (left + right);
  const x = at < left ? at : head[1] + (at - left);
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(s * 0.012)}" rx="3" fill="${glow}" fill-opacity="${n(random.between(0.25, 0.6))}"/>`;
}

export function drawRobot(face: SceneFace, random: Random): SceneDrawing {
  const s = face.size;
  const w = face.right - face.left;
  const h = face.bottom - face.top;
  const cx = face.centreX;
  const cy = (face.top + face.bottom) / 2;
  const core = pick(random, CORES);
  const metal = pick(random, METALS);
  const neckTop = face.bottom - h * 0.05;
  const collar = face.bottom + h * 0.2;
  const coreY = collar + w * 0.85;
  const hoodRx = w * 0.72;
  const hoodRy = h * 0.66;
  // Half the head's span across: the shell's rim and the ear dials beyond it.
  const headHalf = hoodRx + w * 0.22;
  const panels = Array.from({ length: 4 }, (_, k) => {
    const y = neckTop + ((collar - neckTop) * (k + 0.5)) / 4;
    return `<rect x="${n(cx - w * 0.26)}" y="${n(y - h * 0.025)}" width="${n(w * 0.52)}" height="${n(h * 0.05)}" rx="${n(h * 0.02)}" fill="url(#metalV)" stroke="#2b3038" stroke-width="1.5"/>`;
  }).join('');
  const back = svg(
    s,
    `<defs>
<linearGradient id="lab" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0d1f2b"/><stop offset="0.62" stop-color="#04101a"/><stop offset="1" stop-color="#020609"/></linearGradient>
<radialGradient id="haloBack" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${core.glow}" stop-opacity="0.25"/><stop offset="1" stop-color="${core.glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="metalH" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${metal[2]}"/><stop offset="0.3" stop-color="${metal[0]}"/><stop offset="0.55" stop-color="${metal[1]}"/><stop offset="0.8" stop-color="${metal[0]}"/><stop offset="1" stop-color="${metal[2]}"/></linearGradient>
<linearGradient id="metalV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${metal[0]}"/><stop offset="1" stop-color="${metal[2]}"/></linearGradient>
<radialGradient id="bolt" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${metal[2]}"/></radialGradient>
<radialGradient id="core" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff"/><stop offset="0.35" stop-color="${core.glow}"/><stop offset="1" stop-color="${core.deep}"/></radialGradient>
<radialGradient id="coreGlow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${core.glow}" stop-opacity="0.8"/><stop offset="1" stop-color="${core.glow}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${s}" height="${s}" fill="url(#lab)"/>
${grid(s, core.glow)}
${Array.from({ length: 5 }, () => dash(random, s, [cx - headHalf, cx + headHalf], core.glow)).join('')}
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.45)}" fill="url(#haloBack)"/>
<path d="${torso(face, collar, 1.05)}" fill="url(#metalH)" stroke="#2b3038" stroke-width="2"/>
<path d="M${n(cx - w * 0.55)} ${n(collar + w * 0.15)} L${n(cx + w * 0.55)} ${n(collar + w * 0.15)} L${n(cx + w * 0.7)} ${n(coreY + w * 0.55)} L${n(cx)} ${n(coreY + w * 0.85)} L${n(cx - w * 0.7)} ${n(coreY + w * 0.55)} Z" fill="url(#metalV)" stroke="#2b3038" stroke-width="2.5"/>
<path d="M${n(cx - w * 1.5)} ${n(collar + w * 0.55)} C${n(cx - w * 1.45)} ${n(collar + w * 0.1)}, ${n(cx - w * 1.0)} ${n(collar)}, ${n(cx - w * 0.7)} ${n(collar + w * 0.12)} L${n(cx - w * 0.85)} ${n(collar + w * 0.75)} Z" fill="url(#metalV)" stroke="#2b3038" stroke-width="2.5"/>
<path d="M${n(cx + w * 1.5)} ${n(collar + w * 0.55)} C${n(cx + w * 1.45)} ${n(collar + w * 0.1)}, ${n(cx + w * 1.0)} ${n(collar)}, ${n(cx + w * 0.7)} ${n(collar + w * 0.12)} L${n(cx + w * 0.85)} ${n(collar + w * 0.75)} Z" fill="url(#metalV)" stroke="#2b3038" stroke-width="2.5"/>
${[-1.2, -0.95, 0.95, 1.2].map((k) => bolt(cx + k * w, collar + w * 0.42, w * 0.035)).join('')}
${[-0.45, 0.45].map((k) => bolt(cx + k * w, collar + w * 0.28, w * 0.03)).join('')}
<path d="M${n(cx - w * 1.1)} ${s} L${n(cx - w * 1.0)} ${n(coreY + w * 0.4)} M${n(cx + w * 1.1)} ${s} L${n(cx + w * 1.0)} ${n(coreY + w * 0.4)}" stroke="#2b3038" stroke-width="2.5"/>
<circle cx="${n(cx)}" cy="${n(coreY)}" r="${n(w * 0.55)}" fill="url(#coreGlow)"/>
<circle cx="${n(cx)}" cy="${n(coreY)}" r="${n(w * 0.24)}" fill="#1b2028" stroke="${metal[1]}" stroke-width="${n(w * 0.04)}"/>
<circle cx="${n(cx)}" cy="${n(coreY)}" r="${n(w * 0.17)}" fill="url(#core)"/>
${Array.from({ length: 6 }, (_, k) => {
  const a = (k / 6) * Math.PI * 2;
  return bolt(cx + Math.cos(a) * w * 0.24, coreY + Math.sin(a) * w * 0.24, w * 0.022);
}).join('')}
${panels}`,
  );
  const ring = w * 0.12;
  const parts = robotParts([cx, cy - h * 0.04], [hoodRx + ring / 2, hoodRy + ring / 2], w, { metal, glow: core.glow });
  // The head shell's top (its rim's outer edge) and the antennas' glow: all kept in the picture.
  const keepFrom = Math.max(0, Math.min(parts.top, cy - h * 0.04 - hoodRy - ring) - 2);
  const front = svg(
    s,
    `<defs>
<linearGradient id="hood" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${metal[0]}"/><stop offset="0.5" stop-color="${metal[1]}"/><stop offset="1" stop-color="${metal[2]}"/></linearGradient>
<radialGradient id="boltF" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${metal[2]}"/></radialGradient>
</defs>
${robotShell(face, [cx, cy - h * 0.04], [hoodRx + 1, hoodRy + 1], { metal, glow: core.glow })}
<ellipse cx="${n(cx)}" cy="${n(cy - h * 0.04)}" rx="${n(hoodRx + ring / 2)}" ry="${n(hoodRy + ring / 2)}" fill="none" stroke="url(#hood)" stroke-width="${n(ring)}"/>
<ellipse cx="${n(cx)}" cy="${n(cy - h * 0.04)}" rx="${n(hoodRx - 1)}" ry="${n(hoodRy - 1)}" fill="none" stroke="#20252d" stroke-width="3"/>
${Array.from({ length: 10 }, (_, k) => {
  const a = (k / 10) * Math.PI * 2 + Math.PI / 10;
  return `<circle cx="${n(cx + Math.cos(a) * (hoodRx + ring / 2))}" cy="${n(cy - h * 0.04 + Math.sin(a) * (hoodRy + ring / 2))}" r="${n(ring * 0.2)}" fill="url(#boltF)" stroke="#2b3038" stroke-width="1"/>`;
}).join('')}
${parts.svg}`,
  );
  // The photo shows wherever the opening does, a little past it (its fade under the lip): round a
  // turned face's far eye the opening reaches past the oval the face is cut out along.
  const opening = openingOf(face);
  const ox = opening.reduce((sum, p) => sum + p[0], 0) / opening.length;
  const oy = opening.reduce((sum, p) => sum + p[1], 0) / opening.length;
  const reveal = opening.map(([x, y]): [number, number] => [ox + (x - ox) * 1.04, oy + (y - oy) * 1.04]);
  return { back, front, reveal, keepFrom };
}

export const robot = clipStyle({
  framing: (random) => ({ faceHeight: 0.32, centreX: 0.5 + random.between(-0.01, 0.01), centreY: 0.36, maxFaceWidth: 0.29 }),
  draw: drawRobot,
  light: hex('#dcecff'),
  lightAmount: 0.12,
  key: { from: -1, strength: 0.12, rim: 0.4 },
  cut: { grow: 1.04, forehead: 0.03, feather: 8 },
  haloFree: true,
});
