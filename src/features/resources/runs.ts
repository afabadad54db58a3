// My resources grouped by run: the results one run made (one taskId) together, the runs in
// date order, a run's results in the order it made them. Pure, so the list, its viewer and
// the tests read the same order.
import { runSettingsOf } from '../../models/taskRun';
import type { Resource } from '../../services/types';
import type { Order } from './history';

export interface RunGroup {
  /** Stable across refreshes: the run's taskId, or for a result without one its resId. */
  key: string;
  /** The run it stands for; absent for an older server's result, which is a group of its own. */
  taskId?: string;
  /** When the run began: its earliest result's createdAt. */
  at: number;
  /** Its results on screen, in the order the run made them. */
  items: Resource[];
}

const groupKey = (item: Resource): string => (item.taskId !== undefined ? `task:${item.taskId}` : `result:${item.resId}`);

/**
 * Where a result stands in its run: a run makes each of its styles in turn, `count` times
 * (src/rules/runs.ts runItems), so a style's place in the run's settings comes first. Copies
 * of one style have nothing on the wire that orders them; their time and then their id keep
 * the order the same on every refresh.
 */
function inRunOrder(a: Resource, b: Resource): number {
  const place = (item: Resource) => {
    const index = runSettingsOf(item).styles.indexOf(item.style);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return place(a) - place(b) || a.createdAt - b.createdAt || a.resId.localeCompare(b.resId);
}

/** `items` grouped by run: runs newest first (`order` 'oldest': oldest first), results in run order. */
export function groupByRun(items: readonly Resource[], order: Order): RunGroup[] {
  const groups = new Map<string, RunGroup>();
  for (const item of items) {
    const key = groupKey(item);
    const group = groups.get(key);
    if (group) {
      group.items.push(item);
      group.at = Math.min(group.at, item.createdAt);
    } else {
      groups.set(key, { key, taskId: item.taskId, at: item.createdAt, items: [item] });
    }
  }
  const sign = order === 'newest' ? -1 : 1;
  const sorted = [...groups.values()].sort((a, b) => sign * (a.at - b.at) || a.key.localeCompare(b.key));
  for (const group of sorted) group.items.sort(inRunOrder);
  return sorted;
}

/** What is on screen, in screen order: the viewer goes through it in this order. */
export function inScreenOrder(groups: readonly RunGroup[]): Resource[] {
  return groups.flatMap((group) => group.items);
}

/**
 * The run of this page that began on the page before, whose heading says so (续 / cont.):
 * the list is paged by result, newest first, so only the newest run of a page after the
 * first can have results on the page before — and it has when the page holds fewer of its
 * results than the run made. `list` is the whole page as the server sent it (before search
 * and favourites narrow it). A run some of whose results were deleted looks the same, and is
 * marked too though nothing of it is left before: nothing on the wire tells the two apart.
 * An older server's result (no taskId, no settings) is never marked.
 */
export function runContinuedFromBefore(list: readonly Resource[], page: number): string | undefined {
  if (page <= 1 || list.length === 0) return undefined;
  const newest = list.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
  const { taskId } = newest;
  if (taskId === undefined) return undefined;
  const { styles, count } = runSettingsOf(newest);
  const here = list.filter((item) => item.taskId === taskId).length;
  return here < styles.length * count ? taskId : undefined;
}
