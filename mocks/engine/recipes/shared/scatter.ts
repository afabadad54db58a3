// Where a painter's marks go: one per cell of a grid, the cells in a shuffled order (so no mark
// is always on top of its right or lower neighbour) and each mark jittered within its cell (so
// no grid shows). Van Gogh's strokes and Cézanne's patches are both laid this way.
import type { Random } from './random';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The marks' places over `box` in cells of side `cell`. Lazy: a place's jitter is drawn from
 * `random` when the caller reaches it, so the caller's own draws for that mark come between.
 */
export function* scatteredCells(random: Random, box: Box, cell: number): Generator<[x: number, y: number]> {
  const { left, top, right, bottom } = box;
  const columns = Math.ceil((right - left) / cell);
  const rows = Math.ceil((bottom - top) / cell);
  const order = Array.from({ length: columns * rows }, (_, k) => k);
  for (let k = order.length - 1; k > 0; k--) {
    const j = random.below(k + 1);
    [order[k], order[j]] = [order[j], order[k]];
  }
  for (const k of order) {
    const x = Math.min(right - 1, left + ((k % columns) + random.next()) * cell);
    const y = Math.min(bottom - 1, top + (Math.floor(k / columns) + random.next()) * cell);
    yield [x, y];
  }
}
