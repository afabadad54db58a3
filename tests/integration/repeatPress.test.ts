// @vitest-environment jsdom
// A second press of the same action on the same result while the run the first started goes
// (issue 33 Major 1: HD pressed again on a computer charged again). The model refuses it with
// words before anything is asked of the server (src/rules/runs.ts repeatOf): one POST /task,
// one charge. The second press is made while the first run's status check is in flight, so
// the run is accepted and going, whatever the machine's speed. Once that run has ended, the
// same press starts a new run.
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { initialSession } from '../../src/models/session';
import { tasks } from '../../src/models/tasks';
import type { Resource } from '../../src/services/types';
import { info, nockAccount, nockRun, resource, settle, useNock, validAuth, waitForState, withLoggedInStore } from '../testing';
import { errorText } from '../testing/errors';
import { PHOTO_BYTES, photoResult } from '../testing/resultFixtures';

const { unmatched } = useNock();

function signedIn() {
  const auth = validAuth();
  return withLoggedInStore(auth, {
    preloadedState: { session: { ...initialSession, auth, info, infoStatus: 'loaded', infoAt: Date.now() } },
  }).store;
}

type Store = ReturnType<typeof signedIn>;

const prompt = resource('t1', {
  typ: 'tti',
  style: '1000',
  cost: 5,
  source: '',
  settings: { styles: ['1000', '1001'], count: 2, text: '小猫' },
});

/** A run that answers `made` pending, then done; `during` is pressed while its one status check is in flight. */
function scriptRun(made: Resource, body: Record<string, unknown>, during: () => void) {
  return nockRun({
    body,
    pending: { ...made, status: 'pending', url: '' },
    polls: [{ finds: { ...made, status: 'pending', url: '' }, asked: during }, made],
  });
}

async function doneRun(store: Store, runId: string) {
  await waitForState(store, (s) => s.tasks.runs.find((run) => run.id === runId)?.status === 'done');
  await settle(store);
}

describe('the same press on the same result while its run goes', () => {
  it('HD twice: the second is refused with words (both languages), one POST /task; once made, HD may be asked again', async () => {
    const store = signedIn();
    nock('http://cdn.test').get('/src/me.png').reply(200, PHOTO_BYTES, { 'Content-Type': 'image/png' });
    const hd = resource('a1-hd', { cost: 20, style: 'pixar', source: photoResult.source, settings: { scale: 2, hdOf: 'a1' } });
    let second: Promise<unknown> | null = null;
    const body = { tool: 'avatar', style: 'pixar', image: PHOTO, hdOf: 'a1' };
    const scope = scriptRun(hd, body, () => {
      second = store.dispatch(tasks.actions.makeHd({ resource: photoResult }));
    });
    nockAccount();
    const runId = await store.dispatch(tasks.actions.makeHd({ resource: photoResult }));
    await doneRun(store, runId);
    expect(second).not.toBeNull();
    await expect(second).rejects.toMatchObject({ params: { reason: 'runRepeat' } });
    const refusal = store.getState().errors['tasks/makeHd'];
    expect(errorText(refusal, 'zh-CN')).toBe('同样的生成已在进行中，没有再次扣积分：请在进行中的生成里查看');
    expect(errorText(refusal, 'en')).toBe(
      'The same is being made from this creation already (not charged again): see it in the run that is going',
    );
    expect(scope.isDone()).toBe(true);
    expect(store.getState().tasks.runs.map((run) => run.id)).toEqual([runId]);
    expect(unmatched()).toEqual([]);

    // Made: the same press starts a new run.
    nock('http://cdn.test').get('/src/me.png').reply(200, PHOTO_BYTES, { 'Content-Type': 'image/png' });
    nockRun({ body, pending: { ...hd, resId: 'a1-hd2', status: 'pending', url: '' }, polls: [{ ...hd, resId: 'a1-hd2' }] });
    nockAccount();
    const again = await store.dispatch(tasks.actions.makeHd({ resource: photoResult }));
    await doneRun(store, again);
    expect(unmatched()).toEqual([]);
  });

  it.each([
    ['make again', 'result', { tool: 'tti', style: '1000', text: '小猫' }],
    ['its whole run again', 'run', { tool: 'tti', style: '1000', styles: ['1000', '1001'], count: 2, text: '小猫' }],
  ] as const)('%s twice: the second is refused, one POST /task', async (_name, scope, body) => {
    const store = signedIn();
    const made = resource('t2', { typ: 'tti', style: '1000', cost: 5, source: '', settings: { text: '小猫' } });
    let second: Promise<unknown> | null = null;
    const run = scriptRun(made, body, () => {
      second = store.dispatch(tasks.actions.rerun({ resource: prompt, scope }));
    });
    nockAccount();
    const runId = await store.dispatch(tasks.actions.rerun({ resource: prompt, scope }));
    await doneRun(store, runId);
    await expect(second).rejects.toMatchObject({ params: { reason: 'runRepeat' } });
    expect(run.isDone()).toBe(true);
    expect(store.getState().tasks.runs).toHaveLength(1);
    expect(unmatched()).toEqual([]);
  });
});

const PHOTO = `data:image/png;base64,${PHOTO_BYTES.toString('base64')}`;
