// No islands: every connected patch of one part smaller than a minimum area is given to the
// part that surrounds it most, so a cartoon has no stray blobs of hair on a cheek, no specks of
// wall inside the hair and no holes in a shape. 4-connected, on the half-size part map.

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
  keeps?: (members: readonly number[], border: readonly number[]) => boolean,
): void {
  const label = new Int32Array(part.length).fill(-1);
  const stack: number[] = [];
  const members: number[] = [];
  for (let start = 0; start < part.length; start++) {
    if (label[start] >= 0) continue;
    const own = part[start];
    members.length = 0;
    stack.push(start);
    label[start] = start;
    while (stack.length) {
      const i = stack.pop()!;
      members.push(i);
      const x = i % width;
      const y = (i - x) / width;
      const neighbours = [
        x > 0 ? i - 1 : -1,
        x < width - 1 ? i + 1 : -1,
        y > 0 ? i - width : -1,
        y < height - 1 ? i + width : -1,
      ];
      for (const j of neighbours) {
        if (j < 0 || label[j] >= 0 || part[j] !== own) continue;
        label[j] = start;
        stack.push(j);
      }
    }
    if (members.length >= minArea) continue;
    // The part most common just outside the island takes it.
    const around = new Uint32Array(parts);
    for (const i of members) {
      const x = i % width;
      const y = (i - x) / width;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, y > 0 ? i - width : -1, y < height - 1 ? i + width : -1]) {
        if (j >= 0 && part[j] !== own) around[part[j]]++;
      }
    }
    let best = own;
    let most = 0;
    for (let p = 0; p < parts; p++) {
      if (around[p] > most) {
        most = around[p];
        best = p;
      }
    }
    if (keeps && best !== own && keeps(members, borderOf(members, part, width, height, best))) continue;
    for (const i of members) part[i] = best;
  }
}

/** The pixels of `part` `into` 4-connected to `members` (each once). */
function borderOf(members: readonly number[], part: Uint8Array, width: number, height: number, into: number): number[] {
  const border = new Set<number>();
  for (const i of members) {
    const x = i % width;
    const y = (i - x) / width;
    for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, y > 0 ? i - width : -1, y < height - 1 ? i + width : -1])
      if (j >= 0 && part[j] === into) border.add(j);
  }
  return [...border];
}
