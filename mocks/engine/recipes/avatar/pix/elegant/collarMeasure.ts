// The shirt collar's outer edge of pix/elegant's suited sitter, measured on the result and the
// face found in it (for avatar.elegant.collar.test.ts). A blind panel read the collar cut out by
// the neck's outline as "a jagged collar-neck edge": a tailored collar's edge is one clean curve,
// so from row to row its outermost pixel moves by a steady slope, never by a sudden step. Drawn
// flat, the collars and the shirt under them merged into one white mass; a collar lies on the shirt
// over its own soft shadow.
import type { Pixels } from '../../../../adapters/image';
import type { Point } from '../../../../types';
import { luma } from '../../../shared/raster';
import { faceFrame } from '../../landmarks';

/** Light, nearly neutral cloth (the shirt's white, lit or in shade; skin and the backdrop are far warmer). */
function isWhite(picture: Pixels, x: number, y: number): boolean {
  const p = (y * picture.width + x) * picture.channels;
  const [r, g, b] = [picture.data[p], picture.data[p + 1], picture.data[p + 2]];
  const grey = luma(r, g, b);
  return grey > 140 && Math.max(r, g, b) - Math.min(r, g, b) < 0.35 * grey;
}

/**
 * The largest kink (pixels) of the outer edge of the white under `picture`'s face (`mesh`): on
 * each side, in each row from the chin to 0.6 face heights below it, the outermost white pixel
 * within 0.55 face widths of the face's middle; the kink is the second difference of that edge
 * over three rows in a run (the edge's step away from the line through its neighbours).
 */
export function collarKink(picture: Pixels, mesh: readonly Point[]): number {
  const { width, height } = picture;
  const { faceWidth, faceHeight, cx, chin } = faceFrame(mesh);
  const reach = Math.round(faceWidth * 0.55);
  const middle = Math.round(cx);
  let worst = 0;
  for (const side of [-1, 1]) {
    const edge: (number | null)[] = [];
    for (let y = Math.round(chin); y < Math.min(height, Math.round(chin + faceHeight * 0.6)); y++) {
      let found: number | null = null;
      for (let x = Math.min(width - 1, Math.max(0, middle + side * reach)); x !== middle; x -= side)
        if (isWhite(picture, x, y)) {
          found = x;
          break;
        }
      edge.push(found);
    }
    for (let k = 1; k + 1 < edge.length; k++) {
      const [a, b, c] = [edge[k - 1], edge[k], edge[k + 1]];
      if (a !== null && b !== null && c !== null) worst = Math.max(worst, Math.abs(a - 2 * b + c));
    }
  }
  return worst;
}

/**
 * The collars' shadow on the shirt under `picture`'s face (`mesh`), in grey levels: in each column
 * 0.03–0.2 face widths either side of the face's middle, down the run of white that begins first
 * below the chin (within 0.6 face heights), the most a pixel is darker than the lightest pixels
 * both above and below it in the run; the median over the columns.
 */
export function collarShadow(picture: Pixels, mesh: readonly Point[]): number {
  const { width, height, channels, data } = picture;
  const { faceWidth, faceHeight, cx, chin } = faceFrame(mesh);
  const grey = (x: number, y: number): number => {
    const p = (y * width + x) * channels;
    return luma(data[p], data[p + 1], data[p + 2]);
  };
  const dips: number[] = [];
  const bottom = Math.min(height, Math.round(chin + faceHeight * 0.6));
  for (let x = Math.max(0, Math.round(cx - faceWidth * 0.2)); x <= Math.min(width - 1, cx + faceWidth * 0.2); x++) {
    if (Math.abs(x - cx) < faceWidth * 0.03) continue;
    let y = Math.round(chin);
    while (y < bottom && !isWhite(picture, x, y)) y++;
    if (y >= bottom) continue;
    const run: number[] = [];
    for (; y < height && isWhite(picture, x, y); y++) run.push(grey(x, y));
    // The lightest above each pixel and below it.
    const above = run.map((_, k) => Math.max(...run.slice(0, k + 1)));
    const below = run.map((_, k) => Math.max(...run.slice(k)));
    dips.push(Math.max(0, ...run.map((v, k) => Math.min(above[k], below[k]) - v)));
  }
  dips.sort((a, b) => a - b);
  return dips.length ? dips[Math.floor(dips.length / 2)] : 0;
}
