// @vitest-environment jsdom
// Creating a task over nock: task token, then POST /v1/task with it, then the resource
// polled in its type's first page until done. The tasks model records the run (tool, style,
// input, status); when it ends the session refreshes the account once; a failed status
// check is retried and the watch goes on. Short polls come from the kit's stores (timing).
import { describe, expect, it } from 'vitest';
import { initialSession } from '../../src/models/session';
import { tasks } from '../../src/models/tasks';
import { CODES } from '../../src/rules/errorCodes';
import {
  api,
  info,
  nockAccount,
  nockTask,
  ok,
  refused,
  resource,
  settle,
  useNock,
  validAuth,
  withLoggedInStore,
} from '../testing';

const AUTH = { reqheaders: { authorization: 'Bearer tok-1' } };
const photo = 'data:image/png;base64,iVBORw0KGgo=';
const pending = resource('r9', { status: 'pending', url: '' });
const request = { tool: 'avatar' as const, style: 'pixar', image: photo };

useNock();

function signedIn() {
  const auth = validAuth();
  return withLoggedInStore(auth, {
    preloadedState: { session: { ...initialSession, auth, info, infoStatus: 'loaded', infoAt: Date.now() } },
  });
}

describe('tasks/create', () => {
  it('token, task, poll: the run is recorded, the finished resource lands in tasks and resources, the account refreshes', async () => {
    const { store } = signedIn();
    nockTask({ pending, polls: [pending, resource('r9')], points: 110, body: { tool: 'avatar', style: 'pixar', image: photo } });
    nockAccount({ info: { ...info, points: 110 } });
    const finished = store.dispatch(tasks.actions.create({ ...request, photoName: 'me.png' }));
    expect(store.getState().tasks.current).toMatchObject({
      tool: 'avatar',
      style: 'pixar',
      status: 'running',
      input: { image: photo, photoName: 'me.png' },
    });
    await expect(finished).resolves.toEqual(resource('r9'));
    const state = await settle(store);
    expect(state.tasks.current).toMatchObject({ status: 'done', taskId: 'k-1', resource: resource('r9'), error: null });
    expect(state.resources.list).toEqual([resource('r9')]);
    expect(state.session.info.points).toBe(110);
    expect(state.errors).toEqual({});
  });

  it('a failed status check (HTTP 500) is retried and the watch goes on to the result', async () => {
    const { store } = signedIn();
    nockTask({ pending, polls: [500, 503, resource('r9')] });
    nockAccount();
    await expect(store.dispatch(tasks.actions.create(request))).resolves.toEqual(resource('r9'));
    expect(store.getState().tasks.current?.status).toBe('done');
    await settle(store);
  });

  it('a failed generation: shown as failed, the refunded balance refetched, the error in state', async () => {
    const { store } = signedIn();
    const failed = resource('r9', { status: 'failed', url: '' });
    nockTask({ pending, polls: [failed], points: 80 });
    nockAccount({ info: { ...info, points: 120 } });
    await expect(store.dispatch(tasks.actions.create(request))).rejects.toMatchObject({ code: 'task_failed' });
    const state = await settle(store);
    expect(state.tasks.current).toMatchObject({ status: 'failed', resource: failed });
    expect(state.session.info.points).toBe(120);
    expect(state.errors['tasks/create']).toEqual({ code: 'task_failed', message: '生成失败，积分已退回' });
  });

  it('refused for points: the run failed with the server code kept, the account refreshes', async () => {
    const { store } = signedIn();
    api(AUTH)
      .get('/miao/v1/task/token')
      .reply(200, ok({ token: 'task-tok' }))
      .post('/miao/v1/task')
      .reply(200, refused(CODES.pointsShort, '积分不足：本次需要 10 积分，当前余额 3 积分，请先充值'));
    nockAccount({ info: { ...info, points: 3 } });
    await expect(store.dispatch(tasks.actions.create({ tool: 'tts', style: '0', text: '你好' }))).rejects.toMatchObject({
      code: CODES.pointsShort,
    });
    const state = await settle(store);
    expect(state.tasks.current).toMatchObject({ status: 'failed', error: { code: CODES.pointsShort } });
    expect(state.session.info.points).toBe(3);
  });

  it('a refused token: no task posted, the reason in state.errors', async () => {
    const { store } = signedIn();
    api(AUTH).get('/miao/v1/task/token').reply(200, refused(402, '积分不足'));
    nockAccount();
    await expect(store.dispatch(tasks.actions.create({ tool: 'tts', style: '0', text: '你好' }))).rejects.toThrow('积分不足');
    const state = await settle(store);
    expect(state.tasks.current).toMatchObject({ status: 'failed', taskId: '', resource: null });
    expect(state.errors['tasks/create']).toEqual({ code: 402, message: '积分不足' });
  });

  it('a refused task: nothing saved but the failure', async () => {
    const { store } = signedIn();
    api(AUTH)
      .get('/miao/v1/task/token')
      .reply(200, ok({ token: 'task-tok' }))
      .post('/miao/v1/task', { tool: 'tts', style: '0', text: '你好', token: 'task-tok' })
      .reply(200, refused(1));
    nockAccount();
    await expect(store.dispatch(tasks.actions.create({ tool: 'tts', style: '0', text: '你好' }))).rejects.toThrow('创建任务失败');
    const state = await settle(store);
    expect(state.tasks.current?.resource).toBeNull();
    expect(state.resources.list).toEqual([]);
  });

  it('a double click creates one task: the second create joins the first and gets its result', async () => {
    const { store } = signedIn();
    nockTask({ pending, polls: [resource('r9')] });
    nockAccount();
    const [first, second] = await Promise.all([
      store.dispatch(tasks.actions.create(request)),
      store.dispatch(tasks.actions.create(request)),
    ]);
    expect(first).toEqual(resource('r9'));
    expect(second).toEqual(resource('r9'));
    await settle(store);
  });
});
