// @vitest-environment jsdom
// One run per press, kept by the model: the same run dispatched twice, or a second run of a
// tool whose first is not answered yet, sends one POST /task and charges once; the refusal
// is a code the page can word. And a result's progress (0–100) moves the run while it is made.
import { describe, expect, it } from 'vitest';
import { initialSession } from '../../src/models/session';
import { tasks } from '../../src/models/tasks';
import { info, nockAccount, nockRun, resource, settle, useNock, validAuth, withLoggedInStore } from '../testing';
import { errorText } from '../testing/errors';

const photo = 'data:image/png;base64,iVBORw0KGgo=';
const request = { tool: 'avatar' as const, style: 'pixar', image: photo };

const { unmatched } = useNock();

function signedIn() {
  const auth = validAuth();
  return withLoggedInStore(auth, {
    preloadedState: { session: { ...initialSession, auth, info, infoStatus: 'loaded', infoAt: Date.now() } },
  });
}

describe('tasks/create: one run per press', () => {
  it('the same run dispatched twice: one token, one POST /task, the second dispatch refused', async () => {
    const { store } = signedIn();
    const scope = nockRun({ points: 90 });
    nockAccount({ info: { ...info, points: 90 } });
    const first = store.dispatch(tasks.actions.create({ ...request, runId: 'run-a' }));
    const second = store.dispatch(tasks.actions.create({ ...request, runId: 'run-a' }));
    await expect(second).rejects.toMatchObject({ code: 'unknown', params: { reason: 'runStarting' } });
    await expect(first).resolves.toMatchObject({ id: 'run-a', status: 'done' });
    await settle(store);
    expect(scope.isDone()).toBe(true);
    expect(store.getState().tasks.runs).toHaveLength(1);
    expect(unmatched()).toEqual([]);
  });

  it('a second run of the same tool while the first is unanswered is refused, with words for it; once answered, another starts', async () => {
    const { store } = signedIn();
    const scope = nockRun({ points: 90 });
    nockAccount({ info: { ...info, points: 90 } });
    const first = store.dispatch(tasks.actions.create({ ...request, runId: 'run-a' }));
    const second = store.dispatch(tasks.actions.create({ ...request, runId: 'run-b' }));
    await expect(second).rejects.toMatchObject({ params: { reason: 'runStarting' } });
    expect(errorText(store.getState().errors['tasks/create'], 'zh-CN')).toBe('上一次生成还在提交中，请等它开始后再试');
    expect(store.getState().tasks.runs.map((run) => run.id)).toEqual(['run-a']);
    await first;
    await settle(store);
    expect(scope.isDone()).toBe(true);

    nockRun({ pending: resource('r-2', { status: 'pending', url: '' }), polls: [resource('r-2')], points: 80 });
    nockAccount({ info: { ...info, points: 80 } });
    await expect(store.dispatch(tasks.actions.create({ ...request, runId: 'run-c' }))).resolves.toMatchObject({ status: 'done' });
    await settle(store);
  });
});

describe('tasks/create: progress', () => {
  it('a pending result that says how far it is moves the run; the final answer replaces it', async () => {
    const { store } = signedIn();
    const pending = resource('r-new', { status: 'pending', url: '' });
    nockRun({
      pending,
      polls: [{ ...pending, progress: 30 }, { ...pending, progress: 70 }, resource('r-new', { progress: 100 })],
      points: 90,
    });
    nockAccount({ info: { ...info, points: 90 } });
    const seen: (number | undefined)[] = [];
    const stop = store.subscribe(() => {
      const item = store.getState().tasks.runs[0]?.items[0];
      if (item && item.status === 'pending' && seen[seen.length - 1] !== item.progress) seen.push(item.progress);
    });
    await store.dispatch(tasks.actions.create({ ...request, runId: 'run-a' }));
    stop();
    await settle(store);
    expect(seen).toEqual([30, 70]);
    expect(store.getState().tasks.runs[0]).toMatchObject({ status: 'done', items: [{ resId: 'r-new', status: 'done' }] });
  });
});
