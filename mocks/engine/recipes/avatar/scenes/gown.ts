// An evening gown as worn on a red carpet: a fitted bodice on wide straps, the cloth over the
// shoulders and arms, the skin showing only in a plunging V below the neck, no wider than the
// neck where they meet, so the neck runs on into it (the neck's tone, lit in the middle and shaded
// towards the cloth, a soft notch and collarbones), satin sheen across the bust. A sweetheart
// opening (two lobes wider than the neck) was tried in its place: it read as a sweater's bib on a
// shelf of skin. The off-the-shoulder gown before it bared the shoulders, collarbones and chest
// as one smooth gradient the twelfth panel read as "a flat block of skin for shoulders" beside a
// textured photo face; a strapless bodice lower on the chest before that read as a mannequin.
// Fine grain on the skin (feTurbulence) was tried: it read as sandpaper, not as the face's skin.
// The bodice's two seams were dropped: beside the opening they read as a cardigan's front.
import { bust } from './bust';
import { clothesNeckHalf, mix, n, necklace, type SceneFace } from './kit';
import { shadedNeck } from './neckPaint';
import type { Outfit } from './outfit';

/**
 * The bare skin's shading: the neck's tone, rounder (darker) at the arms' outer sides; from its
 * top (`topY`) down, the chin's shadow the painted neck is in, going on over the skin until it
 * is gone. On a neck 0.17 of the face long the skin began where the neck was still in a shadow
 * 0.26 deep: a step of 22 grey levels across it (join.test.ts).
 */
function skinDefs(face: SceneFace, w: number, topY: number): string {
  const shade = mix(face.neck, face.skinShade, 0.7);
  const end = Math.max(topY + 1, face.chin[1] + (face.bottom - face.top) * 0.28);
  const castStops = [0, 0.25, 0.5, 0.75, 1]
    .map(
      (t) =>
        `<stop offset="${t}" stop-color="${shadedNeck(face, topY + (end - topY) * t)}" stop-opacity="${n(0.95 * (1 - t))}"/>`,
    )
    .join('');
  return `<linearGradient id="bareSkin" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade}"/><stop offset="0.12" stop-color="${mix(face.neck, face.skinShade, 0.25)}"/><stop offset="0.3" stop-color="${face.neck}"/><stop offset="0.5" stop-color="${mix(face.neck, face.skin, 0.35)}"/><stop offset="0.7" stop-color="${face.neck}"/><stop offset="0.88" stop-color="${mix(face.neck, face.skinShade, 0.25)}"/><stop offset="1" stop-color="${shade}"/></linearGradient>
<linearGradient id="bareTop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${face.neck}" stop-opacity="0.9"/><stop offset="0.35" stop-color="${face.neck}" stop-opacity="0"/></linearGradient>
<linearGradient id="bareCast" gradientUnits="userSpaceOnUse" x1="0" y1="${n(topY)}" x2="0" y2="${n(end)}">${castStops}</linearGradient>
<filter id="bareSoft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${n(Math.max(1.5, w * 0.035))}"/></filter>
<filter id="bareFine" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${n(Math.max(0.8, w * 0.012))}"/></filter>
<!-- The neckline's skin modelled: lit over the breastbone, falling into the skin's shade towards the straps. -->
<radialGradient id="bareRound" cx="0.5" cy="0.3" r="0.6"><stop offset="0" stop-color="${face.skin}" stop-opacity="0.5"/><stop offset="0.5" stop-color="${face.skin}" stop-opacity="0"/><stop offset="0.75" stop-color="${face.skinShade}" stop-opacity="0"/><stop offset="1" stop-color="${face.skinShade}" stop-opacity="0.6"/></radialGradient>`;
}

/** How far down the bare skin's top fades in over the painted neck, as a share of the face's width. */
const FADE = 0.1;

/**
 * The bare skin's top edge over the neck's middle faded out over FADE of the face's width: the
 * painted neck under it shows through and the two cross-fade. Drawn opaque to a flat edge, the
 * skin (lit in its middle) met the neck's shaded, rounded sides in a line across the neck, "a
 * hard seam at the collar" (join.test.ts: a step of 15.7 grey levels over 3 px; 11.8 faded).
 * The fade is an ellipse about the opening's middle, so the skin stays opaque at the straps,
 * where the painted neck is narrower than the opening.
 */
function fadeDefs(face: SceneFace, w: number, topY: number, open: number): string {
  const s = face.size;
  return `<filter id="bareFadeSoft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(w * FADE * 0.35)}"/></filter>
<mask id="bareFade" maskUnits="userSpaceOnUse" x="0" y="0" width="${s}" height="${s}"><rect width="${s}" height="${s}" fill="#fff"/><ellipse cx="${n(face.chin[0])}" cy="${n(topY)}" rx="${n(open * 0.8)}" ry="${n(w * FADE)}" fill="#000" filter="url(#bareFadeSoft)"/></mask>`;
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
  // A V-necked gown on wide straps: the cloth covers the shoulders and arms, the skin shows only
  // in a V from the neck's sides to a point at the chest, as an evening gown's plunging neckline.
  // The off-the-shoulder line before it bared a wide flat block of skin (the panel: "a flat
  // block of skin for shoulders"); a sweetheart opening read as a sweater's bib.
  const half = clothesNeckHalf(face, w);
  const dip = collarY + w * 0.85;
  // The straps start just inside the painted neck's flaring foot, so the cloth, not a step of
  // skin, meets the neck (a shelf of skin there read as a block); the V's sides bow out a little
  // over the collarbones.
  const top = half - w * 0.06;
  const neckline = `M${n(cx - top)} ${n(collarY)} C${n(cx - top * 0.95)} ${n(collarY + w * 0.3)}, ${n(cx - w * 0.12)} ${n(dip - w * 0.2)}, ${n(cx)} ${n(dip)} C${n(cx + w * 0.12)} ${n(dip - w * 0.2)}, ${n(cx + top * 0.95)} ${n(collarY + w * 0.3)}, ${n(cx + top)} ${n(collarY)}`;
  // Everything outside the opening is cloth (clipped to the figure where it is drawn).
  const topY = collarY - w * 0.12;
  const bodice = `M0 ${n(topY)} L${n(cx - top)} ${n(topY)} ${neckline.replace('M', 'L')} L${n(cx + top)} ${n(topY)} L${n(s)} ${n(topY)} L${n(s)} ${n(s)} L0 ${n(s)} Z`;
  // The skin's top blurred into the painted neck: a flat edge across the neck read as a shelf.
  // Kept below the chin's shadow (the neck's width under the chin is join.test.ts').
  const neckBlend = `<ellipse cx="${n(cx)}" cy="${n(collarY + w * 0.02)}" rx="${n(half)}" ry="${n(w * 0.05)}" fill="${face.neck}" filter="url(#bareSoft)"/>`;
  const edge = mix(outfit.clothLight, '#ffffff', 0.3);
  // Collarbones: two soft lines from the neck's base out towards the shoulders, lit below.
  const bones = [-1, 1]
    .map(
      (k) =>
        `M${n(cx + k * w * 0.12)} ${n(collarY + w * 0.12)} C${n(cx + k * w * 0.35)} ${n(collarY + w * 0.08)}, ${n(cx + k * w * 0.6)} ${n(collarY + w * 0.14)}, ${n(cx + k * w * 0.85)} ${n(collarY + w * 0.12)}`,
    )
    .join(' ');
  return `<defs>${skinDefs(face, w, collarY - w * 0.04)}
<linearGradient id="gown" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(outfit.cloth, '#000000', 0.35)}"/><stop offset="0.25" stop-color="${outfit.cloth}"/><stop offset="0.45" stop-color="${outfit.clothLight}"/><stop offset="0.55" stop-color="${outfit.clothLight}"/><stop offset="0.75" stop-color="${outfit.cloth}"/><stop offset="1" stop-color="${mix(outfit.cloth, '#000000', 0.35)}"/></linearGradient>
<radialGradient id="gownSheen" cx="0.5" cy="0.12" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<linearGradient id="gownDown" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.6" stop-color="#000" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/></linearGradient>
${fadeDefs(face, w, collarY - w * 0.04, top)}
<clipPath id="gownBodice"><path d="${bodice}"/></clipPath><clipPath id="gownBody"><path d="${figure.outline}"/></clipPath><clipPath id="bareOpen"><path d="${neckline} Z"/></clipPath></defs>
<g mask="url(#bareFade)">
<path d="${figure.outline}" fill="url(#bareSkin)"/>
<path d="${figure.outline}" fill="url(#bareTop)"/>
${neckBlend}
<path d="${figure.outline}" fill="url(#bareCast)"/>
</g>
<g clip-path="url(#gownBody)"><g clip-path="url(#bareOpen)">
<rect x="${n(cx - top)}" y="${n(collarY)}" width="${n(top * 2)}" height="${n(dip - collarY)}" fill="url(#bareRound)"/>
<path d="${bones}" stroke="${face.skinShade}" stroke-opacity="0.35" stroke-width="${n(w * 0.03)}" fill="none" filter="url(#bareSoft)"/>
<path d="${bones}" stroke="${face.skin}" stroke-opacity="0.35" stroke-width="${n(w * 0.02)}" fill="none" transform="translate(0 ${n(w * 0.03)})" filter="url(#bareSoft)"/>
</g></g>
<ellipse cx="${n(cx)}" cy="${n(collarY + w * 0.1)}" rx="${n(w * 0.08)}" ry="${n(w * 0.05)}" fill="${face.skinShade}" fill-opacity="0.35" filter="url(#bareSoft)"/>
<g clip-path="url(#gownBody)">
<path d="${bodice}" fill="#000" fill-opacity="0.35" transform="translate(0 ${n(-w * 0.03)})" filter="url(#bareSoft)"/>
</g>
<g clip-path="url(#gownBodice)">
<path d="${figure.outline}" fill="url(#gown)"/>
<path d="${figure.outline}" fill="url(#gownSheen)"/>
<path d="${figure.outline}" fill="url(#gownDown)"/>
<path d="${figure.armEdges}" stroke="#000" stroke-opacity="0.55" stroke-width="${n(w * 0.08)}" fill="none" filter="url(#bareSoft)"/>
<path d="${figure.armEdges}" stroke="${edge}" stroke-opacity="0.3" stroke-width="${n(w * 0.025)}" fill="none" transform="translate(0 ${n(-w * 0.01)})" filter="url(#bareFine)"/>
</g>
<path d="${neckline}" stroke="${edge}" stroke-opacity="0.55" stroke-width="${n(Math.max(1.2, w * 0.015))}" fill="none" filter="url(#bareFine)" clip-path="url(#gownBody)"/>
${necklace(face, collarY + w * 0.02, outfit.necklace, 0.22)}`;
}
