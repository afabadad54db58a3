// The cel's flat paint: each layer of the person in one lit and one shadow tone with a hard
// edge between them, as an anime cel is inked and filled. The shadows are placed as an animator
// places them, never traced from the photo (its blotches were the blobs a panel saw): under the
// jaw on the neck, under the fringe on the forehead, down the face's far side and the nose's,
// under the chin on the top and down the body's far side, and on the hair below the brows, with
// a shine band across the crown.
import { colourToLab, labColour } from '../../../shared/colour';
import { createGrey, lumaOf, mixColour as mix, smoothstep, type Colour, type Grey, type Rgb } from '../../../shared/raster';
import { blurLocal } from '../../blur';
import { faceFrame, type XY } from '../../landmarks';
import { faceShade } from './faceShade';
import { hairTones } from './hairTones';
import type { Regions } from './regions';
import { crispen, shifted } from './maskShift';
import { lay } from './tone';

/** A painted skin's least chroma (Lab) and the hue a colourless one is given (a light peach). */
const SKIN_CHROMA = 16;
const NEUTRAL_HUE = 58;
/** A fair skin's most painted chroma, before its lift towards white. */
const SKIN_CHROMA_MOST = 28;

/**
 * The photo's skin colour with its hue held between rose and gold and its chroma between a
 * painted skin's least and most (Lab): a warm light made a brown face orange, the colour of her
 * hair; a black-and-white photo's grey made a grey person (a blind panel: "grey skin").
 */
function skinHue(tone: Colour, most: number, lift = 0): Colour {
  const [l0, a, b] = colourToLab(tone);
  const l = Math.min(100, l0 + lift);
  const measured = Math.hypot(a, b);
  // A near-grey skin's hue is noise: it leans to the neutral peach as its chroma fades.
  const own = Math.min(70, Math.max(40, (Math.atan2(b, a) * 180) / Math.PI));
  const trust = smoothstep(3, 10, measured);
  const hue = (own * trust + NEUTRAL_HUE * (1 - trust)) * (Math.PI / 180);
  const chroma = Math.min(most, Math.max(SKIN_CHROMA, measured));
  return labColour(l, chroma * Math.cos(hue), chroma * Math.sin(hue));
}

/**
 * How brown a skin is, 0–1, from its colour (Lab): a medium skin deeper in colour (chroma) than a
 * fair one (the dark woman's 42 and the dark man's 30 against the fair faces' 15–18; her light 66
 * is the fair woman's 68), or simply dark. A light skin is fair however yellow the photo (the
 * brunette's chroma 36 at L* 76).
 */
export function brownSkin(tone: Colour): number {
  const [l, a, b] = colourToLab(tone);
  return Math.max(smoothstep(22, 30, Math.hypot(a, b)) * smoothstep(74, 69, l), smoothstep(62, 50, l));
}

/** A brown skin's most painted chroma (Lab): its own, short of the orange of a warm light. */
const BROWN_CHROMA = 32;
/** A brown skin's cel lift (Lab L*): a clean lit tone, never towards beige. */
const BROWN_LIFT = 3;

/**
 * The skin's two tones: lit a clean, slightly lifted copy of the face's, shadow a warmer, deeper
 * one. A fair skin is lifted towards white; a brown one keeps its light, hue and chroma (lifted
 * towards white, the dark woman's medium brown was painted a fair person's beige: L* 66 to 76,
 * chroma 42 to 18).
 */
export function skinTones(photoTone: Colour): { lit: Colour; shadow: Colour } {
  const tone = skinHue(photoTone, SKIN_CHROMA_MOST);
  // Lifted towards white (not scaled, which made a warm skin orange), and less for dark skin, so it stays the person's.
  const lift = 0.3 * Math.min(1, lumaOf(tone) / 0.6);
  const fair: Colour = [tone[0] + (1 - tone[0]) * lift, tone[1] + (1 - tone[1]) * lift, tone[2] + (1 - tone[2]) * lift];
  const brown = skinHue(photoTone, BROWN_CHROMA, BROWN_LIFT);
  const lit = mix(fair, brown, brownSkin(photoTone));
  return { lit, shadow: [lit[0] * 0.88, lit[1] * 0.76, lit[2] * 0.78] };
}

export function paintCel(cel: Rgb, mesh: readonly XY[], regions: Regions, shadeRight: boolean): void {
  const { width, height } = cel;
  const { faceWidth: fw, faceHeight: fh, chin } = faceFrame(mesh);
  const browY = (mesh[105][1] + mesh[334][1]) / 2;
  const eyeY = (mesh[159][1] + mesh[386][1]) / 2;

  // Hair: flat, in shade where it falls behind the face and neck, a shine band across the crown.
  const hair = hairTones(regions.hairTone, regions.hairDepth ?? undefined);
  const shine = shineBand(regions.hair.mask, mesh);
  // The head's shadow on the hair behind it: the face and neck, a little spread, below the brows.
  const behind = blurLocal(regions.face.mask, fw * 0.035);
  const neckBehind = blurLocal(regions.body.mask, fw * 0.035);
  const shade = createGrey(width, height);
  for (let i = 0; i < shade.data.length; i++) {
    const fall = smoothstep(browY, eyeY + 0.1 * fh, Math.floor(i / width));
    shade.data[i] = Math.max(behind.data[i], neckBehind.data[i]) * fall > 0.08 ? 1 : 0;
  }
  const hairShade = crispen(shade, 1.2);
  const strand = strandLines(regions.hair.mask, mesh);
  const hairAt = (i: number): Colour =>
    mix(mix(mix(hair.base, hair.shade, hairShade.data[i]), hair.shine, shine.data[i]), hair.strand, strand.data[i]);
  lay(cel, regions.hair.mask, hairAt);

  // The top: its colour, in shade under the chin and down its far side.
  const top = regions.topTone;
  const topShade: Colour =
    lumaOf(top) < 0.15 ? [top[0] + 0.08, top[1] + 0.08, top[2] + 0.1] : [top[0] * 0.74, top[1] * 0.72, top[2] * 0.8];
  const chinShadow = crispen(shifted(regions.face.mask, 0, fh * 0.16), 1);
  // The far side: what the top leaves when moved towards the light, a crescent along its edge.
  const towardsLight = shifted(regions.top.mask, shadeRight ? -fw * 0.14 : fw * 0.14, 0);
  lay(cel, regions.top.mask, (i) => mix(top, topShade, Math.max(1 - towardsLight.data[i], chinShadow.data[i])));

  // Skin: neck, shoulders, ears and face, lit, with the jaw's and the fringe's shadows.
  const { lit, shadow } = skinTones(regions.skinTone);
  const jawShadow = crispen(shifted(regions.face.mask, shadeRight ? fw * 0.02 : -fw * 0.02, fh * 0.09), 1);
  lay(cel, regions.body.mask, (i) => mix(lit, shadow, Math.floor(i / width) < chin + fh * 0.4 ? jawShadow.data[i] : 0));
  // Long hair's locks over the shoulders: the same hair, its strands running on down them.
  lay(cel, regions.locks.mask, hairAt);
  lay(cel, regions.ears.mask, () => shadow);
  const fringeShadow = crispen(shifted(regions.fringe.mask, 0, fh * 0.035), 1);
  const rim = regions.bald ? scalpRim(regions.face.mask, mesh) : null;
  const scalpLight: Colour = [lit[0] + (1 - lit[0]) * 0.5, lit[1] + (1 - lit[1]) * 0.5, lit[2] + (1 - lit[2]) * 0.5];
  // The face's own shadows (./faceShade.ts): its far side and the nose's, not on a bald scalp's rim.
  const ownShade = faceShade(regions.face.mask, mesh, shadeRight);
  lay(cel, regions.face.mask, (i) => {
    const y = Math.floor(i / width);
    const toned = mix(lit, shadow, Math.max(y < browY ? fringeShadow.data[i] : 0, ownShade.data[i]));
    return rim ? mix(toned, scalpLight, rim.data[i]) : toned;
  });

  // A beard: one flat mass in its own colour.
  if (regions.beard) {
    // A mid tone between the beard's colour and the skin's shade: an anime beard is a tone, not ink.
    const beard = mix(regions.beardTone, shadow, 0.45);
    lay(cel, regions.beard.mask, () => beard);
  }
  const fringeStrand = strandLines(regions.fringe.mask, mesh);
  lay(cel, regions.fringe.mask, (i) => mix(mix(hair.base, hair.shine, shine.data[i]), hair.strand, fringeStrand.data[i]));
}

/**
 * Thin strokes of the hair's shade inside its mass, combed from the crown down its sides: they
 * make a flat silhouette read as locks of hair (without them a panel saw a helmet). They follow
 * the hair's dome (narrow at the crown, vertical past the brows) and each covers only a stretch,
 * tapered at both ends, so they read as drawn strands, not stripes or rays.
 */
function strandLines(hair: Grey, mesh: readonly XY[]): Grey {
  const { width, height } = hair;
  const { faceWidth: fw, faceHeight: fh, cx, top } = faceFrame(mesh);
  const out = createGrey(width, height);
  const oy = top - 0.3 * fh;
  const browY = (mesh[105][1] + mesh[334][1]) / 2;
  const halfWidth = fw * 0.68;
  const perHalf = 7;
  const pen = Math.max(1, fw * 0.008);
  const strokeOf = (k: number): [number, number] => {
    const h = (Math.abs(Math.sin(k * 78.233 + 1.7)) * 43758.5453) % 1;
    const from = oy + (0.1 + 0.7 * h) * fh;
    return [from, from + (0.35 + 0.8 * ((h * 7.31) % 1)) * fh];
  };
  for (let y = Math.max(0, Math.ceil(oy)); y < height; y++) {
    const across = halfWidth * Math.sqrt(Math.min(1, (y - oy) / (browY - oy)));
    if (across < 0.05 * fw) continue;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const m = hair.data[i];
      if (m < 0.5) continue;
      const at = ((x - cx) / across) * perHalf;
      const k = Math.round(at);
      const [from, to] = strokeOf(k);
      if (y < from || y > to) continue;
      const along = (y - from) / (to - from);
      // Widest a third of the way down the stroke, tapering to nothing at both ends.
      const taper = Math.min(1, along * 3) * (1 - along);
      const off = (Math.abs(at - k) / perHalf) * across;
      out.data[i] = smoothstep(pen * (0.4 + 1.2 * taper), pen * 0.2, off) * smoothstep(0.5, 0.95, m) * 0.9;
    }
  }
  return out;
}

/** A bald crown's light: a thin crescent along the top of the scalp. */
function scalpRim(head: Grey, mesh: readonly XY[]): Grey {
  const { faceHeight: fh } = faceFrame(mesh);
  const below = shifted(head, 0, fh * 0.035);
  const rim = createGrey(head.width, head.height);
  const browY = (mesh[105][1] + mesh[334][1]) / 2;
  for (let i = 0; i < rim.data.length; i++) {
    const y = Math.floor(i / head.width);
    rim.data[i] = y < browY - fh * 0.18 ? head.data[i] * (1 - below.data[i]) : 0;
  }
  return crispen(rim, 0.8);
}

/** A band of shine across the hair's crown, following the head's curve, its lower edge toothed like painted strands. */
function shineBand(hair: Grey, mesh: readonly XY[]): Grey {
  const { width, height } = hair;
  const { faceWidth, faceHeight, cx, top } = faceFrame(mesh);
  const band = createGrey(width, height);
  let crown = top;
  const column = Math.round(cx);
  for (let y = 0; y < top; y++)
    if (hair.data[y * width + column] > 0.5) {
      crown = y;
      break;
    }
  const cy = crown + (top - crown) * 0.5 + faceHeight * 0.55;
  const ry = cy - crown;
  const rx = faceWidth * 0.62;
  for (let y = Math.max(0, Math.floor(crown)); y < Math.min(height, Math.ceil(top)); y++) {
    for (let x = 0; x < width; x++) {
      const s = (x - cx) / rx;
      const t = (y - cy) / ry;
      const r = Math.hypot(s, t);
      const angle = Math.atan2(t, s);
      const teeth = 0.04 * Math.abs(Math.sin(angle * 14));
      const inner = 0.78 + teeth;
      const along = smoothstep(-0.35, -0.55, t) * (1 - smoothstep(0.55, 0.85, Math.abs(s)));
      const i = y * width + x;
      band.data[i] = smoothstep(inner - 0.01, inner + 0.01, r) * smoothstep(0.87, 0.85, r) * along * hair.data[i];
    }
  }
  return crispen(band, 0.6);
}
