// The jaw and the neck of pix/elegant's modelled sitter, measured on the result and the face found
// in it (for pix/elegant's test, avatar.elegant.jaw.test.ts). A blind panel saw "a small dark
// bracket mark by the neck" (a sliver of the dark suit or gown left between the jaw and the neck,
// where the backdrop and the skin are both far lighter) and "a thin light jaw outline".
import type { Pixels } from '../../../../adapters/image';
import type { Point } from '../../../../types';
import { luma } from '../../../shared/raster';
import { faceFrame } from '../../landmarks';

/** How far (a share of the face's width) either side of a pixel `darkBesideNeck` looks for the light it is darker than. */
const FLANK = 0.05;

/**
 * The pixels beside `picture`'s face (`mesh`) under its jaw darker by more than 30 grey levels than
 * the lightest pixel within `FLANK` face widths on each side of them in their row: from a fifth of
 * the face's height above the chin down to the chin, on each side between 0.3 and 0.65 face widths
 * from the face's middle (outside the chin, inside the shoulders' line). A thin dark mark between
 * the backdrop and the neck lies far below both; the backdrop beside the lighter neck does not
 * (it is as light as the backdrop beside it). The row's median served before, and where the
 * jaw's edge cut a row in half it fell on the skin and counted the plain backdrop dark (the older
 * man, 27 pixels on rows whose band began 2 rows higher when the face found in the result was 2
 * px shorter).
 */
export function darkBesideNeck(picture: Pixels, mesh: readonly Point[]): number {
  const { width, height, channels, data } = picture;
  const { faceWidth, faceHeight, cx, chin } = faceFrame(mesh);
  const flank = Math.max(2, Math.round(faceWidth * FLANK));
  let dark = 0;
  for (let y = Math.max(0, Math.round(chin - faceHeight * 0.2)); y <= Math.min(height - 1, Math.round(chin)); y++) {
    const grey = (x: number): number => {
      const p = (y * width + x) * channels;
      return luma(data[p], data[p + 1], data[p + 2]);
    };
    const lightest = (from: number, to: number): number => {
      let most = -Infinity;
      for (let x = Math.max(0, from); x <= Math.min(width - 1, to); x++) most = Math.max(most, grey(x));
      return most;
    };
    for (const side of [-1, 1])
      for (let d = Math.round(faceWidth * 0.3); d <= Math.round(faceWidth * 0.65); d++) {
        const x = Math.round(cx + side * d);
        if (x < 0 || x >= width) continue;
        const light = Math.min(lightest(x - flank, x - 1), lightest(x + 1, x + flank));
        if (grey(x) < light - 30) dark++;
      }
  }
  return dark;
}

/**
 * How far a thin line along the jaw stands out: in each column within a fifth of the face's width
 * of `picture`'s face's middle (`mesh`), the most any pixel within a tenth of the face's height of
 * the chin is lighter than both pixels 3 rows above and below it, in grey levels, averaged over
 * the columns. The canvas's weave alone reads a few levels; a drawn line along the chin, more.
 */
export function chinRidge(picture: Pixels, mesh: readonly Point[]): number {
  const { width, height, channels, data } = picture;
  const { faceWidth, faceHeight, cx, chin } = faceFrame(mesh);
  const grey = (x: number, y: number) => {
    const p = (Math.min(height - 1, Math.max(0, y)) * width + x) * channels;
    return luma(data[p], data[p + 1], data[p + 2]);
  };
  let sum = 0;
  let columns = 0;
  for (let x = Math.max(0, Math.round(cx - faceWidth * 0.2)); x <= Math.min(width - 1, Math.round(cx + faceWidth * 0.2)); x++) {
    let ridge = 0;
    for (let y = Math.round(chin - faceHeight * 0.1); y <= Math.round(chin + faceHeight * 0.1); y++)
      ridge = Math.max(ridge, grey(x, y) - Math.max(grey(x, y - 3), grey(x, y + 3)));
    sum += ridge;
    columns++;
  }
  return columns ? sum / columns : 0;
}
