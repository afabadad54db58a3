// The colour of the cel's top, read from the photo's clothes under the neck and flattened to a
// cel's palette. Read only lower down (from under half a face below the chin), it was off the
// bottom of most photos, and the top was a colour drawn at random: blind readers saw "a red
// T-shirt for everyone", a man in a black jacket or a white shirt drawn in red, yellow or green.
import { colourToLab, labColour as lab } from '../../../shared/colour';
import { luma, lumaOf, type Colour, type Grey, type Rgb } from '../../../shared/raster';
import { EDGE_FADE } from '../../align';
import { colourDistance, dominantColour } from '../../dominantColour';
import { faceFrame, type XY } from '../../landmarks';
import { roomColours } from './hairColour';
import { skinLikeness } from './tone';

/** The top drawn when the photo shows no clothes: a quiet slate, not a loud colour nobody wore. */
export const NEUTRAL_TOP: Colour = lab(52, -2, -10);

/** Fewer clothes pixels read than this share of the face's area (sampled every second pixel): none in frame. */
const LEAST_SHARE = 0.004;

/**
 * The dominant colour of the clothes under the neck (../../dominantColour.ts), or null when the
 * photo shows too little of them. Read beside the neck and over the shoulders and the chest from
 * just under the chin, where it is the person (`matte`, or straight under the head), is not skin
 * nor the room's colour, and is the photo or its edge held just past it (`beyond`,
 * ../../align.ts), not the blur further out. `hair`: long hair's colour, left out where it falls
 * over the shoulders.
 */
export function clothesColour(
  picture: Rgb,
  mesh: readonly XY[],
  matte: Grey,
  skinTone: Colour,
  hair: Colour | null,
  beyond?: Grey,
): Colour | null {
  const { width, height, data } = picture;
  const { faceWidth: fw, faceHeight: fh, cx, chin } = faceFrame(mesh);
  // The neck: under the jaw's middle (as ./body.ts places it), in the jaw's shadow a darker
  // skin than the face's, which the skin test misses (it was read as a brown top).
  const neckX = (mesh[172][0] + mesh[397][0] + mesh[152][0] * 2) / 4;
  const neckEnd = chin + 0.12 * fh;
  const room = roomColours(picture, matte, cx, (mesh[159][1] + mesh[386][1]) / 2);
  const longHair = hair && readHair(hair);
  const cloth: number[] = [];
  for (let y = Math.max(0, Math.floor(chin + 0.04 * fh)); y < Math.min(height, chin + 1.1 * fh); y += 2)
    for (let x = Math.max(0, Math.floor(cx - 0.95 * fw)); x < Math.min(width, cx + 0.95 * fw); x += 2) {
      const i = y * width + x;
      if (y < neckEnd && Math.abs(x - neckX) < 0.36 * fw) continue;
      if (beyond && beyond.data[i] > EDGE_FADE / 2) continue;
      // Straight under the head it is the person whatever the matte says (on a photo cut off
      // under the chin the segmenter ended the person at the neck, and left the shirt out),
      // unless it is of the room's colour: the wall beside a neck.
      if (matte.data[i] < 0.6) {
        if (Math.abs(x - neckX) > 0.6 * fw) continue;
        if (room.some((colour) => colourDistance(data, i * 3, colour) < 0.1)) continue;
      }
      const p = i * 3;
      if (skinLikeness(data, p, skinTone) > 0.2) continue;
      if (longHair && ofHair(data, p, longHair)) continue;
      cloth.push(p);
    }
  return cloth.length < (LEAST_SHARE * fw * fh) / 4 ? null : dominantColour(data, cloth);
}

/** Long hair's colour and what every pixel is compared with, read once for the whole search (not once a pixel). */
interface HairReference {
  colour: Colour;
  /** Its luma, at the least 0.02: a pixel's luma over it is how much darker a shade of the hair the pixel is. */
  luma: number;
  /** Its Lab hue angle, or null when it is too grey (chroma under 10) for a hue to tell hair by. */
  hue: number | null;
}

function readHair(hair: Colour): HairReference {
  const [, a, b] = colourToLab(hair);
  return { colour: hair, luma: Math.max(0.02, lumaOf(hair)), hue: Math.hypot(a, b) < 10 ? null : Math.atan2(b, a) };
}

/**
 * Whether a pixel is long hair falling over the shoulders: near the hair's colour or a shade of
 * it, or of its hue and colourful (a blonde's locks in the head's shadow are a darker caramel than her painted
 * hair, and were read as a brown top).
 */
function ofHair(data: Float32Array, p: number, hair: HairReference): boolean {
  const { colour } = hair;
  if (colourDistance(data, p, colour) < 0.1) return true;
  // A darker shade of it: the locks beside the neck in the head's shadow (./measure.ts reads long hair so).
  const k = luma(data[p], data[p + 1], data[p + 2]) / hair.luma;
  if (k > 0.08 && k < 1 && colourDistance(data, p, [colour[0] * k, colour[1] * k, colour[2] * k]) < 0.06) return true;
  if (hair.hue === null) return false;
  const [, a, b] = colourToLab([data[p], data[p + 1], data[p + 2]]);
  if (Math.hypot(a, b) < 10) return false;
  const apart = Math.abs(Math.atan2(b, a) - hair.hue);
  return Math.min(apart, 2 * Math.PI - apart) < (35 * Math.PI) / 180;
}

/** Lab lightness a neutral top is painted at: black, charcoal, grey, white. */
const NEUTRAL_LIGHTS = [16, 36, 60, 90];
/** Lab lightness a coloured top is painted at: deep (a navy stays dark), dark, mid, light. */
const COLOUR_LIGHTS = [20, 38, 55, 72];

function nearest(values: readonly number[], value: number): number {
  return values.reduce((best, v) => (Math.abs(v - value) < Math.abs(best - value) ? v : best));
}

/**
 * A read clothes colour as a cel paints it: a near-neutral (chroma under 4, more for a lighter
 * one) a clean black, charcoal, grey or white; a colour its own hue, richer, at one of four
 * lightnesses. A photo's cloth is a muddy mix of its light and its folds; a cel's is one flat,
 * clean colour.
 */
export function celClothes(colour: Colour): Colour {
  const [l, a, b] = colourToLab(colour);
  const chroma = Math.hypot(a, b);
  // (A dark cloth's colour shows in little chroma: a navy dress read at L 2 has 8.)
  if (chroma < 4 + 0.2 * l) return lab(nearest(NEUTRAL_LIGHTS, l), 0, -2);
  const hue = Math.atan2(b, a);
  const rich = Math.min(60, Math.max(30, chroma * 1.3));
  return lab(nearest(COLOUR_LIGHTS, l), rich * Math.cos(hue), rich * Math.sin(hue));
}
