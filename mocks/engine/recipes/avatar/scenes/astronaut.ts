// 'clip/astronaut': the face inside a space helmet — deep space with stars, a nebula and a
// planet behind; a white suit with a chest unit and mission patch; the helmet's shell, neck
// ring and curved visor glass (tint and reflections) over the face.
import { hex } from '../../shared/colour';
import type { Random } from '../../shared/random';
import { clipStyle } from '../clip';
import { n, neck, pick, svg, type SceneDrawing, type SceneFace } from './kit';
import { clearFaceMask } from './space/clearFace';

const PLANETS = [
  { light: '#7cc4ff', dark: '#123a7a', glow: '#8fd0ff' },
  { light: '#ffb38a', dark: '#7a2a12', glow: '#ffb48f' },
  { light: '#e9d9a8', dark: '#6b5530', glow: '#fff0c0' },
];
const NEBULAE = [
  ['#6b3fa0', '#1f7a8c'],
  ['#a03f6b', '#3f51a0'],
  ['#2f8c6b', '#5a3fa0'],
];
/** How much of the visor's tint and sheen is left in front of the features (clearFace.ts). */
const GLASS_ON_FACE = 0.2;
const PATCHES = ['#1f4fbf', '#bf1f3a', '#1f8f5a', '#d48a00'];

function stars(size: number, random: Random): string {
  let out = '';
  for (let i = 0; i < 140; i++) {
    const r = random.next() ** 3 * 1.8 + 0.35;
    out += `<circle cx="${n(random.next() * size)}" cy="${n(random.next() * size)}" r="${n(r)}" fill="#fff" fill-opacity="${n(random.between(0.35, 1))}"/>`;
  }
  // A few bright stars with four-pointed glints.
  for (let i = 0; i < 6; i++) {
    const x = random.next() * size;
    const y = random.next() * size * 0.7;
    const l = random.between(6, 14);
    out += `<path d="M${n(x - l)} ${n(y)} L${n(x + l)} ${n(y)} M${n(x)} ${n(y - l)} L${n(x)} ${n(y + l)}" stroke="#fff" stroke-opacity="0.7" stroke-width="1"/><circle cx="${n(x)}" cy="${n(y)}" r="1.8" fill="#fff"/>`;
  }
  return out;
}

/** The fabric cap astronauts wear under the helmet: dark behind the head … */
function capBack(face: SceneFace): string {
  const w = face.right - face.left;
  const h = face.bottom - face.top;
  return `<ellipse cx="${n(face.centreX)}" cy="${n(face.top + h * 0.42)}" rx="${n(w * 0.64)}" ry="${n(h * 0.64)}" fill="#3b332e"/>`;
}

/**
 * … and over it: a white crown over the hair, its edge hugging the face's oval just inside it
 * from temple to temple (down to the brows, or standing off the temples, the face read as a
 * mask in a hole: the forehead is part of the face a person knows), and the ear cups.
 */
function capFront(face: SceneFace): string {
  const w = face.right - face.left;
  const h = face.bottom - face.top;
  const cx = face.centreX;
  const side = face.top + h * 0.5;
  const crownTop = face.top - h * 0.36;
  const edge = { rx: w * 0.47, ry: h * 0.44 };
  return `<defs><linearGradient id="crown" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbf8f2"/><stop offset="1" stop-color="#cfc6b8"/></linearGradient></defs>
<path d="M${n(cx - w * 0.6)} ${n(side)} C${n(cx - w * 0.64)} ${n(crownTop)}, ${n(cx + w * 0.64)} ${n(crownTop)}, ${n(cx + w * 0.6)} ${n(side)} L${n(cx + edge.rx)} ${n(side)} A${n(edge.rx)} ${n(edge.ry)} 0 0 0 ${n(cx - edge.rx)} ${n(side)} Z" fill="url(#crown)" stroke="#a89f92" stroke-width="2"/>
<path d="M${n(cx)} ${n(face.top - h * 0.12)} L${n(cx)} ${n(side - edge.ry - h * 0.03)}" stroke="#b9b0a2" stroke-width="3"/>
<ellipse cx="${n(cx - w * 0.56)}" cy="${n(side)}" rx="${n(w * 0.1)}" ry="${n(h * 0.15)}" fill="#24201d" stroke="#5a514a" stroke-width="3"/>
<ellipse cx="${n(cx + w * 0.56)}" cy="${n(side)}" rx="${n(w * 0.1)}" ry="${n(h * 0.15)}" fill="#24201d" stroke="#5a514a" stroke-width="3"/>`;
}

/** The cap's microphone boom, from the left ear cup to beside the mouth (drawn over the face). */
function boom(face: SceneFace): string {
  const w = face.right - face.left;
  const h = face.bottom - face.top;
  const cx = face.centreX;
  const ear: [number, number] = [cx - w * 0.56, face.top + h * 0.58];
  // The mic just off the cheek, beside the mouth's corner: on the cheek it hid the face (the brown-skinned woman).
  const tip: [number, number] = [cx - w * 0.42, face.bottom - h * 0.22];
  return `<path d="M${n(ear[0])} ${n(ear[1])} Q${n(ear[0] + w * 0.02)} ${n(tip[1] + h * 0.02)} ${n(tip[0])} ${n(tip[1])}" stroke="#2a2a2a" stroke-width="${n(w * 0.035)}" fill="none" stroke-linecap="round"/>
<ellipse cx="${n(tip[0])}" cy="${n(tip[1])}" rx="${n(w * 0.05)}" ry="${n(w * 0.035)}" fill="#1a1a1a"/>`;
}

/**
 * What the curved glass mirrors, faint over the face: a bright window of the station's light
 * bent along the visor's top, the planet small on the side it is on, a few stars; and a lit
 * rim where the glass meets the shell. So the face is seen through glass, not through a hole.
 */
function visorReflections(
  cx: number,
  cy: number,
  visor: number,
  planetSide: -1 | 1,
  planetColour: string,
  random: Random,
): string {
  const px = cx - planetSide * visor * 0.55;
  const py = cy - visor * 0.5;
  const stars = Array.from({ length: 7 }, () => {
    const a = random.between(Math.PI * 0.9, Math.PI * 2.1);
    const r = visor * random.between(0.72, 0.9);
    return `<circle cx="${n(cx + Math.cos(a) * r)}" cy="${n(cy + Math.sin(a) * r)}" r="${n(random.between(0.8, 1.8))}" fill="#fff" fill-opacity="0.7"/>`;
  }).join('');
  return `<defs><filter id="glassBlur" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${n(visor * 0.025)}"/></filter>
<radialGradient id="reflectPlanet" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="${planetColour}" stop-opacity="0.55"/><stop offset="1" stop-color="${planetColour}" stop-opacity="0"/></radialGradient>
<linearGradient id="window" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.5"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.05"/></linearGradient></defs>
<path d="M${n(cx + visor * 0.05)} ${n(cy - visor * 0.93)} Q${n(cx + visor * 0.55)} ${n(cy - visor * 0.85)} ${n(cx + visor * 0.8)} ${n(cy - visor * 0.5)} L${n(cx + visor * 0.6)} ${n(cy - visor * 0.38)} Q${n(cx + visor * 0.42)} ${n(cy - visor * 0.62)} ${n(cx + visor * 0.05)} ${n(cy - visor * 0.7)} Z" fill="url(#window)" filter="url(#glassBlur)"/>
<path d="M${n(cx + visor * 0.3)} ${n(cy - visor * 0.84)} L${n(cx + visor * 0.22)} ${n(cy - visor * 0.64)} M${n(cx + visor * 0.52)} ${n(cy - visor * 0.74)} L${n(cx + visor * 0.4)} ${n(cy - visor * 0.55)}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${n(visor * 0.02)}"/>
<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(visor * 0.16)}" ry="${n(visor * 0.11)}" fill="url(#reflectPlanet)"/>
${stars}
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(visor * 0.985)}" fill="none" stroke="#cfe6ff" stroke-opacity="0.35" stroke-width="${n(visor * 0.012)}"/>`;
}

/**
 * The suit's padded inner collar inside the helmet, risen to just under the chin: the chin
 * rests on it as on a turtleneck, and the photo's neck (a pink or brown bar between the jaw and
 * the ring in a soft photo) is never seen. Kept inside the visor; the chin's shadow falls on it.
 */
function comfortCollar(face: SceneFace, cx: number, cy: number, visor: number): string {
  const w = face.right - face.left;
  const h = face.bottom - face.top;
  const chinY = face.chin[1];
  const sideY = chinY - h * 0.1;
  return `<defs><clipPath id="inVisor"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(visor)}"/></clipPath>
<linearGradient id="padding" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9c4ba"/><stop offset="0.25" stop-color="#efece6"/><stop offset="1" stop-color="#a9a49b"/></linearGradient>
<linearGradient id="paddingSides" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#4a4640" stop-opacity="0.55"/><stop offset="0.3" stop-color="#4a4640" stop-opacity="0"/><stop offset="0.7" stop-color="#4a4640" stop-opacity="0"/><stop offset="1" stop-color="#4a4640" stop-opacity="0.55"/></linearGradient>
<filter id="chinShadow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(h * 0.035)}"/></filter></defs>
<g clip-path="url(#inVisor)">
<path d="M${n(cx - visor)} ${n(sideY)} Q${n(cx)} ${n(chinY + h * 0.1)} ${n(cx + visor)} ${n(sideY)} L${n(cx + visor)} ${n(cy + visor)} L${n(cx - visor)} ${n(cy + visor)} Z" fill="url(#padding)"/>
<path d="M${n(cx - visor)} ${n(sideY)} Q${n(cx)} ${n(chinY + h * 0.1)} ${n(cx + visor)} ${n(sideY)} L${n(cx + visor)} ${n(cy + visor)} L${n(cx - visor)} ${n(cy + visor)} Z" fill="url(#paddingSides)"/>
<path d="M${n(cx - visor)} ${n(sideY + h * 0.16)} Q${n(cx)} ${n(chinY + h * 0.26)} ${n(cx + visor)} ${n(sideY + h * 0.16)}" stroke="#9a958c" stroke-width="${n(Math.max(1, w * 0.012))}" fill="none"/>
<ellipse cx="${n(face.chin[0])}" cy="${n(chinY + h * 0.03)}" rx="${n(w * 0.3)}" ry="${n(h * 0.06)}" fill="#1d1a16" fill-opacity="0.55" filter="url(#chinShadow)"/>
</g>`;
}

/**
 * The visor seen as glass in front of the face: a faint gold-blue tint over all of it, a broad
 * soft band of reflected light curving across its upper side (over the forehead), and a soft
 * glint low on the far side. Real helmet photos look so, and the glass explains a soft face.
 */
function visorSheen(cx: number, cy: number, visor: number): string {
  return `<defs><radialGradient id="tint" cx="0.5" cy="0.45" r="0.55"><stop offset="0" stop-color="#c8dcff" stop-opacity="0.06"/><stop offset="0.8" stop-color="#7fa2d8" stop-opacity="0.14"/><stop offset="1" stop-color="#2a3f66" stop-opacity="0.3"/></radialGradient>
<linearGradient id="band" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.35" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.1"/><stop offset="0.7" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
<filter id="sheenBlur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${n(visor * 0.04)}"/></filter>
<clipPath id="glassOnly"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(visor)}"/></clipPath></defs>
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(visor)}" fill="url(#tint)"/>
<g clip-path="url(#glassOnly)"><path d="M${n(cx - visor * 1.05)} ${n(cy - visor * 0.05)} Q${n(cx - visor * 0.2)} ${n(cy - visor * 0.75)} ${n(cx + visor * 1.05)} ${n(cy - visor * 0.45)} L${n(cx + visor * 1.05)} ${n(cy - visor * 0.2)} Q${n(cx - visor * 0.15)} ${n(cy - visor * 0.48)} ${n(cx - visor * 1.05)} ${n(cy + visor * 0.22)} Z" fill="url(#band)" filter="url(#sheenBlur)"/>
<ellipse cx="${n(cx + visor * 0.55)}" cy="${n(cy + visor * 0.6)}" rx="${n(visor * 0.2)}" ry="${n(visor * 0.08)}" fill="#ffffff" fill-opacity="0.18" filter="url(#sheenBlur)" transform="rotate(-35 ${n(cx + visor * 0.55)} ${n(cy + visor * 0.6)})"/></g>`;
}

function draw(face: SceneFace, random: Random): SceneDrawing {
  const s = face.size;
  const cx = face.centreX;
  const cy = (face.top + face.bottom) / 2 + (face.bottom - face.top) * 0.02;
  // The glass close round the face (cap and ear cups just inside it), so the face fills the visor.
  const visor = Math.max((face.bottom - face.top) * 0.74, (face.right - face.left) * 0.94);
  const shell = visor * 1.16;
  const planet = pick(random, PLANETS);
  const nebula = pick(random, NEBULAE);
  const patch = pick(random, PATCHES);
  const onLeft = random.next() < 0.5;
  const px = onLeft ? s * random.between(0.08, 0.18) : s * random.between(0.82, 0.92);
  const py = s * random.between(0.1, 0.2);
  const pr = s * random.between(0.1, 0.15);
  const ringed = planet === PLANETS[2];
  const collarY = cy + shell * 0.92;
  const chest = collarY + s * 0.1;

  const back = svg(
    s,
    `<defs>
<radialGradient id="space" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#16213f"/><stop offset="1" stop-color="#03050c"/></radialGradient>
<filter id="haze" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(s * 0.06)}"/></filter>
<filter id="soft"><feGaussianBlur stdDeviation="${n(s * 0.012)}"/></filter>
<radialGradient id="planet" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${planet.light}"/><stop offset="1" stop-color="${planet.dark}"/></radialGradient>
<radialGradient id="inside" cx="0.5" cy="0.45" r="0.55"><stop offset="0" stop-color="#2b3140"/><stop offset="1" stop-color="#07090e"/></radialGradient>
<linearGradient id="suit" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#b9c0cc"/><stop offset="0.3" stop-color="#f3f5f9"/><stop offset="0.7" stop-color="#f3f5f9"/><stop offset="1" stop-color="#aeb5c2"/></linearGradient>
<linearGradient id="innerCollar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f2efe8"/><stop offset="1" stop-color="#9d988f"/></linearGradient>
<linearGradient id="unit" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e4e7ee"/><stop offset="1" stop-color="#b8bfcb"/></linearGradient>
</defs>
<rect width="${s}" height="${s}" fill="url(#space)"/>
<g filter="url(#haze)" opacity="0.55"><ellipse cx="${n(s * random.between(0.2, 0.4))}" cy="${n(s * 0.35)}" rx="${n(s * 0.28)}" ry="${n(s * 0.12)}" fill="${nebula[0]}" transform="rotate(${n(random.between(-30, 30))} ${n(s * 0.3)} ${n(s * 0.35)})"/><ellipse cx="${n(s * random.between(0.6, 0.8))}" cy="${n(s * 0.55)}" rx="${n(s * 0.25)}" ry="${n(s * 0.1)}" fill="${nebula[1]}" transform="rotate(${n(random.between(-30, 30))} ${n(s * 0.7)} ${n(s * 0.55)})"/></g>
${stars(s, random)}
<circle cx="${n(px)}" cy="${n(py)}" r="${n(pr * 1.12)}" fill="${planet.glow}" opacity="0.35" filter="url(#soft)"/>
<circle cx="${n(px)}" cy="${n(py)}" r="${n(pr)}" fill="url(#planet)"/>
<clipPath id="planetClip"><circle cx="${n(px)}" cy="${n(py)}" r="${n(pr)}"/></clipPath>
<circle cx="${n(px + pr * 0.45)}" cy="${n(py + pr * 0.35)}" r="${n(pr)}" fill="#000" opacity="0.45" clip-path="url(#planetClip)"/>
${ringed ? `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(pr * 1.9)}" ry="${n(pr * 0.42)}" fill="none" stroke="#f3e6bf" stroke-opacity="0.75" stroke-width="${n(pr * 0.12)}" transform="rotate(-18 ${n(px)} ${n(py)})"/>` : ''}
<path d="M${n(cx - s * 0.62)} ${s} C${n(cx - s * 0.6)} ${n(chest)}, ${n(cx - s * 0.42)} ${n(collarY - s * 0.05)}, ${n(cx)} ${n(collarY - s * 0.06)} C${n(cx + s * 0.42)} ${n(collarY - s * 0.05)}, ${n(cx + s * 0.6)} ${n(chest)}, ${n(cx + s * 0.62)} ${s} Z" fill="url(#suit)"/>
<path d="M${n(cx - s * 0.36)} ${n(chest + s * 0.02)} Q${n(cx - s * 0.3)} ${n(chest + s * 0.2)} ${n(cx - s * 0.33)} ${s} M${n(cx + s * 0.36)} ${n(chest + s * 0.02)} Q${n(cx + s * 0.3)} ${n(chest + s * 0.2)} ${n(cx + s * 0.33)} ${s}" stroke="#9aa3b1" stroke-width="3" fill="none"/>
<rect x="${n(cx - s * 0.13)}" y="${n(chest + s * 0.04)}" width="${n(s * 0.26)}" height="${n(s * 0.14)}" rx="${n(s * 0.015)}" fill="url(#unit)" stroke="#8d96a5" stroke-width="2"/>
<circle cx="${n(cx - s * 0.08)}" cy="${n(chest + s * 0.09)}" r="${n(s * 0.014)}" fill="#e63946"/><circle cx="${n(cx - s * 0.035)}" cy="${n(chest + s * 0.09)}" r="${n(s * 0.014)}" fill="#2a9df4"/><circle cx="${n(cx + s * 0.01)}" cy="${n(chest + s * 0.09)}" r="${n(s * 0.014)}" fill="#f4d35e"/>
<rect x="${n(cx + s * 0.04)}" y="${n(chest + s * 0.075)}" width="${n(s * 0.07)}" height="${n(s * 0.03)}" rx="3" fill="#1b2433"/><rect x="${n(cx + s * 0.045)}" y="${n(chest + s * 0.082)}" width="${n(s * random.between(0.02, 0.055))}" height="${n(s * 0.016)}" fill="#3ddc97"/>
<rect x="${n(cx - s * 0.11)}" y="${n(chest + s * 0.145)}" width="${n(s * 0.22)}" height="${n(s * 0.018)}" rx="3" fill="#8d96a5"/>
<circle cx="${n(cx - s * 0.4)}" cy="${n(chest + s * 0.1)}" r="${n(s * 0.045)}" fill="${patch}" stroke="#f3f5f9" stroke-width="4"/><path d="M${n(cx - s * 0.4)} ${n(chest + s * 0.07)} l${n(s * 0.01)} ${n(s * 0.022)} l${n(s * 0.022)} 0 l${n(-s * 0.018)} ${n(s * 0.014)} l${n(s * 0.008)} ${n(s * 0.022)} l${n(-s * 0.022)} ${n(-s * 0.014)} l${n(-s * 0.022)} ${n(s * 0.014)} l${n(s * 0.008)} ${n(-s * 0.022)} l${n(-s * 0.018)} ${n(-s * 0.014)} l${n(s * 0.022)} 0 Z" fill="#fff"/>
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(visor)}" fill="url(#inside)"/>
${capBack(face)}
${neck(face, collarY, 'neck')}
<path d="M${n(cx - face.neckWidth * 1.1)} ${n(collarY + s * 0.01)} Q${n(cx)} ${n(collarY - (face.bottom - face.top) * 0.22)} ${n(cx + face.neckWidth * 1.1)} ${n(collarY + s * 0.01)} Z" fill="url(#innerCollar)"/>`,
  );

  const front = svg(
    s,
    `<defs>
<linearGradient id="shell" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.55" stop-color="#dfe3ea"/><stop offset="1" stop-color="#9aa2b0"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.32"/><stop offset="0.45" stop-color="#9cc9ff" stop-opacity="0.06"/><stop offset="1" stop-color="#1b3b6f" stop-opacity="0.22"/></linearGradient>
<linearGradient id="ring" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d6dbe3"/><stop offset="1" stop-color="#7d8696"/></linearGradient>
<filter id="blur2"><feGaussianBlur stdDeviation="2"/></filter>
<radialGradient id="edge" cx="0.5" cy="0.5" r="0.5"><stop offset="0.82" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>
${clearFaceMask('clearFace', face, GLASS_ON_FACE)}
</defs>
${capFront(face)}
${comfortCollar(face, cx, cy, visor)}
${boom(face)}
<ellipse cx="${n(cx)}" cy="${n(collarY)}" rx="${n(shell * 0.95)}" ry="${n(shell * 0.2)}" fill="url(#ring)" stroke="#6b7384" stroke-width="3"/>
<path fill-rule="evenodd" d="M${n(cx - shell)} ${n(cy)} a${n(shell)} ${n(shell)} 0 1 0 ${n(shell * 2)} 0 a${n(shell)} ${n(shell)} 0 1 0 ${n(-shell * 2)} 0 Z M${n(cx - visor)} ${n(cy)} a${n(visor)} ${n(visor)} 0 1 1 ${n(visor * 2)} 0 a${n(visor)} ${n(visor)} 0 1 1 ${n(-visor * 2)} 0 Z" fill="url(#shell)" stroke="#8a93a3" stroke-width="2"/>
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(visor)}" fill="none" stroke="#5d6677" stroke-width="${n(visor * 0.035)}"/>
<rect x="${n(cx - shell - s * 0.025)}" y="${n(cy - s * 0.05)}" width="${n(s * 0.05)}" height="${n(s * 0.1)}" rx="${n(s * 0.012)}" fill="#c5cbd5" stroke="#7d8696" stroke-width="2"/><circle cx="${n(cx - shell)}" cy="${n(cy)}" r="${n(s * 0.011)}" fill="#ff5d5d"/>
<rect x="${n(cx + shell - s * 0.025)}" y="${n(cy - s * 0.05)}" width="${n(s * 0.05)}" height="${n(s * 0.1)}" rx="${n(s * 0.012)}" fill="#c5cbd5" stroke="#7d8696" stroke-width="2"/><circle cx="${n(cx + shell)}" cy="${n(cy)}" r="${n(s * 0.011)}" fill="#4dd2ff"/>
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(visor)}" fill="url(#edge)"/>
<g mask="url(#clearFace)">
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(visor)}" fill="url(#glass)"/>
<path d="M${n(cx - visor * 0.78)} ${n(cy - visor * 0.2)} A${n(visor * 0.84)} ${n(visor * 0.84)} 0 0 1 ${n(cx - visor * 0.12)} ${n(cy - visor * 0.82)}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${n(visor * 0.06)}" stroke-linecap="round" fill="none" filter="url(#blur2)"/>
<path d="M${n(cx + visor * 0.55)} ${n(cy + visor * 0.52)} A${n(visor * 0.78)} ${n(visor * 0.78)} 0 0 0 ${n(cx + visor * 0.76)} ${n(cy + visor * 0.1)}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${n(visor * 0.03)}" stroke-linecap="round" fill="none"/>
${visorReflections(cx, cy, visor, onLeft ? 1 : -1, planet.light, random)}
${visorSheen(cx, cy, visor)}
</g>`,
  );
  return { back, front, neckTo: collarY - (face.bottom - face.top) * 0.05 };
}

export const astronaut = clipStyle({
  framing: (random) => ({ faceHeight: 0.33, centreX: 0.5 + random.between(-0.01, 0.01), centreY: 0.39, maxFaceWidth: 0.3 }),
  draw,
  light: hex('#b8cfff'),
  // A hint of the cool light only: more turned warm skin pink-grey behind the glass.
  lightAmount: 0.1,
  key: { from: 1, strength: 0.15, rim: 0.3 },
  cut: { grow: 1.0, forehead: 0.05, feather: 14 },
});
