// 'clip/president': a speech from the podium — a deep blue stage curtain, two flags on
// brass poles; a suit and tie for a man, a jacket over a blouse for a woman, a dark jacket
// over a plain top for a face the model is not sure of (outfit.ts), with a lapel pin; in
// front a lectern bearing a seal with two gooseneck microphones reaching up towards the
// speaker. The person's own hair and neck are kept.
import { hex } from '../../shared/colour';
import type { Random } from '../../shared/random';
import { clipStyle } from '../clip';
import type { Wearer } from '../traits';
import { n, necklace, svg, type SceneDrawing, type SceneFace } from './kit';
import { FACE_CUT } from './headCut';
import { jacket } from './jacket';
import { paintedNeckWidth } from './neckPaint';
import { chooseOutfit } from './outfit';

function curtain(size: number): string {
  let folds = '';
  const count = 14;
  for (let k = 0; k < count; k++) {
    const x = (k / count) * size;
    folds += `<rect x="${n(x)}" y="0" width="${n(size / count)}" height="${size}" fill="url(#fold)"/>`;
  }
  return folds;
}

/** A flag on a brass pole, its cloth hanging in folds. */
function flag(x: number, top: number, size: number, random: Random, mirrored: boolean): string {
  const w = size * 0.2;
  const h = size * 0.3;
  const dir = mirrored ? -1 : 1;
  const pole = `<rect x="${n(x - size * 0.006)}" y="${n(top)}" width="${n(size * 0.012)}" height="${n(size - top)}" fill="url(#brassPole)"/><circle cx="${n(x)}" cy="${n(top)}" r="${n(size * 0.016)}" fill="url(#brassPole)"/>`;
  const cloth = (fill: string, from: number, to: number): string =>
    `<path d="M${n(x)} ${n(top + size * 0.02 + h * from)} C${n(x + dir * w * 0.35)} ${n(top + size * 0.04 + h * from)}, ${n(x + dir * w * 0.6)} ${n(top + h * from)}, ${n(x + dir * w * 0.85)} ${n(top + size * 0.06 + h * from * 1.25)} L${n(x + dir * w * 0.7)} ${n(top + size * 0.06 + h * to * 1.25)} C${n(x + dir * w * 0.5)} ${n(top + h * to)}, ${n(x + dir * w * 0.3)} ${n(top + size * 0.04 + h * to)}, ${n(x)} ${n(top + size * 0.02 + h * to)} Z" fill="${fill}"/>`;
  let stripes = '';
  const kind = random.below(2);
  if (kind === 0) {
    for (let k = 0; k < 7; k++) stripes += cloth(k % 2 === 0 ? '#b22234' : '#f5f1e8', k / 7, (k + 1) / 7);
    stripes += `<path d="M${n(x)} ${n(top + size * 0.02)} C${n(x + dir * w * 0.2)} ${n(top + size * 0.035)}, ${n(x + dir * w * 0.32)} ${n(top + size * 0.03)}, ${n(x + dir * w * 0.42)} ${n(top + size * 0.04)} L${n(x + dir * w * 0.4)} ${n(top + size * 0.02 + h * 0.45)} C${n(x + dir * w * 0.3)} ${n(top + h * 0.43)}, ${n(x + dir * w * 0.15)} ${n(top + size * 0.03 + h * 0.43)}, ${n(x)} ${n(top + size * 0.02 + h * 0.43)} Z" fill="#2b3a7a"/>`;
  } else {
    stripes += cloth('#1f3f9a', 0, 1);
    for (let k = 0; k < 8; k++) {
      const a = (k / 8) * Math.PI * 2;
      stripes += `<circle cx="${n(x + dir * w * 0.38 + Math.cos(a) * w * 0.16)}" cy="${n(top + size * 0.05 + h * 0.5 + Math.sin(a) * w * 0.16)}" r="${n(size * 0.006)}" fill="#f5d142"/>`;
    }
  }
  const shade = cloth('url(#flagShade)', 0, 1);
  return pole + stripes + shade;
}

function draw(face: SceneFace, random: Random, wearer: Wearer): SceneDrawing {
  const s = face.size;
  const w = face.right - face.left;
  const h = face.bottom - face.top;
  const cx = face.chin[0];
  // The collar a neck's length below the chin, so the head stands on a neck, not on the clothes:
  // 0.17 of the face, as celebrity's neckline (a quarter before read as "a long thin neck").
  const collar = face.bottom + h * 0.17;
  const outfit = chooseOutfit('president', wearer, random);
  const flagTop = s * random.between(0.08, 0.14);
  const back = svg(
    s,
    `<defs>
<linearGradient id="fold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0a1b45"/><stop offset="0.5" stop-color="#17337a"/><stop offset="1" stop-color="#0a1b45"/></linearGradient>
<radialGradient id="stageLight" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>
<linearGradient id="brassPole" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#7a5a1a"/><stop offset="0.45" stop-color="#f1d58a"/><stop offset="1" stop-color="#6b4e16"/></linearGradient>
<linearGradient id="flagShade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.08"/><stop offset="0.6" stop-color="#000" stop-opacity="0.2"/><stop offset="1" stop-color="#fff" stop-opacity="0.05"/></linearGradient>
</defs>
${curtain(s)}
<rect width="${s}" height="${s}" fill="url(#stageLight)"/>
${flag(s * random.between(0.1, 0.14), flagTop, s, random, false)}
${flag(s * random.between(0.86, 0.9), flagTop, s, random, true)}
`,
  );
  const clothes = svg(
    s,
    `${jacket({ ...face, neckWidth: paintedNeckWidth(face) }, collar, outfit, 'suit')}
${outfit.necklace === 'none' ? '' : necklace(face, collar + w * 0.02, outfit.necklace, 0.16)}
<rect x="${n(cx - w * 0.75)}" y="${n(collar + w * 0.35)}" width="${n(w * 0.09)}" height="${n(w * 0.06)}" fill="#b22234" stroke="#f5d142" stroke-width="1.5"/>`,
  );
  // The lectern's top at the chest, never just under the collar: a closer seed's larger head
  // sank behind it to the shoulders, the microphones hidden.
  const top = Math.max(s * 0.7, collar + w * 0.55);
  const lecternHalf = s * 0.25;
  const sealY = top + s * 0.15;
  // Two goosenecks rise from the lectern's top and lean in towards the mouth, their foam
  // heads at the chest, below the chin: clear of the face.
  const micBase = [cx - w * 0.1, cx + w * 0.1];
  const micTip = [cx - w * 0.2, cx + w * 0.2];
  const micY = Math.max(face.bottom + h * 0.5, top - s * 0.13);
  const front = svg(
    s,
    `<defs>
<linearGradient id="wood" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#3a210f"/><stop offset="0.5" stop-color="#6e4220"/><stop offset="1" stop-color="#341d0c"/></linearGradient>
<linearGradient id="lip" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a5a30"/><stop offset="1" stop-color="#4a2a12"/></linearGradient>
<radialGradient id="foam" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#55555c"/><stop offset="1" stop-color="#141416"/></radialGradient>
<radialGradient id="seal" cx="0.45" cy="0.4" r="0.6"><stop offset="0" stop-color="#2d4fa8"/><stop offset="1" stop-color="#132a66"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff0b3"/><stop offset="0.5" stop-color="#d4a63a"/><stop offset="1" stop-color="#8a6418"/></linearGradient>
</defs>
${micBase.map((x, k) => `<path d="M${n(x)} ${n(top)} C${n(x)} ${n(top - s * 0.08)}, ${n(micTip[k])} ${n(micY + s * 0.06)}, ${n(micTip[k])} ${n(micY)}" stroke="#1b1b1b" stroke-width="${n(s * 0.008)}" fill="none"/><rect x="${n(micTip[k] - s * 0.007)}" y="${n(micY - s * 0.004)}" width="${n(s * 0.014)}" height="${n(s * 0.014)}" fill="#b8b8be"/><ellipse cx="${n(micTip[k])}" cy="${n(micY - s * 0.026)}" rx="${n(s * 0.017)}" ry="${n(s * 0.027)}" fill="url(#foam)"/>`).join('')}
<path d="M${n(cx - lecternHalf)} ${n(top)} L${n(cx + lecternHalf)} ${n(top)} L${n(cx + lecternHalf * 1.12)} ${s} L${n(cx - lecternHalf * 1.12)} ${s} Z" fill="url(#wood)"/>
<rect x="${n(cx - lecternHalf * 1.08)}" y="${n(top - s * 0.025)}" width="${n(lecternHalf * 2.16)}" height="${n(s * 0.035)}" rx="${n(s * 0.008)}" fill="url(#lip)"/>
<path d="M${n(cx - lecternHalf * 0.82)} ${n(top + s * 0.04)} L${n(cx + lecternHalf * 0.82)} ${n(top + s * 0.04)} L${n(cx + lecternHalf * 0.9)} ${s} M${n(cx - lecternHalf * 0.82)} ${n(top + s * 0.04)} L${n(cx - lecternHalf * 0.9)} ${s}" stroke="#2a1608" stroke-width="3" fill="none"/>
<circle cx="${n(cx)}" cy="${n(sealY)}" r="${n(s * 0.085)}" fill="url(#gold)"/>
<circle cx="${n(cx)}" cy="${n(sealY)}" r="${n(s * 0.072)}" fill="url(#seal)"/>
${Array.from({ length: 13 }, (_, k) => {
  const a = (k / 13) * Math.PI * 2 - Math.PI / 2;
  return `<circle cx="${n(cx + Math.cos(a) * s * 0.058)}" cy="${n(sealY + Math.sin(a) * s * 0.058)}" r="${n(s * 0.0045)}" fill="#f5e6a8"/>`;
}).join('')}
<path d="M${n(cx)} ${n(sealY - s * 0.035)} l${n(s * 0.01)} ${n(s * 0.024)} l${n(s * 0.026)} 0 l${n(-s * 0.021)} ${n(s * 0.016)} l${n(s * 0.008)} ${n(s * 0.025)} l${n(-s * 0.023)} ${n(-s * 0.015)} l${n(-s * 0.023)} ${n(s * 0.015)} l${n(s * 0.008)} ${n(-s * 0.025)} l${n(-s * 0.021)} ${n(-s * 0.016)} l${n(s * 0.026)} 0 Z" fill="url(#gold)"/>`,
  );
  return { back, middle: clothes, front, neckTo: collar + w * 0.02 };
}

export const president = clipStyle({
  // A head-and-shoulders frame: the face over a quarter of the picture's height (0.24–0.25
  // before, with the body filling the rest, read as "the head too small for the body"), set a
  // little lower (0.3 before) so a closer seed's hair still clears the picture's top.
  framing: (random) => ({ faceHeight: 0.29, centreX: 0.5 + random.between(-0.015, 0.015), centreY: 0.34, maxFaceWidth: 0.255 }),
  draw,
  dressed: true,
  keepHair: true,
  light: hex('#fff1df'),
  lightAmount: 0.3,
  key: { from: -1, strength: 0.12, rim: 0.2 },
  cut: FACE_CUT,
  paintsNeck: true,
  depth: 0.003,
});
