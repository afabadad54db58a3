// @vitest-environment jsdom
// The live recorder: steps named as the person did them (the page, the button), the page's
// dispatches (not the sagas' puts) and every exchange under the step, the state after each
// step; a full load in the middle (the sign-in's trip to the QR page) does not end it; and a
// replay of what it recorded fails at the step where an answer differs (a wrong points value).
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { exchangeSink } from '../../../src/devtools/exchangeSink';
import { createLiveRecorder, type LiveRecorderOptions } from '../../../src/devtools/liveRecorder';
import { changeOf, stable } from '../../../src/devtools/recorder';
import { readKept, RECORDING_KEY, type Recording } from '../../../src/devtools/recording';
import { requestOf } from '../../../src/devtools/testFile';
import { initialSession, session } from '../../../src/models/session';
import { shop } from '../../../src/models/shop';
import { tasks } from '../../../src/models/tasks';
import { goods, info, validAuth } from '../../testing/fixtures';
import { nockAccount, nockRun } from '../../testing/chains';
import { press } from '../../testing/liveRecording';
import { API_HOST, useNock } from '../../testing/nock';
import { replayStarted, type RecordedRequest } from '../../testing/recorded';
import { memoryStorage, settle, testStore, withLoggedInStore } from '../../testing/store';

useNock();
afterEach(() => document.body.replaceChildren());

const options = (storage = memoryStorage(), page = '/user'): LiveRecorderOptions => ({
  page: () => page,
  storage,
  events: window,
  origin: API_HOST,
});

function signedIn() {
  const auth = validAuth();
  return withLoggedInStore(auth, {
    onExchange: exchangeSink,
    preloadedState: { session: { ...initialSession, auth, info, infoStatus: 'loaded', infoAt: Date.now() } },
  });
}

describe('the live recorder', () => {
  it('names each step after the press that began it, with its actions, its requests and the state after it', async () => {
    const { store } = signedIn();
    const recorder = createLiveRecorder(store, options());
    nock(API_HOST)
      .get('/miao/v1/shop/goods/list')
      .reply(200, { code: 0, data: { list: goods } });

    // A component rendered before the recording began holds the dispatch of then (useDispatch).
    const renderedBefore = store.dispatch;
    recorder.start();
    press('商城');
    await renderedBefore(shop.actions.fetchGoods());
    await settle(store);
    press('没有动作的按钮');
    const run = recorder.finish();
    // Not recording any more: a dispatch now is in no step.
    store.dispatch(session.actions.dismissExpiredNotice());

    const steps = run?.loads[0].steps ?? [];
    expect(steps.map((step) => step.name)).toEqual([
      'on my account, before anything is pressed',
      'on my account, presses “商城”',
      'on my account, presses “没有动作的按钮”',
    ]);
    expect(steps[1].actions).toEqual([{ action: { type: 'shop/fetchGoods' }, outcome: 'resolved' }]);
    // The sagas' own puts are not the page's: the replay makes them.
    expect(steps[1].actions.map(({ action }) => action.type)).not.toContain('shop/saveGoods');
    expect(steps[1].exchanges.map((exchange) => `${exchange.method} ${new URL(exchange.url).pathname}`)).toEqual([
      'GET /miao/v1/shop/goods/list',
    ]);
    expect(steps[1].after).toMatchObject({ shop: { goods } });
    expect(steps.flatMap((step) => step.actions).map(({ action }) => action.type)).not.toContain('session/dismissExpiredNotice');
    store.close();
  });

  it('a press inside its own panel begins no step', () => {
    const { store } = signedIn();
    const recorder = createLiveRecorder(store, options());
    recorder.start();
    const panel = document.createElement('div');
    panel.setAttribute('data-qa-recorder', '');
    const button = document.createElement('button');
    button.textContent = '停止并保存';
    panel.append(button);
    document.body.append(panel);
    button.click();
    expect(recorder.finish()?.loads[0].steps.map((step) => step.name)).toEqual(['on my account, before anything is pressed']);
    store.close();
  });

  it('survives a full load: kept when the page leaves, resumed by the next load’s recorder, one recording of two loads', async () => {
    const tab = memoryStorage();
    const first = testStore({ onExchange: exchangeSink }).store;
    const before = createLiveRecorder(first, options(tab, '/'));
    before.start();
    press('登录');
    window.dispatchEvent(new Event('pagehide'));
    first.close();

    // The next load: what the tab kept is read before the new store is made, then resumed on it.
    const kept = readKept(tab);
    expect(kept.kind).toBe('kept');
    const second = testStore({ onExchange: exchangeSink }).store;
    const after = createLiveRecorder(second, {
      ...options(tab, '/user'),
      resume: kept.kind === 'kept' ? { recording: kept.recording, storage: { auth: null, runs: null } } : null,
    });
    expect(after.recording).toBe(true);
    nock(API_HOST)
      .get('/miao/v1/shop/goods/list')
      .reply(200, { code: 0, data: { list: goods } });
    press('商城');
    await second.dispatch(shop.actions.fetchGoods());
    const run = after.finish();
    expect(run?.loads.map((load) => [load.how, load.steps.map((step) => step.name)])).toEqual([
      ['started', ['on the home page, before anything is pressed', 'on the home page, presses “登录”']],
      ['loaded', ['opens my account', 'on my account, presses “商城”']],
    ]);
    // Saved: the tab keeps nothing more.
    expect(tab.items.has(RECORDING_KEY)).toBe(false);
    second.close();
  });

  it('a kept recording that could not be read is said until a new one starts', () => {
    const { store } = signedIn();
    const recorder = createLiveRecorder(store, { ...options(), brokenKept: true });
    expect(recorder.notice).toBe('broken');
    recorder.start();
    expect(recorder.notice).toBe(null);
    recorder.discard();
    store.close();
  });
});

describe('a recorded run, replayed step by step', () => {
  const photo = 'data:image/png;base64,iVBORw0KGgo=';

  async function recordRun(): Promise<Recording> {
    const { store } = signedIn();
    const recorder = createLiveRecorder(store, options(memoryStorage(), '/?tool=avatar'));
    nockRun({ points: 90 });
    nockAccount({ info: { ...info, points: 90 }, optional: true });
    recorder.start();
    press('开始生成');
    await store.dispatch(tasks.actions.create({ tool: 'avatar', style: 'pixar', image: photo, runId: 'run-a' }));
    await settle(store);
    nock.cleanAll();
    const run = recorder.finish();
    store.close();
    if (!run) throw new Error('nothing was recorded');
    return run;
  }

  async function replay(run: Recording): Promise<void> {
    const [load] = run.loads;
    const step = load.steps[1];
    const replayed = replayStarted(load.state);
    try {
      await replayed.step(step.name, {
        // JSON of what the live recorder kept: the shape RecordedRequest describes.
        requests: step.exchanges.map((exchange) => requestOf(exchange) as unknown as RecordedRequest),
        actions: step.actions,
        after: changeOf(stable(load.state), stable(step.after)) ?? {},
      });
    } finally {
      replayed.close();
      nock.cleanAll();
    }
  }

  it('passes as recorded, and fails at that step when the account’s answer after the run says other points', async () => {
    const run = await recordRun();
    expect(run.loads[0].steps[1].name).toBe('on the Avatar styles workspace, presses “开始生成”');
    await replay(run);

    const account = run.loads[0].steps[1].exchanges.find((exchange) => exchange.url.endsWith('/miao/v1/account/info'));
    const answer = account?.answer as { data: { points: number } };
    answer.data.points = 80;
    await expect(replay(run)).rejects.toThrow(/the state after "on the Avatar styles workspace, presses “开始生成”"/);
  });
});
