// Tasks: task token, then the task, then its resource polled until it leaves 'pending'.
import { cloneableGenerator } from '@redux-saga/testing-utils';
import { call, delay, getContext, put } from 'redux-saga/effects';
import { describe, expect, it, vi } from 'vitest';
import type { Api } from '../../../src/app/context';
import { resources } from '../../../src/models/resources';
import { session } from '../../../src/models/session';
import { TASK_POLL_MS, TASK_POLL_TRIES, create, initialTasks, pollResource, tasks } from '../../../src/models/tasks';
import { ApiError } from '../../../src/services/errors';
import { resource } from '../../helpers/fixtures';

const api = { getTaskToken: vi.fn(), createTask: vi.fn(), listResources: vi.fn() } as unknown as Api;
const ok = <D>(data: D) => ({ ok: true as const, code: 0 as const, msg: '', data });
const fail = { ok: false as const, code: 4, msg: '', data: null };

const request = { tool: 'avatar' as const, style: 'pixar', image: 'data:image/png;base64,AA' };
const pending = resource('r9', { status: 'pending', url: '' });
const done = resource('r9');

describe('tasks/create', () => {
  const start = () => {
    const gen = cloneableGenerator(create)(tasks.actions.create(request));
    expect(gen.next().value).toEqual(put(tasks.actions.clear()));
    expect(gen.next().value).toEqual(getContext('api'));
    expect(gen.next(api).value).toEqual(call(api.getTaskToken));
    return gen;
  };

  it('gets a token, posts the task with it, saves the task, balance and pending resource, then the result', () => {
    const gen = start();
    expect(gen.next(ok({ token: 'tt' })).value).toEqual(call(api.createTask, { ...request, token: 'tt' }));
    expect(gen.next(ok({ taskId: 'k1', resource: pending, points: 90 })).value).toEqual(
      put(tasks.actions.save({ taskId: 'k1', resource: pending })),
    );
    expect(gen.next().value).toEqual(put(session.actions.savePoints(90)));
    expect(gen.next().value).toEqual(put(resources.actions.upsert(pending)));
    expect(gen.next().value).toEqual(call(pollResource, pending));
    const failed = gen.clone();
    expect(gen.next(done).value).toEqual(put(tasks.actions.save({ taskId: 'k1', resource: done })));
    expect(gen.next().value).toEqual(put(resources.actions.upsert(done)));
    expect(gen.next().done).toBe(true);

    // A failed generation: the result is shown, the refunded balance refetched, the error raised.
    const broken = resource('r9', { status: 'failed' });
    expect(failed.next(broken).value).toEqual(put(tasks.actions.save({ taskId: 'k1', resource: broken })));
    expect(failed.next().value).toEqual(put(resources.actions.upsert(broken)));
    expect(failed.next().value).toEqual(put(session.actions.fetchInfo()));
    expect(() => failed.next()).toThrow('生成失败，积分已退回');
  });

  it('a non-zero token answer throws before any task is posted', () => {
    expect(() => start().next(fail)).toThrow('获取任务凭证失败');
  });

  it('a non-zero task answer throws and saves nothing', () => {
    const gen = start();
    gen.next(ok({ token: 'tt' }));
    expect(() => gen.next(fail)).toThrow('创建任务失败');
  });
});

describe('tasks pollResource', () => {
  it('waits, looks the resource up in the first page of its type, returns it once done', () => {
    const gen = pollResource(pending);
    expect(gen.next().value).toEqual(getContext('api'));
    expect(gen.next(api).value).toEqual(delay(TASK_POLL_MS));
    expect(gen.next().value).toEqual(call(api.listResources, { page: 1, num: 100, typ: 'avatar' }));
    // Still pending: another round.
    expect(gen.next(ok({ list: [pending], total: 1, page: 1, num: 100 })).value).toEqual(delay(TASK_POLL_MS));
    gen.next();
    // A failed list answer counts as "not yet".
    expect(gen.next(fail).value).toEqual(delay(TASK_POLL_MS));
    gen.next();
    const step = gen.next(ok({ list: [resource('other'), done], total: 2, page: 1, num: 100 }));
    expect(step).toEqual({ done: true, value: done });
  });

  it('gives up after TASK_POLL_TRIES rounds with a timeout ApiError', () => {
    const gen = pollResource(pending);
    gen.next();
    gen.next(api);
    let thrown: unknown;
    try {
      for (let i = 0; i < TASK_POLL_TRIES; i += 1) {
        gen.next(); // delay → call
        gen.next(ok({ list: [pending], total: 1, page: 1, num: 100 })); // → next delay or throw
      }
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).kind).toBe('timeout');
  });
});

describe('tasks reducers', () => {
  it('save keeps the current task; clear forgets it', () => {
    const state = tasks.reducer(undefined, tasks.actions.save({ taskId: 'k', resource: done }));
    expect(state).toEqual({ current: { taskId: 'k', resource: done } });
    expect(tasks.reducer(state, tasks.actions.clear())).toEqual(initialTasks);
  });
});
