// An evening gown as worn on a red carpet: off the shoulders, the shoulders and collarbones bare
// in the face's own skin (the neck's tone, rounder at the arms' sides), the neckline across the
// upper arms dipping a little at the chest, a fitted bodice below it with seams curving in towards
// the waist and the arms' creases against the body, satin sheen across the bust. The robe it
// replaces (a V of skin in cloth draped from the neck over the shoulders, folds falling straight
// to the picture's foot) read as a robe to the panels. A strapless bodice lower on the chest was
// tried first: its large bare chest and arms in flat skin read as a mannequin.
import { bust } from './bust';
import { clothesNeckHalf, mix, n, necklace, type SceneFace } from './kit';
import type { Outfit } from './outfit';

/** The bare skin's shading: the neck's tone, rounder (darker) at the arms' outer sides. */
function skinDefs(face: SceneFace, w: number): string {
  const shade = mix(face.neck, face.skinShade, 0.7);
  return `<linearGradient id="bareSkin" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade}"/><stop offset="0.12" stop-color="${mix(face.neck, face.skinShade, 0.25)}"/><stop offset="0.3" stop-color="${face.neck}"/><stop offset="0.5" stop-color="${mix(face.neck, face.skin, 0.35)}"/><stop offset="0.7" stop-color="${face.neck}"/><stop offset="0.88" stop-color="${mix(face.neck, face.skinShade, 0.25)}"/><stop offset="1" stop-color="${shade}"/></linearGradient>
<linearGradient id="bareTop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${face.neck}" stop-opacity="0.9"/><stop offset="0.35" stop-color="${face.neck}" stop-opacity="0"/></linearGradient>
<filter id="bareSoft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${n(Math.max(1.5, w * 0.035))}"/></filter>
<filter id="bareFine" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${n(Math.max(0.8, w * 0.012))}"/></filter>`;
}

/**
 * The gown and the bare shoulders under a face; `shoulderY` is where the neck meets the body.
 * Drawn over the painted neck, whose tone the skin continues.
 */
export function gown(face: SceneFace, shoulderY: number, outfit: Outfit): string {
  const s = face.size;
  const cx = face.chin[0];
  const w = face.right - face.left;
  const collarY = shoulderY - w * 0.05;
  const figure = bust(face, collarY, outfit.shoulders, clothesNeckHalf(face, w));
  // An off-the-shoulder neckline: across the upper arms and the chest, dipping a little in the
  // middle; the cloth below it covers the arms (sleeves) and the bust alike.
  const lineY = figure.widestY - w * 0.12;
  const wide = figure.reach + w * 0.05;
  const dip = lineY + w * 0.26;
  const neckline = `M${n(cx - wide)} ${n(lineY)} C${n(cx - wide * 0.6)} ${n(lineY + w * 0.14)}, ${n(cx - w * 0.22)} ${n(lineY + w * 0.12)}, ${n(cx)} ${n(dip)} C${n(cx + w * 0.22)} ${n(lineY + w * 0.12)}, ${n(cx + wide * 0.6)} ${n(lineY + w * 0.14)}, ${n(cx + wide)} ${n(lineY)}`;
  const bodice = `${neckline} L${n(cx + wide)} ${n(s)} L${n(cx - wide)} ${n(s)} Z`;
  // The skin's top blurred into the painted neck: a flat edge across the neck read as a shelf.
  // Kept below the chin's shadow (the neck's width under the chin is join.test.ts').
  const neckBlend = `<ellipse cx="${n(cx)}" cy="${n(collarY + w * 0.02)}" rx="${n(clothesNeckHalf(face, w))}" ry="${n(w * 0.05)}" fill="${face.neck}" filter="url(#bareSoft)"/>`;
  const edge = mix(outfit.clothLight, '#ffffff', 0.3);
  // Collarbones: two soft lines from the neck's base out towards the shoulders, lit below.
  const bones = [-1, 1]
    .map(
      (k) =>
        `M${n(cx + k * w * 0.12)} ${n(collarY + w * 0.12)} C${n(cx + k * w * 0.35)} ${n(collarY + w * 0.08)}, ${n(cx + k * w * 0.6)} ${n(collarY + w * 0.14)}, ${n(cx + k * w * 0.85)} ${n(collarY + w * 0.12)}`,
    )
    .join(' ');
  const seams = [-1, 1]
    .map(
      (k) =>
        `M${n(cx + k * w * 0.42)} ${n(dip - w * 0.05)} C${n(cx + k * w * 0.36)} ${n(dip + w * 0.4)}, ${n(cx + k * w * 0.3)} ${n(dip + w * 0.8)}, ${n(cx + k * w * 0.3)} ${n(s)}`,
    )
    .join(' ');
  return `<defs>${skinDefs(face, w)}
<linearGradient id="gown" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(outfit.cloth, '#000000', 0.35)}"/><stop offset="0.25" stop-color="${outfit.cloth}"/><stop offset="0.45" stop-color="${outfit.clothLight}"/><stop offset="0.55" stop-color="${outfit.clothLight}"/><stop offset="0.75" stop-color="${outfit.cloth}"/><stop offset="1" stop-color="${mix(outfit.cloth, '#000000', 0.35)}"/></linearGradient>
<radialGradient id="gownSheen" cx="0.5" cy="0.12" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<linearGradient id="gownDown" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.6" stop-color="#000" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/></linearGradient>
<clipPath id="gownBodice"><path d="${bodice}"/></clipPath><clipPath id="gownBody"><path d="${figure.outline}"/></clipPath></defs>
<path d="${figure.outline}" fill="url(#bareSkin)"/>
<path d="${figure.outline}" fill="url(#bareTop)"/>
${neckBlend}
${[-1, 1]
  .map(
    (k) =>
      `<ellipse cx="${n(cx + k * (figure.reach - w * 0.22))}" cy="${n(figure.widestY - w * 0.08)}" rx="${n(w * 0.16)}" ry="${n(w * 0.26)}" fill="${face.skin}" fill-opacity="0.45" filter="url(#bareSoft)"/>`,
  )
  .join('')}
<ellipse cx="${n(cx)}" cy="${n(collarY + w * 0.1)}" rx="${n(w * 0.08)}" ry="${n(w * 0.05)}" fill="${face.skinShade}" fill-opacity="0.35" filter="url(#bareSoft)"/>
<path d="${bones}" stroke="${face.skinShade}" stroke-opacity="0.35" stroke-width="${n(w * 0.03)}" fill="none" filter="url(#bareSoft)"/>
<path d="${bones}" stroke="${face.skin}" stroke-opacity="0.35" stroke-width="${n(w * 0.02)}" fill="none" transform="translate(0 ${n(w * 0.03)})" filter="url(#bareSoft)"/>
<g clip-path="url(#gownBody)">
<path d="${bodice}" fill="#000" fill-opacity="0.35" transform="translate(0 ${n(-w * 0.03)})" filter="url(#bareSoft)"/>
</g>
<g clip-path="url(#gownBodice)">
<path d="${figure.outline}" fill="url(#gown)"/>
<path d="${figure.outline}" fill="url(#gownSheen)"/>
<path d="${seams}" stroke="#000" stroke-opacity="0.3" stroke-width="${n(w * 0.04)}" fill="none" filter="url(#bareSoft)"/>
<path d="${seams}" stroke="${edge}" stroke-opacity="0.25" stroke-width="${n(w * 0.02)}" fill="none" transform="translate(${n(w * 0.03)} 0)" filter="url(#bareFine)"/>
<path d="${figure.outline}" fill="url(#gownDown)"/>
<path d="${figure.armEdges}" stroke="#000" stroke-opacity="0.55" stroke-width="${n(w * 0.08)}" fill="none" filter="url(#bareSoft)"/>
<path d="${figure.armEdges}" stroke="${edge}" stroke-opacity="0.3" stroke-width="${n(w * 0.025)}" fill="none" transform="translate(0 ${n(-w * 0.01)})" filter="url(#bareFine)"/>
</g>
<path d="${neckline}" stroke="${edge}" stroke-opacity="0.55" stroke-width="${n(Math.max(1.2, w * 0.015))}" fill="none" filter="url(#bareFine)"/>
${necklace(face, collarY + w * 0.02, outfit.necklace, 0.22)}`;
}
