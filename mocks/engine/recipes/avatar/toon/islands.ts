// No islands: every connected patch of one part smaller than a minimum area is given to the
// part that surrounds it most, so a cartoon has no stray blobs of hair on a cheek, no specks of
// wall inside the hair and no holes in a shape. 4-connected, on the half-size part map.
import { forEachNeighbour, forEachPatch } from '../../shared/patches';

/**
 * Relabels `part` in place; `minArea` in pixels. `keeps` (optional) may spare an island: it is
 * asked with the island's pixels and the pixels just outside it of the part that would take it.
 */
export function mergeIslands(
  part: Uint8Array,
  width: number,
  height: number,
  minArea: number,
  parts: number,
  keeps?: (members: ArrayLike<number>, border: readonly number[]) => boolean,
): void {
  const length = width * height;
  const around = new Uint32Array(parts);
  forEachPatch(
    width,
    length,
    () => true,
    (i, j) => part[j] === part[i],
    (members) => {
      if (members.length >= minArea) return;
      const own = part[members[0]];
      // The part most common just outside the island takes it; `outside` lists each neighbour
      // pixel once, for `keeps`.
      around.fill(0);
      const outside = new Set<number>();
      for (const i of members)
        forEachNeighbour(i, width, length, (j) => {
          if (part[j] === own) return;
          around[part[j]]++;
          outside.add(j);
        });
      let best = own;
      let most = 0;
      for (let p = 0; p < parts; p++) {
        if (around[p] > most) {
          most = around[p];
          best = p;
        }
      }
      if (
        keeps &&
        best !== own &&
        keeps(
          members,
          [...outside].filter((j) => part[j] === best),
        )
      )
        return;
      for (const i of members) part[i] = best;
    },
  );
}
