// The colour a print's hair block takes: the sitter's own hair, in its own hue family. Black
// and dark brown hair print as the sumi black of the prints; fair hair as a golden ochre about
// as light as the photo's; red hair as a red, deepened a little. Deepened as the old prints'
// hair blocks are, fair hair had printed a dark brown and red hair black (the blonde woman
// "became dark-haired", the red-haired one's hair "became black", to the panel).
import { labColour, rgbToLab } from '../../shared/colour';
import type { Face } from '../../../types';
import type { Colour, Rgb } from '../../shared/raster';
import { eyeSpan } from '../../shared/faceParts';
import { headMask } from '../figure';
import { median } from '../../shared/median';

type Lab = [number, number, number];

/** Hair darker than this (CIELAB L) and greyer than DULL prints as the palette's black. */
const DARK = 32;
/** Below this chroma dark hair has no hue worth keeping (black, dark brown). */
const DULL = 10;
/** The lightest a hair block prints: fair hair stays fair, but a shade under the pale flesh beside it. */
const LIGHTEST = 66;
/** A print's colours are fuller than a photo's soft hair: its chroma times this. */
const FULLER = 1.2;

/**
 * Warm hair at least this light (CIELAB L, on the crown of the relit photo: the blonde woman
 * reads 51–53, the dark-haired man at the table 30–33) is fair; it prints GOLDEN_SHARE of the
 * way to OCHRE, a light ochre (at 0.4 from the mask's median, L 32, the blonde printed dark).
 */
const FAIR = 42;
const GOLDEN_SHARE = 0.5;
/**
 * And its colour (CIELAB a*, b*) GOLDEN_COLOUR of the way to OCHRE's: at GOLDEN_SHARE the blonde's
 * hair printed in her face's own hue and chroma (hair a* 15, b* 30; cheeks 13, 27), a shade
 * darker, and read as "a skin-coloured blob merging with the face", to the panel.
 */
const GOLDEN_COLOUR = 0.9;
/** The palette's ochre (#d39b4f) in CIELAB. */
const OCHRE: Lab = [69, 15, 45];

/** The crown's colour needs this many of its samples on the hair (of 21). */
const CROWN_AT_LEAST = 8;

/** The photo's colour on the hair mask across each crown: 7 across the eye span, 3 rows just above the forehead. */
function crownSamples(photo: Rgb, hair: Uint8Array, faces: readonly Face[]): Lab[] {
  const samples: Lab[] = [];
  for (const face of faces) {
    const [top, chin] = [face.mesh[10], face.mesh[152]];
    const faceHeight = Math.hypot(chin[0] - top[0], chin[1] - top[1]);
    const span = eyeSpan(face);
    for (let k = -3; k <= 3; k++)
      for (const up of [0.05, 0.1, 0.15]) {
        const x = Math.round(top[0] + k * span * 0.15);
        const y = Math.round(top[1] - faceHeight * up);
        if (x < 0 || y < 0 || x >= photo.width || y >= photo.height || !hair[y * photo.width + x]) continue;
        const p = (y * photo.width + x) * 3;
        const lab: Lab = [0, 0, 0];
        rgbToLab(photo.data[p], photo.data[p + 1], photo.data[p + 2], lab);
        samples.push(lab);
      }
  }
  return samples;
}

/**
 * The hair's colour in `photo` over `hair` (a mask in its pixels) on the faces' heads, printed;
 * `black` for dark hair or none. Only on the head: the hair block also takes in what the matte
 * holds above and behind it (a dark tree behind the blonde woman made her hair dark).
 */
export function hairPrintColour(photo: Rgb, hair: Uint8Array, faces: readonly Face[], black: Colour): Colour {
  const [ls, as, bs]: [number[], number[], number[]] = [[], [], []];
  const lab: Lab = [0, 0, 0];
  const head = headMask(faces, photo.width, photo.height);
  for (let i = 0, p = 0; i < hair.length; i += 3, p += 9) {
    if (!hair[i] || !head[i]) continue;
    rgbToLab(photo.data[p], photo.data[p + 1], photo.data[p + 2], lab);
    ls.push(lab[0]);
    as.push(lab[1]);
    bs.push(lab[2]);
  }
  if (ls.length < 20) return black;
  // Read first on the crown, just above the forehead, where the hair is the hair; the mask's
  // median mixed the blonde woman's golden hair with the pale wall and dark tree the matte
  // gives her head (L 30, a* 8, b* 4: printed a dark brown).
  const crown = crownSamples(photo, hair, faces);
  const [l, a, b] =
    crown.length >= CROWN_AT_LEAST
      ? [median(crown.map((c) => c[0])), median(crown.map((c) => c[1])), median(crown.map((c) => c[2]))]
      : [median(ls), median(as), median(bs)];
  const chroma = Math.hypot(a, b);
  if (l < DARK && chroma < DULL) return black;
  // Its own lightness (a dark red kept from black), its hue, a fuller chroma; fair hair drawn
  // towards the prints' golden ochre (a soft dark-blonde printed as a plain mid brown).
  const hue = (Math.atan2(b, a) * 180) / Math.PI;
  const isFair = l >= FAIR && hue > 20 && hue < 100;
  const fair = isFair ? GOLDEN_SHARE : 0;
  const golden = isFair ? GOLDEN_COLOUR : 0;
  const [red, green, blue] = labColour(
    Math.min(LIGHTEST, Math.max(24, l - 4)) * (1 - fair) + OCHRE[0] * fair,
    a * FULLER * (1 - golden) + OCHRE[1] * FULLER * golden,
    b * FULLER * (1 - golden) + OCHRE[2] * FULLER * golden,
  );
  return [red, green, blue];
}
