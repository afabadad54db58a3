// The tasks model's state: the runs (newest first), their reducers, selectors and the
// reducers' creators. The effects live beside it (tasksCreate, tasksCancel, tasksRerun,
// tasksResume) and put through `tasksReducerActions`, the same creators tasks.ts's model has,
// since importing the model that registers them would be a cycle.
import type { AppError } from '../app/effectErrors';
import { reducerActions } from '../app/model';
import { perArgument } from '../app/perArgument';
import type { SavedRun } from '../services/runStorage';
import type { Resource } from '../services/types';
import { isGoing, statusOf, type TaskRun } from './taskRun';

export interface TasksState {
  /** Newest first. */
  runs: TaskRun[];
}

export const initialTasks: TasksState = { runs: [] };

/** Finished runs kept on screen beyond this many are forgotten (my resources has them all). */
export const KEPT_RUNS = 20;

export const selectRuns = (state: { tasks: TasksState }): TaskRun[] => state.tasks.runs;
/** One selector per id, so `select(selectRun(id))` compares equal in a step test. */
export const selectRun = perArgument(
  (id: string) =>
    (state: { tasks: TasksState }): TaskRun | undefined =>
      state.tasks.runs.find((run) => run.id === id),
);

type Started = Pick<TaskRun, 'id' | 'tool' | 'styles' | 'count' | 'startedAt' | 'input' | 'origin'>;

/** Beyond KEPT_RUNS finished runs, the oldest finished ones go; a run going always stays. */
function trimmed(runs: TaskRun[]): TasksState {
  let finished = 0;
  return { runs: runs.filter((run) => isGoing(run) || (finished += 1) <= KEPT_RUNS) };
}

const change = (state: TasksState, id: string, f: (run: TaskRun) => TaskRun): TasksState =>
  trimmed(state.runs.map((run) => (run.id === id ? f(run) : run)));

/** The newest first. */
const withRun = (state: TasksState, run: TaskRun): TasksState => trimmed([run, ...state.runs.filter((r) => r.id !== run.id)]);

export const tasksReducers = {
  started: (state: TasksState, run: Started): TasksState =>
    withRun(state, { ...run, status: 'starting', taskId: '', items: [], error: null, cancelling: false }),
  restored: (state: TasksState, saved: SavedRun): TasksState =>
    withRun(state, {
      ...saved,
      status: statusOf(saved.items, false),
      error: null,
      cancelling: false,
    }),
  accepted: (state: TasksState, { id, taskId, items }: { id: string; taskId: string; items: Resource[] }): TasksState =>
    change(state, id, (run) => ({ ...run, taskId, items, status: statusOf(items, run.cancelling) })),
  /** A pending result's new progress: the item only, the run's status stays. */
  itemProgress: (state: TasksState, { id, item }: { id: string; item: Resource }): TasksState =>
    change(state, id, (run) => ({ ...run, items: run.items.map((old) => (old.resId === item.resId ? item : old)) })),
  itemFinished: (state: TasksState, { id, item }: { id: string; item: Resource }): TasksState =>
    change(state, id, (run) => {
      const items = run.items.map((old) => (old.resId === item.resId ? item : old));
      return { ...run, items, status: statusOf(items, run.cancelling) };
    }),
  cancelling: (state: TasksState, { id, on }: { id: string; on: boolean }): TasksState =>
    change(state, id, (run) => ({ ...run, cancelling: on })),
  /** The run's photo, read back after a reload (runPhoto). */
  photoRead: (state: TasksState, { id, image }: { id: string; image: string }): TasksState =>
    change(state, id, (run) => ({ ...run, input: { ...run.input, image } })),
  failed: (state: TasksState, { id, error }: { id: string; error: AppError }): TasksState =>
    change(state, id, (run) => ({ ...run, status: 'failed', error })),
  /** The page is done with a finished run (再做一个): it leaves the workspace. */
  dismiss: (state: TasksState, id: string): TasksState => ({
    runs: state.runs.filter((run) => run.id !== id || isGoing(run)),
  }),
  clear: (): TasksState => initialTasks,
};

/** The reducers' creators, for the tasks' effects in their own files (`tasks.actions` has the same). */
export const tasksReducerActions = reducerActions('tasks', tasksReducers);
