// The portrait moved closer so its square stays inside the photo. Where the avatar's square reaches
// past a small or tight photo, the alignment (../../align.ts) fills it with a wide blur of the held
// edge pixels: beside a retouched face that fill reads as "smeared borders" (a blind panel's words
// on the older man), and a photo that is younger must look like a photo to its edges. Where the
// photo ends the alignment says (Portrait.beyond: each pixel's distance past the photo's edge).
import { createGrey, createRgb, type Grey, type Rgb } from '../../../shared/raster';
import type { Box } from '../../../shared/scatter';
import { EDGE_FADE, type Portrait } from '../../align';
import { FACE_OVAL, type XY } from '../../landmarks';

/**
 * The closest the portrait is moved. A soft photo gets softer enlarged, but a tight portrait of
 * it reads far better than any fill of what the photo does not have (1.3 with the old edge-row
 * fill left the small faces of the gallery "melted" at top and bottom). Not 2.2: that close, faceres
 * read the older man's result 38.7 years, not younger (1.6: 28.7 from 39.4; 1.9: 38.7 again).
 * 1.7, not 1.6: a seed's wider shot of a tight photo (the older man's) needed 1.67 to be all photo,
 * and was laid on a blurred mat instead.
 */
const MOST_ZOOM = 1.7;
/** The least room kept round the face's oval, as shares of its width (each side) and height. */
const FACE_ROOM = { side: 0.06, top: 0.1, bottom: 0.06 };
/** A print's mat, each side, as a share of the square. */
const PRINT_MARGIN = 0.05;
/** The most a print is enlarged over the portrait's own scale. */
const MOST_PRINT_ZOOM = 1.7;

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

/**
 * The photo's part of the square: from the middle out, the first column (row) mostly fill ends it,
 * as the alignment says (`beyond`). (Found before by the fill's lack of detail, a flat, softly lit
 * wall was taken for fill: the older man's lost a sixth of the square to it.)
 */
export function photoBox(picture: Rgb, middle: XY, beyond: Grey): Box {
  const { width, height } = picture;
  const mask = presentMask(beyond);
  const columnShare = (x: number): number => {
    let count = 0;
    const y0 = Math.round(height * 0.2);
    const y1 = Math.round(height * 0.8);
    for (let y = y0; y < y1; y++) count += mask[y * width + x];
    return count / (y1 - y0);
  };
  const rowShare = (y: number): number => {
    let count = 0;
    const x0 = Math.round(width * 0.2);
    const x1 = Math.round(width * 0.8);
    for (let x = x0; x < x1; x++) count += mask[y * width + x];
    return count / (x1 - x0);
  };
  const mx = Math.min(width - 1, Math.max(0, Math.round(middle[0])));
  const my = Math.min(height - 1, Math.max(0, Math.round(middle[1])));
  let left = mx;
  while (left > 0 && columnShare(left - 1) >= 0.5) left--;
  let right = mx;
  while (right < width - 1 && columnShare(right + 1) >= 0.5) right++;
  let top = my;
  while (top > 0 && rowShare(top - 1) >= 0.5) top--;
  let bottom = my;
  while (bottom < height - 1 && rowShare(bottom + 1) >= 0.5) bottom++;
  // An edge that is the square's own keeps all of it.
  return {
    left: left <= 0 ? 0 : left,
    top: top <= 0 ? 0 : top,
    right: right >= width - 1 ? width : right,
    bottom: bottom >= height - 1 ? height : bottom,
  };
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

/**
 * The portrait moved closer (at most MOST_ZOOM) so the square shows the photo and not the
 * alignment's fill: the largest square the photo holds, placed where the framing put the face,
 * as long as the face and a little room round it (FACE_ROOM) are in it. A tighter portrait of
 * the photo beats any fill. Where even that does not fit, the photo's part of the square laid
 * on it whole (`photo` is where, for ./beyond.ts). A photo that fills the square is returned as
 * it is.
 */
export function intoPhoto(portrait: Portrait): { portrait: Portrait; photo: Box } {
  const { picture, mesh } = portrait;
  const size = picture.width;
  const { left: minX, right: maxX, top: minY, bottom: maxY } = ovalBox(mesh);
  const faceWidth = maxX - minX;
  const faceHeight = maxY - minY;
  const middle: XY = [(minX + maxX) / 2, (minY + maxY) / 2];
  const box = photoBox(picture, middle, portrait.beyond);
  const whole: Box = { left: 0, top: 0, right: size, bottom: size };
  if (box.left <= 0 && box.top <= 0 && box.right >= size && box.bottom >= size) return { portrait, photo: whole };
  // The face with a little room (a photo may cut the top of the hair, never the face).
  const need: Box = {
    left: minX - faceWidth * FACE_ROOM.side,
    right: maxX + faceWidth * FACE_ROOM.side,
    top: minY - faceHeight * FACE_ROOM.top,
    bottom: maxY + faceHeight * FACE_ROOM.bottom,
  };
  const side = Math.min(size, box.right - box.left, box.bottom - box.top);
  const across = span(side, box.left, box.right, need.left, need.right);
  const down = span(side, box.top, box.bottom, need.top, need.bottom);
  if (side >= size / MOST_ZOOM && across && down) {
    // Closer, and the square is all photo; the face keeps the place the framing gave it, as near as the photo allows.
    const left = Math.min(across.to, Math.max(across.from, middle[0] - (middle[0] / size) * side));
    const top = Math.min(down.to, Math.max(down.from, middle[1] - (middle[1] / size) * side));
    return { portrait: resampled(portrait, left, top, side / size), photo: whole };
  }
  // Too small a photo to fill the square: it is laid on it whole, ./beyond.ts fills round it.
  // Enlarged a little at most: a soft photo enlarged again only gets softer.
  const step = Math.max(
    1 / MOST_PRINT_ZOOM,
    Math.max(box.right - box.left, box.bottom - box.top) / (size * (1 - 2 * PRINT_MARGIN)),
  );
  const printWidth = (box.right - box.left) / step;
  const printHeight = (box.bottom - box.top) / step;
  const printLeft = (size - printWidth) / 2;
  const printTop = (size - printHeight) / 2;
  return {
    portrait: resampled(portrait, box.left - printLeft * step, box.top - printTop * step, step),
    photo: { left: printLeft, top: printTop, right: printLeft + printWidth, bottom: printTop + printHeight },
  };
}

/** Where a square of `side` may start along one axis, inside the photo's span and round the face's: none when both cannot hold. */
function span(
  side: number,
  photoFrom: number,
  photoTo: number,
  needFrom: number,
  needTo: number,
): { from: number; to: number } | undefined {
  const from = Math.max(photoFrom, needTo - side);
  const to = Math.min(photoTo - side, needFrom);
  return from <= to ? { from, to } : undefined;
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
