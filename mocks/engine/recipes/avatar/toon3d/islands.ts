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
  const patch: number[] = [];
  for (let start = 0; start < labels.length; start++) {
    if (labels[start] !== label || seen[start]) continue;
    patch.length = 0;
    patch.push(start);
    seen[start] = 1;
    let anchored = false;
    for (let k = 0; k < patch.length; k++) {
      const i = patch[k];
      if (!anchored && anchor(i)) anchored = true;
      const x = i % width;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (j < 0 || j >= labels.length || seen[j] || labels[j] !== label) continue;
        seen[j] = 1;
        patch.push(j);
      }
    }
    if (anchored) continue;
    for (const i of patch) labels[i] = instead(i);
  }
}
