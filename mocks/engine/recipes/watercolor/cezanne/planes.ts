// Cézanne's colour planes: the picture simplified into areas and pulled to his earths (ochre,
// olive, slate, umber; the seed leans the palette warmer or cooler), and a face modelled not
// by light and dark but by warm and cool: its lit planes ochre and peach, its turned-away
// planes olive and grey-blue, stepped in a few values as he built a head from facets. The
// lips and eyes keep the person's own colour (an earth palette turns red lips lilac).
import type { Face } from '../../../types';
import { adjustSaturation, hex, labToRgb, rgbToLab } from '../../shared/colour';
import type { FaceRegions } from '../../shared/faceParts';
import { pullToPalette } from '../../shared/quantize';
import type { Random } from '../../shared/random';
import { clamp01, createGrey, smoothstep, type Grey, type Rgb } from '../../shared/raster';
import { cheekColour } from '../flesh';

const EARTHS = [
  // Ochres, siennas and umbers with his greens and slate blues.
  ['#c9a25c', '#a45a32', '#6f7b3e', '#4d6b5e', '#5a6d8a', '#b9ab90', '#5c4634', '#e6d7b5', '#d08f5e', '#8a9a8c'],
  // Mont Sainte-Victoire: more blue and green.
  ['#d9b76e', '#9c6a3c', '#5e7d4a', '#3f6a6a', '#4f6d96', '#7f9bb0', '#584a3a', '#ebe0c4', '#c98d5a', '#93a884'],
  // The card players: warmer, more brown and orange.
  ['#d2a055', '#b0623a', '#767a3c', '#52624f', '#5b6480', '#c2a98a', '#62452f', '#e8d4b0', '#da8c54', '#8d927a'],
].map((colours) => colours.map(hex));

/**
 * Warm lights (ochre, rose) and cool shades (grey-blue) on a face: CIELAB a, b added to the skin's
 * own. A greener shade (−9, −7) turned pale and stubbled skin olive, read as dirt and bruises.
 */
const WARM = [8, 13] as const;
const COOL = [-4, -9] as const;
/** Lightness steps of a face's planes. */
const STEP = 11;

/** 0–1 per pixel: how near `picture`'s colour is to the sitter's cheeks (face, neck, ears, arms); 0 without a face. */
export function skinLikeness(picture: Rgb, faces: readonly Face[]): Grey {
  const likeness = createGrey(picture.width, picture.height);
  const cheeks = cheekColour(picture, faces);
  if (!cheeks) return likeness;
  const lab: [number, number, number] = [0, 0, 0];
  for (let i = 0, p = 0; i < likeness.data.length; i++, p += 3) {
    rgbToLab(picture.data[p], picture.data[p + 1], picture.data[p + 2], lab);
    likeness.data[i] = 1 - smoothstep(10, 22, Math.hypot((lab[0] - cheeks[0]) * 0.5, lab[1] - cheeks[1], lab[2] - cheeks[2]));
  }
  return likeness;
}

/**
 * The painting's planes from `simple` (a simplified photo): earths away from faces; on each
 * face and wherever `skinLike` (skinLikeness) warm/cool facets from `smooth`'s lightness; on its
 * lips and eyes `smooth`'s own colour.
 */
export function colourPlanes(
  simple: Rgb,
  smooth: Rgb,
  faces: readonly Face[],
  regions: FaceRegions,
  lips: Grey,
  skinLike: Grey,
  random: Random,
): Rgb {
  const cheeks = cheekColour(simple, faces);
  const muted = { ...simple, data: simple.data.slice() };
  adjustSaturation(muted, 0.8);
  const planes = pullToPalette(muted, EARTHS[random.below(EARTHS.length)], 0.35, 0.1, 0.3);
  const own = { ...smooth, data: smooth.data.slice() };
  adjustSaturation(own, 1.1);
  const lab: [number, number, number] = [0, 0, 0];
  const rgb: [number, number, number] = [0, 0, 0];
  for (let i = 0, p = 0; i < lips.data.length; i++, p += 3) {
    rgbToLab(simple.data[p], simple.data[p + 1], simple.data[p + 2], lab);
    // The sitter's skin wherever it shows (face, neck, arms: the colour of the cheeks), so the
    // face is never a mask of another colour than the neck; everything else a little (he
    // modelled his apples and mountains warm and cool as well).
    const skin = skinLike.data[i];
    const facets = Math.max(regions.oval.data[i] * 0.8, skin * 0.7, 0.25);
    // Facets: the lightness in steps, each step a plane leaning warm (lit) or cool (turned
    // away), lit and shade measured against the sitter's own cheeks (a brown face is modelled
    // as a fair one is, not turned all shade), and never greyer than the photo: his shade on
    // flesh is green-blue and rose, not ash.
    const stepped = Math.round(lab[0] / STEP) * STEP;
    const l = lab[0] + (stepped - lab[0]) * 0.85;
    const warmth = cheeks ? clamp01((l - cheeks[0] + 14) / 28) : smoothstep(38, 72, l);
    const a = lab[1] * 1.1 + COOL[0] + (WARM[0] - COOL[0]) * warmth;
    const b = lab[2] * 1.1 + COOL[1] + (WARM[1] - COOL[1]) * warmth;
    const stretch = Math.max(1, Math.hypot(lab[1], lab[2]) / (Math.hypot(a, b) || 1));
    labToRgb(l, a * stretch, b * stretch, rgb);
    for (let c = 0; c < 3; c++) planes.data[p + c] += (rgb[c] - planes.data[p + c]) * facets;
    // The lips and eyes keep the photo's own (muted) colour, so no palette hue stands in for them.
    const keep = Math.max(lips.data[i], regions.features.data[i] * 0.7);
    if (keep > 0) for (let c = 0; c < 3; c++) planes.data[p + c] += (own.data[p + c] - planes.data[p + c]) * keep;
  }
  return planes;
}
