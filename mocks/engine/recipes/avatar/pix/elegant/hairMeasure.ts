// The modelled sitter's hair measured on the result and the face found in it (for pix/elegant's
// test, avatar.elegant.hair.test.ts). A blind reader saw dark hair painted "a translucent
// light-brown smear": its highlights' colour, lifted by the look; and "a flat slab": one smooth
// tone with no strands (./brushedHair.ts).
import type { Pixels } from '../../../../adapters/image';
import type { Point } from '../../../../types';
import { luma } from '../../../shared/raster';
import { faceFrame } from '../../landmarks';

/**
 * The median grey level (0–255) of the hair over `picture`'s face (`mesh`): a band from 0.18 to
 * 0.1 of the face's height above the top of the oval found in the result (which sits below the
 * drawn hairline), a quarter of the face's width each side of its middle.
 */
export function hairGrey(picture: Pixels, mesh: readonly Point[]): number {
  const greys = hairBand(picture, mesh).flat();
  greys.sort((a, b) => a - b);
  return greys[Math.floor(greys.length / 2)] ?? 255;
}

/** The grey levels (0–255) of `hairGrey`'s band, row by row. */
function hairBand(picture: Pixels, mesh: readonly Point[]): number[][] {
  const { width, height, channels, data } = picture;
  const { faceWidth, faceHeight, cx, top } = faceFrame(mesh);
  const rows: number[][] = [];
  for (
    let y = Math.max(0, Math.round(top - faceHeight * 0.18));
    y <= Math.min(height - 1, Math.round(top - faceHeight * 0.1));
    y++
  ) {
    const row: number[] = [];
    for (let x = Math.max(0, Math.round(cx - faceWidth / 4)); x <= Math.min(width - 1, Math.round(cx + faceWidth / 4)); x++) {
      const p = (y * width + x) * channels;
      row.push(luma(data[p], data[p + 1], data[p + 2]));
    }
    rows.push(row);
  }
  return rows;
}

/**
 * How much the hair hanging beside `picture`'s face (`mesh`) shows strands: `rowDetail` over the
 * rows from the eyes' level to the chin, from 0.55 to 0.8 of the face's width out from its
 * middle on each side (where long hair falls past the cheeks; the backdrop, smooth, beside a
 * short cap). The strands are brushed where the hair hangs (./strandPlace.ts), not over the crown.
 */
export function fallStrands(picture: Pixels, mesh: readonly Point[]): number {
  const { width, height, channels, data } = picture;
  const { faceWidth, faceHeight, cx, chin } = faceFrame(mesh);
  const rows: number[][] = [];
  for (let y = Math.max(0, Math.round(chin - faceHeight * 0.6)); y <= Math.min(height - 1, Math.round(chin)); y++)
    for (const side of [-1, 1]) {
      const row: number[] = [];
      for (let d = Math.round(faceWidth * 0.55); d <= Math.round(faceWidth * 0.8); d++) {
        const x = Math.round(cx + side * d);
        if (x < 0 || x >= width) continue;
        const p = (y * width + x) * channels;
        row.push(luma(data[p], data[p + 1], data[p + 2]));
      }
      rows.push(row);
    }
  return rowDetail(rows);
}

/**
 * How much the hair over the face shows strands: in `hairGrey`'s band, the mean distance (grey
 * levels) of each pixel from the mean of the 9 pixels about it in its row, across the hair's fall.
 * A smooth painted volume (however lit) gives about nothing; strands a few pixels wide give more.
 */
export function hairStrands(picture: Pixels, mesh: readonly Point[]): number {
  return rowDetail(hairBand(picture, mesh));
}

/** The mean distance (grey levels) of each pixel of `rows` from the mean of the 9 pixels about it in its row. */
function rowDetail(rows: readonly number[][]): number {
  let sum = 0;
  let count = 0;
  for (const row of rows)
    for (let x = 4; x < row.length - 4; x++) {
      let mean = 0;
      for (let k = -4; k <= 4; k++) mean += row[x + k] / 9;
      sum += Math.abs(row[x] - mean);
      count++;
    }
  return count ? sum / count : 0;
}
