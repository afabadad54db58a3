// The younger face's shorter lower face, moved level across the whole picture. The squashes it
// replaces (../../toon3d/lens.ts squash: the eyes to the chin, then the mouth to the chin) lift the
// chin under the face only and fade out sideways past the jaw, so what lies beside the jaw (the
// receding man's collar, the older man's chair and neck edge) was dragged up at the middle and
// left at the sides: sheared into vertical streaks, "the jaw melts into the collar", "the chin
// melting into the neck". Here every pixel at one height down the face moves alike, so the jaw
// keeps its edge against whatever is beside it; the chin and the mouth land where the two
// squashes put them (the same face for faceres), and the length the lower face loses is given
// back evenly above the eyes (a young head's taller brow) and below the chin, each in proportion
// to its room, so neither the neck nor the forehead is drawn out much (the older man: about 1.1).
import { centreOf, CHIN, distance, type XY } from '../../landmarks';
import type { Reshape } from '../../toon3d/lens';
import { smoothstep } from '../../../shared/raster';
import type { PlanReshape } from '../../toon3d/meshWarp';

/** Where the mouth's middle sits for the chin squash (../../toon3d/proportions.ts chinPlan). */
const MOUTH = [13, 14] as const;

/**
 * A monotone cubic (Fritsch–Carlson) through the knots `xs` → `ys` (both increasing): smooth, and
 * never folding back, so no row is drawn over another.
 */
export function monotoneCubic(xs: readonly number[], ys: readonly number[]): (x: number) => number {
  const n = xs.length;
  const secants = xs.slice(1).map((x, k) => (ys[k + 1] - ys[k]) / (x - xs[k]));
  const tangents = xs.map((_, k) => (k === 0 ? secants[0] : k === n - 1 ? secants[n - 2] : (secants[k - 1] + secants[k]) / 2));
  for (let k = 0; k < n - 1; k++) {
    const a = tangents[k] / secants[k];
    const b = tangents[k + 1] / secants[k];
    const h = Math.hypot(a, b);
    if (h > 3) {
      tangents[k] = (3 * a * secants[k]) / h;
      tangents[k + 1] = (3 * b * secants[k]) / h;
    }
  }
  return (x) => {
    if (x <= xs[0]) return ys[0] + (x - xs[0]) * tangents[0];
    if (x >= xs[n - 1]) return ys[n - 1] + (x - xs[n - 1]) * tangents[n - 1];
    let k = 0;
    while (x > xs[k + 1]) k++;
    const h = xs[k + 1] - xs[k];
    const t = (x - xs[k]) / h;
    const t2 = t * t;
    const t3 = t2 * t;
    return (
      (2 * t3 - 3 * t2 + 1) * ys[k] +
      (t3 - 2 * t2 + t) * h * tangents[k] +
      (-2 * t3 + 3 * t2) * ys[k + 1] +
      (t3 - t2) * h * tangents[k + 1]
    );
  };
}

/** How far from `from` along `dir` (a unit vector) the ray leaves the `size` square. */
function toEdge(from: XY, dir: XY, size: number): number {
  let reach = Infinity;
  for (const axis of [0, 1] as const) {
    if (dir[axis] > 1e-9) reach = Math.min(reach, (size - from[axis]) / dir[axis]);
    else if (dir[axis] < -1e-9) reach = Math.min(reach, -from[axis] / dir[axis]);
  }
  return Math.max(1, reach);
}

/**
 * The lower face (eyes to chin) kept `lowerKeep`, then the mouth to the chin kept `chinKeep`, as the
 * two squashes would move the face's middle line, every pixel of a `size`-pixel square moved
 * along the face's down axis by what its height down the face says.
 */
export function levelLowerFace(lowerKeep: number, chinKeep: number, size: number): PlanReshape {
  return (mesh) => {
    const eyes = centreOf(mesh, [33, 133, 362, 263]);
    const right = centreOf(mesh, [33, 133]);
    const left = centreOf(mesh, [362, 263]);
    const span = Math.max(1e-6, distance(right, left));
    const across: XY = [(left[0] - right[0]) / span, (left[1] - right[1]) / span];
    const down: XY = [-across[1], across[0]];
    const heightOf = (x: number, y: number): number => (x - eyes[0]) * down[0] + (y - eyes[1]) * down[1];
    const chin = heightOf(mesh[CHIN][0], mesh[CHIN][1]);
    const mouthAt = centreOf(mesh, MOUTH);
    const mouth = heightOf(mouthAt[0], mouthAt[1]);
    // As the squashes move them, the eyes' line held still.
    const lift = (1 - lowerKeep) * chin;
    // The squash weighs its lift by a smoothstep from the eyes (0) to the chin (1).
    const mouthTo = mouth - lift * smoothstep(0, 1, mouth / chin);
    const chinFirst = chin - lift;
    const chinTo = mouthTo + chinKeep * (chinFirst - mouthTo);
    const lost = chin - chinTo;
    const top = -toEdge(eyes, [-down[0], -down[1]], size);
    const bottom = toEdge(eyes, down, size);
    if (lost <= 0 || !(mouth > 0 && chin > mouth && bottom > chin)) return { bounds: [0, 0, 0, 0], displace: still };
    // Given back above the eyes and below the chin in proportion to the room each has.
    const above = -top;
    const below = bottom - chin;
    const sink = (lost * above) / (above + below);
    const map = monotoneCubic([top, 0, mouth, chin, bottom], [top, sink, sink + mouthTo, sink + chinTo, bottom]);
    const reshape: Reshape = {
      bounds: [-1, -1, size + 1, size + 1],
      displace(x, y, into) {
        const v = heightOf(x, y);
        const move = v <= top || v >= bottom ? 0 : map(v) - v;
        into[0] = move * down[0];
        into[1] = move * down[1];
      },
    };
    return reshape;
  };
}

function still(_x: number, _y: number, into: [number, number]): void {
  into[0] = 0;
  into[1] = 0;
}
