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
 * The person's opacity in the portrait, faded out where the photo ends and outside `aligned` (the
 * aligner's own square, where the portrait was moved back after it: beyond it the square's edge
 * pixels are drawn out, and the distances past the photo are only the edge's, held).
 */
export async function sitterMatte(portrait: Portrait, aligned: Box): Promise<Grey> {
  const matte = await personMatte(portrait.picture, portrait.mesh);
  const beyond = portrait.beyond.data;
  const size = portrait.picture.width;
  const fade = EDGE_FADE * 0.75;
  for (let y = 0; y < size; y++) {
    const inRow = smoothstep(aligned.top, aligned.top + fade, y) * smoothstep(aligned.bottom, aligned.bottom - fade, y);
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      matte.data[i] *=
        inRow * smoothstep(aligned.left, aligned.left + fade, x) * smoothstep(aligned.right, aligned.right - fade, x);
    }
  }
  for (let i = 0; i < matte.data.length; i++)
    matte.data[i] = smoothstep(0.35, 0.95, matte.data[i]) * smoothstep(-EDGE_FADE * 0.5, -EDGE_FADE * 1.5, beyond[i]);
  return matte;
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
