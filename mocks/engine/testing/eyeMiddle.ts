// What the shut-eye tests read: the pixels of an eye's middle (within 0.6 of its half width along
// it, clear of the corners), each with where it lies against the eye and its lids, and the share
// of a shut eye's opening that is not the lid's skin. Four tests walked these pixels in their own
// copies (shutLid, eyeFit, lidStreaks, lidFill).
import { localU, localV, profileAt } from '../recipes/motion/frame';
import type { EyeGeometry } from '../recipes/motion/geometry';

/** How far along the eye (in its half width, each way) forEyeMiddle reaches. */
const MIDDLE = 0.6;

/** A pixel of an eye's middle: along the eye (u), across it (v), and the lids' lines at u. */
export interface EyePlace {
  x: number;
  y: number;
  u: number;
  v: number;
  upper: number;
  lower: number;
}

/**
 * Visits the pixels of a width × height picture within 0.6 of `eye`'s half width of its middle,
 * along the eye (or within `reach`, from and to, in its half width).
 */
export function forEyeMiddle(
  eye: EyeGeometry,
  width: number,
  height: number,
  visit: (place: EyePlace) => void,
  reach: readonly [number, number] = [-MIDDLE, MIDDLE],
): void {
  const [from, to] = reach;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const u = localU(eye.frame, x, y);
      if (u < from * eye.halfWidth || u > to * eye.halfWidth) continue;
      const v = localV(eye.frame, x, y);
      visit({ x, y, u, v, upper: profileAt(eye.upperLid, u), lower: profileAt(eye.lowerLid, u) });
    }
}

/**
 * The share of a shut eye's opening (between its open lids' lines, less `skip`, `along` the eye
 * in its half width: its middle unless given) in an RGB `frame`
 * whose grey lies more than 20 levels outside the range (its 5th to 95th percentile) of the lid
 * skin above it on the `photo`, from the brow's line to 0.6 of the eye's opening above the upper
 * lid's line, clear of the lid's rim. A shut lid is that skin slid down (eyeWarp.ts), its own
 * shading and crease kept, so a tone within that range is lid; a stripe of the eyeball's white
 * or its iris lies outside it. (Read against the mean of the frame's skin above the lid, the
 * slid lid's own shading toward its lashes counted as eyeball: 0.27 on the brown-skinned woman.)
 */
export function shareOffLidSkin(
  frame: Uint8Array,
  photo: Uint8Array,
  width: number,
  height: number,
  eye: EyeGeometry,
  skip: (x: number, y: number) => boolean = () => false,
  along: readonly [number, number] = [-MIDDLE, MIDDLE],
): number {
  const grey = (data: Uint8Array, x: number, y: number): number => {
    const p = (y * width + x) * 3;
    return (data[p] + data[p + 1] + data[p + 2]) / 3;
  };
  const shut: number[] = [];
  const skin: number[] = [];
  const [first, last] = along;
  const reach: [number, number] = [Math.min(first, -MIDDLE), Math.max(last, MIDDLE)];
  forEyeMiddle(
    eye,
    width,
    height,
    ({ x, y, u, v, upper, lower }) => {
      const share = u / eye.halfWidth;
      if (v > upper && v < lower - 1) {
        if (share >= first && share <= last && !skip(x, y)) shut.push(grey(frame, x, y));
      } else if (Math.abs(share) <= MIDDLE && v < upper - 0.6 * (lower - upper) && v > profileAt(eye.brow, u))
        skin.push(grey(photo, x, y));
    },
    reach,
  );
  if (shut.length <= 10 || skin.length <= 10) throw new Error(`too few pixels: ${shut.length} shut, ${skin.length} skin`);
  skin.sort((a, b) => a - b);
  const darkest = skin[Math.floor(0.05 * skin.length)];
  const lightest = skin[Math.floor(0.95 * skin.length)];
  return shut.filter((tone) => tone < darkest - 20 || tone > lightest + 20).length / shut.length;
}
