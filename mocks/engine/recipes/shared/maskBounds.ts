// Where a mask covers anything: the box round its pixels above a level. Work on a small part of
// a large picture (a blur round an eye, a finish on the head) is cut to this box, grown by the
// margin the work reaches, instead of touching every pixel.
import type { Grey } from './raster';

/** Inclusive pixel bounds. */
export interface MaskBounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A mask as a plane of levels, or of labels (a Uint8Array of 0 and the labels). */
type Plane = Pick<Grey, 'width' | 'height'> & { data: ArrayLike<number> };

/** The bounds of the pixels above `above`, grown by `margin` and clamped to the mask, or undefined when none is. */
export function maskBounds(mask: Plane, above = 0, margin = 0): MaskBounds | undefined {
  const { width, height, data } = mask;
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  // Each row read from its left end to its first pixel set and from its right end back to its
  // last one (the middle of a row cannot move the box): the same box as testing every pixel.
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let first = 0;
    while (first < width && data[row + first] <= above) first++;
    if (first === width) continue;
    let last = width - 1;
    while (data[row + last] <= above) last--;
    if (first < left) left = first;
    if (last > right) right = last;
    if (y < top) top = y;
    bottom = y;
  }
  if (right < 0) return undefined;
  return {
    left: Math.max(0, left - margin),
    top: Math.max(0, top - margin),
    right: Math.min(width - 1, right + margin),
    bottom: Math.min(height - 1, bottom + margin),
  };
}
