// cleanLabels (blocks.ts) for a mask that covers a small part of a large picture (the hair round
// a head, the skin of a face and neck): cut to the box round the mask's pixels, grown by more
// than the majority vote can reach, cleaned there and put back. The labels outside the box are
// all 0 and stay so (a vote over only 0s is 0), and the box's edge rows are 0 through every
// pass, so the edge-repeating vote sees there what it saw on the whole picture: the same labels,
// for a fraction of the work (the hair's vote was a tenth of ukiyo-e's time on a 12 MP photo).
import { maskBounds } from '../shared/maskBounds';
import { cleanLabels, fillHoles } from './blocks';

/**
 * `work` (a whole-mask operation) done on the box round the mask's pixels grown by `margin`, and
 * its answer put back in a picture of 0s: the same answer for the box's work when 0s beyond the
 * margin cannot change it.
 */
function onBox(
  mask: Uint8Array,
  width: number,
  height: number,
  margin: number,
  work: (box: Uint8Array, boxWidth: number, boxHeight: number) => Uint8Array,
): Uint8Array {
  const result = new Uint8Array(mask.length);
  const bounds = maskBounds({ width, height, data: mask }, 0, margin);
  if (!bounds) return result;
  const { left, top, right, bottom } = bounds;
  const boxWidth = right - left + 1;
  const boxHeight = bottom - top + 1;
  const box = new Uint8Array(boxWidth * boxHeight);
  for (let y = 0; y < boxHeight; y++) {
    const from = (top + y) * width + left;
    box.set(mask.subarray(from, from + boxWidth), y * boxWidth);
  }
  const done = work(box, boxWidth, boxHeight);
  for (let y = 0; y < boxHeight; y++) result.set(done.subarray(y * boxWidth, (y + 1) * boxWidth), (top + y) * width + left);
  return result;
}

export function cleanLabelsNear(labels: Uint8Array, width: number, height: number, radius: number, passes = 2): Uint8Array {
  // Each pass grows the labels by at most its radius; the box keeps a ring of 0s beyond that.
  const margin = (passes + 1) * Math.max(1, Math.round(radius)) + 2;
  return onBox(labels, width, height, margin, (box, w, h) => cleanLabels(box, w, h, radius, passes));
}

/**
 * fillHoles (blocks.ts) on the box round the mask's pixels with a one-pixel ring of 0s: an area
 * outside the mask that reaches the ring reaches the picture's outside too, so the same holes
 * are filled, for the box's work instead of the whole picture's.
 */
export function fillHolesNear(mask: Uint8Array, width: number, height: number, maxArea: number): Uint8Array {
  return onBox(mask, width, height, 1, (box, w, h) => fillHoles(box, w, h, maxArea));
}
