// How far a clip's dither can be raised and still fit the GIF's weight, estimated from one encode,
// so a look's dither is raised to the palette's gaps (gif/paletteDither.ts) only as far as the
// file can afford, in one encode more, instead of raised to the full gap, found too heavy and
// written again. Most 480 px clips are written at the second look, 1.1–1.5 MB undithered on the
// face: raised to the gaps (12–16) they were 1.6–2.3 MB, so the second look never raised it and
// kept its "soft banded frames with colour steps" (issue 37, the sixty-fourth stop).
import { MOST_DITHER } from './paletteDither';

/**
 * The bytes each level of dither over a look's own adds, as a share of the file at its own: on
 * the seen faces' 480 px talks and smiles (face held as gif.ts FACE_HOLD) 1.7–3.5 % (the older
 * man's smile at the first look 1.7, the bald man's talk at the second 3.4, the dark woman's at
 * the third and fourth 3.4–3.5). The highest, so the raised try seldom comes out too heavy.
 */
export const BYTES_PER_LEVEL = 0.035;
/** Fewer levels than this over the look's own are not worth an encode: the steps stay (dither 4 left 24–30 % of smooth skin stepped, 8 about 10–18 %). */
export const LEAST_RAISE = 4;

/**
 * The most dither (levels) a clip that weighed `bytes` at a dither of `at` can be written at and
 * stay under `most` bytes, for a look whose own dither is `own`; `own` when it cannot be raised
 * by LEAST_RAISE or more (then no encode is worth trying).
 */
export function affordableDither(bytes: number, at: number, own: number, most: number): number {
  const atOwn = bytes / (1 + BYTES_PER_LEVEL * Math.max(0, at - own));
  const levels = Math.floor((most / atOwn - 1) / BYTES_PER_LEVEL);
  return levels >= LEAST_RAISE ? Math.min(MOST_DITHER, own + levels) : own;
}
