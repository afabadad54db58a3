// Line finding: difference-of-Gaussians ink, the dark side of an edge, like a pen stroke.
import { gaussianBlur, maxFilter } from './blur';
import { createGrey, smoothstep, type Grey } from './raster';

export interface InkOptions {
  /** Scale of the finest line, in pixels. */
  sigma: number;
  /** Darkness difference where a line starts and where it is full black (0–1 grey units). */
  from: number;
  to: number;
  /** Pixels added around each line. */
  thicken: number;
}

/**
 * Ink darkness 0–1 along edges: where the fine blur is darker than the wider one (the dark
 * side of an edge, an eyelid, a lip line), thresholded softly, thickened and antialiased.
 */
export function inkLines(grey: Grey, options: InkOptions): Grey {
  const fine = gaussianBlur(grey, options.sigma);
  const wide = gaussianBlur(grey, options.sigma * 1.6);
  const ink = createGrey(grey.width, grey.height);
  for (let i = 0; i < ink.data.length; i++) ink.data[i] = smoothstep(options.from, options.to, wide.data[i] - fine.data[i]);
  // Blur and threshold again: dots along a broken line (JPEG blocks, pores) join into a stroke,
  // lone specks fade out.
  const joined = gaussianBlur(ink, options.sigma * 0.6);
  for (let i = 0; i < joined.data.length; i++) joined.data[i] = smoothstep(0.22, 0.55, joined.data[i]);
  const thick = options.thicken >= 1 ? maxFilter(joined, options.thicken) : joined;
  return gaussianBlur(thick, 0.6);
}
