// The colour a print's hair block takes: the sitter's own hair, in its own hue family. Black
// and dark brown hair print as the sumi black of the prints; fair hair as a golden ochre about
// as light as the photo's; red hair as a red, deepened a little. Deepened as the old prints'
// hair blocks are, fair hair had printed a dark brown and red hair black (the blonde woman
// "became dark-haired", the red-haired one's hair "became black", to the panel).
import { labToRgb, rgbToLab } from '../../shared/colour';
import type { Face } from '../../../types';
import type { Colour, Rgb } from '../../shared/raster';
import { headMask } from '../figure';

type Lab = [number, number, number];

/** Hair darker than this (CIELAB L) and greyer than DULL prints as the palette's black. */
const DARK = 32;
/** Below this chroma dark hair has no hue worth keeping (black, dark brown). */
const DULL = 10;
/** The lightest a hair block prints: fair hair stays fair, but a shade under the pale flesh beside it. */
const LIGHTEST = 66;
/** A print's colours are fuller than a photo's soft hair: its chroma times this. */
const FULLER = 1.2;

/** Warm hair at least this light (CIELAB L, in the relit photo: the blonde woman reads 32) is fair; it prints GOLDEN_SHARE of the way to OCHRE. */
const FAIR = 30;
const GOLDEN_SHARE = 0.4;
/** The palette's ochre (#d39b4f) in CIELAB. */
const OCHRE: Lab = [69, 15, 45];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
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
  const [l, a, b] = [median(ls), median(as), median(bs)];
  const chroma = Math.hypot(a, b);
  if (l < DARK && chroma < DULL) return black;
  // Its own lightness (a dark red kept from black), its hue, a fuller chroma; fair hair drawn
  // towards the prints' golden ochre (a soft dark-blonde printed as a plain mid brown).
  const hue = (Math.atan2(b, a) * 180) / Math.PI;
  const fair = l >= FAIR && hue > 20 && hue < 100 ? GOLDEN_SHARE : 0;
  const rgb: Lab = [0, 0, 0];
  labToRgb(
    Math.min(LIGHTEST, Math.max(24, l - 4)) * (1 - fair) + OCHRE[0] * fair,
    a * FULLER * (1 - fair) + OCHRE[1] * fair,
    b * FULLER * (1 - fair) + OCHRE[2] * fair,
    rgb,
  );
  return [Math.min(1, Math.max(0, rgb[0])), Math.min(1, Math.max(0, rgb[1])), Math.min(1, Math.max(0, rgb[2]))];
}
