// The corners of the photo inside the aligned square. A face cut tight in a small photo, turned
// by the alignment, has its hair cut by two of the photo's edges meeting at a corner: the person
// matte follows them, and the head's cut-out comes out a polygon with a point at the crown (the
// blonde's "lumpy polygon head with a corner", 0 in both scenes). Found from Portrait.beyond
// alone, which is warped along with the picture where a recipe moves it.
import type { Grey } from '../../shared/raster';
import { boxBlurData } from '../blur';
import type { XY } from '../landmarks';

/**
 * The photo's corners within the square, from `beyond` (each pixel's distance past the photo's
 * edge, negative inside): on the edge, a square window centred on a straight stretch is half
 * inside the photo whatever the edge's slant, centred on a right-angled corner a quarter. The
 * edge's points where less than CORNER_SHARE is inside, gathered into one point per corner.
 */
export function photoCorners(beyond: Grey, reach: number): XY[] {
  const { width, height, data } = beyond;
  const r = Math.max(2, Math.round(reach));
  const inside = new Float32Array(data.length);
  for (let i = 0; i < data.length; i++) inside[i] = data[i] < 0 ? 1 : 0;
  const share = boxBlurData(inside, width, height, 1, r);
  const points: XY[] = [];
  for (let y = r; y < height - r; y++) {
    for (let x = r; x < width - r; x++) {
      const i = y * width + x;
      // One pixel's band just inside the edge.
      if (data[i] >= 0 || data[i] < -1.5) continue;
      if (share[i] < CORNER_SHARE) points.push([x + 0.5, y + 0.5]);
    }
  }
  // One corner per group of points within the window's reach of each other.
  const corners: { sum: XY; count: number }[] = [];
  for (const [x, y] of points) {
    const near = corners.find((c) => Math.hypot(c.sum[0] / c.count - x, c.sum[1] / c.count - y) < r * 2);
    if (near) {
      near.sum = [near.sum[0] + x, near.sum[1] + y];
      near.count++;
    } else corners.push({ sum: [x, y], count: 1 });
  }
  return corners.map(({ sum, count }) => [sum[0] / count, sum[1] / count]);
}

/** Under this share of the window inside the photo, an edge point is near a corner (0.25 at one, 0.5 on a straight edge). */
const CORNER_SHARE = 0.36;

/**
 * Whether `head` (the head's matte, 0–1, held over half) fills the photo up to `corner` along both its edges:
 * of the band a few pixels inside each edge (0.05 to 0.35 of the face's width `w` from the
 * corner), more than half held by the head on each arm. There the photo's corner cut the head;
 * a head near a corner but rounded off before it (the photo's edge running by the crown or the
 * temple) holds one arm's band at most (measured on the gallery, celebrity: the blonde 0.88 and
 * 0.82, every other corner 0.02 or less on one arm).
 */
export function cutsHead(corner: XY, head: Grey, beyond: Grey, w: number): boolean {
  const { width, height, data } = beyond;
  const reach = w * 0.35;
  const held = [0, 0];
  const all = [0, 0];
  let first: number | undefined;
  const x0 = Math.max(0, Math.floor(corner[0] - reach));
  const x1 = Math.min(width - 1, Math.ceil(corner[0] + reach));
  const y0 = Math.max(0, Math.floor(corner[1] - reach));
  const y1 = Math.min(height - 1, Math.ceil(corner[1] + reach));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const i = y * width + x;
      // Deeper than the edge's own pixels: the matte fades over the photo's last few.
      if (data[i] >= -BAND[0] || data[i] < -BAND[1]) continue;
      const dx = x + 0.5 - corner[0];
      const dy = y + 0.5 - corner[1];
      const d = Math.hypot(dx, dy);
      if (d < w * 0.05 || d > reach) continue;
      const angle = Math.atan2(dy, dx);
      first ??= angle;
      const turn = Math.abs(angle - first);
      const arm = Math.min(turn, 2 * Math.PI - turn) < Math.PI / 4 ? 0 : 1;
      all[arm]++;
      if (head.data[i] >= 0.5) held[arm]++;
    }
  }
  return all[0] > 0 && all[1] > 0 && held[0] > all[0] * 0.5 && held[1] > all[1] * 0.5;
}

/** The band inside the photo's edge the arms are read in, in pixels from the edge. */
const BAND: readonly [number, number] = [4, 12];
