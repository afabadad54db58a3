// @vitest-environment jsdom
// Runs over nock: task token, then POST /v1/task with it, then the results followed in their
// tool's first page until each is final. Several runs go side by side; a run of several
// results fills in one by one, and a failed result is refunded alone; Stop withdraws what is
// pending; a reload picks a run up again. Short polls come from the kit's stores (timing).
import { describe, expect, it, vi } from 'vitest';
import { initialSession, session } from '../../src/models/session';
import { tasks } from '../../src/models/tasks';
import { refundedPoints } from '../../src/models/taskRun';
import { CODES } from '../../src/rules/errorCodes';
import { MAX_PARALLEL_RUNS } from '../../src/rules/runs';
import { RUNS_STORAGE_KEY } from '../../src/services/runStorage';
import {
  api,
  info,
  memoryStorage,
  nockAccount,
  nockPolls,
  nockRun,
  wireOk,
  resource,
  settle,
  useNock,
  validAuth,
  waitForState,
  withLoggedInStore,
} from '../testing';
import { errorText } from '../testing/errors';

const AUTH = { reqheaders: { authorization: 'Bearer tok-1' } };
const photo = 'data:image/png;base64,iVBORw0KGgo=';
const pending = resource('r9', { status: 'pending', url: '' });
const request = { tool: 'avatar' as const, style: 'pixar', image: photo };
const listed = (...list: ReturnType<typeof resource>[]) => wireOk({ list, total: list.length, page: 1, num: 100 });

useNock();

function signedIn(runStorage = memoryStorage()) {
  const auth = validAuth();
  return {
    runStorage,
    ...withLoggedInStore(auth, {
      runStorage,
      preloadedState: { session: { ...initialSession, auth, info, infoStatus: 'loaded', infoAt: Date.now() } },
    }),
  };
}

describe('tasks/create: one result (what every server answers)', () => {
  it('token, task, poll: the run is recorded, the result lands in the run and in resources, the account refreshes', async () => {
    const { store } = signedIn();
    nockRun({ pending, polls: [pending, resource('r9')], points: 110, body: { tool: 'avatar', style: 'pixar', image: photo } });
    nockAccount({ info: { ...info, points: 110 } });
    const finished = store.dispatch(tasks.actions.create({ ...request, runId: 'run-a', photoName: 'me.png' }));
    expect(store.getState().tasks.runs).toMatchObject([
      {
        id: 'run-a',
        tool: 'avatar',
        styles: ['pixar'],
        count: 1,
        status: 'starting',
        input: { image: photo, photoName: 'me.png' },
      },
    ]);
    await expect(finished).resolves.toMatchObject({ id: 'run-a', status: 'done', items: [resource('r9')] });
    const state = await settle(store);
    expect(state.tasks.runs[0]).toMatchObject({ status: 'done', taskId: 'k-1', items: [resource('r9')], error: null });
    expect(state.resources.list).toEqual([resource('r9')]);
    expect(state.session.info.points).toBe(110);
    expect(state.errors).toEqual({});
  });

  it('sends exactly what a server without runs knows: no styles, no count', async () => {
    const { store } = signedIn();
    // The whole body: a field more (styles, count) would not match.
    nockRun({ token: 'tt', body: request, taskId: 'k', pending, points: 90, polls: [resource('r9')] });
    nockAccount();
    await expect(store.dispatch(tasks.actions.create(request))).resolves.toMatchObject({ status: 'done' });
    await settle(store);
  });

  it('a failed status check (HTTP 500) is retried and the watch goes on to the result', async () => {
    const { store } = signedIn();
    nockRun({ pending, polls: [500, 503, resource('r9')] });
    nockAccount();
    await expect(store.dispatch(tasks.actions.create(request))).resolves.toMatchObject({ status: 'done' });
    await settle(store);
  });

  it('a failed generation: shown as failed with its refund, the refunded balance refetched, the error in state', async () => {
    const { store } = signedIn();
    const failed = resource('r9', { status: 'failed', url: '' });
    nockRun({ pending, polls: [failed], points: 80 });
    nockAccount({ info: { ...info, points: 120 } });
    await expect(store.dispatch(tasks.actions.create(request))).rejects.toMatchObject({ code: 'task_failed' });
    const state = await settle(store);
    expect(state.tasks.runs[0]).toMatchObject({ status: 'failed', items: [failed] });
    // An older server does not say `refunded`: a failed result counts as refunded.
    expect(refundedPoints(state.tasks.runs[0])).toBe(10);
    expect(state.session.info.points).toBe(120);
    expect(state.errors['tasks/create']).toEqual({ code: 'task_failed', params: { reason: 'taskFailed' } });
    expect(errorText(state.errors['tasks/create'])).toBe('生成失败，积分已退回');
  });

  it('refused for points: the run failed with the server code kept, nothing charged, the account refreshes', async () => {
    const { store } = signedIn();
    nockRun({
      token: 'task-tok',
      body: { tool: 'tts', style: '0', text: '你好' },
      refused: { at: 'task', code: CODES.pointsShort, msg: '积分不足：本次需要 10 积分，当前余额 3 积分，请先充值' },
    });
    nockAccount({ info: { ...info, points: 3 } });
    await expect(store.dispatch(tasks.actions.create({ tool: 'tts', style: '0', text: '你好' }))).rejects.toMatchObject({
      code: CODES.pointsShort,
    });
    const state = await settle(store);
    expect(state.tasks.runs[0]).toMatchObject({ status: 'failed', items: [], error: { code: CODES.pointsShort } });
    expect(state.session.info.points).toBe(3);
  });

  it('a refused token: no task posted, the reason in state.errors', async () => {
    const { store } = signedIn();
    nockRun({ refused: { at: 'token', code: 402, msg: '积分不足' } });
    nockAccount();
    await expect(store.dispatch(tasks.actions.create({ tool: 'tts', style: '0', text: '你好' }))).rejects.toMatchObject({
      code: 402,
      params: { said: '积分不足' },
    });
    const state = await settle(store);
    expect(state.tasks.runs[0]).toMatchObject({ status: 'failed', taskId: '', items: [] });
    expect(state.errors['tasks/create']).toEqual({ code: 402, params: { reason: 'taskToken', said: '积分不足' } });
    expect(errorText(state.errors['tasks/create'])).toBe('积分不足');
  });
});

describe('tasks/create: several results, several runs', () => {
  it('asks for styles × count, charges once, and fills the results in one by one; a failed one is refunded alone', async () => {
    const { store } = signedIn();
    const items = ['a', 'b', 'c', 'd'].map((id, i) =>
      resource(id, {
        status: 'pending',
        url: '',
        style: i < 2 ? 'pixar' : 'anime',
        taskId: 'k',
        settings: { styles: ['pixar', 'anime'], count: 2 },
      }),
    );
    const [a, b, c, d] = items;
    const doneOf = (r: (typeof items)[number]) => ({ ...r, status: 'done' as const, url: `http://cdn.test/${r.resId}.png` });
    nockRun({
      token: 'tt',
      body: { ...request, styles: ['pixar', 'anime'], count: 2 },
      taskId: 'k',
      pending: items,
      points: 80,
      polls: [
        [doneOf(a), b, c, d],
        { finds: [doneOf(a), { ...b, status: 'failed', refunded: true }, doneOf(c), doneOf(d)], delay: 50 },
      ],
    });
    nockAccount({ info: { ...info, points: 90 } });
    const running = store.dispatch(tasks.actions.create({ ...request, runId: 'four', styles: ['pixar', 'anime'], count: 2 }));
    // The first result shows while the others are still pending.
    const halfway = await waitForState(store, (s) => s.tasks.runs[0]?.items.some((r) => r.status === 'done') ?? false);
    expect(halfway.tasks.runs[0].items.map((r) => r.status)).toEqual(['done', 'pending', 'pending', 'pending']);
    expect(halfway.tasks.runs[0].status).toBe('running');
    expect(halfway.session.info.points).toBe(80);
    const run = await running;
    expect(run.status).toBe('partial');
    expect(run.items.map((r) => r.status)).toEqual(['done', 'failed', 'done', 'done']);
    expect(refundedPoints(run)).toBe(10);
    const state = await settle(store);
    expect(state.session.info.points).toBe(90);
    expect(state.errors).toEqual({});
  });

  it('two tools run at once, each with its own status; one failing leaves the other', async () => {
    const { store } = signedIn();
    const voice = resource('v1', { typ: 'tts', kind: 'audio', style: 'ttsch/0', status: 'pending', url: '' });
    // Both token requests answer the same token: whichever run asks first may take either.
    nockRun({ token: 'tt', body: request, taskId: 'k1', pending, points: 110, polls: [{ finds: resource('r9'), delay: 80 }] });
    nockRun({
      token: 'tt',
      body: { tool: 'tts', style: 'ttsch/0', text: '你好' },
      taskId: 'k2',
      pending: voice,
      points: 108,
      polls: [{ ...voice, status: 'failed', refunded: true }],
    });
    // Each run's end refreshes the account; two ends close together may share one request.
    nockAccount();
    nockAccount({ optional: true });
    const photoRun = store.dispatch(tasks.actions.create({ ...request, runId: 'p' }));
    const voiceRun = store.dispatch(tasks.actions.create({ tool: 'tts', style: 'ttsch/0', text: '你好', runId: 'v' }));
    await expect(voiceRun).rejects.toMatchObject({ code: 'task_failed' });
    // The voice run failed while the photo run still goes.
    expect(store.getState().tasks.runs.map((r) => [r.id, r.status])).toEqual([
      ['v', 'failed'],
      ['p', 'running'],
    ]);
    await expect(photoRun).resolves.toMatchObject({ id: 'p', status: 'done' });
    await settle(store);
  });
});

describe('tasks/cancel', () => {
  it('withdraws the pending results where the run runs: refunded, what was done kept, the run cancelled', async () => {
    const { store } = signedIn();
    const a = resource('a', { status: 'pending', url: '' });
    const b = resource('b', { status: 'pending', url: '' });
    nockRun({
      token: 'tt',
      body: { ...request, count: 2 },
      taskId: 'k',
      pending: [a, b],
      points: 100,
      polls: [
        [resource('a'), b],
        // The check after the stop finds nothing pending in the run: no more requests.
        { finds: [resource('a'), { ...b, status: 'revoked' }], optional: true },
      ],
    });
    api(AUTH)
      .post('/miao/v1/resource/revoke', { resId: 'b' })
      .reply(200, wireOk({ resource: { ...b, status: 'revoked', refunded: true }, points: 110 }));
    nockAccount({ info: { ...info, points: 110 } });
    const running = store.dispatch(tasks.actions.create({ ...request, runId: 'r', count: 2 }));
    await waitForState(store, (s) => s.tasks.runs[0]?.items[0]?.status === 'done');
    const stopped = await store.dispatch(tasks.actions.cancel({ id: 'r' }));
    expect(stopped).toMatchObject({ status: 'cancelled', cancelling: true });
    expect(stopped?.items.map((r) => r.status)).toEqual(['done', 'revoked']);
    expect(store.getState().session.info.points).toBe(110);
    await expect(running).resolves.toMatchObject({ status: 'cancelled' });
    expect(refundedPoints(store.getState().tasks.runs[0])).toBe(10);
    await settle(store);
  });

  it('a refused stop leaves the run going, with the reason in state.errors', async () => {
    const { store } = signedIn();
    nockRun({ token: 'tt', body: request, taskId: 'k', pending, points: 110, polls: [{ finds: resource('r9'), delay: 40 }] });
    api(AUTH).post('/miao/v1/resource/revoke', { resId: 'r9' }).reply(500, { code: 500, msg: 'internal error' });
    nockAccount();
    const running = store.dispatch(tasks.actions.create({ ...request, runId: 'r' }));
    await waitForState(store, (s) => s.tasks.runs[0]?.status === 'running');
    await expect(store.dispatch(tasks.actions.cancel({ id: 'r' }))).rejects.toBeTruthy();
    expect(store.getState().tasks.runs[0]).toMatchObject({ status: 'running', cancelling: false });
    expect(store.getState().errors['tasks/cancel']).toMatchObject({ status: 500 });
    await expect(running).resolves.toMatchObject({ status: 'done' });
    await settle(store);
  });
});

describe('a reload during a run', () => {
  it('picks the run up again in a new store for the same login; ended, it comes back as it was at the next reload', async () => {
    const runStorage = memoryStorage();
    const first = signedIn(runStorage);
    nockRun({ token: 'tt', body: request, taskId: 'k', pending, points: 110, polls: [{ finds: pending, delay: 200 }] });
    void first.store.dispatch(tasks.actions.create({ ...request, runId: 'kept', photoName: 'me.png' })).catch(() => undefined);
    await waitForState(first.store, (s) => s.tasks.runs[0]?.status === 'running');
    const kept: unknown = JSON.parse(runStorage.items.get(RUNS_STORAGE_KEY) ?? 'null');
    expect(kept).toMatchObject({ owner: 'tok-1', runs: [{ id: 'kept', taskId: 'k', input: { photoName: 'me.png' } }] });
    // Never the photo itself.
    expect(JSON.stringify(kept)).not.toContain(photo);

    // "Reload": the page goes (its store with it), a new store with the same login and the same session storage.
    first.store.close();
    nockPolls({ typ: 'avatar', polls: [resource('r9')] });
    nockAccount({ info: { ...info, points: 110 } });
    const second = withLoggedInStore(validAuth(), { runStorage });
    const picked = await waitForState(second.store, (s) => s.tasks.runs[0]?.status === 'done');
    expect(picked.tasks.runs[0]).toMatchObject({ id: 'kept', taskId: 'k', items: [resource('r9')] });
    await settle(second.store);
    // Done, it stays kept for this tab's next reload (issue 33: the result was gone after one).
    expect(JSON.parse(runStorage.items.get(RUNS_STORAGE_KEY) ?? 'null')).toMatchObject({
      owner: 'tok-1',
      runs: [{ id: 'kept', items: [{ resId: 'r9', status: 'done' }], input: { photoName: 'me.png' } }],
    });

    // Another reload: the run is back as it ended, its result and input, with nothing to follow
    // (no status check is asked: nock would refuse it).
    nockAccount({ info: { ...info, points: 110 }, optional: true });
    const third = withLoggedInStore(validAuth(), { runStorage });
    const back = await waitForState(third.store, (s) => s.tasks.runs.length > 0);
    expect(back.tasks.runs[0]).toMatchObject({
      id: 'kept',
      tool: 'avatar',
      styles: ['pixar'],
      status: 'done',
      items: [resource('r9')],
      input: { photoName: 'me.png' },
    });
    await settle(third.store);
  });

  it('of 300 kept runs, picks up the newest MAX_PARALLEL_RUNS that check, drops the rest and says so', async () => {
    const kept = (i: number) => ({
      id: `kept-${i}`,
      tool: 'avatar',
      styles: ['pixar'],
      count: 1,
      startedAt: 1_700_000_000_000 + i,
      taskId: `k-${i}`,
      items: [resource(`r-${i}`, { status: 'pending', url: '' })],
      input: {},
    });
    const good = Array.from({ length: 300 }, (_, i) => kept(i));
    // Newer than every good run: picked first if they were trusted as they are.
    const bad = [
      { ...kept(1000), count: -1 },
      { ...kept(1001), count: 1.5 },
      { ...kept(1002), count: 1e9 },
      { ...kept(1003), styles: [7] },
      { ...kept(1004), tool: 'sketch' },
      { ...kept(1005), id: 'x'.repeat(10_000) },
    ];
    const runStorage = memoryStorage({
      [RUNS_STORAGE_KEY]: JSON.stringify({ owner: 'tok-1', runs: [...bad, ...good].reverse() }),
    });
    // Every kept result is done by now: a run that is followed ends after one check.
    const everyDone = listed(...[...good, ...bad].map((run) => resource(run.items[0].resId)));
    let listRequests = 0;
    api(AUTH)
      .persist()
      .get('/miao/v1/resource/list')
      .query({ page: '1', num: '100', typ: 'avatar' })
      .reply(() => {
        listRequests += 1;
        return [200, everyDone];
      });
    // Each run that ends refreshes the account (joined while one load is in flight).
    api(AUTH).persist().get('/miao/v1/account/info').optionally().reply(200, wireOk(info));
    api(AUTH)
      .persist()
      .get(/\/miao\/v1\/agent\/(dify|pdf|nopdf)id/)
      .query(true)
      .optionally()
      .reply(200, wireOk({ id: 'x' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store } = signedIn(runStorage);
    try {
      // The kept runs are put all at once, as soon as their results are checked.
      const picked = await waitForState(store, (s) => s.tasks.runs.length > 0);
      expect(picked.tasks.runs.map((run) => run.id)).toEqual(['kept-299', 'kept-298', 'kept-297']);
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/303 kept run.*6 failed their check, 297 beyond the 3 that may go at once/),
      );
      await waitForState(store, (s) => s.tasks.runs.every((run) => run.status === 'done'));
      await settle(store);
      expect(listRequests).toBe(MAX_PARALLEL_RUNS);
    } finally {
      warn.mockRestore();
      // A failing run of this test stops what it picked up rather than polling on.
      store.dispatch(session.actions.ended('logout'));
    }
  });

  it('another login never picks up the runs kept for the first', async () => {
    const runStorage = memoryStorage({
      [RUNS_STORAGE_KEY]: JSON.stringify({
        owner: 'someone-else',
        runs: [{ id: 'x', tool: 'avatar', styles: ['pixar'], count: 1, startedAt: 1, taskId: 'k', items: [pending], input: {} }],
      }),
    });
    const { store } = signedIn(runStorage);
    const state = await settle(store);
    expect(state.tasks.runs).toEqual([]);
  });

  it('a sign-out stops every run and forgets the kept ones', async () => {
    const { store, runStorage } = signedIn();
    nockRun({
      token: 'tt',
      body: request,
      taskId: 'k',
      pending,
      points: 110,
      polls: [{ finds: pending, delay: 100, optional: true }],
    });
    const running = store.dispatch(tasks.actions.create({ ...request, runId: 'r' }));
    await waitForState(store, (s) => s.tasks.runs[0]?.status === 'running');
    expect(runStorage.items.has(RUNS_STORAGE_KEY)).toBe(true);
    store.dispatch({ type: 'session/ended', payload: 'logout' });
    await expect(running).rejects.toMatchObject({ name: 'EffectCancelledError' });
    expect(store.getState().tasks.runs).toEqual([]);
    expect(runStorage.items.has(RUNS_STORAGE_KEY)).toBe(false);
  });
});
