// The sketch portrait's shaded features (./avatar/portrait/shadedFeatures.ts; the readers' "its
// women masculine", "generic faces"): a woman's lips filled with graphite, not two bare outlines,
// and lashes drawn above the outer half of her upper lids, none on a man's.
import { type XY } from './avatar/landmarks';
import { fillPolygon } from './avatar/masks';
import { portrait } from './avatar/portrait';
import { type Rgb } from './shared/raster';
import { graphiteDarkness as darkness } from '../testing/graphite';
import { drawnPerson } from '../testing/people';

const SLOW = 600_000;
const PEOPLE = ['dark-woman', 'man'] as const;
type Person = (typeof PEOPLE)[number];
const made = new Map<Person, { mesh: XY[]; result: Rgb }>();

beforeAll(async () => {
  for (const person of PEOPLE) made.set(person, await drawnPerson(person, portrait));
}, SLOW);

/** The mean darkness of the drawing over a polygon of mesh points, shrunk towards its middle by `keep`. */
function meanInside(picture: Rgb, mesh: readonly XY[], indices: readonly number[], keep = 1): number {
  const corners = indices.map((index) => mesh[index]);
  const cx = corners.reduce((sum, p) => sum + p[0], 0) / corners.length;
  const cy = corners.reduce((sum, p) => sum + p[1], 0) / corners.length;
  const shrunk = corners.map(([x, y]): XY => [cx + (x - cx) * keep, cy + (y - cy) * keep]);
  const mask = fillPolygon(shrunk, picture.width, picture.height);
  let sum = 0;
  let count = 0;
  for (let i = 0; i < mask.data.length; i++)
    if (mask.data[i] > 0) {
      sum += darkness(picture, i % picture.width, Math.floor(i / picture.width));
      count++;
    }
  return count > 0 ? sum / count : 0;
}

// The lips (upper then lower: outer outline, then the inner one back) and the upper lids' outer halves.
const UPPER_LIP = [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291, 308, 415, 310, 311, 312, 13, 82, 81, 80, 191, 78];
const LOWER_LIP = [61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291, 308, 324, 318, 402, 317, 14, 87, 178, 88, 95, 78];
const OUTER_LIDS = [
  [33, 246, 161, 160, 159],
  [263, 466, 388, 387, 386],
] as const;

/**
 * The share of a band above each upper lid's outer half (from 0.04 to 0.12 of the eye's width
 * above the lid) drawn darker than 0.35: lashes, where a bare lid leaves paper.
 */
function lashShare(picture: Rgb, mesh: readonly XY[]): number {
  let dark = 0;
  let count = 0;
  for (const lid of OUTER_LIDS) {
    const width = Math.hypot(mesh[133][0] - mesh[33][0], mesh[133][1] - mesh[33][1]);
    for (let k = 0; k + 1 < lid.length; k++) {
      const [ax, ay] = mesh[lid[k]];
      const [bx, by] = mesh[lid[k + 1]];
      for (let t = 0; t < 1; t += 0.1)
        for (let up = 0.04; up <= 0.12; up += 0.01) {
          count++;
          if (darkness(picture, ax + (bx - ax) * t, ay + (by - ay) * t - width * up) > 0.35) dark++;
        }
    }
  }
  return dark / count;
}

describe('the sketch portrait’s shaded features', () => {
  it('fills the brown-skinned woman’s lips with graphite, the upper lip darker', () => {
    const { mesh, result } = made.get('dark-woman')!;
    const upper = meanInside(result, mesh, UPPER_LIP, 0.8);
    const lower = meanInside(result, mesh, LOWER_LIP, 0.8);
    // Measured: 0.30 and 0.21 filled; main's outlines alone, 0.12 and 0.18 (the lower lip's
    // outline the heavier).
    expect(upper).toBeGreaterThan(0.2);
    expect(lower).toBeGreaterThan(0.12);
    expect(upper).toBeGreaterThan(lower);
  });

  it('draws lashes above the outer half of the brown-skinned woman’s upper lids, and none on the man’s', () => {
    const hers = lashShare(made.get('dark-woman')!.result, made.get('dark-woman')!.mesh);
    const his = lashShare(made.get('man')!.result, made.get('man')!.mesh);
    // Measured: 0.36 on her with lashes, 0.08 on main's bare lids; the man 0.05 (his lid line's edge).
    expect(hers).toBeGreaterThan(0.2);
    expect(his).toBeLessThan(0.1);
  });
});
