// A tailored jacket drawn with light on it rather than as flat clip-art: the cloth lit from
// above and in front (lighter on the chest and shoulders, darker down the sides and under the
// arms), soft folds where the sleeves meet the body, lapels with a lit edge and a shadow under
// them, a shirt or blouse with its own shading, a tie with a knot and a dimple, buttons and a
// pocket square. Everything is measured from the face, its neck opening from the person's neck.
import { bust } from './bust';
import { clothesNeckHalf, mix, n, type SceneFace, type Tailoring } from './kit';
import { shadedNeck } from './neckPaint';

/** Soft shadows and highlights: strokes and shapes blurred by the face's size. */
function softFilter(id: string, w: number): string {
  return `<filter id="${id}Soft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${n(Math.max(1.5, w * 0.035))}"/></filter>
<filter id="${id}Fine" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${n(Math.max(0.8, w * 0.01))}"/></filter>`;
}

function tieOf(cx: number, collarY: number, vBottom: number, w: number, outfit: Tailoring, id: string): string {
  if (outfit.tie === 'bow') {
    const y = collarY + w * 0.11;
    return `<path d="M${n(cx)} ${n(y)} C${n(cx - w * 0.08)} ${n(y - w * 0.1)}, ${n(cx - w * 0.2)} ${n(y - w * 0.1)}, ${n(cx - w * 0.21)} ${n(y - w * 0.07)} L${n(cx - w * 0.21)} ${n(y + w * 0.08)} C${n(cx - w * 0.2)} ${n(y + w * 0.1)}, ${n(cx - w * 0.08)} ${n(y + w * 0.1)}, ${n(cx)} ${n(y)} Z M${n(cx)} ${n(y)} C${n(cx + w * 0.08)} ${n(y - w * 0.1)}, ${n(cx + w * 0.2)} ${n(y - w * 0.1)}, ${n(cx + w * 0.21)} ${n(y - w * 0.07)} L${n(cx + w * 0.21)} ${n(y + w * 0.08)} C${n(cx + w * 0.2)} ${n(y + w * 0.1)}, ${n(cx + w * 0.08)} ${n(y + w * 0.1)}, ${n(cx)} ${n(y)} Z" fill="url(#${id}Tie)"/>
<path d="M${n(cx - w * 0.17)} ${n(y - w * 0.02)} Q${n(cx - w * 0.1)} ${n(y)} ${n(cx - w * 0.05)} ${n(y)} M${n(cx + w * 0.17)} ${n(y + w * 0.03)} Q${n(cx + w * 0.1)} ${n(y + w * 0.01)} ${n(cx + w * 0.05)} ${n(y)}" stroke="#ffffff" stroke-opacity="0.18" stroke-width="${n(w * 0.012)}" fill="none"/>
<rect x="${n(cx - w * 0.045)}" y="${n(y - w * 0.05)}" width="${n(w * 0.09)}" height="${n(w * 0.1)}" rx="${n(w * 0.02)}" fill="url(#${id}Tie)" stroke="#000" stroke-opacity="0.4" stroke-width="1"/>`;
  }
  if (outfit.tie === 'long') {
    const knotTop = collarY + w * 0.03;
    const knotBottom = collarY + w * 0.15;
    return `<path d="M${n(cx - w * 0.065)} ${n(knotTop)} L${n(cx + w * 0.065)} ${n(knotTop)} L${n(cx + w * 0.04)} ${n(knotBottom)} L${n(cx - w * 0.04)} ${n(knotBottom)} Z" fill="url(#${id}Tie)"/>
<path d="M${n(cx - w * 0.04)} ${n(knotBottom)} L${n(cx + w * 0.04)} ${n(knotBottom)} L${n(cx + w * 0.11)} ${n(vBottom + w * 0.1)} L${n(cx)} ${n(vBottom + w * 0.22)} L${n(cx - w * 0.11)} ${n(vBottom + w * 0.1)} Z" fill="url(#${id}Tie)"/>
<path d="M${n(cx)} ${n(knotBottom + w * 0.01)} Q${n(cx - w * 0.012)} ${n(knotBottom + w * 0.08)} ${n(cx)} ${n(knotBottom + w * 0.14)}" stroke="#000" stroke-opacity="0.35" stroke-width="${n(w * 0.012)}" fill="none" filter="url(#${id}Fine)"/>
<path d="M${n(cx - w * 0.02)} ${n(knotBottom + w * 0.14)} L${n(cx + w * 0.08)} ${n(knotBottom + w * 0.26)} M${n(cx - w * 0.05)} ${n(knotBottom + w * 0.36)} L${n(cx + w * 0.09)} ${n(knotBottom + w * 0.52)}" stroke="#ffffff" stroke-opacity="0.14" stroke-width="${n(w * 0.03)}"/>`;
  }
  return '';
}

/** The collar band's upper edge, from its left side over its front to its right side. */
function collarTop(cx: number, collarY: number, side: number, w: number): string {
  const high = collarY - w * 0.13;
  const front = collarY + w * 0.04;
  return `M${n(cx - side)} ${n(high)} C${n(cx - side * 0.95)} ${n(front - w * 0.04)}, ${n(cx - side * 0.35)} ${n(front)}, ${n(cx)} ${n(front)} C${n(cx + side * 0.35)} ${n(front)}, ${n(cx + side * 0.95)} ${n(front - w * 0.04)}, ${n(cx + side)} ${n(high)}`;
}

/**
 * The lapel's inner edge runs from `open` + 0.02 of the face (`w`) at the collar line down to
 * 0.05 at 1.25 faces below it; its top edge from the same start out to 0.5 at 0.13 below the
 * line (jacket's `lapel`). The middle between them `dy` faces below the collar line, from the
 * neck's middle.
 */
function lapelMiddle(open: number, w: number, dy: number): number {
  const start = open + w * 0.02;
  const inner = start + (w * 0.05 - start) * (dy / 1.25);
  const outer = start + (w * 0.5 - start) * Math.min(1, dy / 0.13);
  return (inner + outer) / 2;
}

/**
 * Where the jacket's cloth must not go over a collared shirt: the neck above the collar band's
 * upper edge. The body's outline closes flat across the neck 0.04 of the face above the collar
 * line, over the collar's front (0.04 below it): a strip of the jacket's cloth, dark on a dark
 * suit, lay between the neck and the white collar (the panel: "a dark grey band where the
 * neck meets the shirt collar").
 */
function aboveCollar(cx: number, collarY: number, side: number, w: number): string {
  const top = collarY - w * 0.3;
  return `${collarTop(cx, collarY, side, w)} L${n(cx + side)} ${n(top)} L${n(cx - side)} ${n(top)} Z`;
}

/**
 * The shirt's collar band standing round the neck: its upper edge rises up the neck's sides
 * from where it closes in front, so the neck goes down into the shirt along a curve, as a
 * neck does, and not into a flat cut across it (which read as a head on a stick). Its sides
 * are turned from the light, darker; a soft shadow of the band's edge lies on the skin above,
 * in the skin's own shade (`skinShade`): black there greyed the neck into a band. Its lower
 * corners are `corner` out from the middle, under the lapels with the collar's points.
 */
function collarBand(
  cx: number,
  collarY: number,
  side: number,
  corner: number,
  w: number,
  outfit: Tailoring,
  skinShade: string,
  id: string,
): string {
  const shade = mix(outfit.under, '#000000', 0.22);
  const low = collarY + w * 0.08;
  const upper = collarTop(cx, collarY, side, w);
  return `<defs><linearGradient id="${id}Band" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(shade, '#000000', 0.15)}"/><stop offset="0.3" stop-color="${outfit.under}"/><stop offset="0.7" stop-color="${outfit.under}"/><stop offset="1" stop-color="${mix(shade, '#000000', 0.15)}"/></linearGradient>
<filter id="${id}BandShadow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${n(Math.max(1, w * 0.02))}"/></filter></defs>
<path d="${upper}" stroke="${skinShade}" stroke-opacity="0.45" stroke-width="${n(w * 0.04)}" fill="none" transform="translate(0 ${n(-w * 0.015)})" filter="url(#${id}BandShadow)"/>
<path d="${upper} L${n(cx + corner)} ${n(low)} L${n(cx - corner)} ${n(low)} Z" fill="url(#${id}Band)" stroke="${shade}" stroke-width="${n(Math.max(1, w * 0.008))}"/>`;
}

/**
 * An open blouse's skin from `top` to `bottom`, in the chin's shadow the painted neck is in at
 * each row (neckPaint.ts chinShadow), so it goes on from the neck. In the neck's flat tone, a
 * little darker only at its top, it met the neck's shadow with a step across the neck
 * (join.test.ts). A fade of its top over the neck was tried: it showed the jacket's red cloth
 * through, a stripe across the neck.
 */
function openSkin(face: SceneFace, top: number, bottom: number, id: string): string {
  const stops = [0, 0.25, 0.5, 1]
    .map((t) => `<stop offset="${t}" stop-color="${shadedNeck(face, top + (bottom - top) * t)}"/>`)
    .join('');
  return `<defs><linearGradient id="${id}OpenSkin" gradientUnits="userSpaceOnUse" x1="0" y1="${n(top)}" x2="0" y2="${n(bottom)}">${stops}</linearGradient></defs>`;
}

/** How far down an open neckline's skin fades in over the painted neck, as a share of the face's width (gown.ts' FADE). */
const SKIN_FADE = 0.1;

/**
 * An open neckline's skin faded out at its top over the neck's middle (an ellipse about the
 * top's middle, `half` its half width at `top`), so the painted neck under it, rounder and
 * darker at its sides, runs on into the skin. Drawn opaque to its flat top, the skin met the
 * neck's shaded sides in a line across it (the panel: "a soft horizontal seam at the collar").
 */
function skinFade(cx: number, top: number, half: number, w: number, s: number, id: string): string {
  return `<defs><filter id="${id}SkinFadeSoft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(w * SKIN_FADE * 0.35)}"/></filter>
<mask id="${id}SkinFade" maskUnits="userSpaceOnUse" x="0" y="0" width="${s}" height="${s}"><rect width="${s}" height="${s}" fill="#fff"/><ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(half * 0.8)}" ry="${n(w * SKIN_FADE)}" fill="#000" filter="url(#${id}SkinFadeSoft)"/></mask></defs>`;
}

/**
 * A jacket with lapels over a collared shirt and tie, an open blouse or a plain round-necked
 * top; `shoulderY` is where the neck meets the collar. Drawn over the photo's own neck.
 */
export function jacket(face: SceneFace, shoulderY: number, outfit: Tailoring, id: string): string {
  const s = face.size;
  const cx = face.chin[0];
  const w = face.right - face.left;
  const collarY = shoulderY - w * 0.05;
  const vBottom = shoulderY + w * 0.95;
  // The opening at the throat: the person's neck and a little room.
  const open = Math.max(w * 0.3, face.neckWidth * 0.5 + w * 0.06);
  const figure = bust(face, collarY, outfit.shoulders, clothesNeckHalf(face, w));
  const body = figure.outline;
  // A shirt's collar band stands just outside the neck's foot.
  const collarSide = face.neckWidth / 2 + w * 0.015;
  // An open blouse's V of skin and a plain top's rounded one: their top corners and lowest point.
  const skinTop = collarY - w * (outfit.neckline === 'open' ? 0.05 : 0.04);
  const skinHalf = open - w * (outfit.neckline === 'open' ? 0.03 : 0.04);
  const skinShape =
    outfit.neckline === 'open'
      ? `M${n(cx - skinHalf)} ${n(skinTop)} L${n(cx)} ${n(collarY + w * 0.42)} L${n(cx + skinHalf)} ${n(skinTop)}`
      : `M${n(cx - skinHalf)} ${n(skinTop)} Q${n(cx)} ${n(collarY + w * 0.2)} ${n(cx + skinHalf)} ${n(skinTop)}`;
  // Where the cloth may go: the whole square but the neck above a shirt's collar, or the neck
  // and the skin below it in an open neckline, so the skin's faded top (skinFade) shows the
  // painted neck under it, not the jacket's cloth.
  const neckHole =
    outfit.neckline === 'collar'
      ? aboveCollar(cx, collarY, collarSide, w)
      : `${skinShape} L${n(cx + skinHalf)} ${n(collarY - w * 0.3)} L${n(cx - skinHalf)} ${n(collarY - w * 0.3)} Z`;
  const cloth = `M0 0 L${s} 0 L${s} ${s} L0 ${s} Z ${neckHole}`;
  // The sleeves' seams and the shoulders' sheen sit where the shoulders reach.
  const reach = outfit.shoulders / 1.18;
  const shade = mix(outfit.cloth, '#000000', 0.45);
  const sheen = mix(outfit.clothLight, '#ffffff', 0.18);
  const underShade = mix(outfit.under, '#000000', 0.22);
  // The shirt or top seen in the jacket's opening, under its collar band or neckline.
  const shirt = `<path d="M${n(cx - open)} ${n(collarY)} L${n(cx + open)} ${n(collarY)} L${n(cx)} ${n(vBottom + w * 0.2)} Z" fill="url(#${id}Under)" clip-path="url(#${id}Cloth)"/>`;
  // An open neckline's skin down to `bottom`, its top faded over the painted neck.
  const neckSkin = (bottom: number): string => `${openSkin(face, skinTop, bottom, id)}
${skinFade(cx, skinTop, skinHalf, w, s, id)}
<path d="${skinShape} Z" fill="url(#${id}OpenSkin)" mask="url(#${id}SkinFade)"/>`;
  // The shirt collar's points lie under the lapels. Their outer corner, 0.03 of the face
  // outside the opening, went past a lapel whose top corner (0.5 of the face out) no longer
  // reached beyond the opening once the painted neck was widened (the panel: "white collar tips
  // poke past the lapels"): it goes no further out than the middle of the lapel's width at its
  // height, and the points' top no further than the band's side there.
  const pointOut = Math.min(open + w * 0.03, lapelMiddle(open, w, 0.08));
  const pointTop = Math.min(open, collarSide + w * 0.04);
  const under =
    outfit.neckline === 'collar'
      ? `${shirt}
${collarBand(cx, collarY, collarSide, pointOut, w, outfit, face.skinShade, id)}
<path d="M${n(cx - pointTop)} ${n(collarY - w * 0.02)} L${n(cx - w * 0.015)} ${n(collarY + w * 0.15)} L${n(cx - w * 0.14)} ${n(collarY + w * 0.24)} L${n(cx - pointOut)} ${n(collarY + w * 0.08)} Z M${n(cx + pointTop)} ${n(collarY - w * 0.02)} L${n(cx + w * 0.015)} ${n(collarY + w * 0.15)} L${n(cx + w * 0.14)} ${n(collarY + w * 0.24)} L${n(cx + pointOut)} ${n(collarY + w * 0.08)} Z" fill="${outfit.under}" stroke="${underShade}" stroke-width="${n(Math.max(1, w * 0.008))}"/>
<path d="M${n(cx - w * 0.14)} ${n(collarY + w * 0.25)} L${n(cx)} ${n(collarY + w * 0.17)} L${n(cx + w * 0.14)} ${n(collarY + w * 0.25)}" stroke="#000" stroke-opacity="0.22" stroke-width="${n(w * 0.03)}" fill="none" filter="url(#${id}Soft)"/>`
      : // An open blouse's skin starts above the clothes' neck edge, as wide as the opening, in
        // the painted neck's shaded tone: no strip of cloth across the neck.
        outfit.neckline === 'open'
        ? `${shirt}
${neckSkin(collarY + w * 0.42)}
<path d="M${n(cx - open + w * 0.03)} ${n(collarY - w * 0.05)} L${n(cx)} ${n(collarY + w * 0.42)} L${n(cx + open - w * 0.03)} ${n(collarY - w * 0.05)}" stroke="${underShade}" stroke-width="${n(Math.max(1.5, w * 0.014))}" fill="none"/>`
        : `${shirt}
${neckSkin(collarY + w * 0.08)}
<path d="M${n(cx - open + w * 0.04)} ${n(collarY - w * 0.04)} Q${n(cx)} ${n(collarY + w * 0.2)} ${n(cx + open - w * 0.04)} ${n(collarY - w * 0.04)}" stroke="${underShade}" stroke-width="${n(Math.max(1.5, w * 0.022))}" fill="none"/>`;
  // A lapel each side: from the collar down to the top button, its notch, its lit outer edge.
  const lapel = (side: number): string => {
    const x = (k: number): string => n(cx + side * w * k);
    return `M${x(open / w + 0.02)} ${n(collarY - 2)} L${x(0.05)} ${n(vBottom + w * 0.25)} L${x(0.4)} ${n(shoulderY + w * 0.6)} L${x(0.47)} ${n(shoulderY + w * 0.3)} L${x(0.56)} ${n(shoulderY + w * 0.22)} L${x(0.5)} ${n(shoulderY + w * 0.08)} Z`;
  };
  const pocketSquare =
    outfit.tie === 'none'
      ? ''
      : `<path d="M${n(cx + w * 0.62)} ${n(shoulderY + w * 0.85)} l${n(w * 0.06)} ${n(-w * 0.08)} l${n(w * 0.05)} ${n(w * 0.06)} l${n(w * 0.06)} ${n(-w * 0.07)} l${n(w * 0.03)} ${n(w * 0.09)} Z" fill="#f4f4f0" stroke="#00000033" stroke-width="1"/>
<path d="M${n(cx + w * 0.6)} ${n(shoulderY + w * 0.86)} L${n(cx + w * 0.84)} ${n(shoulderY + w * 0.84)}" stroke="${shade}" stroke-width="${n(w * 0.012)}"/>`;
  return `<defs>${softFilter(id, w)}
<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade}"/><stop offset="0.22" stop-color="${outfit.cloth}"/><stop offset="0.42" stop-color="${outfit.clothLight}"/><stop offset="0.58" stop-color="${outfit.clothLight}"/><stop offset="0.78" stop-color="${outfit.cloth}"/><stop offset="1" stop-color="${shade}"/></linearGradient>
<linearGradient id="${id}Down" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.55" stop-color="#000" stop-opacity="0.05"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/></linearGradient>
<radialGradient id="${id}Shoulder" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${sheen}" stop-opacity="0.55"/><stop offset="1" stop-color="${sheen}" stop-opacity="0"/></radialGradient>
<linearGradient id="${id}Lapel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${sheen}"/><stop offset="0.5" stop-color="${outfit.cloth}"/><stop offset="1" stop-color="${shade}"/></linearGradient>
<linearGradient id="${id}Under" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${underShade}"/><stop offset="0.25" stop-color="${outfit.under}"/><stop offset="1" stop-color="${mix(outfit.under, '#000000', 0.12)}"/></linearGradient>
<linearGradient id="${id}Tie" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(outfit.tieColour || '#000000', '#000000', 0.35)}"/><stop offset="0.45" stop-color="${mix(outfit.tieColour || '#000000', '#ffffff', 0.12)}"/><stop offset="1" stop-color="${mix(outfit.tieColour || '#000000', '#000000', 0.3)}"/></linearGradient>
<linearGradient id="${id}Skin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(face.neck, '#000000', 0.12)}"/><stop offset="0.5" stop-color="${face.neck}"/><stop offset="1" stop-color="${mix(face.neck, face.skin, 0.3)}"/></linearGradient>
<clipPath id="${id}Body"><path d="${body}"/></clipPath>
<clipPath id="${id}Cloth"><path d="${cloth}" clip-rule="evenodd"/></clipPath></defs>
<g clip-path="url(#${id}Cloth)">
<path d="${body}" fill="url(#${id})"/>
<g clip-path="url(#${id}Body)">
<ellipse cx="${n(cx - w * 0.95 * reach)}" cy="${n(shoulderY + w * 0.25)}" rx="${n(w * 0.55)}" ry="${n(w * 0.3)}" fill="url(#${id}Shoulder)"/>
<ellipse cx="${n(cx + w * 0.95 * reach)}" cy="${n(shoulderY + w * 0.25)}" rx="${n(w * 0.55)}" ry="${n(w * 0.3)}" fill="url(#${id}Shoulder)"/>
<path d="${figure.armEdges}" stroke="#000" stroke-opacity="0.6" stroke-width="${n(w * 0.08)}" fill="none" filter="url(#${id}Soft)"/>
<path d="${figure.armEdges}" stroke="${sheen}" stroke-opacity="0.25" stroke-width="${n(w * 0.03)}" fill="none" transform="translate(0 ${n(-w * 0.01)})" filter="url(#${id}Fine)"/>
<path d="M${n(cx - w * 0.75)} ${n(shoulderY + w * 0.9)} Q${n(cx - w * 0.6)} ${n(shoulderY + w * 1.2)} ${n(cx - w * 0.55)} ${n(shoulderY + w * 1.5)} M${n(cx + w * 0.75)} ${n(shoulderY + w * 0.9)} Q${n(cx + w * 0.6)} ${n(shoulderY + w * 1.2)} ${n(cx + w * 0.55)} ${n(shoulderY + w * 1.5)}" stroke="#000" stroke-opacity="0.35" stroke-width="${n(w * 0.06)}" fill="none" filter="url(#${id}Soft)"/>
<path d="M${n(cx - w * 0.9 * reach)} ${n(shoulderY + w * 0.7)} Q${n(cx - w * 0.82 * reach)} ${n(shoulderY + w * 1.05)} ${n(cx - w * 0.86 * reach)} ${n(shoulderY + w * 1.4)} M${n(cx + w * 0.9 * reach)} ${n(shoulderY + w * 0.7)} Q${n(cx + w * 0.82 * reach)} ${n(shoulderY + w * 1.05)} ${n(cx + w * 0.86 * reach)} ${n(shoulderY + w * 1.4)}" stroke="${sheen}" stroke-opacity="0.35" stroke-width="${n(w * 0.03)}" fill="none" filter="url(#${id}Soft)"/>
</g>
</g>
${under}
${tieOf(cx, collarY, vBottom, w, outfit, id)}
<path d="${lapel(-1)} ${lapel(1)}" fill="#000" fill-opacity="0.45" transform="translate(0 ${n(w * 0.025)})" filter="url(#${id}Soft)"/>
<path d="${lapel(-1)}" fill="url(#${id}Lapel)"/>
<path d="${lapel(1)}" fill="url(#${id}Lapel)"/>
<path d="${lapel(-1)} ${lapel(1)}" fill="none" stroke="${sheen}" stroke-opacity="0.5" stroke-width="${n(Math.max(1, w * 0.008))}"/>
<path d="${body}" fill="url(#${id}Down)" clip-path="url(#${id}Cloth)"/>
<path d="M${n(cx)} ${n(vBottom + w * 0.25)} L${n(cx)} ${s}" stroke="#000000" stroke-opacity="0.35" stroke-width="${n(Math.max(1.5, w * 0.01))}"/>
${[0.45, 0.85]
  .map(
    (k) =>
      `<circle cx="${n(cx + w * 0.02)}" cy="${n(vBottom + w * k)}" r="${n(w * 0.028)}" fill="${mix(outfit.cloth, '#000000', 0.6)}" stroke="${sheen}" stroke-opacity="0.4" stroke-width="1"/>`,
  )
  .join('')}
${pocketSquare}`;
}
