// Four-connected patches of a label map, walked with one queue for the whole picture: no array
// made per pixel (on a 12 MP photo's portrait that was most of such a pass's time, in the
// garbage collector; see avatar/toon3d/islands.ts, which walks its patches the same way).

/** Calls `each(j)` for the neighbours left, right, above and below pixel `i` that lie in the picture. */
export function forEachNeighbour(i: number, width: number, length: number, each: (j: number) => void): void {
  const x = i % width;
  if (x > 0) each(i - 1);
  if (x < width - 1) each(i + 1);
  if (i >= width) each(i - width);
  if (i + width < length) each(i + width);
}

/**
 * Walks every 4-connected patch once, in pixel order of its first pixel: a pixel `opens` allows
 * and no patch holds yet starts one, which grows over the neighbours `joins(i, j)` allows.
 * `visit` gets the patch's pixels (a view of the shared queue: read it before returning).
 */
export function forEachPatch(
  width: number,
  length: number,
  opens: (i: number) => boolean,
  joins: (i: number, j: number) => boolean,
  visit: (pixels: Int32Array) => void,
): void {
  const held = new Uint8Array(length);
  const queue = new Int32Array(length);
  let end = 0;
  let from = 0;
  const grow = (j: number): void => {
    if (held[j] || !joins(from, j)) return;
    held[j] = 1;
    queue[end++] = j;
  };
  for (let start = 0; start < length; start++) {
    if (held[start] || !opens(start)) continue;
    held[start] = 1;
    queue[0] = start;
    end = 1;
    for (let k = 0; k < end; k++) {
      from = queue[k];
      forEachNeighbour(from, width, length, grow);
    }
    visit(queue.subarray(0, end));
  }
}
