// Tasks, step by step: a run is recorded, token and task, accepted with its pending results,
// then followed until each is final (a failed check retried with backoff); Stop withdraws the
// pending results; runs kept for a reload are picked up for the same login only.
import { cloneableGenerator } from '@redux-saga/testing-utils';
import { call, cancelled, delay, getContext, put, select, take } from 'redux-saga/effects';
import { describe, expect, it, vi } from 'vitest';
import type { Api, RunStorage } from '../../../src/services/context';
import { resources } from '../../../src/models/resources';
import { selectAuth, session } from '../../../src/models/session';
import { statusOf, taskBody, refundedPoints } from '../../../src/models/taskRun';
import {
  FINISHED_KEPT,
  KEPT_RUNS,
  TASK_POLL_TRIES,
  cancel,
  create,
  begin,
  follow,
  initialTasks,
  keep,
  listOnce,
  noteDropped,
  pickedUp,
  pollDelay,
  readPhoto,
  rerun,
  rerunPayload,
  resume,
  saveRuns,
  settle,
  validSaved,
  selectRun,
  selectRuns,
  tasks,
  type TaskRun,
} from '../../../src/models/tasks';
import { ApiError } from '../../../src/services/errors';
import { MAX_KEPT_ID_LENGTH, type SavedRun } from '../../../src/services/runStorage';
import { MAX_PARALLEL_RUNS, MAX_RUN_STYLES } from '../../../src/rules/runs';
import { randomId } from '../../../src/utils/ids';
import { resource } from '../../testing/fixtures';
import { stepAnswer, stepRefused } from '../../testing/answers';
import { ask } from '../../../src/models/ask';

const api = { getTaskToken: vi.fn(), createTask: vi.fn(), listResources: vi.fn(), revokeResource: vi.fn() } as unknown as Api;
const storage: RunStorage = { read: vi.fn(), write: vi.fn(), clear: vi.fn() };
const fail = stepRefused(4);
const NOW = 1_700_000_000_000;
const timing = { taskPollMs: 1500, payPollMs: 2000, resourcesRefreshMs: 4000 };
const TASK_POLL_MS = timing.taskPollMs;

const request = {
  runId: 'run-1',
  tool: 'avatar' as const,
  style: 'pixar',
  image: 'data:image/png;base64,AA',
  photoName: 'me.png',
};
const pending = resource('r9', { status: 'pending', url: '' });
const done = resource('r9');
const listed = (...list: ReturnType<typeof resource>[]) => stepAnswer({ list, total: list.length, page: 1, num: 100 });

function run(overrides: Partial<TaskRun> = {}): TaskRun {
  return {
    id: 'run-1',
    tool: 'avatar',
    styles: ['pixar'],
    count: 1,
    startedAt: NOW,
    input: {},
    status: 'running',
    taskId: 'k1',
    items: [pending],
    error: null,
    cancelling: false,
    ...overrides,
  };
}

describe('tasks/create', () => {
  it('records the run under the page’s id, runs it, and refreshes the account and the kept runs once it ends', () => {
    const gen = cloneableGenerator(create)(tasks.actions.create(request));
    // One run per press: the runs in the store are read first (see the next test).
    expect(gen.next().value).toEqual(select(selectRuns));
    expect(gen.next([]).value).toEqual(call(Date.now));
    expect(gen.next(NOW).value).toEqual(
      put(
        tasks.actions.started({
          id: 'run-1',
          tool: 'avatar',
          styles: ['pixar'],
          count: 1,
          startedAt: NOW,
          input: { image: request.image, photoName: 'me.png', text: undefined, bgm: undefined },
        }),
      ),
    );
    expect(gen.next().value).toEqual(call(begin, 'run-1', request));
    expect(gen.next().value).toEqual(call(follow, 'run-1'));
    const broken = gen.clone();
    const finished = run({ status: 'done', items: [done] });
    // Done: the run is the answer; the account and the kept runs are refreshed from finally.
    expect(gen.next(finished).value).toEqual(call(settle));
    expect(gen.next()).toEqual({ done: true, value: finished });
    // Failed: the run records the failure, the error goes on to the caller.
    const error = new ApiError(4020, { reason: 'task', said: '积分不足' });
    expect(broken.throw(error).value).toEqual(
      put(tasks.actions.failed({ id: 'run-1', error: { code: 4020, params: { reason: 'task', said: '积分不足' } } })),
    );
    expect(broken.next().value).toEqual(call(settle));
    expect(() => broken.next()).toThrow(error);
  });

  it('settle: the account once, then the kept runs; nothing for a run a sign-out stopped', () => {
    const gen = cloneableGenerator(settle)();
    expect(gen.next().value).toEqual(cancelled());
    const stopped = gen.clone();
    expect(gen.next(false).value).toEqual(put(session.actions.fetchInfo()));
    expect(gen.next().value).toEqual(call(saveRuns));
    expect(gen.next().done).toBe(true);
    expect(stopped.next(true).done).toBe(true);
  });

  it('refuses the same run again, and a run of a tool whose last one the server has not answered', () => {
    const refusal = { code: 'unknown', params: { reason: 'runStarting' } };
    const same = create(tasks.actions.create(request));
    same.next();
    expect(() => same.next([run({ id: 'run-1', status: 'running' })])).toThrow(expect.objectContaining(refusal));
    const unanswered = create(tasks.actions.create(request));
    unanswered.next();
    expect(() => unanswered.next([run({ id: 'other', status: 'starting' })])).toThrow(expect.objectContaining(refusal));
    // Another tool's unanswered run, or this tool's answered one, does not stop it.
    const free = create(tasks.actions.create(request));
    free.next();
    const others = [run({ id: 'a', tool: 'cartoon', status: 'starting' }), run({ id: 'b', status: 'running' })];
    expect(free.next(others).value).toEqual(call(Date.now));
  });

  it('makes a run id when the caller gives none', () => {
    const { runId: _none, ...withoutId } = request;
    const gen = create(tasks.actions.create(withoutId));
    expect(gen.next().value).toEqual(call(randomId, 16));
    expect(gen.next('made-id').value).toEqual(select(selectRuns));
    expect(gen.next([]).value).toEqual(call(Date.now));
    expect(gen.next(NOW).value).toMatchObject({ payload: { action: { payload: { id: 'made-id' } } } });
  });

  it('a run stopped by a sign-out asks for nothing more', () => {
    const gen = create(tasks.actions.create(request));
    gen.next();
    gen.next([]);
    gen.next(NOW);
    gen.next();
    expect(gen.return(undefined as never).value).toEqual(call(settle));
    expect(gen.next().done).toBe(true);
  });
});

describe('taskBody: what a run sends', () => {
  it('a one-result, one-style run sends what a server without runs knows', () => {
    const { runId: _id, photoName: _name, ...sent } = request;
    expect(taskBody(request)).toEqual(sent);
  });
  it('several styles and results go as styles and count, the first style as style', () => {
    expect(taskBody({ tool: 'avatar', style: 'a', styles: ['a', 'b'], count: 3, image: 'x' })).toEqual({
      tool: 'avatar',
      style: 'a',
      styles: ['a', 'b'],
      count: 3,
      image: 'x',
    });
  });
});

describe('begin (through create against a fake API)', () => {
  const steps = () => {
    const gen = create(tasks.actions.create(request));
    gen.next();
    gen.next([]);
    gen.next(NOW);
    const begin = gen.next().value as { payload: { fn: (id: string, p: typeof request) => Generator } };
    return cloneableGenerator(begin.payload.fn)('run-1', request);
  };

  it('token, task, accepted with every result and the balance, then the runs kept', () => {
    const inner = steps();
    expect(inner.next().value).toEqual(call(ask, 'getTaskToken', 'taskToken'));
    const refused = inner.clone();
    expect(inner.next({ token: 'tt' }).value).toEqual(call(ask, 'createTask', 'task', { ...taskBody(request), token: 'tt' }));
    const taskRefused = inner.clone();
    const oneResult = inner.clone();
    const second = resource('r10', { status: 'pending', url: '' });
    expect(inner.next({ taskId: 'k1', resource: pending, resources: [pending, second], points: 80 }).value).toEqual(
      put(tasks.actions.accepted({ id: 'run-1', taskId: 'k1', items: [pending, second] })),
    );
    expect(inner.next().value).toEqual(put(session.actions.savePoints(80)));
    expect(inner.next().value).toEqual(put(resources.actions.upsert(pending)));
    expect(inner.next().value).toEqual(put(resources.actions.upsert(second)));
    expect(inner.next().value).toEqual(call(saveRuns));
    expect(inner.next().done).toBe(true);
    // A server that makes one result answers `resource` alone: the run has that one.
    expect(oneResult.next({ taskId: 'k1', resource: pending, points: 90 }).value).toEqual(
      put(tasks.actions.accepted({ id: 'run-1', taskId: 'k1', items: [pending] })),
    );
    // A refused token or task goes on to the caller (create records it on the run).
    const noToken = new ApiError(402, { reason: 'taskToken', said: '积分不足' });
    expect(() => refused.throw(noToken)).toThrow(noToken);
    const noTask = new ApiError(5, { reason: 'task' });
    expect(() => taskRefused.throw(noTask)).toThrow(noTask);
  });
});

describe('follow', () => {
  it('waits, looks the pending results up in the first page of their tool, finishes each as it is final', () => {
    const second = resource('r10', { status: 'pending', url: '' });
    const two = run({ items: [pending, second] });
    const gen = follow('run-1');
    expect(gen.next().value).toEqual(getContext('api'));
    expect(gen.next(api).value).toEqual(getContext('timing'));
    expect(gen.next(timing).value).toEqual(select(selectRun('run-1')));
    expect(gen.next(two).value).toEqual(delay(TASK_POLL_MS));
    expect(gen.next().value).toEqual(call(listOnce, api, 'avatar'));
    // One of the two is done: it is finished alone, the kept runs follow.
    expect(gen.next(listed(done, second)).value).toEqual(select(selectRun('run-1')));
    expect(gen.next(two).value).toEqual(put(tasks.actions.itemFinished({ id: 'run-1', item: done })));
    expect(gen.next().value).toEqual(put(resources.actions.upsert(done)));
    expect(gen.next().value).toEqual(call(saveRuns));
    // Next round: the other fails.
    const half = run({ items: [done, second] });
    expect(gen.next().value).toEqual(select(selectRun('run-1')));
    expect(gen.next(half).value).toEqual(delay(TASK_POLL_MS));
    gen.next();
    const lost = { ...second, status: 'failed' as const, refunded: true };
    gen.next(listed(done, lost));
    expect(gen.next(half).value).toEqual(put(tasks.actions.itemFinished({ id: 'run-1', item: lost })));
    gen.next();
    gen.next();
    const partial = run({ items: [done, lost], status: 'partial' });
    gen.next(); // select: nothing pending, the loop ends
    expect(gen.next(partial).value).toEqual(select(selectRun('run-1')));
    expect(gen.next(partial)).toEqual({ done: true, value: partial });
  });

  it('a failed check (HTTP 500, a non-zero code) waits longer and the watch goes on', () => {
    const gen = follow('run-1');
    gen.next();
    gen.next(api);
    gen.next(timing);
    gen.next(run());
    gen.next();
    gen.next(null); // the check failed: back to the top
    expect(gen.next(run()).value).toEqual(delay(pollDelay(TASK_POLL_MS, 1)));
    gen.next();
    gen.next(fail);
    expect(gen.next(run()).value).toEqual(delay(pollDelay(TASK_POLL_MS, 2)));
    gen.next();
    gen.next(listed(pending)); // an answer: back to normal
    gen.next(run());
    expect(gen.next(run()).value).toEqual(delay(TASK_POLL_MS));
  });

  it('the backoff doubles from the poll interval up to its cap', () => {
    expect([0, 1, 2, 3].map((n) => pollDelay(100, n))).toEqual([100, 200, 400, 800]);
    expect(pollDelay(100, 20)).toBe(800);
  });

  it('throws when nothing was made: every result failed, or withdrawn', () => {
    const end = (items: ReturnType<typeof resource>[]) => {
      const gen = follow('run-1');
      gen.next();
      gen.next(api);
      gen.next(timing);
      gen.next(run({ items })); // nothing pending: straight to the end
      return () => gen.next(run({ items, status: statusOf(items, false) }));
    };
    expect(end([resource('r9', { status: 'failed' })])).toThrow('taskFailed');
    expect(end([resource('r9', { status: 'revoked' })])).toThrow('taskRevoked');
  });

  it('gives up after TASK_POLL_TRIES rounds with a task_timeout ApiError', () => {
    const gen = follow('run-1');
    gen.next();
    gen.next(api);
    gen.next(timing);
    let thrown: unknown;
    try {
      let step = gen.next(run());
      for (let i = 0; i < TASK_POLL_TRIES; i += 1) {
        gen.next(); // delay → call
        gen.next(listed(pending)); // → select
        step = gen.next(run()); // → next select or delay
        if (step.value && (step.value as { type?: string }).type === 'SELECT') step = gen.next(run());
      }
      gen.next(run());
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ code: 'task_timeout' });
  });
});

describe('tasks/cancel', () => {
  it('withdraws each pending result (refunded), keeps what is done, and says it is stopping meanwhile', () => {
    const second = resource('r10', { status: 'pending', url: '' });
    const gen = cloneableGenerator(cancel)(tasks.actions.cancel({ id: 'run-1' }));
    expect(gen.next().value).toEqual(select(selectRun('run-1')));
    expect(gen.next(run({ items: [done, second] })).value).toEqual(put(tasks.actions.cancelling({ id: 'run-1', on: true })));
    expect(gen.next().value).toEqual(call(ask, 'revokeResource', 'cancelRun', { resId: 'r10' }));
    const refused = gen.clone();
    // An older server does not say `refunded`: a result withdrawn while pending was refunded.
    const revoked = { ...second, status: 'revoked' as const };
    expect(gen.next({ resource: revoked, points: 100 }).value).toEqual(
      put(tasks.actions.itemFinished({ id: 'run-1', item: { ...revoked, refunded: true } })),
    );
    expect(gen.next().value).toEqual(put(session.actions.savePoints(100)));
    expect(gen.next().value).toEqual(put(resources.actions.upsert({ ...revoked, refunded: true })));
    expect(gen.next().value).toEqual(call(saveRuns));
    // Refused: the run goes on, and the failure is the caller's to show.
    const failure = new ApiError(5, { reason: 'cancelRun' });
    expect(refused.throw(failure).value).toEqual(put(tasks.actions.cancelling({ id: 'run-1', on: false })));
    expect(() => refused.next()).toThrow(failure);
  });

  it('does nothing for a run that is not going (or is already stopping)', () => {
    for (const state of [run({ status: 'done' }), run({ cancelling: true }), undefined]) {
      const gen = cancel(tasks.actions.cancel({ id: 'run-1' }));
      gen.next();
      expect(gen.next(state).done).toBe(true);
    }
  });
});

/** What sessionStorage may hold after someone edited it: typed as a run, checked as untrusted. */
const tampered = (run: object): SavedRun => JSON.parse(JSON.stringify(run)) as SavedRun;

describe('kept runs: saveRuns, keep and resume', () => {
  const saved: SavedRun = {
    id: 'run-1',
    tool: 'avatar',
    styles: ['pixar'],
    count: 1,
    startedAt: NOW,
    taskId: 'k1',
    items: [pending],
    input: { text: undefined, bgm: undefined, photoName: 'me.png' },
  };

  it('saveRuns keeps the accepted runs going and the last ones that made something, bound to the login, never the photo', () => {
    const gen = saveRuns();
    expect(gen.next().value).toEqual(getContext('runStorage'));
    expect(gen.next(storage).value).toEqual(select(selectAuth));
    expect(gen.next({ type: 'Bearer', token: 'tok', expire: NOW + 1 }).value).toEqual(select(selectRuns));
    const going = run({ input: { image: 'data:…', photoName: 'me.png' } });
    const finished = (id: string, status: TaskRun['status']) => run({ id, status, items: [{ ...pending, status: 'done' }] });
    const done = Array.from({ length: FINISHED_KEPT + 1 }, (_, i) => finished(`done-${i}`, 'done'));
    const asSaved = (r: TaskRun) => ({ ...saved, id: r.id, items: r.items, input: {} });
    expect(
      gen.next([
        going,
        run({ id: 'y', status: 'starting', taskId: '' }),
        finished('stopped', 'cancelled'),
        run({ id: 'refused', status: 'failed', taskId: '', items: [] }),
        ...done,
      ]).value,
    ).toEqual(call(storage.write, { owner: 'tok', runs: [saved, ...done.slice(0, FINISHED_KEPT).map(asSaved)] }));
  });

  it('keep resumes the kept runs of the login in use only, and forgets them at a sign-out', () => {
    const gen = keep();
    expect(gen.next().value).toEqual(getContext('runStorage'));
    expect(gen.next(storage).value).toEqual(select(selectAuth));
    expect(gen.next({ type: 'Bearer', token: 'tok', expire: NOW + 1 }).value).toEqual(call(storage.read));
    const hostile = tampered({ ...saved, id: 'run-2', items: [{ ...pending, url: 'javascript:alert(1)', status: 'nope' }] });
    expect(gen.next({ owner: 'tok', runs: [saved, hostile], unreadable: 2 }).value).toEqual(call(validSaved, [saved, hostile]));
    // Two unreadable in storage, one whose results failed: three dropped, said so.
    expect(gen.next([saved]).value).toEqual(call(noteDropped, 3, 0));
    expect(gen.next().value).toEqual(put(tasks.actions.resume(saved)));
    expect(gen.next().value).toEqual(take([session.actions.saveAuth.type, session.actions.ended.type]));
    // Another login: not its runs.
    expect(gen.next(session.actions.saveAuth({ type: 'Bearer', token: 'other', expire: NOW + 1 })).value).toEqual(
      select(selectAuth),
    );
    gen.next({ type: 'Bearer', token: 'other', expire: NOW + 1 });
    expect(gen.next({ owner: 'tok', runs: [saved], unreadable: 0 }).value).toEqual(
      take([session.actions.saveAuth.type, session.actions.ended.type]),
    );
    expect(gen.next(session.actions.ended('logout')).value).toEqual(call(storage.clear));
  });

  it('validSaved drops a tampered run: a result that fails its check, or of another tool', async () => {
    const hostile = tampered({ ...saved, id: 'run-2', items: [{ ...pending, status: 'nope' }] });
    const otherTool = { ...saved, id: 'run-3', items: [{ ...pending, typ: 'tts' as const }] };
    const noTool = tampered({ ...saved, id: 'run-4', tool: 'sketch' });
    expect(await validSaved([saved, hostile, otherTool, noTool])).toEqual([saved]);
  });

  it('validSaved drops a run whose results are not of its styles or its task, or have an unbounded id', async () => {
    const otherStyle = { ...saved, id: 'run-5', items: [{ ...pending, style: 'disney' }] };
    const otherTask = { ...saved, id: 'run-6', items: [{ ...pending, taskId: 'k-other' }] };
    const longId = { ...saved, id: 'run-7', items: [{ ...pending, resId: 'r'.repeat(MAX_KEPT_ID_LENGTH + 1) }] };
    const ownTask = { ...saved, id: 'run-8', items: [{ ...pending, taskId: 'k1' }] };
    expect(await validSaved([otherStyle, otherTask, longId, ownTask])).toEqual([ownTask]);
  });

  it.each([
    ['a tool the app does not know', { tool: 'sketch' }],
    ['a count of zero', { count: 0 }],
    ['a count beyond the tool’s maxResults', { count: 5 }],
    ['no style', { styles: [] }],
    ['a repeated style', { styles: ['pixar', 'pixar'] }],
    ['more styles than a run may take', { styles: Array.from({ length: MAX_RUN_STYLES + 1 }, (_, i) => `s${i}`) }],
    ['a style a catalogue tool does not have', { tool: 'watercolor', styles: ['pixar'] }],
    ['several styles on a one-style tool', { tool: 'tts', styles: ['ttsch/0', 'ttsch/2'], input: { text: 'x' } }],
    ['no results', { items: [] }],
    ['more results than styles × count', { items: [pending, { ...pending, resId: 'r10' }] }],
    ['text on a photo tool', { input: { text: 'hi' } }],
    ['text beyond the text tool’s limit', { tool: 'tts', styles: ['ttsch/0'], input: { text: 'x'.repeat(401) } }],
    ['music the tool does not offer', { tool: 'video3d', styles: ['swing'], input: { bgm: 'metal' } }],
  ])('validSaved drops a run the rulebook would not take: %s', async (_, change) => {
    expect(await validSaved([{ ...saved, ...change }])).toEqual([]);
  });

  it('validSaved takes a text run and a run with music as the rulebook does', async () => {
    const speech = resource('s1', { typ: 'tts', kind: 'audio', style: 'ttsch/0', status: 'pending', url: '' });
    const text = { ...saved, id: 'run-t', tool: 'tts' as const, styles: ['ttsch/0'], items: [speech], input: { text: '你好' } };
    const clip = resource('v1', { typ: 'video3d', kind: 'video', style: 'swing', status: 'pending', url: '' });
    const music = { ...saved, id: 'run-m', tool: 'video3d' as const, styles: ['swing'], items: [clip], input: { bgm: 'cheer' } };
    expect(await validSaved([text, music])).toEqual([text, music]);
  });

  it('pickedUp keeps the newest finished runs besides those going, newest first', () => {
    const done = (i: number) => ({
      ...saved,
      id: `done-${i}`,
      startedAt: NOW + 100 + i,
      items: [{ ...pending, status: 'done' as const }],
    });
    const finished = Array.from({ length: FINISHED_KEPT + 2 }, (_, i) => done(i));
    const going = { ...saved, id: 'going', startedAt: NOW + 150 };
    expect(pickedUp([...finished, going]).map((r) => r.id)).toEqual(['going', 'done-4', 'done-3', 'done-2']);
  });

  it('pickedUp keeps the newest MAX_PARALLEL_RUNS runs, whatever order storage holds them in', () => {
    const many = Array.from({ length: MAX_PARALLEL_RUNS + 4 }, (_, i) => ({ ...saved, id: `run-${i}`, startedAt: NOW + i }));
    const picked = pickedUp([...many].reverse().slice(2).concat(many.slice(-2)));
    expect(picked.map((r) => r.id)).toEqual(
      many
        .slice(-MAX_PARALLEL_RUNS)
        .reverse()
        .map((r) => r.id),
    );
  });

  it('noteDropped says how many were dropped and why, and nothing when none was', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      noteDropped(0, 0);
      expect(warn).not.toHaveBeenCalled();
      noteDropped(2, 295);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/297 kept run.*2 failed their check, 295 beyond the 3/));
    } finally {
      warn.mockRestore();
    }
  });

  it('resume follows a kept run once (a run already followed is left alone)', () => {
    const gen = cloneableGenerator(resume)(tasks.actions.resume(saved));
    expect(gen.next().value).toEqual(select(selectRun('run-1')));
    const known = gen.clone();
    expect(gen.next(undefined).value).toEqual(put(tasks.actions.restored(saved)));
    expect(gen.next().value).toEqual(call(follow, 'run-1'));
    expect(known.next(run())).toEqual({ done: true, value: run() });
  });

  it('resume brings back a run that had ended as it was: nothing to follow, nothing to settle', () => {
    const ended = { ...saved, items: [{ ...pending, status: 'done' as const }] };
    const gen = resume(tasks.actions.resume(ended));
    expect(gen.next().value).toEqual(select(selectRun('run-1')));
    expect(gen.next(undefined).value).toEqual(put(tasks.actions.restored(ended)));
    expect(gen.next().value).toEqual(select(selectRun('run-1')));
    const back = run({ status: 'done', items: ended.items });
    expect(gen.next(back)).toEqual({ done: true, value: back });
  });
});

describe('tasks reducers', () => {
  const started = { id: 'run-1', tool: 'avatar' as const, styles: ['pixar'], count: 2, startedAt: NOW, input: { text: 'x' } };
  const a = resource('a', { status: 'pending', url: '' });
  const b = resource('b', { status: 'pending', url: '' });

  it('started → accepted → each result finished; the status follows the results', () => {
    let state = tasks.reducer(undefined, tasks.actions.started(started));
    expect(state.runs).toEqual([{ ...started, status: 'starting', taskId: '', items: [], error: null, cancelling: false }]);
    state = tasks.reducer(state, tasks.actions.accepted({ id: 'run-1', taskId: 'k', items: [a, b] }));
    expect(state.runs[0]).toMatchObject({ taskId: 'k', items: [a, b], status: 'running' });
    state = tasks.reducer(state, tasks.actions.itemFinished({ id: 'run-1', item: { ...a, status: 'done' } }));
    expect(state.runs[0].status).toBe('running');
    const partial = tasks.reducer(
      state,
      tasks.actions.itemFinished({ id: 'run-1', item: { ...b, status: 'failed', refunded: true } }),
    );
    expect(partial.runs[0].status).toBe('partial');
    expect(refundedPoints(partial.runs[0])).toBe(b.cost);
    const all = tasks.reducer(state, tasks.actions.itemFinished({ id: 'run-1', item: { ...b, status: 'done' } }));
    expect(all.runs[0].status).toBe('done');
    // Stopped: once nothing is pending, cancelled (what was done stays).
    const stopping = tasks.reducer(state, tasks.actions.cancelling({ id: 'run-1', on: true }));
    const stopped = tasks.reducer(
      stopping,
      tasks.actions.itemFinished({ id: 'run-1', item: { ...b, status: 'revoked', refunded: true } }),
    );
    expect(stopped.runs[0].status).toBe('cancelled');
  });

  it('runs side by side, newest first; one run’s change leaves the others alone', () => {
    let state = tasks.reducer(undefined, tasks.actions.started(started));
    state = tasks.reducer(state, tasks.actions.started({ ...started, id: 'run-2', tool: 'tts' }));
    state = tasks.reducer(state, tasks.actions.failed({ id: 'run-1', error: { code: 'network' } }));
    expect(state.runs.map((r) => [r.id, r.status])).toEqual([
      ['run-2', 'starting'],
      ['run-1', 'failed'],
    ]);
    // Dismissed: a finished run leaves, a going one stays.
    state = tasks.reducer(state, tasks.actions.dismiss('run-1'));
    state = tasks.reducer(state, tasks.actions.dismiss('run-2'));
    expect(state.runs.map((r) => r.id)).toEqual(['run-2']);
    expect(tasks.reducer(state, tasks.actions.clear())).toEqual(initialTasks);
    expect(tasks.reducer(state, session.actions.ended('logout'))).toEqual(initialTasks);
  });

  it(`keeps at most ${KEPT_RUNS} finished runs, never dropping one that goes`, () => {
    let state = tasks.reducer(undefined, tasks.actions.started({ ...started, id: 'going' }));
    for (let i = 0; i < KEPT_RUNS + 5; i += 1) {
      state = tasks.reducer(state, tasks.actions.started({ ...started, id: `r${i}` }));
      state = tasks.reducer(state, tasks.actions.failed({ id: `r${i}`, error: { code: 'x' } }));
    }
    expect(state.runs).toHaveLength(KEPT_RUNS + 1);
    expect(state.runs.some((r) => r.id === 'going')).toBe(true);
    expect(state.runs[0].id).toBe(`r${KEPT_RUNS + 4}`);
  });
});

describe('tasks/rerun', () => {
  const text = resource('t1', { typ: 'tti', style: '1000', source: '', settings: { styles: ['1000'], count: 3, text: '小猫' } });
  const photo = resource('a1', { source: 'http://cdn.test/src.png', settings: { styles: ['pixar', 'anime'], count: 1 } });

  it('the whole run: its styles, count, text and music; an older server’s result (no settings) is its own style once', () => {
    expect(rerunPayload(text, 'run')).toEqual({ tool: 'tti', style: '1000', count: 3, text: '小猫' });
    expect(rerunPayload(photo, 'run')).toEqual({ tool: 'avatar', style: 'pixar', styles: ['pixar', 'anime'] });
    expect(rerunPayload(resource('o1', { style: 'pixar' }), 'run')).toEqual({ tool: 'avatar', style: 'pixar' });
    expect(rerunPayload(resource('u1', { typ: 'unknown' }), 'run')).toBeNull();
  });

  it('one result: what the card shows, its own style once, with its text and music', () => {
    expect(rerunPayload(text, 'result')).toEqual({ tool: 'tti', style: '1000', text: '小猫' });
    const anime = resource('a2', { style: 'anime', settings: { styles: ['pixar', 'anime'], count: 2 } });
    expect(rerunPayload(anime, 'result')).toEqual({ tool: 'avatar', style: 'anime' });
    const video = resource('v1', { typ: 'video3d', style: 'circle', settings: { styles: ['circle'], count: 3, bgm: 'cheer' } });
    expect(rerunPayload(video, 'result')).toEqual({ tool: 'video3d', style: 'circle', bgm: 'cheer' });
  });

  it('a text result starts again at once, under a new run id', () => {
    const gen = rerun(tasks.actions.rerun({ resource: text, scope: 'run' }));
    // First: is the same press on the same result still going (rules/runs.ts repeatOf)? None is.
    expect(gen.next().value).toEqual(select(selectRuns));
    expect(gen.next([]).value).toEqual(call(randomId, 16));
    expect(gen.next('again').value).toEqual(
      put(
        tasks.actions.create({
          tool: 'tti',
          style: '1000',
          count: 3,
          text: '小猫',
          runId: 'again',
          origin: { action: 'runAgain', of: text.resId },
        }),
      ),
    );
    expect(gen.next()).toEqual({ done: true, value: 'again' });
  });

  it('a photo result reads its photo back from its source first; without one it cannot be made again', () => {
    const gen = rerun(tasks.actions.rerun({ resource: photo, scope: 'run' }));
    gen.next();
    gen.next([]);
    expect(gen.next('again').value).toEqual(call(readPhoto, 'http://cdn.test/src.png'));
    expect(gen.next('data:image/png;base64,AA').value).toEqual(
      put(
        tasks.actions.create({
          tool: 'avatar',
          style: 'pixar',
          styles: ['pixar', 'anime'],
          runId: 'again',
          image: 'data:image/png;base64,AA',
          origin: { action: 'runAgain', of: photo.resId },
        }),
      ),
    );
    const lost = rerun(tasks.actions.rerun({ resource: { ...photo, source: '' }, scope: 'result' }));
    lost.next();
    lost.next([]);
    expect(() => lost.next('again')).toThrow('rerunNoPhoto');
  });
});
