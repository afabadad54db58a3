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
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[y * width + x] <= above) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  if (right < 0) return undefined;
  return {
    left: Math.max(0, left - margin),
    top: Math.max(0, top - margin),
    right: Math.min(width - 1, right + margin),
    bottom: Math.min(height - 1, bottom + margin),
  };
}
