import type { TaskRun } from '../../models/runs';

/** Where a run's results are: the home page's workspace of its tool and first style. */
export function runAddress(run: Pick<TaskRun, 'tool' | 'styles'>): string {
  const style = encodeURIComponent(run.styles[0] ?? '').replace(/%2F/gi, '/');
  return `/?tool=${run.tool}${style ? `&style=${style}` : ''}`;
}
