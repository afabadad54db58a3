// The jaw and the neck of pix/elegant's modelled sitter, measured on the result and the face found
// in it (for pix/elegant's test, avatar.elegant.jaw.test.ts). A blind panel saw "a small dark
// bracket mark by the neck" (a sliver of the dark suit or gown left between the jaw and the neck,
// where the backdrop and the skin are both far lighter) and "a thin light jaw outline".
import type { Pixels } from '../../../../adapters/image';
import type { Point } from '../../../../types';
import { luma } from '../../../shared/raster';
import { faceFrame } from '../../landmarks';

/**
 * The pixels darker by more than 30 grey levels than their row's median beside `picture`'s face
 * (`mesh`) under its jaw: from a fifth of the face's height above the chin down to the chin, on
 * each side between 0.3 and 0.65 face widths from the face's middle (outside the chin, inside the
 * shoulders' line). The median is the backdrop's or the neck's; a thin dark mark lies far below it.
 */
export function darkBesideNeck(picture: Pixels, mesh: readonly Point[]): number {
  const { width, height, channels, data } = picture;
  const { faceWidth, faceHeight, cx, chin } = faceFrame(mesh);
  let dark = 0;
  for (let y = Math.max(0, Math.round(chin - faceHeight * 0.2)); y <= Math.min(height - 1, Math.round(chin)); y++)
    for (const side of [-1, 1]) {
      const greys: number[] = [];
      for (let d = Math.round(faceWidth * 0.3); d <= Math.round(faceWidth * 0.65); d++) {
        const x = Math.round(cx + side * d);
        if (x < 0 || x >= width) continue;
        const p = (y * width + x) * channels;
        greys.push(luma(data[p], data[p + 1], data[p + 2]));
      }
      const median = [...greys].sort((a, b) => a - b)[Math.floor(greys.length / 2)] ?? 0;
      dark += greys.filter((grey) => grey < median - 30).length;
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
