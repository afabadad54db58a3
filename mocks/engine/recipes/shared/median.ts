// The median the recipes read colours and sizes by: the upper middle of the sorted values (no
// averaging of the two middle ones, so the answer is always one of the values), `empty` when
// there are none. The values are not reordered. Its quantile (below) picks any share by the same rule.
export function median(values: readonly number[], empty = 0): number {
  if (values.length === 0) return empty;
  const middle = Math.floor(values.length / 2);
  // A typed array sorts numerically without calling back into JavaScript for each comparison
  // (a long hair's Lab samples took about 12 % of a scene's time through the comparator). It
  // orders every value as the comparator did except a zero's sign (−0 first) and NaN (last);
  // where the answer is a zero or a NaN is present, the comparator's own order decides, so every
  // caller gets the very same number as before.
  const sorted = Float64Array.from(values).sort();
  const picked = sorted[middle];
  if (picked !== 0 && !Number.isNaN(sorted[sorted.length - 1])) return picked;
  return [...values].sort((a, b) => a - b)[middle];
}

/**
 * The value `share` (0–1) of the way up the sorted values, by the same rule as the median (the
 * one at the floor of share × count, never past the last): always one of the values, `empty`
 * when there are none. The values are not reordered.
 */
export function quantile(values: readonly number[], share: number, empty = 0): number {
  if (values.length === 0) return empty;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}
