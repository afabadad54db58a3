// How far a run is, from its results' own `progress` (0–100, optional on the wire): a final
// result counts as whole. Unknown (undefined) while a pending result says nothing, so a
// server without progress keeps the indeterminate bar rather than a bar stuck at 0 %.
import type { Resource } from '../../../services/types';

export function runPercent(items: readonly Resource[]): number | undefined {
  if (items.length === 0) return undefined;
  let sum = 0;
  for (const item of items) {
    if (item.status !== 'pending') sum += 100;
    else if (item.progress === undefined) return undefined;
    else sum += item.progress;
  }
  return sum / items.length;
}
