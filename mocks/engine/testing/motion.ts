// Measurements the motion tests share: frames as grey pixels, differences, correlation, peaks.
import sharp, { type Sharp } from 'sharp';
import { pearson } from './measure';

export interface Grey {
  width: number;
  height: number;
  data: Uint8Array;
}

/** One page of an animated GIF as grey pixels. */
export async function gifPage(gif: Uint8Array, page: number): Promise<Grey> {
  const { data, info } = await sharp(gif, { page }).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}

/** Mean absolute difference of two same-size grey pictures inside and outside a box. */
export function differenceInsideOutside(
  a: Grey,
  b: Grey,
  box: { left: number; top: number; right: number; bottom: number },
): { inside: number; outside: number } {
  let inside = 0;
  let insideCount = 0;
  let outside = 0;
  let outsideCount = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const index = y * a.width + x;
      const difference = Math.abs(a.data[index] - b.data[index]);
      if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) {
        inside += difference;
        insideCount++;
      } else {
        outside += difference;
        outsideCount++;
      }
    }
  }
  return { inside: inside / Math.max(1, insideCount), outside: outside / Math.max(1, outsideCount) };
}

/** A picture (encoded, or raw grey) reduced to 16×16 grey values. */
export async function tiny(image: Sharp): Promise<number[]> {
  const data = await image.greyscale().resize(16, 16, { fit: 'fill' }).raw().toBuffer();
  return Array.from(data);
}

/** Pearson correlation of two equally long series (testing/measure.ts `pearson`). */
export function correlation(a: readonly number[], b: readonly number[]): number {
  return pearson(Float64Array.from(a), Float64Array.from(b));
}

/** Indices of local maxima above `floor` that rise at least `prominence` above the lowest point since the last one. */
export function peaks(values: readonly number[], floor: number, prominence: number): number[] {
  const found: number[] = [];
  let lowest = Infinity;
  for (let index = 1; index < values.length - 1; index++) {
    lowest = Math.min(lowest, values[index]);
    const top = values[index] >= values[index - 1] && values[index] > values[index + 1];
    if (top && values[index] > floor && values[index] - lowest >= prominence) {
      found.push(index);
      lowest = Infinity;
    }
  }
  return found;
}
