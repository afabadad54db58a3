// The convex hull of a set of points, shared by the cel's face outline (pix/anime/faceOutline.ts)
// and the robot's helmet opening (scenes/robotShell.ts).
import type { XY } from './landmarks';

/** The convex hull of points (Andrew's monotone chain), counter-clockwise in image axes. */
export function convexHull(points: readonly XY[]): XY[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const cross = (o: XY, a: XY, b: XY): number => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const chain = (from: readonly XY[]): XY[] => {
    const out: XY[] = [];
    for (const p of from) {
      while (out.length >= 2 && cross(out[out.length - 2], out[out.length - 1], p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...chain(sorted), ...chain([...sorted].reverse())];
}
