import type { TaskRun } from '../../../models/taskRun';
import { workspaceSearch } from '../workspace/workspaceAddress';

/** Where a run's results are: the home page's workspace of its tool and first style. */
export function runAddress(run: Pick<TaskRun, 'tool' | 'styles'>): string {
  return `/${workspaceSearch('', run.tool, run.styles[0] ?? '')}`;
}
