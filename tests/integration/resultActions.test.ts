// @vitest-environment jsdom
// HD and variations over the wire (issue 27 item 3): each is one run, as the app makes it
// (token → task → checks), every request with the Authorization. The task's body is checked
// whole: HD sends the result's tool, style and input (its photo read back from `source`, or
// its text), one style, no count, and `hdOf`; variations the same input and `count`.
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { initialSession } from '../../src/models/session';
import { tasks } from '../../src/models/tasks';
import { info, nockAccount, nockRun, resource, settle, useNock, validAuth, waitForState, withLoggedInStore } from '../testing';
import { errorText } from '../testing/errors';
import { PHOTO_BYTES, photoResult } from '../testing/resultFixtures';

useNock();

const PNG = PHOTO_BYTES;
const PHOTO = `data:image/png;base64,${PNG.toString('base64')}`;

function signedIn() {
  const auth = validAuth();
  return withLoggedInStore(auth, {
    preloadedState: { session: { ...initialSession, auth, info, infoStatus: 'loaded', infoAt: Date.now() } },
  }).store;
}

const avatar = photoResult;
const prompt = resource('t1', {
  typ: 'tti',
  style: '1000',
  cost: 5,
  source: '',
  settings: { styles: ['1000'], count: 2, text: '小猫' },
});

describe('tasks/makeHd over the wire', () => {
  it('reads the photo back, sends hdOf with the same tool, style and photo, and the HD result lands', async () => {
    const store = signedIn();
    nock('http://cdn.test').get('/src/me.png').reply(200, PNG, { 'Content-Type': 'image/png' });
    const hd = resource('a1-hd', { cost: 20, style: 'pixar', source: avatar.source, settings: { scale: 2, hdOf: 'a1' } });
    nockRun({
      authorization: 'Bearer tok-1',
      body: { tool: 'avatar', style: 'pixar', image: PHOTO, hdOf: 'a1' },
      pending: { ...hd, status: 'pending', url: '' },
      points: 100,
      polls: [hd],
    });
    nockAccount({ info: { ...info, points: 100 } });

    const runId = await store.dispatch(tasks.actions.makeHd({ resource: avatar }));
    const state = await waitForState(store, (s) => s.tasks.runs.find((run) => run.id === runId)?.status === 'done');
    expect(state.tasks.runs[0]).toMatchObject({ id: runId, tool: 'avatar', styles: ['pixar'], count: 1, items: [hd] });
    const after = await settle(store);
    expect(after.resources.list).toEqual([hd]);
    expect(after.session.info.points).toBe(100);
    expect(after.errors).toEqual({});
  });

  it('a text result: its text, no photo fetched', async () => {
    const store = signedIn();
    const hd = resource('t1-hd', {
      typ: 'tti',
      style: '1000',
      cost: 10,
      source: '',
      settings: { text: '小猫', scale: 2, hdOf: 't1' },
    });
    nockRun({
      body: { tool: 'tti', style: '1000', text: '小猫', hdOf: 't1' },
      pending: { ...hd, status: 'pending', url: '' },
      polls: [hd],
    });
    nockAccount();
    const runId = await store.dispatch(tasks.actions.makeHd({ resource: prompt }));
    await waitForState(store, (s) => s.tasks.runs.find((run) => run.id === runId)?.status === 'done');
    await settle(store);
  });

  it('a result that cannot be made in HD: refused with its reason, nothing asked of the server', async () => {
    const store = signedIn();
    const already = resource('h1', { settings: { scale: 2, hdOf: 'a0' } });
    await expect(store.dispatch(tasks.actions.makeHd({ resource: already }))).rejects.toMatchObject({
      params: { reason: 'hdNotPossible' },
    });
    const state = store.getState();
    expect(errorText(state.errors['tasks/makeHd'])).toBe('这个作品不能做成高清：只有已完成、还不是高清的图片可以');
    expect(state.tasks.runs).toEqual([]);
  });
});

describe('tasks/makeVariations over the wire', () => {
  it('one run of the tool’s four results of the result’s style and text', async () => {
    const store = signedIn();
    const pending = [1, 2, 3, 4].map((n) =>
      resource(`v${n}`, { typ: 'tti', style: '1000', cost: 5, source: '', status: 'pending', url: '' }),
    );
    nockRun({
      body: { tool: 'tti', style: '1000', text: '小猫', count: 4, variationsOf: 't1' },
      pending,
      points: 100,
      polls: [pending.map((item) => ({ ...item, status: 'done' as const, url: `http://cdn.test/${item.resId}.png` }))],
    });
    nockAccount({ info: { ...info, points: 100 } });
    const runId = await store.dispatch(tasks.actions.makeVariations({ resource: prompt }));
    const state = await waitForState(store, (s) => s.tasks.runs.find((run) => run.id === runId)?.status === 'done');
    expect(state.tasks.runs[0]).toMatchObject({ tool: 'tti', styles: ['1000'], count: 4 });
    expect(state.tasks.runs[0].items).toHaveLength(4);
    await settle(store);
  });
});
