// Long hair the photo's crop cuts off, drawn on down past the crop as an artist finishing the
// figure would. The held-out women's photos are tight selfies that end a fifth of a face below
// the chin, their hair still hanging wide at the edge; drawn only as far as the photo shows it,
// every one of them had the same bob (the fifty-sixth stop's reader: "her long hair becomes a
// bob", "long wavy hair becomes a bob", "curly hair turned into a straight bob"). Only a column
// whose hair runs to the photo's edge goes on, straight down, fading out as the figure does; hair
// that ends inside the photo ends where it does.
import { smoothstep, type Grey } from '../../shared/raster';
import { EDGE_FADE } from '../align';
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
 * The hanging hair (0–1) with every column that reaches the photo's bottom edge (`beyond`, each
 * pixel's distance past the photo's edge, negative inside: ../align.ts Portrait) carried on below
 * it at its weight there, fading out from `from` to `to` (rows) as the figure does.
 */
export function hairPastCrop(hanging: Grey, beyond: Grey, head: Head, from: number, to: number): Grey {
  const { width, height, data } = hanging;
  const carried: Grey = { width, height, data: data.slice() };
  const top = Math.max(0, Math.ceil(head.eyesY));
  const bottom = Math.min(height, Math.ceil(to));
  const fade = (y: number): number => 1 - smoothstep(from, to, y);
  // (The photo fades into its blurred fill over EDGE_FADE pixels inside its edge: the hair's tone
  // and the matte give out there, before the edge itself.)
  const tolerance = EDGE_FADE;
  for (let x = 0; x < width; x++) {
    // The column's lowest hair inside the photo.
    let end = -1;
    for (let y = bottom - 1; y >= top && end < 0; y--) {
      const i = y * width + x;
      if (beyond.data[i] < 0 && data[i] >= CARRIED) end = y;
    }
    if (end < 0) continue;
    // (Only where the photo ends just under it: hair that stops inside the photo stops.)
    const below = Math.min(height - 1, end + tolerance);
    if (beyond.data[below * width + x] < 0) continue;
    let run = 0;
    while (end - run - 1 >= top && data[(end - run - 1) * width + x] >= CARRIED) run++;
    if (run < head.faceHeight * HANGING_RUN) continue;
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
