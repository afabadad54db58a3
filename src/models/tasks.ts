// Generation tasks: task token, then the task, then its resource polled until it is done.
import type { SagaIterator } from 'redux-saga';
import { call, delay, getContext, put } from 'redux-saga/effects';
import { API, type Api } from '../app/context';
import { defineModel, type PayloadAction } from '../app/model';
import type { Answer } from '../services/api';
import { ApiError, codeError } from '../services/errors';
import { errors as errorMessages } from '../locales/zh-CN/errors';
import type { Resource, ResourceListAnswer, TaskAnswer, TaskInput, TaskTokenAnswer } from '../services/types';
import { resources } from './resources';
import { session } from './session';

export type TaskRequest = Omit<TaskInput, 'token'>;

export interface TasksState {
  current: { taskId: string; resource: Resource } | null;
}

export const initialTasks: TasksState = { current: null };

export const TASK_POLL_MS = 1500;
export const TASK_POLL_TRIES = 80;

/** Looks the resource up in the first page of its type until it leaves 'pending'. */
export function* pollResource(resource: Resource): SagaIterator {
  const api: Api = yield getContext(API);
  for (let i = 0; i < TASK_POLL_TRIES; i += 1) {
    yield delay(TASK_POLL_MS);
    const answer: Answer<ResourceListAnswer> = yield call(api.listResources, { page: 1, num: 100, typ: resource.typ });
    const found = answer.ok ? answer.data.list.find((r) => r.resId === resource.resId) : undefined;
    if (found && found.status !== 'pending') return found;
  }
  throw new ApiError('timeout', errorMessages.taskTimeout);
}

export function* create({ payload }: PayloadAction<'tasks/create', TaskRequest>): SagaIterator {
  yield put(tasks.actions.clear());
  const api: Api = yield getContext(API);
  const token: Answer<TaskTokenAnswer> = yield call(api.getTaskToken);
  if (!token.ok) throw codeError(token.code, token.msg, errorMessages.taskToken);
  const task: Answer<TaskAnswer> = yield call(api.createTask, { ...payload, token: token.data.token });
  if (!task.ok) throw codeError(task.code, task.msg, errorMessages.task);
  const { taskId, resource, points } = task.data;
  yield put(tasks.actions.save({ taskId, resource }));
  yield put(session.actions.savePoints(points));
  yield put(resources.actions.upsert(resource));
  const finished: Resource = yield call(pollResource, resource);
  yield put(tasks.actions.save({ taskId, resource: finished }));
  yield put(resources.actions.upsert(finished));
  if (finished.status === 'failed') {
    // The server refunds a failed task; show the balance it now has.
    yield put(session.actions.fetchInfo());
    throw new ApiError('code', errorMessages.taskFailed);
  }
}

export const tasks = defineModel({
  namespace: 'tasks',
  state: initialTasks,
  reducers: {
    save: (_state: TasksState, current: NonNullable<TasksState['current']>): TasksState => ({ current }),
    clear: (): TasksState => initialTasks,
  },
  // A double click must not charge twice: a second create while one runs is dropped.
  effects: { create: [create, { type: 'takeLeading' }] as const },
});
