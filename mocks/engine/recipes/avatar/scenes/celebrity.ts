// 'clip/celebrity': arriving on the red carpet — a step-and-repeat wall of emblems behind with
// out-of-focus lights, two spotlight beams, the carpet underfoot between brass stanchions and
// velvet ropes, press cameras flashing from both sides; an evening gown for a woman, a tuxedo
// for a man, a dark jacket over a plain top for a face the model is not sure of (outfit.ts),
// the seed choosing colours and details; the person's own hair and neck kept.
import { hex } from '../../shared/colour';
import type { Random } from '../../shared/random';
import { clipStyle } from '../clip';
import type { Wearer } from '../traits';
import { gown } from './gown';
import { FACE_CUT } from './headCut';
import { n, pick, svg, type SceneDrawing, type SceneFace } from './kit';
import { jacket } from './jacket';
import { paintedNeckWidth } from './neckPaint';
import { chooseOutfit } from './outfit';

const WALLS = [
  ['#241238', '#0d0616'],
  ['#0f1d3d', '#050b1a'],
  ['#1d1d22', '#060608'],
];
function emblems(size: number, random: Random): string {
  let out = '';
  const step = size / 7;
  const shift = random.next() * step;
  for (let row = 0; row < 6; row++) {
    for (let col = -1; col < 8; col++) {
      const x = col * step + (row % 2) * step * 0.5 + shift;
      const y = row * step * 0.8 + step * 0.35;
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(step * 0.17)}" fill="none" stroke="#e8d9a8" stroke-opacity="0.28" stroke-width="2"/>
<path d="M${n(x)} ${n(y - step * 0.1)} l${n(step * 0.03)} ${n(step * 0.065)} l${n(step * 0.07)} 0 l${n(-step * 0.056)} ${n(step * 0.042)} l${n(step * 0.022)} ${n(step * 0.068)} l${n(-step * 0.066)} ${n(-step * 0.042)} l${n(-step * 0.066)} ${n(step * 0.042)} l${n(step * 0.022)} ${n(-step * 0.068)} l${n(-step * 0.056)} ${n(-step * 0.042)} l${n(step * 0.07)} 0 Z" fill="#e8d9a8" fill-opacity="0.3"/>`;
    }
  }
  return out;
}

function flashes(size: number, random: Random): string {
  let out = '';
  const count = 5 + random.below(4);
  for (let i = 0; i < count; i++) {
    const left = i % 2 === 0;
    const x = left ? random.between(0.02, 0.26) * size : random.between(0.74, 0.98) * size;
    const y = random.between(0.12, 0.62) * size;
    const r = random.between(0.035, 0.07) * size;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 2.2)}" fill="url(#flash)"/>
<path d="M${n(x - r * 2.4)} ${n(y)} L${n(x + r * 2.4)} ${n(y)} M${n(x)} ${n(y - r * 2.4)} L${n(x)} ${n(y + r * 2.4)}" stroke="#fff" stroke-opacity="0.7" stroke-width="${n(r * 0.08)}"/>
<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.35)}" fill="#fff"/>`;
  }
  return out;
}

/** Out-of-focus lights far behind: soft discs of warm and cool light. */
function bokeh(size: number, random: Random): string {
  const colours = ['#ffe3a8', '#ffd1dc', '#cfe3ff', '#fff6e0'];
  let out = '';
  for (let i = 0; i < 16; i++) {
    const x = random.next() * size;
    const y = random.between(0.02, 0.58) * size;
    const r = random.between(0.018, 0.055) * size;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#bokeh)" fill-opacity="${n(random.between(0.25, 0.6))}"/>`;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="none" stroke="${colours[i % colours.length]}" stroke-opacity="0.25" stroke-width="1.5"/>`;
  }
  return out;
}

/** Spotlight beams from above the frame, crossing onto the carpet. */
function beams(size: number, random: Random): string {
  let out = '';
  for (const [fromX, toX] of [
    [random.between(0.05, 0.2), random.between(0.35, 0.45)],
    [random.between(0.8, 0.95), random.between(0.55, 0.65)],
  ]) {
    const spread = size * random.between(0.12, 0.17);
    out += `<path d="M${n(fromX * size - size * 0.015)} ${n(-size * 0.02)} L${n(fromX * size + size * 0.015)} ${n(-size * 0.02)} L${n(toX * size + spread)} ${n(size * 0.95)} L${n(toX * size - spread)} ${n(size * 0.95)} Z" fill="url(#beam)"/>`;
  }
  return out;
}

function stanchion(x: number, top: number, bottom: number, width: number): string {
  return `<rect x="${n(x - width / 2)}" y="${n(top)}" width="${n(width)}" height="${n(bottom - top)}" fill="url(#brass)"/>
<ellipse cx="${n(x)}" cy="${n(bottom)}" rx="${n(width * 2.6)}" ry="${n(width * 0.8)}" fill="url(#brass)"/>
<circle cx="${n(x)}" cy="${n(top)}" r="${n(width * 1.1)}" fill="url(#brass)"/>`;
}

function draw(face: SceneFace, random: Random, wearer: Wearer): SceneDrawing {
  const s = face.size;
  const wall = pick(random, WALLS);
  const w = face.right - face.left;
  const h = face.bottom - face.top;
  // The neckline a neck's length below the chin, so the head stands on a neck, not on the gown:
  // 0.17 of the face (a quarter before read as "a head on a long neck"; the gown's skin takes
  // the chin's shadow on from the neck, gown.ts, so the shorter neck meets it without a step).
  const shoulderY = face.bottom + h * 0.17;
  const outfit = chooseOutfit('celebrity', wearer, random);
  const inGown = outfit.garment === 'gown';
  const floor = s * 0.8;
  // The clothes' neck opening is cut to the painted neck, not the photo's narrower scrap of it.
  const dressed: SceneFace = { ...face, neckWidth: paintedNeckWidth(face) };
  const clothes = inGown ? gown(dressed, shoulderY, outfit) : jacket(dressed, shoulderY, outfit, 'suit');
  const postX = [s * random.between(0.08, 0.12), s * random.between(0.88, 0.92)];
  const back = svg(
    s,
    `<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall[0]}"/><stop offset="1" stop-color="${wall[1]}"/></linearGradient>
<radialGradient id="spot" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#fff3dd" stop-opacity="0.35"/><stop offset="1" stop-color="#fff3dd" stop-opacity="0"/></radialGradient>
<radialGradient id="flash" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="0.25" stop-color="#e8f1ff" stop-opacity="0.45"/><stop offset="1" stop-color="#e8f1ff" stop-opacity="0"/></radialGradient>
<linearGradient id="carpet" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8e0c20"/><stop offset="1" stop-color="#c8142f"/></linearGradient>
<radialGradient id="bokeh" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff5dc" stop-opacity="0.55"/><stop offset="0.8" stop-color="#fff5dc" stop-opacity="0.35"/><stop offset="1" stop-color="#fff5dc" stop-opacity="0"/></radialGradient>
<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff8e6" stop-opacity="0.42"/><stop offset="0.7" stop-color="#fff8e6" stop-opacity="0.1"/><stop offset="1" stop-color="#fff8e6" stop-opacity="0"/></linearGradient>
<linearGradient id="brass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8a6a24"/><stop offset="0.4" stop-color="#f3d98b"/><stop offset="1" stop-color="#7a5a1a"/></linearGradient>
</defs>
<rect width="${s}" height="${s}" fill="url(#wall)"/>
${emblems(s, random)}
${bokeh(s, random)}
<rect y="${n(floor)}" width="${s}" height="${n(s - floor)}" fill="#14080b"/>
<path d="M${n(s * 0.22)} ${n(floor)} L${n(s * 0.78)} ${n(floor)} L${n(s * 1.05)} ${s} L${n(-s * 0.05)} ${s} Z" fill="url(#carpet)"/>
<ellipse cx="${n(s / 2)}" cy="${n(s * 0.55)}" rx="${n(s * 0.45)}" ry="${n(s * 0.5)}" fill="url(#spot)"/>
${beams(s, random)}
${flashes(s, random)}
${postX.map((x) => stanchion(x, s * 0.62, s * 0.9, s * 0.018)).join('')}
<path d="M${n(postX[0])} ${n(s * 0.63)} Q${n(postX[0] - s * 0.12)} ${n(s * 0.74)} ${n(-s * 0.05)} ${n(s * 0.66)} M${n(postX[1])} ${n(s * 0.63)} Q${n(postX[1] + s * 0.12)} ${n(s * 0.74)} ${n(s * 1.05)} ${n(s * 0.66)}" stroke="#7a0c1c" stroke-width="${n(s * 0.018)}" fill="none" stroke-linecap="round"/>`,
  );
  // A couple of flashes catch the lens in front of everything, at the picture's edges.
  const flare = (x: number, y: number, r: number): string =>
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#flare)"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.12)}" fill="#fff" fill-opacity="0.9"/>`;
  const front = svg(
    s,
    `<defs><radialGradient id="flare" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.8"/><stop offset="0.3" stop-color="#dfe9ff" stop-opacity="0.25"/><stop offset="1" stop-color="#dfe9ff" stop-opacity="0"/></radialGradient></defs>
${flare(s * random.between(0.02, 0.1), s * random.between(0.05, 0.3), s * 0.12)}${flare(s * random.between(0.9, 0.98), s * random.between(0.35, 0.6), s * 0.09)}`,
  );
  // The photo's neck reaches into the collar, or down to where the shoulders begin.
  return { back, middle: svg(s, clothes), front, neckTo: shoulderY + w * 0.02 };
}

export const celebrity = clipStyle({
  // A head-and-shoulders frame: the face over a quarter of the picture's height (0.24–0.25
  // before, with the body filling the rest, read as "the head too small for the body"), set a
  // little lower (0.3 before) so a closer seed's hair still clears the picture's top.
  framing: (random) => ({ faceHeight: 0.28, centreX: 0.5 + random.between(-0.015, 0.015), centreY: 0.34, maxFaceWidth: 0.245 }),
  draw,
  dressed: true,
  keepHair: true,
  light: hex('#ffe2c4'),
  lightAmount: 0.3,
  key: { from: 1, strength: 0.12, rim: 0.35 },
  cut: FACE_CUT,
  paintsNeck: true,
  depth: 0.003,
});
