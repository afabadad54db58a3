// Measures for looking at results in tests: small thumbnails of any picture and how alike two
// of them are, and the grey of a face's box to compare a painted face with its photo.
import sharp from 'sharp';
import type { Point } from '../types';

/** The picture as `size`×`size` grey values 0–255 (proportions ignored: only likeness matters). */
export async function greyThumbnail(bytes: Uint8Array, size = 16): Promise<Float64Array> {
  const data = await sharp(bytes).rotate().resize(size, size, { fit: 'fill' }).greyscale().raw().toBuffer();
  return Float64Array.from(data);
}

/** The picture as `size`×`size` RGB values 0–255, interleaved. */
export async function colourThumbnail(bytes: Uint8Array, size = 32): Promise<Float64Array> {
  const data = await sharp(bytes).rotate().resize(size, size, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  return Float64Array.from(data);
}

/** Pearson correlation of two equally long series, −1…1. */
export function pearson(a: Float64Array, b: Float64Array): number {
  const n = a.length;
  let meanA = 0;
  let meanB = 0;
  for (let i = 0; i < n; i++) {
    meanA += a[i] / n;
    meanB += b[i] / n;
  }
  let covariance = 0;
  let varianceA = 0;
  let varianceB = 0;
  for (let i = 0; i < n; i++) {
    covariance += (a[i] - meanA) * (b[i] - meanB);
    varianceA += (a[i] - meanA) ** 2;
    varianceB += (b[i] - meanB) ** 2;
  }
  return covariance / Math.sqrt(varianceA * varianceB || 1);
}

/** Mean absolute difference of two equally long series (0–255 for thumbnails). */
export function meanAbsoluteDifference(a: Float64Array, b: Float64Array): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) total += Math.abs(a[i] - b[i]);
  return total / a.length;
}

/**
 * The grey of a face's box (round its mesh) reduced to `size` × `size` by averaging: `greyAt`
 * answers the grey of pixel i of a picture `width` wide. Compares a painted face with the photo's.
 */
export function faceBoxGrey(greyAt: (i: number) => number, width: number, mesh: readonly Point[], size = 20): Float64Array {
  const xs = mesh.map((p) => p[0]);
  const ys = mesh.map((p) => p[1]);
  const [left, top] = [Math.min(...xs), Math.min(...ys)];
  const [boxWidth, boxHeight] = [Math.max(...xs) - left, Math.max(...ys) - top];
  const cells = new Float64Array(size * size);
  const counts = new Float64Array(size * size);
  for (let y = Math.ceil(top); y < top + boxHeight; y++) {
    for (let x = Math.ceil(left); x < left + boxWidth; x++) {
      const cell =
        Math.min(size - 1, Math.floor(((y - top) / boxHeight) * size)) * size +
        Math.min(size - 1, Math.floor(((x - left) / boxWidth) * size));
      cells[cell] += greyAt(y * width + x);
      counts[cell]++;
    }
  }
  return cells.map((v, i) => v / Math.max(1, counts[i]));
}

/**
 * The sizes of the connected patches of `member` pixels, 4-connected (or 8 with `eight`), a
 * neighbour joining only where `joins(from, to)` holds; in the order of each patch's first pixel.
 * Blob and island counts in the recipes' tests are read from it.
 */
export function patchSizes(
  width: number,
  height: number,
  member: (i: number) => boolean,
  options: { eight?: boolean; joins?: (from: number, to: number) => boolean } = {},
): number[] {
  const { eight = false, joins = () => true } = options;
  const steps = eight
    ? [-1, 0, 1].flatMap((dy) => [-1, 0, 1].map((dx) => [dx, dy])).filter(([dx, dy]) => dx !== 0 || dy !== 0)
    : [
        [-1, 0],
        [1, 0],
        [0, -1],
        [0, 1],
      ];
  const seen = new Uint8Array(width * height);
  const sizes: number[] = [];
  for (let start = 0; start < seen.length; start++) {
    if (seen[start] || !member(start)) continue;
    seen[start] = 1;
    const stack = [start];
    let size = 0;
    while (stack.length > 0) {
      const i = stack.pop() ?? 0;
      size++;
      const x = i % width;
      const y = (i - x) / width;
      for (const [dx, dy] of steps) {
        const [nx, ny] = [x + dx, y + dy];
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const j = ny * width + nx;
        if (seen[j] || !member(j) || !joins(i, j)) continue;
        seen[j] = 1;
        stack.push(j);
      }
    }
    sizes.push(size);
  }
  return sizes;
}
