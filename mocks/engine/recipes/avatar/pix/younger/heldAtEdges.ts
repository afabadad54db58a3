// The reshape held still along the square's edges. A photo cut as tight as the face (the grid's,
// a webcam's) is returned in its own frame (./inPhoto.ts), its chin or cheeks at the edge: the
// lower face shortened there pulled rows from beyond the last one, and the clamped edge row drawn
// up into the gap read as vertical streaks, "a smeared bar along the bottom". Faded to nothing
// over the last HELD share of the side, each move takes its pixels from inside the picture.
import { smoothstep } from '../../../shared/raster';
import type { Reshape } from '../../toon3d/lens';
import type { PlanReshape } from '../../toon3d/meshWarp';

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
