// Where an eye's white is brightest along its middle row: a widened eye (eyeWarp.ts
// widenedSource) shows the white its raised lid uncovered, read there. A fixed place beside the
// iris read a soft, small eye's dark corner (the East Asian woman's): a flat brown band.
import { globalX, globalY, profileAt } from './frame';
import type { EyeGeometry } from './geometry';
import type { Raster } from './raster';

/** The span (in the eye's half width, each side of the middle) the white is looked for in. */
const FROM = 0.4;
const TO = 0.85;

/** The u along the eye (pixels from its middle) of its middle row's brightest grey, 3 px averaged, beside the iris. */
export function eyeWhiteAt(source: Raster, eye: EyeGeometry): number {
  const hw = eye.halfWidth;
  const grey = (u: number): number => {
    const v = (profileAt(eye.upperLid, u) + profileAt(eye.lowerLid, u)) / 2;
    const x = Math.min(source.width - 1, Math.max(0, Math.round(globalX(eye.frame, u, v))));
    const y = Math.min(source.height - 1, Math.max(0, Math.round(globalY(eye.frame, u, v))));
    const p = (y * source.width + x) * 3;
    return source.data[p] + source.data[p + 1] + source.data[p + 2];
  };
  let best = FROM * hw;
  let bestGrey = -1;
  for (const side of [-1, 1])
    for (let along = FROM * hw; along <= TO * hw; along += 0.5) {
      const u = side * along;
      const mean = grey(u - 1) + grey(u) + grey(u + 1);
      if (mean > bestGrey) {
        bestGrey = mean;
        best = u;
      }
    }
  return best;
}
