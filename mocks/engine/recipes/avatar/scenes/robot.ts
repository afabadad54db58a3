// 'clip/robot': the face framed by a robot suit — a dark lab with a glowing grid floor behind;
// brushed-metal armour with shoulder plates, panel seams and bolts; a segmented mechanical
// neck; a glowing power core in the chest; and a metal hood around the face with lights.
import { hex } from '../../shared/colour';
import type { Random } from '../../shared/random';
import { clipStyle } from '../clip';
import { n, pick, svg, torso, type SceneDrawing, type SceneFace } from './kit';

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
 * What makes the metal face a machine's: panel seams over the forehead and down the cheeks with
 * rivets where they end, a jaw plate's line, and one eye a lens, a steel ring round a glowing
 * iris (the other eye stays the person's, so the likeness holds).
 */
function faceSeams(face: SceneFace, metal: readonly string[], glow: string, lensEye: 0 | 1): string {
  const w = face.right - face.left;
  const h = face.bottom - face.top;
  const cx = face.centreX;
  const seam = Math.max(1.2, w * 0.012);
  const line = (d: string): string =>
    `<path d="${d}" fill="none" stroke="#1b2028" stroke-opacity="0.75" stroke-width="${n(seam)}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${n(seam * 0.6)}" stroke-linecap="round" transform="translate(${n(seam * 0.7)} ${n(seam * 0.7)})"/>`;
  const rivet = (x: number, y: number): string =>
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(w * 0.018)}" fill="url(#boltF)" stroke="#1b2028" stroke-width="1"/>`;
  const browY = face.top + h * 0.17;
  const seams = [
    line(`M${n(cx - w * 0.36)} ${n(browY)} Q${n(cx)} ${n(browY - h * 0.07)} ${n(cx + w * 0.36)} ${n(browY)}`),
    line(`M${n(cx)} ${n(face.top + h * 0.02)} L${n(cx)} ${n(browY - h * 0.05)}`),
    ...[-1, 1].map((side) =>
      line(
        `M${n(cx + side * w * 0.43)} ${n(face.top + h * 0.3)} C${n(cx + side * w * 0.4)} ${n(face.top + h * 0.55)}, ${n(cx + side * w * 0.36)} ${n(face.top + h * 0.7)}, ${n(cx + side * w * 0.2)} ${n(face.bottom - h * 0.1)}`,
      ),
    ),
    line(
      `M${n(cx - w * 0.2)} ${n(face.bottom - h * 0.1)} Q${n(cx)} ${n(face.bottom - h * 0.04)} ${n(cx + w * 0.2)} ${n(face.bottom - h * 0.1)}`,
    ),
  ].join('');
  const rivets = [
    rivet(cx - w * 0.36, browY),
    rivet(cx + w * 0.36, browY),
    rivet(cx - w * 0.43, face.top + h * 0.3),
    rivet(cx + w * 0.43, face.top + h * 0.3),
  ].join('');
  const [ex, ey] = face.eyes[lensEye];
  const eyeGap = Math.hypot(face.eyes[1][0] - face.eyes[0][0], face.eyes[1][1] - face.eyes[0][1]);
  const ring = eyeGap * 0.3;
  const lens = `<defs><radialGradient id="iris" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff"/><stop offset="0.3" stop-color="${glow}"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs>
<circle cx="${n(ex)}" cy="${n(ey)}" r="${n(ring * 1.5)}" fill="url(#iris)" opacity="0.35"/>
<circle cx="${n(ex)}" cy="${n(ey)}" r="${n(ring)}" fill="none" stroke="${metal[1]}" stroke-width="${n(ring * 0.28)}"/>
<circle cx="${n(ex)}" cy="${n(ey)}" r="${n(ring * 1.14)}" fill="none" stroke="#1b2028" stroke-width="${n(Math.max(1, ring * 0.06))}"/>
<circle cx="${n(ex)}" cy="${n(ey)}" r="${n(ring * 0.86)}" fill="none" stroke="#1b2028" stroke-width="${n(Math.max(1, ring * 0.05))}"/>
<circle cx="${n(ex)}" cy="${n(ey)}" r="${n(ring * 0.38)}" fill="url(#iris)"/>
<circle cx="${n(ex - ring * 0.3)}" cy="${n(ey - ring * 0.35)}" r="${n(ring * 0.12)}" fill="#ffffff" fill-opacity="0.8"/>`;
  return seams + rivets + lens;
}

function draw(face: SceneFace, random: Random): SceneDrawing {
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
<radialGradient id="hoodInside" cx="0.5" cy="0.5" r="0.5"><stop offset="0.6" stop-color="#1a1f27"/><stop offset="1" stop-color="#0a0c10"/></radialGradient>
</defs>
<rect width="${s}" height="${s}" fill="url(#lab)"/>
${grid(s, core.glow)}
${Array.from({ length: 5 }, () => `<rect x="${n(random.next() * s)}" y="${n(random.between(0.05, 0.5) * s)}" width="${n(s * random.between(0.05, 0.12))}" height="${n(s * 0.012)}" rx="3" fill="${core.glow}" fill-opacity="${n(random.between(0.25, 0.6))}"/>`).join('')}
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
${panels}
<ellipse cx="${n(cx)}" cy="${n(cy - h * 0.04)}" rx="${n(hoodRx)}" ry="${n(hoodRy)}" fill="url(#hoodInside)"/>`,
  );
  const ring = w * 0.12;
  const front = svg(
    s,
    `<defs>
<linearGradient id="hood" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${metal[0]}"/><stop offset="0.5" stop-color="${metal[1]}"/><stop offset="1" stop-color="${metal[2]}"/></linearGradient>
<radialGradient id="boltF" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${metal[2]}"/></radialGradient>
<filter id="glow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${n(Math.max(1.5, w * 0.03))}"/></filter>
<linearGradient id="faceplate" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.12"/><stop offset="0.3" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="${core.deep}" stop-opacity="0"/></linearGradient>
<radialGradient id="led" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff"/><stop offset="0.4" stop-color="${core.glow}"/><stop offset="1" stop-color="${core.glow}" stop-opacity="0"/></radialGradient>
</defs>
<ellipse cx="${n(cx)}" cy="${n(cy - h * 0.04)}" rx="${n(hoodRx - ring * 0.3)}" ry="${n(hoodRy - ring * 0.3)}" fill="none" stroke="${core.glow}" stroke-opacity="0.3" stroke-width="${n(ring * 0.6)}" filter="url(#glow)"/>
<ellipse cx="${n(cx)}" cy="${n(cy - h * 0.04)}" rx="${n(hoodRx)}" ry="${n(hoodRy)}" fill="url(#faceplate)"/>
<path d="M${n(cx - hoodRx * 0.75)} ${n(cy - hoodRy * 0.35)} A${n(hoodRx * 0.85)} ${n(hoodRy * 0.85)} 0 0 1 ${n(cx - hoodRx * 0.1)} ${n(cy - hoodRy * 0.86)}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${n(ring * 0.35)}" stroke-linecap="round" fill="none" filter="url(#glow)"/>
<path d="M${n(cx + hoodRx * 0.55)} ${n(cy + hoodRy * 0.55)} A${n(hoodRx * 0.8)} ${n(hoodRy * 0.8)} 0 0 0 ${n(cx + hoodRx * 0.8)} ${n(cy + hoodRy * 0.1)}" stroke="${core.glow}" stroke-opacity="0.35" stroke-width="${n(ring * 0.2)}" stroke-linecap="round" fill="none"/>
<ellipse cx="${n(cx)}" cy="${n(cy - h * 0.04)}" rx="${n(hoodRx + ring / 2)}" ry="${n(hoodRy + ring / 2)}" fill="none" stroke="url(#hood)" stroke-width="${n(ring)}"/>
<ellipse cx="${n(cx)}" cy="${n(cy - h * 0.04)}" rx="${n(hoodRx - 1)}" ry="${n(hoodRy - 1)}" fill="none" stroke="#20252d" stroke-width="3"/>
<path d="M${n(cx - w * 0.42)} ${n(face.top - h * 0.06)} Q${n(cx)} ${n(face.top - h * 0.2)} ${n(cx + w * 0.42)} ${n(face.top - h * 0.06)}" stroke="${core.glow}" stroke-width="${n(h * 0.035)}" stroke-linecap="round" fill="none"/>
${[-1, 1].map((side) => `<rect x="${n(cx + side * (hoodRx + ring * 0.5) - w * 0.1)}" y="${n(cy - h * 0.14)}" width="${n(w * 0.2)}" height="${n(h * 0.24)}" rx="${n(w * 0.05)}" fill="url(#hood)" stroke="#2b3038" stroke-width="2"/><circle cx="${n(cx + side * (hoodRx + ring * 0.5))}" cy="${n(cy - h * 0.02)}" r="${n(w * 0.07)}" fill="url(#led)"/>`).join('')}
${faceSeams(face, metal, core.glow, random.next() < 0.5 ? 0 : 1)}
${Array.from({ length: 10 }, (_, k) => {
  const a = (k / 10) * Math.PI * 2 + Math.PI / 10;
  return `<circle cx="${n(cx + Math.cos(a) * (hoodRx + ring / 2))}" cy="${n(cy - h * 0.04 + Math.sin(a) * (hoodRy + ring / 2))}" r="${n(ring * 0.2)}" fill="url(#boltF)" stroke="#2b3038" stroke-width="1"/>`;
}).join('')}`,
  );
  return { back, front };
}

export const robot = clipStyle({
  framing: (random) => ({ faceHeight: 0.32, centreX: 0.5 + random.between(-0.01, 0.01), centreY: 0.36, maxFaceWidth: 0.29 }),
  draw,
  light: hex('#bfefff'),
  lightAmount: 0.45,
  key: { from: -1, strength: 0.12, rim: 0.4 },
  cut: { grow: 1.0, forehead: 0.03, feather: 12 },
  metal: 0.65,
});
