// What the shut-eye tests read: the pixels of an eye's middle (within 0.6 of its half width along
// it, clear of the corners), each with where it lies against the eye and its lids, and the share
// of a shut eye's opening that is not the lid's skin. Four tests walked these pixels in their own
// copies (shutLid, eyeFit, lidStreaks, lidFill).
import { localU, localV, profileAt } from '../recipes/motion/frame';
import type { EyeGeometry } from '../recipes/motion/geometry';

/** A pixel of an eye's middle: along the eye (u), across it (v), and the lids' lines at u. */
export interface EyePlace {
  x: number;
  y: number;
  u: number;
  v: number;
  upper: number;
  lower: number;
}

/** Visits the pixels of a width × height picture within 0.6 of `eye`'s half width of its middle, along the eye. */
export function forEyeMiddle(eye: EyeGeometry, width: number, height: number, visit: (place: EyePlace) => void): void {
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const u = localU(eye.frame, x, y);
      if (Math.abs(u) > 0.6 * eye.halfWidth) continue;
      const v = localV(eye.frame, x, y);
      visit({ x, y, u, v, upper: profileAt(eye.upperLid, u), lower: profileAt(eye.lowerLid, u) });
    }
}

/**
 * The share of a shut eye's opening (between its open lids' lines, less `skip`) in an RGB `frame`
 * whose grey lies more than 20 levels off the mean of the lid skin above it, clear of the lid's rim
 * (0.6–1.2 of the eye's opening above the upper lid's line).
 */
export function shareOffLidSkin(
  frame: Uint8Array,
  width: number,
  height: number,
  eye: EyeGeometry,
  skip: (x: number, y: number) => boolean = () => false,
): number {
  const shut: number[] = [];
  let skin = 0;
  let skinCount = 0;
  forEyeMiddle(eye, width, height, ({ x, y, v, upper, lower }) => {
    const p = (y * width + x) * 3;
    const grey = (frame[p] + frame[p + 1] + frame[p + 2]) / 3;
    if (v > upper && v < lower - 1) {
      if (!skip(x, y)) shut.push(grey);
    } else if (v < upper - 0.6 * (lower - upper) && v > upper - 1.2 * (lower - upper)) {
      skin += grey;
      skinCount++;
    }
  });
  if (shut.length <= 10 || skinCount === 0) throw new Error(`too few pixels: ${shut.length} shut, ${skinCount} skin`);
  const mean = skin / skinCount;
  return shut.filter((grey) => Math.abs(grey - mean) > 20).length / shut.length;
}
