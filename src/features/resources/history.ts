// My resources as a history: searched by what a result was made from (its text, its tool's
// and style's names), in date order, and what making one again would cost.
import { toolOf } from '../../rules/catalog';
import { runCost } from '../../rules/runs';
import { runSettingsOf } from '../../models/taskRun';
import type { RerunScope } from '../../models/tasks';
import type { Resource } from '../../services/types';
import { resourceLabel } from '../generate';

export type Order = 'newest' | 'oldest';

/** The results that match `query` (every word, in any order, case aside), in date order. */
export function historyView(list: readonly Resource[], query: string, order: Order): Resource[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (item: Resource) => {
    if (words.length === 0) return true;
    const text = `${item.settings?.text ?? ''} ${resourceLabel(item)}`.toLowerCase();
    return words.every((word) => text.includes(word));
  };
  const sign = order === 'newest' ? -1 : 1;
  return list.filter(matches).sort((a, b) => sign * (a.createdAt - b.createdAt) || a.resId.localeCompare(b.resId));
}

/**
 * What making it again costs at its tool's price: one result of its style (`result`), or its
 * run's styles × results (`run`); null when it cannot be made again.
 */
export function rerunCost(item: Resource, scope: RerunScope): number | null {
  if (item.typ === 'unknown') return null;
  const price = toolOf(item.typ).cost;
  return runCost(scope === 'run' ? runSettingsOf(item) : { styles: [item.style], count: 1 }, () => price);
}

/** How many results its run made (1 for an older server's result, which keeps no settings). */
export function runSize(item: Resource): number {
  const { styles, count } = runSettingsOf(item);
  return styles.length * count;
}

/** Whether it can be made again: a known tool, and its text kept or its photo still there. */
export function canRerun(item: Resource): boolean {
  return item.typ !== 'unknown' && (item.settings?.text !== undefined || item.source !== '');
}
