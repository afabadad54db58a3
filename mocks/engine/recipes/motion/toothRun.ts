// The photo's teeth down one column of the mouth: the run of light, nearly colourless pixels met
// walking down from a lip line. grinTeeth.ts looks under the mesh's closed lips for a grin's
// teeth, ownTeethSplit.ts inside the photo's own open mouth for a row of upper teeth; one scanner,
// so the two agree on what a run of teeth is.
import { type LocalFrame, globalX, globalY } from './frame';
import type { Raster } from './raster';

/** The photo's grey and chroma (over value) at a point, clamped into the picture. */
export function greyAt(picture: Raster, x: number, y: number): { grey: number; chroma: number } {
  const column = Math.max(0, Math.min(picture.width - 1, Math.round(x)));
  const row = Math.max(0, Math.min(picture.height - 1, Math.round(y)));
  const offset = (row * picture.width + column) * 3;
  const r = picture.data[offset];
  const g = picture.data[offset + 1];
  const b = picture.data[offset + 2];
  const most = Math.max(r, g, b);
  return { grey: 0.299 * r + 0.587 * g + 0.114 * b, chroma: most > 0 ? (most - Math.min(r, g, b)) / most : 0 };
}

/** Where to walk and what counts as a tooth: lighter than `least` grey, less chroma than `mostChroma`. */
export interface ToothWalk {
  /** The column (across the mouth's frame) and the row it starts from (down the frame). */
  u: number;
  from: number;
  /** How many one-pixel steps it walks at most, and past which step it gives up if no run has started. */
  steps: number;
  startsWithin: number;
  least: number;
  mostChroma: number;
}

/** The first and last step of the run of teeth met on the walk, or null where none starts by the first step past `startsWithin`. */
export function toothRun(picture: Raster, frame: LocalFrame, walk: ToothWalk): { first: number; last: number } | null {
  let first = -1;
  let last = -1;
  for (let step = 0; step <= walk.steps; step++) {
    const v = walk.from + step;
    const { grey, chroma } = greyAt(picture, globalX(frame, walk.u, v), globalY(frame, walk.u, v));
    if (grey > walk.least && chroma < walk.mostChroma) {
      if (first < 0) first = step;
      last = step;
    } else if (first >= 0) break;
    else if (step > walk.startsWithin) return null;
  }
  return first < 0 ? null : { first, last };
}
