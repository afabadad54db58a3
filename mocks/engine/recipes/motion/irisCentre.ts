// Where along the eye the photo's iris lies, for a look to move it from (irisLook.ts). The disc
// was moved from the eye's middle: an iris the photo shows off it (the older man's right eye,
// 0.2 half widths) was cut by the disc's edge, and on a look toward that side the part outside
// the disc was squeezed into the corner's white with the rest, a thin dark sliver (issue 37, the
// sixty-fourth stop: "irises wash out or become thin slits as the eyes move"). Searched over the
// whole eye, a shadowed corner was taken for the iris (the sample man's left eye), so only the
// middle is searched, as eyeBand.ts finds a widened eye's iris.
import { globalX, globalY, profileAt } from './frame';
import type { EyeGeometry } from './geometry';
import type { Raster } from './raster';

/** How far from the eye's middle (in its half width) the iris is looked for. */
const SEARCH = 0.3;
/** The share of the searched columns, the darkest, whose middle is the iris's. */
const DARKEST = 0.2;

/** The u (pixels from the eye's middle) of the photo's iris: the middle of its darkest columns near the middle. */
export function irisCentreAt(source: Raster, eye: EyeGeometry): number {
  const hw = eye.halfWidth;
  const columns: { u: number; grey: number }[] = [];
  for (let u = Math.ceil(-SEARCH * hw); u <= SEARCH * hw; u++) {
    const upper = profileAt(eye.upperLid, u);
    const lower = profileAt(eye.lowerLid, u);
    let sum = 0;
    let count = 0;
    // The opening's middle half: the lids' lashes and liner left out.
    for (let v = upper + 0.25 * (lower - upper); v <= lower - 0.25 * (lower - upper); v += 0.5) {
      const x = Math.min(source.width - 1, Math.max(0, Math.round(globalX(eye.frame, u, v))));
      const y = Math.min(source.height - 1, Math.max(0, Math.round(globalY(eye.frame, u, v))));
      const p = (y * source.width + x) * 3;
      sum += source.data[p] + source.data[p + 1] + source.data[p + 2];
      count++;
    }
    if (count > 0) columns.push({ u, grey: sum / count });
  }
  if (columns.length === 0) return 0;
  const darkest = [...columns].sort((a, b) => a.grey - b.grey).slice(0, Math.max(1, Math.ceil(DARKEST * columns.length)));
  return darkest.reduce((sum, column) => sum + column.u, 0) / darkest.length;
}
