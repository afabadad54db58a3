// The median the recipes read colours and sizes by: the upper middle of the sorted values (no
// averaging of the two middle ones, so the answer is always one of the values), `empty` when
// there are none. The values are not reordered.
export function median(values: readonly number[], empty = 0): number {
  if (values.length === 0) return empty;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
