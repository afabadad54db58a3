// The robot's face sharpened without halos (./haloClamp.ts): readers saw its soft faces as
// "crunchy, halos on the brows, eyes and teeth". Round the eyes and brows the finished face's
// luma, mapped back onto the photo's by a straight-line fit (the scene's light and levels), stays
// within the photo's own local light and dark: what it overshoots is the halo.
import { alignedPerson } from '../../../testing/people';
import { createRandom } from '../../shared/random';
import { cloneRgb, toGrey, type Grey, type Rgb } from '../../shared/raster';
import { LEFT_BROW, LEFT_EYE, RIGHT_BROW, RIGHT_EYE, FACE_OVAL, type XY } from '../landmarks';
import { fillPolygon, scaled } from '../masks';
import { faceUnit } from '../retouch';
import { robot } from './robot';
import { extreme, featureOpenings } from './haloClamp';

const SLOW = 600_000;

/**
 * The mean overshoot (luma, × 1000) of `after` past `before`'s local range (over 0.04 of the
 * eyes' distance), within 0.12 of it of the eyes' and brows' points and inside the face's oval.
 */
function halo(before: Rgb, after: Rgb, mesh: readonly XY[]): number {
  const unit = faceUnit(mesh);
  const size = before.width;
  const inside = fillPolygon(
    scaled(
      FACE_OVAL.map((i) => mesh[i]),
      0.95,
    ),
    size,
    size,
  );
  // The skin round the features, not inside the eyes' openings and the lips: their own darks and
  // lights may pass the photo's range a little more (haloClamp.ts' FEATURE_SLACK).
  const openings = featureOpenings(mesh, size);
  const points = [...RIGHT_BROW, ...LEFT_BROW, ...RIGHT_EYE, ...LEFT_EYE].map((i) => mesh[i]);
  const near = unit * 0.12;
  const region: number[] = [];
  for (let i = 0; i < inside.data.length; i++) {
    if (inside.data[i] <= 0 || openings.data[i] > 0) continue;
    const [x, y] = [i % size, Math.floor(i / size)];
    if (points.some(([px, py]) => Math.hypot(px - x, py - y) < near)) region.push(i);
  }
  const a = toGrey(before).data;
  const b = toGrey(after).data;
  // The straight line taking the photo's luma to the picture's (the scene's light and levels).
  let [sx, sy, sxx, sxy] = [0, 0, 0, 0];
  for (const i of region) [sx, sy, sxx, sxy] = [sx + a[i], sy + b[i], sxx + a[i] * a[i], sxy + a[i] * b[i]];
  const count = region.length;
  const gain = (count * sxy - sx * sy) / (count * sxx - sx * sx);
  const offset = (sy - gain * sx) / count;
  const r = Math.round(unit * 0.04);
  const high = extreme(toGrey(before), r, 1);
  const low = extreme(toGrey(before), r, -1);
  let over = 0;
  for (const i of region) over += Math.max(0, b[i] - (gain * high[i] + offset)) + Math.max(0, gain * low[i] + offset - b[i]);
  return (over / count) * 1000;
}

/** The luma between the 5th and 95th percentiles inside the eyes' openings and the lips: their contrast. */
function spread(plane: Grey, mesh: readonly XY[]): number {
  const openings = featureOpenings(mesh, plane.width);
  const values: number[] = [];
  for (let i = 0; i < openings.data.length; i++) if (openings.data[i] > 0.5) values.push(plane.data[i]);
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length * 0.95)] - values[Math.floor(values.length * 0.05)];
}

describe("the robot's face sharpened without halos", () => {
  it(
    'keeps the eyes and brows within the photo’s own light and dark',
    async () => {
      for (const person of ['woman', 'asian-woman'] as const) {
        const portrait = await alignedPerson(person, robot);
        const photo = cloneRgb(portrait.picture);
        // make() finishes the face in place, before the scene is laid over it.
        await robot.make(portrait, createRandom(1));
        const overshoot = halo(photo, portrait.picture, portrait.mesh);
        // Unclamped 3.4 (the woman) and 4.1 (the Asian woman); 0.78 and 0.82 held to the photo's range.
        // Without the eyes' openings and the lips in the region (their own slack is larger): the
        // woman unclamped 2.42, clamped 0.92 (the Asian woman 0.91).
        expect(overshoot, person).toBeLessThan(1.8);
      }
    },
    SLOW,
  );

  it(
    'keeps the eyes’ and the teeth’s own darks and lights: the face stays crisp',
    async () => {
      // The eyes' and lips' luma spread (5th–95th percentile), picture over photo: 1.224, 1.272 and
      // 1.480 with the features held to the photo's range like the skin; 1.290, 1.433 and 1.701
      // with their own slack. Each bound halfway between.
      const least = { woman: 1.257, 'asian-woman': 1.35, man: 1.59 } as const;
      for (const person of ['woman', 'asian-woman', 'man'] as const) {
        const portrait = await alignedPerson(person, robot);
        const photo = toGrey(cloneRgb(portrait.picture));
        await robot.make(portrait, createRandom(1));
        const ratio = spread(toGrey(portrait.picture), portrait.mesh) / spread(photo, portrait.mesh);
        expect(ratio, person).toBeGreaterThan(least[person]);
      }
    },
    SLOW,
  );
});
