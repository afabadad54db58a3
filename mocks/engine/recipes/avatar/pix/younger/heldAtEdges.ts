// The reshape held still along the square's edges. A photo cut as tight as the face (the grid's,
// a webcam's) is returned in its own frame (./inPhoto.ts), its chin or cheeks at the edge: the
// lower face shortened there pulled rows from beyond the last one, and the clamped edge row drawn
// up into the gap read as vertical streaks, "a smeared bar along the bottom". Faded to nothing
// over the last HELD share of the side, each move takes its pixels from inside the picture.
// The recipe now keeps its moves back by cappedAtEdges (below) instead: faded over that band, a
// large move close to the edge drew out the strip between (heldAtEdges stays for the fold test of
// ../../../avatar.younger.test.ts, which measures main's field).
import { smoothstep } from '../../../shared/raster';
import { moveForward, type Reshape } from '../../toon3d/lens';
import type { PlanReshape } from '../../toon3d/meshWarp';
import type { XY } from '../../landmarks';

/**
 * The band, as a share of the side, over which a move fades out towards the edge: wider than
 * the largest move (the lower face's, about a tenth of the side on the grid's faces) by half, so
 * the faded field never folds over itself.
 */
const HELD = 0.15;

/** `plan` with its moves faded out near the edges of a `size`-pixel square. */
export function heldAtEdges(plan: PlanReshape, size: number): PlanReshape {
  const band = size * HELD;
  return (mesh) => {
    const reshape = plan(mesh);
    const [left, top, right, bottom] = reshape.bounds;
    // A move clear of the band is left exact (and keeps its own exact inverse).
    if (left >= band && top >= band && right <= size - band && bottom <= size - band) return reshape;
    const held: Reshape = {
      bounds: reshape.bounds,
      displace(x, y, into) {
        reshape.displace(x, y, into);
        const keep = smoothstep(0, band, Math.min(x, y, size - x, size - y));
        into[0] *= keep;
        into[1] *= keep;
      },
    };
    return held;
  };
}

/**
 * The most the whole chain of moves may move a pixel, for each pixel it lies from the edge: a
 * strip between a move and the edge drawn out by 1 + STRETCH at most.
 */
const STRETCH = 0.3;

/** The smooth lesser of `a` and `b`: exactly the lesser where they are `width` or more apart (no kink where the cap takes over). */
function smoothMin(a: number, b: number, width: number): number {
  const h = Math.max(width - Math.abs(a - b), 0) / width;
  return Math.min(a, b) - (h * h * width) / 4;
}

/**
 * The chain of `plans` (each planned on the mesh the ones before left, as ../../toon3d/meshWarp.ts
 * does) as one move, each of its two parts kept to STRETCH of the pixel's distance from the two
 * edges it runs towards: across to the left and right edges, down to the top and the foot. A
 * large move close to the edge, faded over the band above, stretched what lay between: the older
 * man's chin, lifted 62 px 134 px above the frame's foot, drew his neck out 1.96 times, "a balloon
 * head" on a long neck. A move along an edge takes its pixels from inside the picture and draws
 * nothing out, so it is not held there (held by the nearest edge of all, the level lower face of
 * ./levelLowerFace.ts was sheared along the sides, as the squash it replaces was). A move that is
 * small for its distance from the edge is left exactly as it was.
 */
export function cappedAtEdges(plans: readonly PlanReshape[], size: number): PlanReshape {
  // The cap eased in over a hundredth of the side.
  const ease = size * 0.01;
  const capped = (move: number, edge: number): number =>
    Math.sign(move) * Math.max(0, smoothMin(Math.abs(move), STRETCH * Math.max(0, edge), ease));
  return (mesh) => {
    const reshapes: Reshape[] = [];
    let moved: XY[] = [...mesh];
    for (const plan of plans) {
      const reshape = plan(moved);
      reshapes.push(reshape);
      moved = moved.map(([x, y]) => moveForward([reshape], x, y));
    }
    const bounds: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const {
      bounds: [left, top, right, bottom],
    } of reshapes) {
      bounds[0] = Math.min(bounds[0], left);
      bounds[1] = Math.min(bounds[1], top);
      bounds[2] = Math.max(bounds[2], right);
      bounds[3] = Math.max(bounds[3], bottom);
    }
    return {
      bounds,
      displace(x, y, into) {
        const [toX, toY] = moveForward(reshapes, x, y);
        into[0] = capped(toX - x, Math.min(x, size - x));
        into[1] = capped(toY - y, Math.min(y, size - y));
      },
    };
  };
}
