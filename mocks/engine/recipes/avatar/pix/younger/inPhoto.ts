// The portrait moved closer so its square stays inside the photo. Where the avatar's square reaches
// past a small or tight photo (a seed's wider or leaning shot of a photo framed to its own largest
// square, ./framing.ts), the alignment (../../align.ts) fills it with a wide blur of the held edge
// pixels: beside a retouched face that fill reads as "smeared bars" (the blind panels' words on the
// older man and the grid faces), and a photo that is younger must look like a photo to its edges.
// Where the photo ends the alignment says (Portrait.beyond: each pixel's distance past the photo's edge).
import { createGrey, createRgb, type Grey, type Rgb } from '../../../shared/raster';
import type { Box } from '../../../shared/scatter';
import { EDGE_FADE, type Portrait } from '../../align';
import { FACE_OVAL, type XY } from '../../landmarks';

/** The least room kept round the face's oval, as shares of its width (each side) and height. */
const FACE_ROOM = { side: 0.06, top: 0.1, bottom: 0.06 };
export type { Box };

/** The box round the face's oval (FACE_OVAL) of a mesh. */
export function ovalBox(mesh: readonly (readonly [x: number, y: number, z?: number])[]): Box {
  const box: Box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (const index of FACE_OVAL) {
    box.left = Math.min(box.left, mesh[index][0]);
    box.right = Math.max(box.right, mesh[index][0]);
    box.top = Math.min(box.top, mesh[index][1]);
    box.bottom = Math.max(box.bottom, mesh[index][1]);
  }
  return box;
}

/**
 * How far inside the photo's edge (a share of the alignment's fade, ../../align.ts EDGE_FADE) the
 * square counts as the photo: there it is 0.84 the photo's own, 0.16 the fade's blur.
 */
export const CLEAR_OF_FADE = 0.5;

/** 1 where the alignment says the square is the photo, clear of most of its fade into the fill. */
function presentMask(beyond: Grey): Uint8Array {
  const mask = new Uint8Array(beyond.data.length);
  for (let i = 0; i < mask.length; i++) mask[i] = beyond.data[i] < -EDGE_FADE * CLEAR_OF_FADE ? 1 : 0;
  return mask;
}

/** The four Catmull-Rom weights (crisper than bilinear for an enlargement) of samples at -1, 0, 1, 2 for a point `t` past the second. */
function cubicWeights(t: number, into: Float64Array, at: number): void {
  const t2 = t * t;
  const t3 = t2 * t;
  into[at] = 0.5 * (-t + 2 * t2 - t3);
  into[at + 1] = 1 - 2.5 * t2 + 1.5 * t3;
  into[at + 2] = 0.5 * (t + 4 * t2 - 3 * t3);
  into[at + 3] = 0.5 * (t3 - t2);
}

/**
 * The square (left, top, side) of `picture` enlarged to the picture's size, bicubic. Each
 * column's and row's four clamped neighbours and weights are worked out once (a closure per
 * sample made this a fifth of elegant's time).
 */
function enlargeSquare(picture: Rgb, left: number, top: number, side: number): Rgb {
  const { width, height, data } = picture;
  const out = createRgb(width, height);
  const step = side / width;
  const columns = new Int32Array(width * 4);
  const columnWeights = new Float64Array(width * 4);
  for (let u = 0; u < width; u++) {
    const sx = left + (u + 0.5) * step - 0.5;
    const x0 = Math.floor(sx);
    cubicWeights(sx - x0, columnWeights, u * 4);
    for (let k = 0; k < 4; k++) columns[u * 4 + k] = Math.min(width - 1, Math.max(0, x0 - 1 + k)) * 3;
  }
  const rows = new Int32Array(4);
  const rowWeights = new Float64Array(4);
  for (let v = 0; v < height; v++) {
    const sy = top + (v + 0.5) * step - 0.5;
    const y0 = Math.floor(sy);
    cubicWeights(sy - y0, rowWeights, 0);
    for (let k = 0; k < 4; k++) rows[k] = Math.min(height - 1, Math.max(0, y0 - 1 + k)) * width * 3;
    for (let u = 0; u < width; u++) {
      const o = u * 4;
      for (let c = 0; c < 3; c++) {
        let value = 0;
        for (let j = 0; j < 4; j++) {
          const row = rows[j] + c;
          const across =
            data[row + columns[o]] * columnWeights[o] +
            data[row + columns[o + 1]] * columnWeights[o + 1] +
            data[row + columns[o + 2]] * columnWeights[o + 2] +
            data[row + columns[o + 3]] * columnWeights[o + 3];
          value += across * rowWeights[j];
        }
        out.data[(v * width + u) * 3 + c] = value < 0 ? 0 : value > 1 ? 1 : value;
      }
    }
  }
  return out;
}

/** A summed-area table of the present mask: how many present pixels lie above and left of each corner. */
function presentSums(beyond: Grey): Int32Array {
  const size = beyond.width;
  const mask = presentMask(beyond);
  const stride = size + 1;
  const sums = new Int32Array(stride * stride);
  for (let y = 0; y < size; y++) {
    let row = 0;
    for (let x = 0; x < size; x++) {
      row += mask[y * size + x];
      sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1] + row;
    }
  }
  return sums;
}

/**
 * Where a square of `side` that is all photo starts, as near as may be to `wanted` and holding the
 * box `need` when one is given; none when no such square is.
 */
function squareAt(sums: Int32Array, size: number, side: number, wanted: XY, need?: Box): XY | undefined {
  const stride = size + 1;
  const full = side * side;
  const lowX = Math.max(0, need ? Math.ceil(need.right - side) : 0);
  const highX = Math.min(size - side, need ? Math.floor(need.left) : size - side);
  const lowY = Math.max(0, need ? Math.ceil(need.bottom - side) : 0);
  const highY = Math.min(size - side, need ? Math.floor(need.top) : size - side);
  let best: XY | undefined;
  let bestDistance = Infinity;
  for (let y = lowY; y <= highY; y++)
    for (let x = lowX; x <= highX; x++) {
      const inside =
        sums[(y + side) * stride + x + side] - sums[y * stride + x + side] - sums[(y + side) * stride + x] + sums[y * stride + x];
      if (inside < full) continue;
      const distance = (x - wanted[0]) ** 2 + (y - wanted[1]) ** 2;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = [x, y];
      }
    }
  return best;
}

/** The largest side (whole pixels) for which `fits` finds a square, by halving: a square that fits holds smaller ones. */
function largestSide(size: number, fits: (side: number) => XY | undefined): { side: number; at: XY } | undefined {
  let low = 0;
  let high = size;
  let found: { side: number; at: XY } | undefined;
  while (low < high) {
    const side = Math.ceil((low + high) / 2);
    const at = fits(side);
    if (at) {
      found = { side, at };
      low = side;
    } else high = side - 1;
  }
  return found;
}

/**
 * The portrait moved only as close as it must for the square to be all photo, as an app that
 * makes a face younger returns the photo in its own frame: the largest square of the photo's part
 * of the portrait (clear of the alignment's fade into its fill) that holds the face with a little
 * room (FACE_ROOM), the face keeping the place the framing gave it as near as that allows. A face
 * the photo itself cuts (no such square) gets the largest square of photo nearest to it. No fill:
 * every fill, stretched edge rows or a blurred mat, read as "smeared bars" beside a retouched face.
 */
export function intoPhoto(portrait: Portrait): Portrait {
  const { picture, mesh, beyond } = portrait;
  const size = picture.width;
  let clear = true;
  for (let i = 0; i < beyond.data.length && clear; i++) clear = beyond.data[i] < -EDGE_FADE * CLEAR_OF_FADE;
  if (clear) return portrait;
  const { left: minX, right: maxX, top: minY, bottom: maxY } = ovalBox(mesh);
  const faceWidth = maxX - minX;
  const faceHeight = maxY - minY;
  const middle: XY = [(minX + maxX) / 2, (minY + maxY) / 2];
  // The face with a little room (a photo may cut the top of the hair, never the face).
  const need: Box = {
    left: minX - faceWidth * FACE_ROOM.side,
    right: maxX + faceWidth * FACE_ROOM.side,
    top: minY - faceHeight * FACE_ROOM.top,
    bottom: maxY + faceHeight * FACE_ROOM.bottom,
  };
  const sums = presentSums(beyond);
  // Scaled about the face's middle, the face stays where the framing put it.
  const wanted = (side: number): XY => [middle[0] - (middle[0] / size) * side, middle[1] - (middle[1] / size) * side];
  const square =
    largestSide(size, (side) => squareAt(sums, size, side, wanted(side), need)) ??
    largestSide(size, (side) => squareAt(sums, size, side, wanted(side)));
  if (!square) return portrait;
  return resampled(portrait, square.at[0], square.at[1], square.side / size);
}

/** The portrait read from (left, top) at `step` of its pixels per new pixel, its mesh and its distances past the photo moved along. */
export function resampled({ picture, mesh, beyond }: Portrait, left: number, top: number, step: number): Portrait {
  const size = beyond.width;
  const moved = createGrey(size, size);
  // Nearest sample: a distance changes by a pixel per pixel, so no finer reading is needed.
  for (let v = 0; v < size; v++) {
    const y = Math.min(size - 1, Math.max(0, Math.round(top + (v + 0.5) * step - 0.5)));
    for (let u = 0; u < size; u++) {
      const x = Math.min(size - 1, Math.max(0, Math.round(left + (u + 0.5) * step - 0.5)));
      moved.data[v * size + u] = beyond.data[y * size + x] / step;
    }
  }
  return {
    picture: enlargeSquare(picture, left, top, step * picture.width),
    mesh: mesh.map(([x, y]): XY => [(x - left) / step, (y - top) / step]),
    beyond: moved,
  };
}
