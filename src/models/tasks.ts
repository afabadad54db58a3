// Generation tasks: task token, then the task, then its resource polled until it is done.
// The model owns the run: which tool and style, what the user gave (to put back in a
// workspace opened again), its status and start time. Pages read it from the store.
import type { SagaIterator } from 'redux-saga';
import { call, cancelled, delay, getContext, put } from 'redux-saga/effects';
import type { AppError } from '../app/effectErrors';
import { defineModel, type PayloadAction } from '../app/model';
import { API, TIMING, type Api, type Timing } from '../services/context';
import type { Answer } from '../services/api';
import { ApiError, codeError, describeError } from '../services/errors';
import { localized } from '../locales/active';
import { errors as zhErrors } from '../locales/zh-CN/errors';
import type { Resource, ResourceListAnswer, TaskAnswer, TaskInput, TaskTokenAnswer, ToolId } from '../services/types';
import { resources } from './resources';
import { session } from './session';

/** The failure messages in the language in use, read when a failure happens. */
const errorMessages = () => localized('errors', zhErrors);

export type TaskRequest = Omit<TaskInput, 'token'>;

/** What dispatching tasks/create takes: the request, and the photo's name to show it again. */
export type CreateTaskPayload = TaskRequest & { photoName?: string };

export type TaskStatus = 'running' | 'done' | 'failed';

export interface TaskRun {
  tool: ToolId;
  style: string;
  startedAt: number;
  /** The input summary: put back when the tool's workspace is opened again while it runs. */
  input: { image?: string; photoName?: string; text?: string; bgm?: string };
  status: TaskStatus;
  taskId: string;
  /** The resource: pending while running, then done or failed. */
  resource: Resource | null;
  error: AppError | null;
}

export interface TasksState {
  current: TaskRun | null;
}

export const initialTasks: TasksState = { current: null };

export const TASK_POLL_TRIES = 80;
/** A failed status check waits longer each time, up to 8 intervals, and the watch goes on. */
export const TASK_POLL_MAX_BACKOFF = 8;

/** The wait before the next check after `failures` failed checks in a row. */
export function pollDelay(intervalMs: number, failures: number): number {
  return intervalMs * Math.min(2 ** failures, TASK_POLL_MAX_BACKOFF);
}

function* listOnce(api: Api, typ: ToolId | undefined): SagaIterator<Answer<ResourceListAnswer> | null> {
  try {
    const answer: Answer<ResourceListAnswer> = yield call(api.listResources, { page: 1, num: 100, typ });
    return answer;
  } catch {
    return null; // a failed check (HTTP 500, network): the server may still be working
  }
}

/** Looks the resource up in the first page of its type until it leaves 'pending'. */
export function* pollResource(resource: Resource): SagaIterator<Resource> {
  const api: Api = yield getContext(API);
  const { taskPollMs }: Timing = yield getContext(TIMING);
  let failures = 0;
  for (let i = 0; i < TASK_POLL_TRIES; i += 1) {
    yield delay(pollDelay(taskPollMs, failures));
    const answer: Answer<ResourceListAnswer> | null = yield call(
      listOnce,
      api,
      resource.typ === 'unknown' ? undefined : resource.typ,
    );
    if (!answer || !answer.ok) {
      failures += 1;
      continue;
    }
    failures = 0;
    const found = answer.data.list.find((r) => r.resId === resource.resId);
    if (found && found.status !== 'pending') return found;
  }
  throw new ApiError('task_timeout', errorMessages().taskTimeout);
}

function* runTask(payload: CreateTaskPayload): SagaIterator<Resource> {
  const { photoName: _shownOnly, ...request } = payload;
  const api: Api = yield getContext(API);
  const token: Answer<TaskTokenAnswer> = yield call(api.getTaskToken);
  if (!token.ok) throw codeError(token.code, token.msg, errorMessages().taskToken);
  const task: Answer<TaskAnswer> = yield call(api.createTask, { ...request, token: token.data.token });
  if (!task.ok) throw codeError(task.code, task.msg, errorMessages().task);
  const { taskId, resource, points } = task.data;
  yield put(tasks.actions.accepted({ taskId, resource }));
  yield put(session.actions.savePoints(points));
  yield put(resources.actions.upsert(resource));
  const finished: Resource = yield call(pollResource, resource);
  yield put(resources.actions.upsert(finished));
  if (finished.status !== 'done') {
    // A failed or withdrawn task is refunded by the server: the session shows the new balance.
    yield put(tasks.actions.finished(finished));
    throw new ApiError('task_failed', finished.status === 'revoked' ? errorMessages().taskRevoked : errorMessages().taskFailed);
  }
  yield put(tasks.actions.finished(finished));
  return finished;
}

/** Resolves with the finished resource; throws when the task fails or takes too long. */
export function* create({ payload }: PayloadAction<'tasks/create', CreateTaskPayload>): SagaIterator<Resource> {
  const startedAt: number = yield call(Date.now);
  yield put(
    tasks.actions.started({
      tool: payload.tool,
      style: payload.style,
      startedAt,
      input: { image: payload.image, photoName: payload.photoName, text: payload.text, bgm: payload.bgm },
    }),
  );
  try {
    const finished: Resource = yield call(runTask, payload);
    return finished;
  } catch (error) {
    yield put(tasks.actions.failed(describeError(error)));
    throw error;
  } finally {
    // One account refresh when a task ends, however it ends (charge, refund, refusal);
    // not when the session that ran it ended (sign-out).
    const stopped: boolean = yield cancelled();
    if (!stopped) yield put(session.actions.fetchInfo());
  }
}

type Started = Pick<TaskRun, 'tool' | 'style' | 'startedAt' | 'input'>;

const withCurrent = (state: TasksState, change: (run: TaskRun) => TaskRun): TasksState =>
  state.current ? { current: change(state.current) } : state;

export const tasks = defineModel({
  namespace: 'tasks',
  state: initialTasks,
  reducers: {
    started: (_state: TasksState, run: Started): TasksState => ({
      current: { ...run, status: 'running', taskId: '', resource: null, error: null },
    }),
    accepted: (state: TasksState, { taskId, resource }: { taskId: string; resource: Resource }): TasksState =>
      withCurrent(state, (run) => ({ ...run, taskId, resource })),
    finished: (state: TasksState, resource: Resource): TasksState =>
      withCurrent(state, (run) => ({ ...run, resource, status: resource.status === 'done' ? 'done' : 'failed' })),
    failed: (state: TasksState, error: AppError): TasksState =>
      withCurrent(state, (run) => ({ ...run, status: 'failed', error })),
    clear: (): TasksState => initialTasks,
  },
  // A double click must not charge twice: a second create while one runs joins it.
  effects: { create: [create, { type: 'takeLeading' }] as const },
  // Per user: a sign-out stops the watch and forgets the run.
  resetOn: [session.actions.ended],
});
