// The colours an opened mouth is painted in, taken from the user's own photo once per clip: the
// lips' colour (the inside of the mouth is the lips' tissue in shadow) and the face's brightness
// (teeth as bright as the light on the face allows, never a glowing white in a dim photo).
import type { Point } from '../../types';
import { blurAround } from './photoBlur';
import type { Raster } from './raster';
import { colourfulness, tonguePink } from './tonguePink';
import { keepChroma, lumaOf } from '../shared/raster';

export type Colour = readonly [number, number, number];

export interface MouthPalette {
  lip: Colour;
  /** Teeth in the face's light. */
  teeth: Colour;
  /** The lips' own shadow just inside an opening. */
  shadow: Colour;
  /** The throat: the lips' colour deep in shadow, muted. */
  throat: Colour;
  /** The tongue on its lit top: a tongue's pink mixed with the lips', in the face's light. */
  tongue: Colour;
  /** The lit skin's grey beside the nose (0–255): a sob's teeth are shaded toward it (mouthInterior.ts). */
  skinLight: number;
  /** How soft the photo is at the mouth (a Gaussian's sigma, pixels): the painted mouth is made as soft (photoBlur.ts). */
  blur: number;
}

/**
 * The photo's blur at the mouth (sigma, pixels) from which an opening is painted lighter, and at
 * which it is lightest. The bald man's (3.4) laugh and yawn were a flat dark hole with a dark rim
 * round it, pasted on his soft face (issue 37, session 12); the test faces keep
 * their depth.
 */
const SHARP_BLUR = 2.8;
const SOFT_BLUR = 3.4;
/**
 * The teeth's brightness over the lit skin's. At 1.2 the teeth, shaded
 * under the lip and along the arch, came out no lighter than the skin: the bald man's laugh read
 * as skin-coloured lips in a dark U, a clown's grin (issue 37, session 20). At 1.4, softened to
 * the photo's blur, a talk's and a surprise's teeth were still 0.94–1.00 of the skin's grey on
 * the older man, the brown-skinned woman and the bald man, "dim teeth" (session 51; 1.03–1.08
 * now, mouthColours.test.ts). The face's brightest (the man's) are held at 235 as before.
 */
const TEETH_OVER_SKIN = 1.55;
/** The throat's least light, a share of the lit skin's: dark, never a black hole. */
const THROAT_LEAST = 0.36;
/**
 * The share of its chroma the throat keeps, at the same grey: in the lips' full hue (half their
 * red, 0.3 of their green and blue) it was as colourful as the lips, and blind readers saw the
 * opening "filled with one flat colour, crimson, maroon or brown" (issue 37, session 51).
 */
const THROAT_COLOUR = 0.6;
/** The tongue's lit top over the throat's light, at least. */
const TONGUE_OVER_THROAT = 1.5;
/** How much lighter a soft photo's throat is, a share of the lips' colour. */
const SOFT_THROAT = 0.18;

// Pairs of mesh points (outer lip edge, inner lip edge): the lip's body lies between each pair.
const LIP_PAIRS: readonly (readonly [number, number])[] = [
  [0, 13],
  [37, 82],
  [267, 312],
  [17, 14],
  [84, 87],
  [314, 317],
];
// Cheeks and forehead, for the face's light.
const SKIN = [50, 280, 151, 205, 425] as const;

function colourAt(picture: Raster, x: number, y: number): Colour {
  const column = Math.max(0, Math.min(picture.width - 1, Math.round(x)));
  const row = Math.max(0, Math.min(picture.height - 1, Math.round(y)));
  const offset = (row * picture.width + column) * 3;
  return [picture.data[offset], picture.data[offset + 1], picture.data[offset + 2]];
}

function mean(colours: readonly Colour[]): Colour {
  const sum = [0, 0, 0];
  for (const colour of colours) for (let channel = 0; channel < 3; channel++) sum[channel] += colour[channel];
  return [sum[0] / colours.length, sum[1] / colours.length, sum[2] / colours.length];
}

/** `colour` times `by`, each channel at most 255. */
function scaled(colour: Colour, by: number): Colour {
  return [Math.min(255, colour[0] * by), Math.min(255, colour[1] * by), Math.min(255, colour[2] * by)];
}

/** `colour` with each channel at most 255 (the target is a Uint8Array, where 263 wraps round to 7). */
function clamped(colour: Colour): Colour {
  return scaled(colour, 1);
}

export function mouthPalette(picture: Raster, mesh: readonly Point[]): MouthPalette {
  const lip = mean(
    LIP_PAIRS.map(([outer, inner]) => {
      const a = mesh[outer];
      const b = mesh[inner];
      return colourAt(picture, (a[0] + b[0]) / 2, (a[1] + b[1]) / 2);
    }),
  );
  const skin = mean(SKIN.map((index) => colourAt(picture, mesh[index][0], mesh[index][1])));
  // Teeth are brighter than the lit skin around them and take almost half of the light's colour
  // from the skin: ivory in warm light. With a quarter (a third too), on a brown face in orange
  // light they read as a blue-grey smear (issue 37's soft faces); only 5 % brighter than the
  // skin, the bald man's grin showed skin-coloured teeth in a dark rim, a dark U (session 12).
  const skinLight = lumaOf(skin);
  const bright = Math.min(235, Math.max(80, skinLight * TEETH_OVER_SKIN));
  const tint = (channel: number): number => 0.55 * bright + 0.45 * ((skin[channel] * bright) / Math.max(1, skinLight));
  // The mouth's corners and the lips' outer edges bound the box the photo's softness is read in.
  const [leftX, leftY] = mesh[61];
  const [rightX, rightY] = mesh[291];
  const halfWidth = Math.max(2, Math.hypot(rightX - leftX, rightY - leftY) / 2);
  const blur = blurAround(picture, (leftX + rightX) / 2, (leftY + rightY) / 2, 1.3 * halfWidth, 0.9 * halfWidth);
  const soft = Math.min(1, Math.max(0, (blur - SHARP_BLUR) / (SOFT_BLUR - SHARP_BLUR)));
  const deep: Colour = [
    lip[0] * (0.5 + SOFT_THROAT * soft),
    lip[1] * (0.3 + SOFT_THROAT * soft),
    lip[2] * (0.3 + SOFT_THROAT * soft),
  ];
  // The throat: half the lips' red and 0.3 of their green and blue (0.42 and 0.26 before), and at
  // least THROAT_LEAST of the skin's light, in the lips' hue: dark lips or a dim photo made it all
  // but black (the woman's surprise painted 59/20/22), "a flat black hole" (issue 37, session 25).
  const lift = Math.max(1, (THROAT_LEAST * skinLight) / Math.max(1, lumaOf(deep)));
  const throat = keepChroma(scaled(deep, lift), THROAT_COLOUR);
  // A black-and-white photo's opening is grey like the rest of it: the throat's and the shadow's
  // fixed red and the teeth's ivory made a grey portrait's yawn a dark-red hole (a held-out face,
  // issue 37, session 54: channels 19 levels apart in a photo whose most is 11). A photo in
  // colour keeps its colours exactly (keepChroma at 1 may round a channel down a level).
  const colourful = colourfulness(lip);
  const ofPhoto = (colour: Colour): Colour => (colourful >= 1 ? colour : keepChroma(colour, colourful));
  // The tongue is a tongue's pink mixed with the lips (tonguePink.ts):
  // the lips' own colour made a brown tongue under a brown throat on the dark man and the
  // brown-skinned woman, a mauve one on the older man, one flat colour (mouthColours.test.ts).
  // Its lit top stays clearly lighter than that throat: lifted to it, the older man's
  // dim lips gave a tongue darker than the throat above it, one flat blob (mouthTongue.test.ts).
  // Each channel at most 255: the target is a Uint8Array, where 263 wraps round to 7, a black
  // seam in the brown-skinned woman's teeth at 1.55 (teethBand.test.ts).
  const teeth = ofPhoto(clamped([tint(0), tint(1) * 0.98, tint(2) * 0.9]));
  const tongue = tonguePink(lip, teeth, colourful);
  return {
    blur,
    skinLight,
    lip,
    teeth,
    // The lips' tissue in shadow: deep, but still the lips' red, not a black hole. A soft photo
    // mixes a real opening with the lips around it, so no part of it looks that deep.
    shadow: ofPhoto([lip[0] * (0.68 + 0.14 * soft), lip[1] * (0.56 + 0.18 * soft), lip[2] * (0.58 + 0.17 * soft)]),
    throat: ofPhoto(throat),
    // Lit from the opening, the tongue's top is about as light as the lips, pinker than them,
    // two tones lighter than the throat.
    tongue: scaled(tongue, Math.max(1, (TONGUE_OVER_THROAT * lumaOf(throat)) / Math.max(1, lumaOf(tongue)))),
  };
}
