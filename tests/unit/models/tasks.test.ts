// Tasks: the model owns the run (tool, style, input, status, start time); task token, then
// the task, then its resource polled until it leaves 'pending', a failed poll retried with
// backoff while the watch goes on.
import { cloneableGenerator } from '@redux-saga/testing-utils';
import { call, cancelled, delay, getContext, put } from 'redux-saga/effects';
import { describe, expect, it, vi } from 'vitest';
import type { Api } from '../../../src/services/context';
import { resources } from '../../../src/models/resources';
import { session } from '../../../src/models/session';
import { TASK_POLL_TRIES, create, initialTasks, pollDelay, pollResource, tasks } from '../../../src/models/tasks';
import { ApiError } from '../../../src/services/errors';
import { resource } from '../../testing/fixtures';
import { answer as ok, failed } from '../../testing/answers';

const api = { getTaskToken: vi.fn(), createTask: vi.fn(), listResources: vi.fn() } as unknown as Api;
const fail = failed(4);
const NOW = 1_700_000_000_000;
const timing = { taskPollMs: 1500, payPollMs: 2000, resourcesRefreshMs: 4000 };
const TASK_POLL_MS = timing.taskPollMs;

const request = { tool: 'avatar' as const, style: 'pixar', image: 'data:image/png;base64,AA', photoName: 'me.png' };
const pending = resource('r9', { status: 'pending', url: '' });
const done = resource('r9');
const listed = (...list: ReturnType<typeof resource>[]) => ok({ list, total: list.length, page: 1, num: 100 });

describe('tasks/create', () => {
  it('records the run, runs it, and refreshes the account once it ends', () => {
    const gen = cloneableGenerator(create)(tasks.actions.create(request));
    expect(gen.next().value).toEqual(call(Date.now));
    expect(gen.next(NOW).value).toEqual(
      put(
        tasks.actions.started({
          tool: 'avatar',
          style: 'pixar',
          startedAt: NOW,
          input: { image: request.image, photoName: 'me.png', text: undefined, bgm: undefined },
        }),
      ),
    );
    const runs = gen.next().value;
    expect(runs).toMatchObject({ type: 'CALL', payload: { args: [request] } });
    const failed = gen.clone();
    // Done: the result is the answer; the account is refreshed from finally.
    expect(gen.next(done).value).toEqual(cancelled());
    expect(gen.next(false).value).toEqual(put(session.actions.fetchInfo()));
    expect(gen.next()).toEqual({ done: true, value: done });
    // Failed: the run records the failure, the error goes on to the caller, the account refreshes.
    const error = new ApiError(4020, '积分不足');
    expect(failed.throw(error).value).toEqual(put(tasks.actions.failed({ code: 4020, message: '积分不足' })));
    expect(failed.next().value).toEqual(cancelled());
    expect(failed.next(false).value).toEqual(put(session.actions.fetchInfo()));
    expect(() => failed.next()).toThrow(error);
  });

  it('a run stopped by a sign-out does not ask for the account', () => {
    const gen = create(tasks.actions.create(request));
    gen.next();
    gen.next(NOW);
    gen.next();
    expect(gen.return(undefined as never).value).toEqual(cancelled());
    expect(gen.next(true).done).toBe(true);
  });
});

describe('runTask (through create against a fake API)', () => {
  it('token, task, accepted with points and the pending resource, then the finished one', () => {
    const gen = cloneableGenerator(create)(tasks.actions.create(request));
    gen.next();
    gen.next(NOW);
    const runTask = gen.next().value as { payload: { fn: (p: typeof request) => Generator } };
    const inner = cloneableGenerator(runTask.payload.fn)(request);
    expect(inner.next().value).toEqual(getContext('api'));
    expect(inner.next(api).value).toEqual(call(api.getTaskToken));
    const refused = inner.clone();
    const { photoName: _name, ...sent } = request;
    expect(inner.next(ok({ token: 'tt' })).value).toEqual(call(api.createTask, { ...sent, token: 'tt' }));
    const taskRefused = inner.clone();
    expect(inner.next(ok({ taskId: 'k1', resource: pending, points: 90 })).value).toEqual(
      put(tasks.actions.accepted({ taskId: 'k1', resource: pending })),
    );
    expect(inner.next().value).toEqual(put(session.actions.savePoints(90)));
    expect(inner.next().value).toEqual(put(resources.actions.upsert(pending)));
    expect(inner.next().value).toEqual(call(pollResource, pending));
    const broken = inner.clone();
    expect(inner.next(done).value).toEqual(put(resources.actions.upsert(done)));
    expect(inner.next().value).toEqual(put(tasks.actions.finished(done)));
    expect(inner.next()).toEqual({ done: true, value: done });
    // A failed generation: shown in the list and the run, then raised (the server refunded it).
    const failedResource = resource('r9', { status: 'failed' });
    broken.next(failedResource);
    expect(broken.next().value).toEqual(put(tasks.actions.finished(failedResource)));
    expect(() => broken.next()).toThrow('生成失败，积分已退回');
    expect(() => refused.next(fail)).toThrow('获取任务凭证失败');
    expect(() => taskRefused.next(fail)).toThrow('创建任务失败');
  });
});

describe('tasks pollResource', () => {
  const page = (answer: unknown) => answer;
  it('waits, looks the resource up in the first page of its type, returns it once done', () => {
    const gen = pollResource(pending);
    expect(gen.next().value).toEqual(getContext('api'));
    expect(gen.next(api).value).toEqual(getContext('timing'));
    expect(gen.next(timing).value).toEqual(delay(TASK_POLL_MS));
    expect(gen.next().value).toMatchObject({ type: 'CALL', payload: { args: [api, 'avatar'] } });
    // Still pending: another round.
    expect(gen.next(page(listed(pending))).value).toEqual(delay(TASK_POLL_MS));
    gen.next();
    const step = gen.next(page(listed(resource('other'), done)));
    expect(step).toEqual({ done: true, value: done });
  });

  it('a failed check (HTTP 500, a non-zero code) waits longer and the watch goes on', () => {
    const gen = pollResource(pending);
    gen.next();
    gen.next(api);
    gen.next(timing);
    gen.next();
    expect(gen.next(null).value).toEqual(delay(pollDelay(TASK_POLL_MS, 1)));
    gen.next();
    expect(gen.next(fail).value).toEqual(delay(pollDelay(TASK_POLL_MS, 2)));
    gen.next();
    // Back to normal after an answer.
    expect(gen.next(listed(pending)).value).toEqual(delay(TASK_POLL_MS));
    gen.next();
    expect(gen.next(listed(done))).toEqual({ done: true, value: done });
  });

  it('the backoff doubles from the poll interval up to its cap', () => {
    expect([0, 1, 2, 3].map((n) => pollDelay(100, n))).toEqual([100, 200, 400, 800]);
    expect(pollDelay(100, 20)).toBe(800);
  });

  it('gives up after TASK_POLL_TRIES rounds with a task_timeout ApiError', () => {
    const gen = pollResource(pending);
    gen.next();
    gen.next(api);
    gen.next(timing);
    let thrown: unknown;
    try {
      for (let i = 0; i < TASK_POLL_TRIES; i += 1) {
        gen.next(); // delay → call
        gen.next(listed(pending)); // → next delay or throw
      }
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ code: 'task_timeout' });
  });
});

describe('tasks reducers', () => {
  it('started → accepted → finished keeps one run; failed records the error; clear forgets it', () => {
    const run = { tool: 'avatar' as const, style: 'pixar', startedAt: NOW, input: { text: 'x' } };
    let state = tasks.reducer(undefined, tasks.actions.started(run));
    expect(state.current).toEqual({ ...run, status: 'running', taskId: '', resource: null, error: null });
    state = tasks.reducer(state, tasks.actions.accepted({ taskId: 'k', resource: pending }));
    expect(state.current).toMatchObject({ taskId: 'k', resource: pending, status: 'running' });
    const finished = tasks.reducer(state, tasks.actions.finished(done));
    expect(finished.current).toMatchObject({ status: 'done', resource: done });
    const failed = tasks.reducer(state, tasks.actions.failed({ code: 'network', message: '网络连接失败' }));
    expect(failed.current).toMatchObject({ status: 'failed', error: { code: 'network', message: '网络连接失败' } });
    expect(tasks.reducer(state, tasks.actions.clear())).toEqual(initialTasks);
    expect(tasks.reducer(state, session.actions.ended('logout'))).toEqual(initialTasks);
  });
});
