// Patches of a label cut off from where that label belongs (a skin-coloured patch on a blonde
// crown, a bare shoulder's blob beside the top, a lock of hair lying on the top) read as blobs
// on a drawn figure: each is given to the label round it instead.

/**
 * Relabels, in place, every 4-connected patch of `label` in `labels` that touches no pixel where
 * `anchor` holds, to what `instead` says for that patch's first pixel (255 marks outside the figure).
 */
export function dropIslands(
  labels: Uint8Array,
  width: number,
  label: number,
  anchor: (i: number) => boolean,
  instead: (i: number) => number,
): void {
  const seen = new Uint8Array(labels.length);
  // One queue for every patch (no array made per pixel: on a 12 MP photo's portrait that was
  // most of this pass's time, in the garbage collector).
  const patch = new Int32Array(labels.length);
  const visit = (j: number, end: number): number => {
    if (seen[j] || labels[j] !== label) return end;
    seen[j] = 1;
    patch[end] = j;
    return end + 1;
  };
  for (let start = 0; start < labels.length; start++) {
    if (labels[start] !== label || seen[start]) continue;
    let end = 0;
    patch[end++] = start;
    seen[start] = 1;
    let anchored = false;
    for (let k = 0; k < end; k++) {
      const i = patch[k];
      if (!anchored && anchor(i)) anchored = true;
      const x = i % width;
      if (x > 0) end = visit(i - 1, end);
      if (x < width - 1) end = visit(i + 1, end);
      if (i >= width) end = visit(i - width, end);
      if (i + width < labels.length) end = visit(i + width, end);
    }
    if (anchored) continue;
    for (let k = 0; k < end; k++) labels[patch[k]] = instead(patch[k]);
  }
}
