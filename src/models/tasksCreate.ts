// Creating and following a run: a task token, then the task (the run is accepted and
// charged with its pending results), then its results followed in the first page of its
// tool's list until each is final. A failed check is retried with a doubling wait.
import { delay, put } from 'redux-saga/effects';
import { effectActions, type PayloadAction } from '../app/model';
import { call, cancelled, select, type Saga } from '../app/typedEffects';
import { API, TIMING, type Api } from '../services/context';
import type { Answer } from '../services/api';
import { ApiError, describeError } from '../services/errors';
import type { ResourceListAnswer } from '../services/types';
import type { ToolId } from '../rules/catalog';
import { repeatOf } from '../rules/runs';
import { randomId } from '../utils/ids';
import { callAsk } from './ask';
import { getContext } from './context';
import { resources } from './resources';
import { session } from './session';
import { isGoing, isPending, stylesOf, taskBody, type CreateTaskPayload, type RunInput, type TaskRun } from './taskRun';
import { saveRuns } from './tasksKept';
import { selectRun, selectRuns, tasksReducerActions as set } from './tasksState';

export const TASK_POLL_TRIES = 80;
/** A failed status check waits longer each time, up to 8 intervals, and the watch goes on. */
export const TASK_POLL_MAX_BACKOFF = 8;

/** The wait before the next check after `failures` failed checks in a row. */
export function pollDelay(intervalMs: number, failures: number): number {
  return intervalMs * Math.min(2 ** failures, TASK_POLL_MAX_BACKOFF);
}

export function* listOnce(api: Api, typ: ToolId): Saga<Answer<ResourceListAnswer> | null> {
  try {
    return yield* call(api.listResources, { page: 1, num: 100, typ });
  } catch {
    return null; // a failed check (HTTP 500, network): the server may still be working
  }
}

/** Token, then the task: the run is accepted (charged) with its pending results. */
export function* begin(id: string, payload: CreateTaskPayload): Saga<void> {
  const token = yield* callAsk('getTaskToken', 'taskToken');
  const task = yield* callAsk('createTask', 'task', { ...taskBody(payload), token: token.token });
  // A server that makes one result per run answers `resource` alone.
  const items = task.resources && task.resources.length > 0 ? task.resources : [task.resource];
  yield put(set.accepted({ id, taskId: task.taskId, items }));
  yield put(session.actions.savePoints(task.points));
  for (const item of items) yield put(resources.actions.upsert(item));
  yield* call(saveRuns);
}

/**
 * Follows the run's pending results in the first page of its tool's list until each is final
 * (a cancel may end some meanwhile). Resolves with the run; throws when none was made.
 */
export function* follow(id: string): Saga<TaskRun> {
  const api = yield* getContext(API);
  const { taskPollMs } = yield* getContext(TIMING);
  let failures = 0;
  for (let i = 0; i < TASK_POLL_TRIES; i += 1) {
    const before = yield* select(selectRun(id));
    if (!before || !before.items.some(isPending)) break;
    yield delay(pollDelay(taskPollMs, failures));
    const answer = yield* call(listOnce, api, before.tool);
    if (!answer || !answer.ok) {
      failures += 1;
      continue;
    }
    failures = 0;
    const run = yield* select(selectRun(id));
    const pending = (run?.items ?? []).filter(isPending);
    const finished = pending.flatMap(
      (item) => answer.data.list.find((r) => r.resId === item.resId && r.status !== 'pending') ?? [],
    );
    // Still being made: its progress (0–100) moves the run's bar.
    const moved = pending.flatMap(
      (item) =>
        answer.data.list.find((r) => r.resId === item.resId && r.status === 'pending' && r.progress !== item.progress) ?? [],
    );
    for (const item of moved) yield put(set.itemProgress({ id, item }));
    for (const item of finished) {
      yield put(set.itemFinished({ id, item }));
      yield put(resources.actions.upsert(item));
    }
    if (finished.length > 0) yield* call(saveRuns);
  }
  const run = yield* select(selectRun(id));
  if (!run) throw new ApiError('task_failed', { reason: 'taskFailed' });
  if (run.items.some(isPending)) throw new ApiError('task_timeout', { reason: 'taskTimeout' });
  if (run.status === 'failed') {
    const withdrawn = run.items.every((item) => item.status === 'revoked');
    throw new ApiError('task_failed', { reason: withdrawn ? 'taskRevoked' : 'taskFailed' });
  }
  return run;
}

/** The end of a run however it ends: the account once (charges, refunds), the kept runs. */
export function* settle(): Saga<void> {
  // Not when the session that ran it ended (a sign-out): nothing of it is to be kept.
  const stopped = yield* cancelled();
  if (stopped) return;
  yield put(session.actions.fetchInfo());
  yield* call(saveRuns);
}

/** Resolves with the run once every result is final; rejects when none was made. */
export function* create({ payload }: PayloadAction<'tasks/create', CreateTaskPayload>): Saga<TaskRun> {
  const id = payload.runId ?? (yield* call(randomId, 16));
  // One run per press, kept by the model as well as the button: the same run dispatched again,
  // or another run of a tool whose last one the server has not answered yet, is refused (a
  // double click must never charge twice).
  const known = yield* select(selectRuns);
  if (known.some((run) => run.id === id || (run.tool === payload.tool && run.status === 'starting'))) {
    throw new ApiError('unknown', { reason: 'runStarting' });
  }
  // The same press on the same result while the run it started goes would charge the same again.
  if (payload.origin && repeatOf(known, payload.origin, isGoing)) throw new ApiError('unknown', { reason: 'runRepeat' });
  const startedAt = yield* call(Date.now);
  const { image, photoName, text, bgm, origin } = payload;
  const input: RunInput = { image, photoName, text, bgm };
  const styles = stylesOf(payload);
  const count = payload.count ?? 1;
  yield put(set.started({ id, tool: payload.tool, styles, count, startedAt, input, ...(origin ? { origin } : {}) }));
  try {
    yield* call(begin, id, payload);
    return yield* call(follow, id);
  } catch (error) {
    yield put(set.failed({ id, error: describeError(error) }));
    throw error;
  } finally {
    yield* call(settle);
  }
}

/** `tasks/create`'s creator, for the effects that start a run (`tasks.actions` has the same). */
export const createActions = effectActions('tasks', { create });
