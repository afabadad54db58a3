// The open mouth's own share of a clip's colours. An open mouth is a small part of a GIF's head
// crop and only in some frames, so a palette learnt over the clip gave its tongue no pink of its
// own: the East Asian woman's surprise and yawn mapped the painted pink tongue to the nearest
// skin tan, "a flat tan disc in a pink ring" (issue 37, fifty-first stop). The painted mouth's
// pixels (motion/frames.ts hands each frame's mask over) are sampled where it is widest, and its
// blocks dithered harder so the tongue's and throat's shades blend instead of banding.
import { dilate } from '../motion/holeGrowth';

/** Frames the mouth's colours are learnt from: those where it is widest. */
const WIDEST_FRAMES = 3;
/** Pixels the softened mouth's rim reaches past its painted mask (soften.ts: ≤ 10 % of its half width, weight blurred over 3 radii). */
const RIM = 3;

/** How many pixels each frame's mouth mask holds. */
const areaOf = (mask: Uint8Array): number => mask.reduce((sum, mark) => sum + mark, 0);

/**
 * The RGB of the painted mouth's pixels in the few frames where it is widest (none when no frame
 * opens it), for the palette to learn from.
 */
export function mouthSamples(frames: readonly Uint8Array[], mouths: readonly Uint8Array[]): Uint8Array {
  const widest = mouths
    .map((mask, index) => ({ index, area: areaOf(mask) }))
    .filter(({ area }) => area > 0)
    .sort((a, b) => b.area - a.area)
    .slice(0, WIDEST_FRAMES);
  const total = widest.reduce((sum, { area }) => sum + area, 0);
  const samples = new Uint8Array(total * 3);
  let at = 0;
  for (const { index } of widest) {
    const mask = mouths[index];
    const frame = frames[index];
    for (let pixel = 0; pixel < mask.length; pixel++) {
      if (!mask[pixel]) continue;
      samples[at++] = frame[pixel * 3];
      samples[at++] = frame[pixel * 3 + 1];
      samples[at++] = frame[pixel * 3 + 2];
    }
  }
  return samples;
}

/** The mouth's mask grown by its softened rim (a square of RIM pixels each way), 1 inside. */
export function mouthWithRim(mask: Uint8Array, width: number, height: number): Uint8Array {
  return dilate(mask, width, height, RIM);
}
