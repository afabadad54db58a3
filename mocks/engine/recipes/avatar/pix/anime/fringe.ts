// A fringe: hair over the upper forehead, inside the face's outline (./measure.ts `fringe`).
// Hair is told by its colour, and on a side-lit face the forehead's shaded half is the colour of
// light brown hair: the sample woman, her hair combed back into a side ponytail, read a fringe of
// 0.35 (her shaded forehead) and was drawn with a pointed fringe. So a pixel counts as hair only
// where it is also unlike the skin of its own column lower down (the cheek, in the same light):
// shade on the forehead matches the cheek under it, a fringe does not.
import { type Colour, type Grey, type Rgb } from '../../../shared/raster';
import { faceFrame, type XY } from '../../landmarks';

/** How near (RGB distance) a forehead pixel must be to its column's cheek to be that skin in shade. */
const CHEEK_NEAR = 0.1;

export interface FringeRead {
  /** 0–1: the share of the upper forehead read as hair. */
  share: number;
  /** Hair counted left and right of the face's middle, and all the pixels looked at. */
  left: number;
  right: number;
  all: number;
}

/**
 * `face`: the face's raised outline; `hairline`: the row the hair starts at (./measure.ts);
 * `isHair`: whether the photo's pixel (its index ×3) is hair by colour.
 */
export function readFringe(
  picture: Rgb,
  mesh: readonly XY[],
  face: Grey,
  hairline: number,
  isHair: (p: number) => boolean,
): FringeRead {
  const { width, height, data } = picture;
  const { faceWidth: fw, faceHeight: fh, cx } = faceFrame(mesh);
  // The cheek's rows: under the eyes, above the nose's tip.
  const cheekFrom = Math.max(0, Math.round((mesh[145][1] + mesh[374][1]) / 2 + 0.04 * fh));
  const cheekTo = Math.min(height, Math.round(mesh[1][1]));
  const cheekOf = (x: number): Colour | null => {
    const pixels: Colour[] = [];
    for (let y = cheekFrom; y < cheekTo; y++) {
      const i = y * width + x;
      if (face.data[i] >= 0.5) pixels.push([data[i * 3], data[i * 3 + 1], data[i * 3 + 2]]);
    }
    if (pixels.length < 3) return null;
    // The middle by lightness: a freckle or a lash's shadow does not move it.
    pixels.sort((a, b) => a[0] + a[1] + a[2] - (b[0] + b[1] + b[2]));
    return pixels[Math.floor(pixels.length / 2)];
  };
  let all = 0;
  const sides = [0, 0];
  for (let x = Math.floor(cx - 0.3 * fw); x < cx + 0.3 * fw; x += 2) {
    if (x < 0 || x >= width) continue;
    const cheek = cheekOf(x);
    for (let y = Math.floor(hairline); y < hairline + 0.18 * fh; y += 2) {
      if (y < 0 || y >= height) continue;
      const i = y * width + x;
      if (face.data[i] < 0.5) continue;
      all++;
      const p = i * 3;
      const shade = cheek !== null && Math.hypot(data[p] - cheek[0], data[p + 1] - cheek[1], data[p + 2] - cheek[2]) < CHEEK_NEAR;
      if (isHair(p) && !shade) sides[x < cx ? 0 : 1]++;
    }
  }
  return { share: all ? (sides[0] + sides[1]) / all : 0, left: sides[0], right: sides[1], all };
}
