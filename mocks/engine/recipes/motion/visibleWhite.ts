// How much of a widened eye the band's paint (eyeBand.ts) covers below the photo's lid line,
// chosen per eye by the photo's own visible white. Where the photo shows its sclera beside the
// iris, the raised lid's band joins an eye that reads open (readers: the smiling woman "really
// wide and round"). Where it shows little or none (a narrow, shadowed or made-up eye: the East
// Asian woman, the brown-skinned woman and man), the band's white sat over the photo's dark slit
// with the iris a dome on top (readers: "flat grey crescent stickers", "a grey horseshoe with the
// iris low", "hollow dark sockets"); there the whole opening is painted: white, and a round iris.
import { globalX, globalY, profileAt } from './frame';
import type { EyeGeometry } from './geometry';
import type { Raster } from './raster';
import { smoothstep } from './timeline';
import { luma } from '../shared/raster';

/** A pixel beside the iris counts as visible white at this share of the band's white's luma. */
const LIGHT_ENOUGH = 0.75;
/** The visible-white shares (of the opening beside the iris) between which the paint goes from the whole opening to the band alone. */
const NARROW = 0.2;
const OPEN = 0.6;

/** The photo's visible white beside the iris: its share of the opening there, and its mean luma (0 where none shows). */
export interface VisibleWhite {
  share: number;
  light: number;
}

/** The photo's opening beside the iris (more than `radius` from `irisU`, within 0.85 of the half width) as light as `whiteLuma`'s LIGHT_ENOUGH. */
export function visibleWhite(source: Raster, eye: EyeGeometry, irisU: number, radius: number, whiteLuma: number): VisibleWhite {
  const hw = eye.halfWidth;
  let light = 0;
  let lightSum = 0;
  let count = 0;
  for (let u = Math.ceil(-0.85 * hw); u <= 0.85 * hw; u++) {
    if (Math.abs(u - irisU) <= radius) continue;
    const lower = profileAt(eye.lowerLid, u);
    for (let v = Math.ceil(profileAt(eye.upperLid, u) + 1); v < lower - 1; v++, count++) {
      const x = Math.min(source.width - 1, Math.max(0, Math.round(globalX(eye.frame, u, v))));
      const y = Math.min(source.height - 1, Math.max(0, Math.round(globalY(eye.frame, u, v))));
      const p = (y * source.width + x) * 3;
      const grey = luma(source.data[p], source.data[p + 1], source.data[p + 2]);
      if (grey >= LIGHT_ENOUGH * whiteLuma) {
        light++;
        lightSum += grey;
      }
    }
  }
  return { share: count > 0 ? light / count : 1, light: light > 0 ? lightSum / light : 0 };
}

/** How much of the opening below the photo's lid line a widened eye repaints (0: the band alone, 1: down to the lower lid). */
export function repaintShare(visibleWhite: number): number {
  return 1 - smoothstep((visibleWhite - NARROW) / (OPEN - NARROW));
}
