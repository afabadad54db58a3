// @vitest-environment jsdom
// Creating a task over nock: task token, then POST /v1/task with it, then the resource
// polled in its type's first page until done; a failed generation refetches the balance.
import nock from 'nock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSession } from '../../src/models/session';
import { tasks } from '../../src/models/tasks';
import { info, resource, validAuth } from '../helpers/fixtures';
import { recordUnmatched } from '../helpers/nock';
import { settle, waitForState, withLoggedInStore } from '../helpers/store';

// The polls wait 1.5–2 s between checks (asserted in tests/unit/models); here every saga
// delay is shortened to 5 ms, so the flow runs on real timers (which nock and axios need)
// without slowing the suite.
vi.mock('redux-saga/effects', async (importOriginal) => {
  const actual = await importOriginal<typeof import('redux-saga/effects')>();
  return { ...actual, delay: (ms: number) => actual.delay(Math.min(ms, 5)) };
});

const HOST = 'http://api.test';
const AUTH = { reqheaders: { authorization: 'Bearer tok-1' } };
const photo = 'data:image/png;base64,iVBORw0KGgo=';
const pending = resource('r9', { status: 'pending', url: '' });

let unmatched: ReturnType<typeof recordUnmatched>;
beforeAll(() => nock.disableNetConnect());
beforeEach(() => {
  unmatched = recordUnmatched();
});
afterEach(() => {
  unmatched.stop();
  const left = nock.pendingMocks();
  nock.cleanAll();
  expect(left).toEqual([]);
  expect(unmatched.list).toEqual([]);
});

function signedIn() {
  const auth = validAuth();
  return withLoggedInStore(auth, { preloadedState: { session: { ...initialSession, auth, info } } });
}

function tokenAndTask(points = 110) {
  return nock(HOST, AUTH)
    .get('/miao/v1/task/token')
    .reply(200, { code: 0, data: { token: 'task-tok' } })
    .post('/miao/v1/task', { tool: 'avatar', style: 'pixar', image: photo, token: 'task-tok' })
    .matchHeader('content-type', /^application\/json/)
    .reply(200, { code: 0, data: { taskId: 'k1', resource: pending, points } });
}

describe('tasks/create', () => {
  it('token, task, poll: the finished resource lands in tasks and resources, the balance updates', async () => {
    const { store } = signedIn();
    tokenAndTask();
    nock(HOST, AUTH)
      .get('/miao/v1/resource/list')
      .query({ page: '1', num: '100', typ: 'avatar' })
      .reply(200, { code: 0, data: { list: [pending], total: 1, page: 1, num: 100 } })
      .get('/miao/v1/resource/list')
      .query({ page: '1', num: '100', typ: 'avatar' })
      .reply(200, { code: 0, data: { list: [resource('r9')], total: 1, page: 1, num: 100 } });
    store.dispatch(tasks.actions.create({ tool: 'avatar', style: 'pixar', image: photo }));
    const created = await waitForState(store, (s) => s.tasks.current !== null);
    expect(created.tasks.current).toEqual({ taskId: 'k1', resource: pending });
    expect(created.session.info.points).toBe(110);
    const state = await waitForState(store, (s) => !s.loading.global);
    expect(state.tasks.current).toEqual({ taskId: 'k1', resource: resource('r9') });
    expect(state.resources.list).toEqual([resource('r9')]);
    expect(state.errors).toEqual({});
  });

  it('a failed generation: shown as failed, the refunded balance refetched, the error in state', async () => {
    const { store } = signedIn();
    tokenAndTask(80);
    const failed = resource('r9', { status: 'failed', url: '' });
    nock(HOST, AUTH)
      .get('/miao/v1/resource/list')
      .query({ page: '1', num: '100', typ: 'avatar' })
      .reply(200, { code: 0, data: { list: [failed], total: 1, page: 1, num: 100 } })
      .get('/miao/v1/account/info')
      .reply(200, { code: 0, data: { ...info, points: 120 } })
      .get('/miao/v1/agent/difyid')
      .query({ uid: info.id })
      .reply(200, { code: 0, data: { id: 'd' } })
      .get('/miao/v1/agent/pdfid')
      .query({ typ: '16' })
      .reply(200, { code: 0, data: { id: 'p' } })
      .get('/miao/v1/agent/nopdfid')
      .query({ typ: '16' })
      .reply(200, { code: 0, data: { id: 'n' } });
    store.dispatch(tasks.actions.create({ tool: 'avatar', style: 'pixar', image: photo }));
    const state = await waitForState(store, (s) => s.session.nopdfid === 'n' && !s.loading.global);
    expect(state.tasks.current?.resource.status).toBe('failed');
    expect(state.session.info.points).toBe(120);
    expect(state.errors['tasks/create']).toBe('生成失败，积分已退回');
  });

  it('a refused token: no task posted, the reason in state.errors', async () => {
    const { store } = signedIn();
    nock(HOST, AUTH).get('/miao/v1/task/token').reply(200, { code: 402, msg: '积分不足' });
    store.dispatch(tasks.actions.create({ tool: 'tts', style: '0', text: '你好' }));
    const state = await settle(store);
    expect(state.tasks.current).toBeNull();
    expect(state.session.info.points).toBe(info.points);
    expect(state.errors['tasks/create']).toBe('积分不足');
  });

  it('a refused task: nothing saved', async () => {
    const { store } = signedIn();
    nock(HOST, AUTH)
      .get('/miao/v1/task/token')
      .reply(200, { code: 0, data: { token: 'task-tok' } })
      .post('/miao/v1/task', { tool: 'tts', style: '0', text: '你好', token: 'task-tok' })
      .reply(200, { code: 1 });
    store.dispatch(tasks.actions.create({ tool: 'tts', style: '0', text: '你好' }));
    const state = await settle(store);
    expect(state.tasks.current).toBeNull();
    expect(state.resources.list).toEqual([]);
    expect(state.errors['tasks/create']).toBe('创建任务失败');
  });

  it('a double click creates one task (the second create is dropped while one runs)', async () => {
    const { store } = signedIn();
    tokenAndTask();
    nock(HOST)
      .get('/miao/v1/resource/list')
      .query(true)
      .reply(200, { code: 0, data: { list: [resource('r9')], total: 1, page: 1, num: 100 } });
    store.dispatch(tasks.actions.create({ tool: 'avatar', style: 'pixar', image: photo }));
    store.dispatch(tasks.actions.create({ tool: 'avatar', style: 'pixar', image: photo }));
    const state = await waitForState(store, (s) => !s.loading.global);
    expect(state.tasks.current?.resource.status).toBe('done');
  });
});
