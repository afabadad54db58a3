// A woman's hair that falls past her chin, drawn as far as the photo shows it. The colours'
// hair (../toon/regions.ts) is a cap that ends about the jaw, and below the chin the portrait
// drops what they call hair anyway (there it was mostly a dark top), so every woman's long hair
// was the same bob (the twenty-first stop's held-out faces: "the sketch portrait gives every
// woman the same generic face"). Hair that hangs from the head continues the cap down its
// column at the cap's own tone; a top starts below a change of tone, and under the chin is neck.
// (A top of the hair's own grey directly under the hair is still taken, down to the fade: the
// grey alone cannot tell them apart; beyond the hair's column it is not.)
import { smoothstep, type Grey } from '../../shared/raster';
import type { Head } from './hairFlow';

/** The cap's tones from its 10th to its 90th percentile, widened by this much: its own range. */
const TONE_MARGIN = 0.05;

/** The grey's values at the 10th and 90th percentiles under `mask` (over a half). */
function toneRange(grey: Grey, mask: Grey): [number, number] {
  const values: number[] = [];
  for (let i = 0; i < grey.data.length; i++) if (mask.data[i] > 0.5) values.push(grey.data[i]);
  if (values.length === 0) return [1, 0];
  values.sort((a, b) => a - b);
  return [values[Math.floor(values.length * 0.1)], values[Math.floor(values.length * 0.9)]];
}

/** How far, in face widths, hanging hair may run sideways beyond the cap's own columns. */
const COLUMN_MARGIN = 0.1;

/** How far beside the face, in face widths from its middle, hanging hair is looked for. */
const REACH = 1.2;

/**
 * The hair hanging below the colours' cap (0–1 per pixel, 0 elsewhere): the person's non-skin
 * pixels within the cap's own tones joined to the cap below the eyes, beside the neck (not under
 * the chin) and out to 1.2 face widths, grown from the cap as a flood fills; fading out by
 * `until` over the lower half of the way from the eyes, as the body does. `beyond` is each pixel's
 * distance past the photo's edge (negative inside it: ../align.ts Portrait), or null
 * where the matte is always asked (fair hair: ./tones.ts showsDarkHair).
 */
export function hangingHair(
  cap: Grey,
  grey: Grey,
  person: Grey,
  skin: Grey,
  beyond: Grey | null,
  head: Head,
  until: number,
): Grey {
  const { width, height } = cap;
  const hanging: Grey = { width, height, data: new Float32Array(width * height) };
  const [darkest, lightest] = toneRange(grey, cap);
  const top = Math.max(0, Math.ceil(head.eyesY));
  const bottom = Math.min(height, Math.floor(until));
  const besideAt = (x: number): number => {
    const out = Math.abs(x - head.centre[0]) / head.faceWidth;
    // Under the chin and the neck a dark patch is a collar or the neck's shadow.
    return out > REACH ? 0 : smoothstep(0.32, 0.45, out);
  };
  // (Straight down from hair inside the photo, the matte is not asked: the segmentation model
  // cuts long dark hair against a dark room off at the jaw or the shoulder, and the brunette's
  // hair to her shoulders was drawn as a bob, "long wavy hair drawn as a bob". Sideways it still
  // is: the room beside the hair is only taken where the model calls it the person. And never
  // past the photo's edge, where the fill repeats the edge's last row down every column.)
  const hairLike = (i: number, down: boolean): boolean => {
    const g = grey.data[i];
    const taken = person.data[i] >= 0.5 || (down && beyond !== null && beyond.data[i] < 0);
    return taken && skin.data[i] <= 0.5 && g >= darkest - TONE_MARGIN && g <= lightest + TONE_MARGIN;
  };
  // Hair hangs down its own column: the flood stays in the columns the cap holds beside the face
  // (widened by a tenth of a face), so a top of the hair's tone that touches it is not followed
  // out over the shoulders.
  const column = new Uint8Array(width);
  const spread = Math.max(1, Math.round(head.faceWidth * COLUMN_MARGIN));
  for (let y = top; y < bottom; y++)
    for (let x = 0; x < width; x++)
      if (cap.data[y * width + x] > 0.5 && besideAt(x) > 0)
        for (let c = Math.max(0, x - spread); c <= Math.min(width - 1, x + spread); c++) column[c] = 1;
  const seen = new Uint8Array(width * height);
  const queue: number[] = [];
  for (let y = top; y < bottom; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (cap.data[i] > 0.5 && besideAt(x) > 0) {
        seen[i] = 1;
        queue.push(i);
      }
    }
  const fadeFrom = (top + bottom) / 2;
  for (let next = 0; next < queue.length; next++) {
    const i = queue[next];
    const x = i % width;
    const y = (i - x) / width;
    if (cap.data[i] <= 0.5) hanging.data[i] = besideAt(x) * (1 - smoothstep(fadeFrom, bottom, y));
    for (const [nx, ny] of [
      [x - 1, y],
      [x + 1, y],
      [x, y + 1],
    ] as const) {
      if (nx < 0 || nx >= width || ny >= bottom || besideAt(nx) === 0 || !column[nx]) continue;
      const n = ny * width + nx;
      if (seen[n] || !hairLike(n, ny > y)) continue;
      seen[n] = 1;
      queue.push(n);
    }
  }
  fillGaps(hanging, column, besideAt, head, top, bottom);
  return hanging;
}

/** The widest gap, in face widths, across a row of hanging hair that is taken as hair too. */
const GAP = 0.3;

/**
 * Fills the gaps across each row of hanging hair on one side of the face: a lock lighter than
 * the cap's tones (grey hair's sheen) or a strand the matte lost left a hole the flood did not
 * reach, drawn as a white cut-out in the hair with the strokes smeared round it (the grey-haired
 * woman, the twenty-eighth stop's second panel).
 */
function fillGaps(
  hanging: Grey,
  column: Uint8Array,
  besideAt: (x: number) => number,
  head: Head,
  top: number,
  bottom: number,
): void {
  const { width, data } = hanging;
  const widest = head.faceWidth * GAP;
  for (let y = top; y < bottom; y++) {
    const row = y * width;
    let last = -1;
    for (let x = 0; x < width; x++) {
      if (data[row + x] <= 0) continue;
      const gap = x - last - 1;
      // (Only within one side's columns: the neck between the two sides stays open.)
      const sameSide = last >= 0 && (last - head.centre[0]) * (x - head.centre[0]) > 0;
      if (sameSide && gap > 0 && gap <= widest) {
        let open = true;
        for (let c = last + 1; c < x && open; c++) open = column[c] === 1 && besideAt(c) > 0;
        const fill = Math.min(data[row + last], data[row + x]);
        if (open) for (let c = last + 1; c < x; c++) data[row + c] = fill;
      }
      last = x;
    }
  }
}
