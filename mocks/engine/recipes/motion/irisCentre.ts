// Where along the eye the photo's iris lies, for a look to move it from (irisLook.ts). The disc
// was moved from the eye's middle: an iris the photo shows off it (the older man's right eye,
// 0.2 half widths) was cut by the disc's edge, and on a look toward that side the part outside
// the disc was squeezed into the corner's white with the rest, a thin dark sliver (issue 37, the
// sixty-fourth stop: "irises wash out or become thin slits as the eyes move"). Searched over the
// whole eye, a shadowed corner was taken for the iris (the sample man's left eye), so only the
// middle is searched (darkestMiddle, which eyeBand.ts finds a raised lid's iris with too).
import { globalX, globalY, profileAt } from './frame';
import type { EyeGeometry } from './geometry';
import type { Raster } from './raster';

/**
 * How far from the eye's middle (in its half width) a look finds the iris (darkestMiddle's
 * `search`). eyeBand.ts finds a raised lid's iris by the same search 0.35 wide (BAND_SEARCH): one
 * width does not serve both, measured at the sixty-fourth stop. At 0.35 here the sample man's left
 * eye's shadowed corner came into the search, and his look toward it changed the eye's middle row
 * 6.0 grey levels against 14.7-19.4 for the others (iris.test.ts); at 0.3 there the East Asian
 * woman's raised lid drew its band's edge 2.57 times as sharp as the photo's, over eyeWiden.test.ts'
 * 1.5 (1.45 at 0.35).
 */
export const IRIS_SEARCH = 0.3;
/** How far from the eye's middle a raised lid's band finds its iris (eyeBand.ts; see IRIS_SEARCH). */
export const BAND_SEARCH = 0.35;

/** A column of the eye's opening: its u (pixels from the eye's middle) and mean grey. */
export interface IrisColumn {
  u: number;
  grey: number;
}

/**
 * The iris's u among `columns` (in increasing u): the middle of the darkest fifth of those within
 * `search` half widths of the eye's middle; 0 when there are none. Searched wider, a shadowed
 * corner or the lashes' dark at the outer corner drew the iris there.
 */
export function darkestMiddle(columns: readonly IrisColumn[], halfWidth: number, search: number): number {
  const middle = columns.filter((column) => Math.abs(column.u) <= search * halfWidth).sort((a, b) => a.grey - b.grey);
  if (middle.length === 0) return 0;
  const darkest = middle.slice(0, Math.max(1, Math.ceil(middle.length / 5)));
  return darkest.reduce((sum, column) => sum + column.u, 0) / darkest.length;
}

const found = new WeakMap<Raster, WeakMap<EyeGeometry, number>>();

/** The u (pixels from the eye's middle) of the photo's iris (darkestMiddle over the opening's middle half), worked out once per photo and eye. */
export function irisCentreAt(source: Raster, eye: EyeGeometry): number {
  let eyes = found.get(source);
  if (!eyes) {
    eyes = new WeakMap();
    found.set(source, eyes);
  }
  let centre = eyes.get(eye);
  if (centre === undefined) {
    centre = searchIris(source, eye);
    eyes.set(eye, centre);
  }
  return centre;
}

function searchIris(source: Raster, eye: EyeGeometry): number {
  const hw = eye.halfWidth;
  const columns: IrisColumn[] = [];
  for (let u = Math.ceil(-IRIS_SEARCH * hw); u <= IRIS_SEARCH * hw; u++) {
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
  return darkestMiddle(columns, hw, IRIS_SEARCH);
}
