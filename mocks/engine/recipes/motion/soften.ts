// Softens the painted mouth into the photo: a photo is never as sharp as paint, so the opened
// mouth (and a few pixels around it) is blurred by about as much as the face's own detail is
// at that size — the teeth and the shadow rim then read as part of the picture, not pasted on.
import type { Bounds } from './cursor';

/** Where a frame painted: a mask over the picture and the box holding its marks. */
export interface PaintMask {
  width: number;
  height: number;
  marks: Uint8Array;
  box: Bounds;
  /**
   * Where the last frame painted, copied here before its marks are cleared when given (the GIF
   * spends palette entries and dither on the open mouth: recipes/gif/mouthColours.ts).
   */
  lastMarks?: Uint8Array;
}

export function paintMask(width: number, height: number): PaintMask {
  return { width, height, marks: new Uint8Array(width * height), box: emptyBox() };
}

function emptyBox(): Bounds {
  return { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
}

export function markPainted(mask: PaintMask, x: number, y: number): void {
  mask.marks[y * mask.width + x] = 1;
  const box = mask.box;
  if (x < box.left) box.left = x;
  if (x > box.right) box.right = x;
  if (y < box.top) box.top = y;
  if (y > box.bottom) box.bottom = y;
}

/**
 * The softenPainted radius that blurs paint to a photo's `sigma` (pixels). The paint's own edges
 * are already about a pixel soft (mouthInterior.ts), so only the rest is added; one box of
 * radius r has a variance of r(r + 1) / 3.
 */
export function boxRadiusFor(sigma: number): number {
  const added = Math.max(0, sigma * sigma - 1);
  return Math.round((Math.sqrt(1 + 12 * added) - 1) / 2);
}

/** Box blur of `values` (`channels` per pixel, a `width` × `height` block) along rows then columns, `radius` pixels. */
function boxBlur(values: Float32Array, width: number, height: number, channels: number, radius: number): void {
  const line = new Float32Array(Math.max(width, height) * channels);
  const pass = (count: number, length: number, at: (index: number, along: number) => number): void => {
    for (let index = 0; index < count; index++) {
      for (let along = 0; along < length; along++) {
        for (let channel = 0; channel < channels; channel++)
          line[along * channels + channel] = values[at(index, along) + channel];
      }
      for (let along = 0; along < length; along++) {
        const from = Math.max(0, along - radius);
        const to = Math.min(length - 1, along + radius);
        for (let channel = 0; channel < channels; channel++) {
          let sum = 0;
          for (let k = from; k <= to; k++) sum += line[k * channels + channel];
          values[at(index, along) + channel] = sum / (to - from + 1);
        }
      }
    }
  };
  pass(height, width, (row, column) => (row * width + column) * channels);
  pass(width, height, (column, row) => (row * width + column) * channels);
}

/**
 * Blurs the RGB `target` where the mask is marked, fading out over the blur's reach around the
 * marks, then clears the mask for the next frame. `radius` in pixels (0: nothing is done).
 */
export function softenPainted(target: Uint8Array, mask: PaintMask, radius: number): void {
  const box = mask.box;
  mask.lastMarks?.set(mask.marks);
  if (box.right < box.left || radius < 1) {
    mask.box = emptyBox();
    return;
  }
  const reach = radius * 2;
  const left = Math.max(0, box.left - reach);
  const top = Math.max(0, box.top - reach);
  const right = Math.min(mask.width - 1, box.right + reach);
  const bottom = Math.min(mask.height - 1, box.bottom + reach);
  const width = right - left + 1;
  const height = bottom - top + 1;
  const colours = new Float32Array(width * height * 3);
  const weights = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const source = ((top + y) * mask.width + left + x) * 3;
      const index = y * width + x;
      colours[index * 3] = target[source];
      colours[index * 3 + 1] = target[source + 1];
      colours[index * 3 + 2] = target[source + 2];
      weights[index] = mask.marks[(top + y) * mask.width + left + x];
    }
  }
  boxBlur(colours, width, height, 3, radius);
  // Twice as wide a blur twice over, for the weight: blurred paint fades smoothly into the photo.
  boxBlur(weights, width, height, 1, radius * 2);
  boxBlur(weights, width, height, 1, radius);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = y * width + x;
      const weight = Math.min(1, weights[index] * 2);
      if (weight <= 0) continue;
      const offset = ((top + y) * mask.width + left + x) * 3;
      for (let channel = 0; channel < 3; channel++) {
        target[offset + channel] += (colours[index * 3 + channel] - target[offset + channel]) * weight;
      }
      mask.marks[(top + y) * mask.width + left + x] = 0;
    }
  }
  for (let y = top; y <= bottom; y++) mask.marks.fill(0, y * mask.width + left, y * mask.width + right + 1);
  mask.box = emptyBox();
}
