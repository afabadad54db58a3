// Dark hair painted as anime paints it. The hair's colour is read lit (./hairColour.ts: the fifth
// from the top of its lightness), so near-black hair came out a mid brown (blind readers: "dark
// hair is painted mid-brown"): dark hair is painted darker. Black hair (dark and colourless, or
// darker still) is a cool near-black with a blue-violet shine, anime's convention for black hair
// only; dark brown hair (warm, and lit lighter than black hair reads) a deep brown of its own hue
// with a warm shine. Painted black too, every dark-haired man was "one black tufted cap with a
// blue shine" and brown hair "read as black" (blind readers, session 33).
import { colourToLab, labColour as lab } from '../../../shared/colour';
import { mixColour as mix, smoothstep, type Colour } from '../../../shared/raster';

export interface HairTones {
  base: Colour;
  shade: Colour;
  shine: Colour;
  strand: Colour;
}

/**
 * Black hair's cel tones: a cool near-black, a deeper shade, a blue-violet shine, and its strand
 * lines a cool blue-grey lighter than the hair. Drawn in the shade (L 7 on L 15) they were lost
 * (blind readers: "the strand lines vanish on black hair"); anime draws black hair's strands light.
 */
export const BLACK_HAIR: HairTones = {
  base: lab(15, 2, -6),
  shade: lab(7, 1, -4),
  shine: lab(42, 8, -24),
  strand: lab(34, 5, -18),
};

/**
 * How far dark hair read as Lab `l`, `a`, `b` is brown rather than black (0–1): of a warm hue
 * (red-orange to yellow), some colour in it (chroma 3 to 8) and lit lighter than black hair
 * reads (L 20 to 27). Read on the samples: the man's dark brown 28.7 at chroma 8.9, the
 * receding man's 30.4 at 19, the brunette's 38.3 at 20 (brown); the older man's 28.1 at 0.4 and
 * the brown-skinned man's 18.4 at 21 (black, the second in a warm dim photo).
 */
export function brownness(l: number, a: number, b: number): number {
  const hue = (Math.atan2(b, a) * 180) / Math.PI;
  const warm = smoothstep(10, 25, hue) * smoothstep(105, 90, hue);
  return warm * smoothstep(3, 8, Math.hypot(a, b)) * smoothstep(20, 27, l);
}

/**
 * The flat's lightness (Lab L) for dark brown hair of median lightness `depth` (./hairColour.ts
 * HairRead), or read lit at `l` where its depth is not known. It follows the hair's own
 * lightness: from the lit read alone the near-black brunette (lit 38, where her hair's median
 * is 14) was painted a mid chocolate brown, lighter than the dark-haired men's (blind readers:
 * "too light and warm"). Measured depths: the brunette 14, the man 20.7, the receding man 24.3,
 * giving L 15.4, 19.4 and 21.6 (the men's were 19 and 19.8 from the lit read, and won).
 */
export function darkBrownLight(l: number, depth?: number): number {
  if (depth === undefined) return Math.min(22, Math.max(19, 0.65 * l));
  return Math.min(22, Math.max(14, 0.6 * depth + 7));
}

/**
 * Dark brown hair's cel tones for hair read as Lab `l`, `a`, `b` (its median lightness `depth`
 * when known): its own hue, a deep flat as light as the hair is (darkBrownLight), a warm caramel
 * shine and strand lines lighter than the hair, as on black hair. Near-black brown keeps only a
 * hint of its hue: at the chroma of a dark brown (9 and more) an L 15 flat reads brown, not black.
 */
export function darkBrownTones(l: number, a: number, b: number, depth?: number): HairTones {
  const hue = Math.min(70, Math.max(35, (Math.atan2(b, a) * 180) / Math.PI)) * (Math.PI / 180);
  const light = darkBrownLight(l, depth);
  const nearBlack = Math.min(1, Math.max(0.45, (light - 13) / 6));
  const chroma = Math.min(15, Math.max(9, 0.8 * Math.hypot(a, b))) * nearBlack;
  const at = (tone: number, share: number): Colour => lab(tone, chroma * share * Math.cos(hue), chroma * share * Math.sin(hue));
  return { base: at(light, 1), shade: at(light * 0.55, 0.7), shine: at(light + 22, 1.15), strand: at(light + 16, 0.9) };
}

/** The dark tones for hair read as `tone` (`depth`: its median lightness): black's, or brown's as far as it is brown. */
export function darkTones(tone: Colour, depth?: number): HairTones {
  const [l, a, b] = colourToLab(tone);
  const brown = brownness(l, a, b);
  if (brown <= 0) return BLACK_HAIR;
  const own = darkBrownTones(l, a, b, depth);
  return {
    base: mix(BLACK_HAIR.base, own.base, brown),
    shade: mix(BLACK_HAIR.shade, own.shade, brown),
    shine: mix(BLACK_HAIR.shine, own.shine, brown),
    strand: mix(BLACK_HAIR.strand, own.strand, brown),
  };
}
