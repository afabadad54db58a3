// The sitter, as the photo has them (their own face, hair and clothes), set before the painted
// studio backdrop: the person matte (../../personMatte.ts) cuts them out, and where the square
// reaches past the photo (the whole head's framing, ./wholeHead.ts) the matte fades out before the
// photo ends (inside its edge the alignment already mixes in its fill: the edge rows drawn out
// read as streaks under the woman's ponytail), so the smeared fill gives way to the backdrop and the figure falls off
// into it below, as a low-key studio portrait's does.
import { smoothstep, type Grey, type Rgb } from '../../../shared/raster';
import { EDGE_FADE, type Portrait } from '../../align';
import { personMatte } from '../../personMatte';
import type { Box } from '../younger/inPhoto';

/**
 * The edges of `aligned` (the aligner's square in a portrait of side `size`) that lie inside the
 * portrait, where it was moved back after the aligner; an edge that is the portrait's own is no end
 * of the photo (the figure runs on out of the frame, as a portrait's does: faded there, the woman's
 * figure dissolved into the backdrop above the frame's bottom, "body edges ragged and fading into the
 * brown vignette"), so it is set a frame beyond, where no fade from it reaches.
 */
function squareEdges(aligned: Box, size: number): Box {
  return {
    left: aligned.left > 0 ? aligned.left : -size,
    top: aligned.top > 0 ? aligned.top : -size,
    right: aligned.right < size ? aligned.right : 2 * size,
    bottom: aligned.bottom < size ? aligned.bottom : 2 * size,
  };
}

/**
 * The person's opacity in the portrait, faded out where the photo ends and outside `aligned` (the
 * aligner's own square, where the portrait was moved back after it: beyond it the square's edge
 * pixels are drawn out, and the distances past the photo are only the edge's, held).
 */
export async function sitterMatte(portrait: Portrait, aligned: Box): Promise<Grey> {
  const matte = await personMatte(portrait.picture, portrait.mesh);
  const beyond = portrait.beyond.data;
  const size = portrait.picture.width;
  const fade = EDGE_FADE * 0.75;
  const { left, top, right, bottom } = squareEdges(aligned, size);
  for (let y = 0; y < size; y++) {
    const inRow = smoothstep(top, top + fade, y) * smoothstep(bottom, bottom - fade, y);
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      matte.data[i] *= inRow * smoothstep(left, left + fade, x) * smoothstep(right, right - fade, x);
    }
  }
  for (let i = 0; i < matte.data.length; i++)
    matte.data[i] = smoothstep(0.35, 0.95, matte.data[i]) * smoothstep(-EDGE_FADE * 0.5, -EDGE_FADE * 1.5, beyond[i]);
  return matte;
}

/** The share of the square over which the figure falls off into the backdrop where the photo (or the aligned square) ends below the chin. */
const FALL_OFF = 0.1;

/**
 * The sitter's opacity, in place, falling off into the backdrop over FALL_OFF of the square
 * where the photo or `aligned` ends below `chin` (a row): the figure cut below the bust stopped at
 * a straight line, a bust on a plinth. Applied after the outline is smoothed (which cuts at half).
 */
export function fallOffBelow(matte: Grey, portrait: Portrait, aligned: Box, chin: number): void {
  const beyond = portrait.beyond.data;
  const size = portrait.picture.width;
  const fallOff = size * FALL_OFF;
  const { bottom } = squareEdges(aligned, size);
  for (let y = Math.max(0, Math.floor(chin)); y < size; y++) {
    const below = smoothstep(chin, chin + fallOff * 0.5, y);
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const past = Math.max(beyond[i], y - bottom);
      matte.data[i] *= 1 - below * smoothstep(-EDGE_FADE - fallOff, -EDGE_FADE, past);
    }
  }
}

/** `picture` laid over `backdrop` by `matte`, in place on picture. */
export function onBackdrop(picture: Rgb, backdrop: Rgb, matte: Grey): void {
  const a = picture.data;
  const b = backdrop.data;
  for (let i = 0, p = 0; i < matte.data.length; i++, p += 3) {
    const m = matte.data[i];
    a[p] = b[p] + (a[p] - b[p]) * m;
    a[p + 1] = b[p + 1] + (a[p + 1] - b[p + 1]) * m;
    a[p + 2] = b[p + 2] + (a[p + 2] - b[p + 2]) * m;
  }
}
