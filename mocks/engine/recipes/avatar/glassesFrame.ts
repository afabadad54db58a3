// A glasses frame's rim as drawn over a face (the toon styles' and the painters' glasses: toon3d/glasses.ts,
// ../watercolor/glasses.ts): a rounded rectangle, flat sides with round corners, not a monocle's circle.
import type { XY } from './landmarks';

/** The rim's outline (a superellipse of exponent 4) round `centre`, tilted by `angle` (radians), as 49 points. */
export function frameRim(centre: XY, halfWidth: number, halfHeight: number, angle: number): XY[] {
  const points: XY[] = [];
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  for (let k = 0; k <= 48; k++) {
    const t = (k / 48) * Math.PI * 2;
    const c = Math.cos(t);
    const s = Math.sin(t);
    const u = Math.sign(c) * Math.abs(c) ** 0.5 * halfWidth;
    const v = Math.sign(s) * Math.abs(s) ** 0.5 * halfHeight;
    points.push([centre[0] + u * cos - v * sin, centre[1] + u * sin + v * cos]);
  }
  return points;
}
