// The poked tongue's colour in the photo's own light (男孩's tease, tongueOut.ts): the lips'
// colour, which carries the photo's exposure and white balance, brought to a tongue's redness and
// a lightness under the lit skin's. A tongue pink of its own (tonguePink.ts, the open mouth's) was
// the same cool pink on every face: on the bald man's dim, warm photo 148/75/80 (blue over green)
// under lips of 118/78/74, "a fake pasted pink tongue", "a pink blob" (issue 37, stop 53).
import { keepChroma, lumaOf } from '../shared/raster';
import type { Colour } from './mouthPalette';

/**
 * The tongue's lit top over the lips' lightness, and its bounds as shares of the lit skin's: a
 * tongue out in the light is about as light as the lips, a shade under the cheeks (the lips of the
 * gallery's faces measure 0.75–0.96 of their cheeks' grey; the East Asian woman's pale lips 1.07).
 */
const OVER_LIPS = 1;
const LEAST_OF_SKIN = 0.65;
const MOST_OF_SKIN = 0.8;
/**
 * Its redness (its largest channel minus its smallest, over its grey) against the lips' and the
 * skin's: 1.3 times the lips', and at least 1.8 times the skin's, so it stays a tongue on pale or
 * muted lips (the East Asian woman's measure 0.25, her cheeks 0.30) and is not read as a shadow:
 * at 1.1 and 1.35 the man's and the woman's were a dull mauve that all but went in the GIF. At
 * most 0.66: the old pink's was 0.75 on the bald man, as colourful as his skin in levels.
 * And at least 1.5 times the chin's under it, where it is seen: a side light can wash the cheeks
 * out. The older man's cheeks measure 0.20, his lips under a moustache 0.25 and his chin round a
 * goatee 0.38: a tongue of 0.37 was his chin's colour (7.6 apart in Lab, the other gallery faces
 * 18-29; 13.9 now), shown only over the goatee's hairs, and ended where they did, 0.35 of the
 * mouth's half width past the lip of the 0.63 it reaches (issue 37, tongueOnChin.test.ts). The
 * other faces' tongues are redder than 1.5 times their chins already; at 1.8 the man's went
 * from his lips' hue toward one pink (tongueInLight.test.ts).
 */
const OVER_LIP_RED = 1.3;
const OVER_SKIN_RED = 1.8;
const OVER_CHIN_RED = 1.5;
const MOST_RED = 0.66;
/**
 * A tongue's own pink in white light and a fair skin's colour in it: the light's cast on this
 * photo is its skin's departure from that skin (CAST of it, a darker skin being redder of its
 * own), and the pink takes it. The tongue's hue is PINK_SHARE of that pink and the rest the
 * lips': from the lips alone a pigmented or muted lip gave a brown tongue (the dark man's
 * 117/72/65) and a magenta-cast one a lilac tongue (the man's 192/122/143).
 */
const TONGUE_PINK: Colour = [214, 108, 116];
const FAIR_SKIN: Colour = [224, 172, 150];
const CAST = 0.5;
const PINK_SHARE = 0.6;

/** Each channel's departure from the colour's grey, a share of it. */
function hueOf(colour: Colour): [number, number, number] {
  const grey = Math.max(1, lumaOf(colour));
  return [colour[0] / grey - 1, colour[1] / grey - 1, colour[2] / grey - 1];
}

/** How red a colour is: its largest channel minus its smallest, over its grey. */
function redness(colour: Colour): number {
  return (Math.max(...colour) - Math.min(...colour)) / Math.max(1, lumaOf(colour));
}

/**
 * The tongue's lit top for lips of colour `lip` on a face whose lit skin is `skin` and whose chin,
 * where the tongue lies, is `chin` (the skin when not given), keeping `colourful` of its colour
 * (0: a black-and-white photo, a grey tongue of the same lightness).
 */
export function tongueTone(lip: Colour, skin: Colour, colourful: number, chin: Colour = skin): Colour {
  const lipGrey = Math.max(1, lumaOf(lip));
  const skinGrey = Math.max(1, lumaOf(skin));
  const grey = Math.min(MOST_OF_SKIN * skinGrey, Math.max(LEAST_OF_SKIN * skinGrey, OVER_LIPS * lipGrey));
  // The lips' hue, and a tongue's pink under this photo's light.
  const [lips, pink, skinHue, fair] = [hueOf(lip), hueOf(TONGUE_PINK), hueOf(skin), hueOf(FAIR_SKIN)];
  const hue = lips.map(
    (share, channel) => (1 - PINK_SHARE) * share + PINK_SHARE * (pink[channel] + CAST * (skinHue[channel] - fair[channel])),
  );
  const spread = Math.max(1e-3, Math.max(...hue) - Math.min(...hue));
  const wanted = Math.min(
    MOST_RED,
    Math.max(OVER_LIP_RED * redness(lip), OVER_SKIN_RED * redness(skin), OVER_CHIN_RED * redness(chin)),
  );
  const scale = wanted / spread;
  const tone: Colour = [grey * (1 + hue[0] * scale), grey * (1 + hue[1] * scale), grey * (1 + hue[2] * scale)];
  // The hue's shares need not average to nothing under luma's weights: bring it back to its grey.
  const back = grey / Math.max(1, lumaOf(tone));
  const lit: Colour = [Math.min(255, tone[0] * back), Math.min(255, tone[1] * back), Math.min(255, tone[2] * back)];
  return keepChroma(lit, colourful);
}
