// @vitest-environment jsdom
// A workspace opened again after a reload, while its run goes, gets the run's photo back: a
// data URL is not kept across a reload, so `tasks/runPhoto` reads it from the run's results'
// `source` (a media host only, as a re-run does) and keeps it on the run.
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { initialSession } from '../../src/models/session';
import { tasks, type TaskRun } from '../../src/models/tasks';
import { info, resource, useNock, validAuth, withLoggedInStore } from '../testing';
import { errorText } from '../testing/errors';

useNock();

const PNG = Buffer.from('\x89PNG my photo', 'latin1');

/** A cartoon run picked up after a reload: its results answered, its photo not kept. */
function keptRun(source: string): TaskRun {
  return {
    id: 'run-1',
    tool: 'cartoon',
    styles: ['cartoon'],
    count: 1,
    startedAt: 1_700_000_000_000,
    input: { photoName: 'me.png' },
    status: 'running',
    taskId: 't-1',
    items: [resource('r1', { typ: 'cartoon', style: 'cartoon', status: 'pending', url: '', source })],
    error: null,
    cancelling: false,
  };
}

function storeWith(run: TaskRun) {
  const auth = validAuth();
  return withLoggedInStore(auth, {
    preloadedState: {
      session: { ...initialSession, auth, info, infoStatus: 'loaded', infoAt: Date.now() },
      tasks: { runs: [run] },
    },
  }).store;
}

describe('tasks/runPhoto: the photo of a run picked up after a reload', () => {
  it('is read once from the result’s source on a media host, answered as a data URL and kept on the run', async () => {
    const store = storeWith(keptRun('http://cdn.test/src/me.png'));
    nock('http://cdn.test').get('/src/me.png').once().reply(200, PNG, { 'Content-Type': 'image/png' });
    const expected = `data:image/png;base64,${PNG.toString('base64')}`;

    await expect(store.dispatch(tasks.actions.runPhoto({ runId: 'run-1' }))).resolves.toBe(expected);
    expect(store.getState().tasks.runs[0].input).toEqual({ photoName: 'me.png', image: expected });
    // Kept: asked again (the workspace opened once more), nothing is fetched.
    await expect(store.dispatch(tasks.actions.runPhoto({ runId: 'run-1' }))).resolves.toBe(expected);
    expect(nock.isDone()).toBe(true);
  });

  it('a run whose results have no source yet, or no such run: nothing to read, nothing fetched', async () => {
    const store = storeWith(keptRun(''));
    await expect(store.dispatch(tasks.actions.runPhoto({ runId: 'run-1' }))).resolves.toBe('');
    await expect(store.dispatch(tasks.actions.runPhoto({ runId: 'gone' }))).resolves.toBe('');
    expect(store.getState().tasks.runs[0].input).toEqual({ photoName: 'me.png' });
  });

  it('a source on another host is never fetched: it fails as unreadable and the run is unchanged', async () => {
    const store = storeWith(keptRun('http://evil.test/me.png'));
    let fetched = false;
    nock('http://evil.test')
      .get('/me.png')
      .optionally()
      .reply(() => {
        fetched = true;
        return [200, PNG];
      });
    await expect(store.dispatch(tasks.actions.runPhoto({ runId: 'run-1' }))).rejects.toMatchObject({
      params: { reason: 'mediaUnreadable' },
    });
    expect(fetched).toBe(false);
    expect(errorText(store.getState().errors['tasks/runPhoto'])).toBe('无法读取这个作品的文件，请稍后再试');
    expect(store.getState().tasks.runs[0].input).toEqual({ photoName: 'me.png' });
  });
});
