// Long hair hangs beside the neck as far down as the photo's does. Below the chin the person's
// matte often loses it (pix/pixar's framing: the model keeps the head and the shoulders, and the
// hair between them beside the neck is the room to it), so the hair drawn beside the neck ended in
// a notch at the chin, and what hair the shoulders kept below it, cut off from the head, was given
// to the clothes (./islands.ts): blind readers saw every long head of hair as "a bob or a
// chin-length slab". Here the photo's own colours say where it hangs: in a strip on each side
// between the neck's column and the head's side, row by row down from the chin, as long as at
// least a share of the strip is the hair's colour, it is hair, matte or not. Only for a head whose
// hair falls past the jaw (./pastJaw.ts): a short-haired head keeps its neck. Its limit: a top as
// dark as the hair, or the photo's edge stretched below a close crop, reads as hair hanging on.
import type { Colour, Grey, Rgb } from '../../shared/raster';
import { colourDistance } from '../dominantColour';
import { faceFrame, type XY } from '../landmarks';
import { NECK_HALF, neckMiddle } from './neckline';
import { skinLikeness } from './skinLikeness';

/**
 * How far out from the neck's middle the strip beside the neck reaches, in face widths: past the
 * head's side (0.62), where the brunette's hair hangs on her right (0.45–0.7 out).
 */
const STRIP_OUT = 0.7;
/**
 * The least share of a strip's row that is the hair's colour for the hair to hang on through it.
 * Hanging hair beside the neck fills the strip or most of it; the room or a top beside a bare
 * neck, a few of its pixels near the hair's colour by chance.
 */
const HANGING = 0.4;

/**
 * Whether pixel i of `soft` is the hair of colour `hair`: as near it as ./pastJaw.ts counts hair
 * beside the face (0.2; at cutSkinBesideJaw's 0.15 the brunette's lit hair beside her neck, 0.17–0.21
 * from her band's median, was missed), and not like the skin (`tone`), which the neck's edge is.
 */
export function hairByColour(soft: Rgb, hair: Colour, tone: Colour): (i: number) => boolean {
  const { data } = soft;
  return (i) => colourDistance(data, i * 3, hair) < 0.2 && skinLikeness(data, i * 3, tone) < 0.5;
}

/**
 * How far (face widths) the hanging hair may reach out past the figure's side just above the chin:
 * the asian woman's hair beside her neck falls a little wider than her head's outline there (cut
 * at it, it ended 0.13 of a face below her chin where her photo's ends 0.21 below).
 */
const SPREAD = 0.08;

/** One side's strip beside the neck: its columns [from, to) and the row (exclusive) its hair hangs down to. */
export interface HangingSide {
  from: number;
  to: number;
  ends: number;
}

/**
 * The strips beside the neck on the left and right, each with the row its hair hangs down to: the
 * first row from the chin down where under HANGING of the strip `isHair` (the photo's hair by its
 * colour) holds. `ends` at the chin: no hair hangs there.
 */
export function hairBesideNeck(
  size: { width: number; height: number },
  mesh: readonly XY[],
  isHair: (i: number) => boolean,
): [HangingSide, HangingSide] {
  const { width, height } = size;
  const { faceWidth, chin } = faceFrame(mesh);
  const neckX = neckMiddle(mesh);
  const inner = faceWidth * NECK_HALF;
  const outer = faceWidth * STRIP_OUT;
  const side = (from: number, to: number): HangingSide => {
    const start = Math.max(0, Math.ceil(chin));
    if (to <= from) return { from, to, ends: start };
    for (let y = start; y < height; y++) {
      let hair = 0;
      for (let x = from; x < to; x++) if (isHair(y * width + x)) hair++;
      if (hair < (to - from) * HANGING) return { from, to, ends: y };
    }
    return { from, to, ends: height };
  };
  return [
    side(Math.max(0, Math.round(neckX - outer)), Math.max(0, Math.round(neckX - inner))),
    side(Math.min(width, Math.round(neckX + inner)), Math.min(width, Math.round(neckX + outer))),
  ];
}

/**
 * Each side's hanging hair drawn: in its strip, from the chin down to where it ends, the pixels
 * `isHair` holds are labelled hair (`chosen`, the masses' labels: 1 hair) and put inside the
 * figure's `silhouette` (in place). Not out past the figure's side just above the chin: hair
 * hanging down does not widen there, and put in out to the strip's edge it stood out from the
 * smiling woman's cheek as a hooked tongue where it ended.
 */
export function hangHair(
  chosen: Uint8Array,
  silhouette: Grey,
  mesh: readonly XY[],
  sides: readonly HangingSide[],
  isHair: (i: number) => boolean,
): void {
  const { width } = silhouette;
  const { chin, faceWidth } = faceFrame(mesh);
  const above = Math.max(0, Math.floor(chin) - 1) * width;
  const spread = Math.round(faceWidth * SPREAD);
  let first = width;
  let last = -1;
  for (let x = 0; x < width; x++) {
    if (silhouette.data[above + x] < 0.5) continue;
    first = Math.min(first, x);
    last = x;
  }
  for (const { from, to, ends } of sides)
    for (let y = Math.max(0, Math.ceil(chin)); y < ends; y++)
      for (let x = Math.max(from, first - spread); x < Math.min(to, last + 1 + spread); x++) {
        const i = y * width + x;
        if (!isHair(i)) continue;
        chosen[i] = 1;
        silhouette.data[i] = 1;
      }
}

/** How far below the chin (in face heights) a side's hair hangs. */
export function hangsBelowChin(side: HangingSide, mesh: readonly XY[]): number {
  const { chin, faceHeight } = faceFrame(mesh);
  return (side.ends - chin) / faceHeight;
}
