// Long hair the photo's crop cuts off, drawn on down past the crop as an artist finishing the
// figure would. The held-out women's photos are tight selfies that end a fifth of a face below
// the chin, their hair still hanging wide at the edge; drawn only as far as the photo shows it,
// every one of them had the same bob (the fifty-sixth stop's reader: "her long hair becomes a
// bob", "long wavy hair becomes a bob", "curly hair turned into a straight bob"). Only a column
// whose hair runs to the photo's edge goes on, straight down, fading out as the figure does; hair
// that ends inside the photo ends where it does.
import { smoothstep, type Grey } from '../../shared/raster';
import { FRAME_INSET } from './frame';
import type { Head } from './hairFlow';

/** The weight a column's hair must have where it ends to be carried on. */
const CARRIED = 0.3;

/**
 * How far, in face heights, the column's hair must run unbroken above where the photo cuts it: a
 * lock hanging to the edge, not a scrap the flood reached there sideways (the East Asian woman's
 * left side: a scrap at her photo's edge, under a gap, carried on alone was a detached clump).
 */
const HANGING_RUN = 0.25;

/**
 * How close, in face heights, above the photo's edge the column's hair must end: hair the photo
 * cuts, not hair that stops on a collar just above it. (The grey-toned and the smiling woman's
 * hair stopped 26–39 px, 0.08–0.12 of a face, above the edge on their dark tops, and carried on
 * from there under the top's pale hatching it was "a detached zig-zag clump"; the brunette's and
 * the blonde's locks the crop cuts end 0–5 px from it.)
 */
const AT_EDGE = 0.03;

/**
 * The narrowest lock, in face widths, carried on: a thinner one alone below the crop read as
 * "stray strands hanging over the shoulder" (the smiling woman's 0.13 of a face, the grey-toned
 * woman's 0.08; the brunette's and the blonde's locks 0.22–0.34).
 */
const LOCK_WIDTH = 0.2;

/** Columns this far apart, in face widths, still belong to one lock. */
const LOCK_GAP = 0.02;

/** The hair carried on past the crop stops this far, in face heights, above the sheet's ruled border. */
const FRAME_CLEARANCE = 0.04;

/** A column's hair at the photo's edge: its lowest row of hair, and the weight there. */
interface CutLock {
  x: number;
  end: number;
}

/**
 * The hanging hair (0–1) with every column that reaches the photo's bottom edge (`beyond`, each
 * pixel's distance past the photo's edge, negative inside: ../align.ts Portrait) carried on below
 * it at its weight there, fading out from `from` to `to` (rows) as the figure does, and gone
 * before the sheet's ruled border (./frame.ts). Each side of the head is carried as one lock at
 * least LOCK_WIDTH wide, or not at all: thin or broken, it was stray strands.
 */
export function hairPastCrop(hanging: Grey, beyond: Grey, head: Head, from: number, to: number): Grey {
  const { width, height, data } = hanging;
  const carried: Grey = { width, height, data: data.slice() };
  // (The fade is over before the border: strands run past it were "a strand trail past the frame line".)
  const border = height * (1 - FRAME_INSET[1]) - head.faceHeight * FRAME_CLEARANCE;
  const fadeEnd = Math.min(to, border);
  const fadeStart = Math.min(from, fadeEnd - 1);
  const top = Math.max(0, Math.ceil(head.eyesY));
  const bottom = Math.min(height, Math.ceil(fadeEnd));
  const fade = (y: number): number => 1 - smoothstep(fadeStart, fadeEnd, y);
  const cut = cutLocks(hanging, beyond, head, top, bottom);
  for (const { x, end } of cut) {
    const weight = data[end * width + x];
    const atEnd = fade(end);
    if (atEnd <= 0) continue;
    for (let y = end + 1; y < bottom; y++) {
      const i = y * width + x;
      carried.data[i] = Math.max(carried.data[i], weight * Math.min(1, fade(y) / atEnd));
    }
  }
  return carried;
}

/** The columns whose hair the photo's bottom edge cuts, kept only where they make one whole lock on their side. */
function cutLocks(hanging: Grey, beyond: Grey, head: Head, top: number, bottom: number): CutLock[] {
  const { width, data } = hanging;
  const columns: CutLock[] = [];
  for (let x = 0; x < width; x++) {
    // The column's lowest hair inside the photo.
    let end = -1;
    for (let y = bottom - 1; y >= top && end < 0; y--) {
      const i = y * width + x;
      if (beyond.data[i] < 0 && data[i] >= CARRIED) end = y;
    }
    if (end < 0) continue;
    // (Only where the photo ends just under it: hair that stops inside the photo stops.)
    if (beyond.data[end * width + x] < -head.faceHeight * AT_EDGE) continue;
    let run = 0;
    while (end - run - 1 >= top && data[(end - run - 1) * width + x] >= CARRIED) run++;
    if (run < head.faceHeight * HANGING_RUN) continue;
    columns.push({ x, end });
  }
  const centre = head.centre[0];
  return [
    ...wholeLock(
      columns.filter((c) => c.x < centre),
      head,
    ),
    ...wholeLock(
      columns.filter((c) => c.x >= centre),
      head,
    ),
  ];
}

/** One side's cut columns if they make one lock at least LOCK_WIDTH wide, else none. */
function wholeLock(side: readonly CutLock[], head: Head): readonly CutLock[] {
  if (side.length === 0) return side;
  for (let k = 1; k < side.length; k++) if (side[k].x - side[k - 1].x > head.faceWidth * LOCK_GAP) return [];
  const span = side[side.length - 1].x - side[0].x + 1;
  return span >= head.faceWidth * LOCK_WIDTH ? side : [];
}
