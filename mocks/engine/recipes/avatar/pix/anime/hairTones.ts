// Hair's cel tones from the colour read on the photo (./hairColour.ts): a flat, a shade, a shine
// band and strand lines. The shine is the hair's own hue, lighter (a brown's caramel, a grey's
// silver, a blonde's pale gold): lifted towards white it was a greyish band, and on every dark
// head the same blue one (./darkHair.ts keeps blue for black hair only).
import { colourToLab, labColour } from '../../../shared/colour';
import { lumaOf, mixColour as mix, type Colour } from '../../../shared/raster';
import { blackness } from '../../hairBlackness';
import { darkTones, type HairTones } from './darkHair';

/** A lighter tone of `colour` in its own hue and chroma (Lab), `lift` lighter, at most L 97. */
function ownShine(colour: Colour, lift: number): Colour {
  const [l, a, b] = colourToLab(colour);
  return labColour(Math.min(97, l + lift), a, b);
}

/**
 * Hair's flat colour, its shade, its shine and its strand lines' colour: the photo's colour kept (a
 * blonde stays blonde), only cleaned a little. Strands are drawn in the shade, dark hair's light.
 * `depth`: the hair's median lightness (Lab L), which sets dark brown hair's (./darkHair.ts).
 */
export function hairTones(tone: Colour, depth?: number): HairTones {
  const base: Colour = [
    Math.min(1, tone[0] * 1.04 + 0.02),
    Math.min(1, tone[1] * 1.04 + 0.02),
    Math.min(1, tone[2] * 1.04 + 0.02),
  ];
  // Dark hair's shine a clear lighter band; light hair's a paler one.
  const lift = lumaOf(base) < 0.35 ? 20 : 14;
  const shade: Colour = [base[0] * 0.7, base[1] * 0.66, base[2] * 0.72];
  const own = { base, shade, shine: ownShine(base, lift) };
  // Near-black hair read lit is a mid brown: it is painted darker (./darkHair.ts). Fully so from
  // 0.8 black: the brunette's near-black brown reads 0.8, and a fifth of the lit read mixed in
  // painted it a chestnut.
  const black = Math.min(1, blackness(tone) / 0.8);
  const dark = darkTones(tone, depth);
  return {
    base: mix(own.base, dark.base, black),
    shade: mix(own.shade, dark.shade, black),
    shine: mix(own.shine, dark.shine, black),
    strand: mix(own.shade, dark.strand, black),
  };
}
