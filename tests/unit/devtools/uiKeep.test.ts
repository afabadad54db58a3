// @vitest-environment jsdom
// A recording with a phone's photo across a reload (issue 34, item 4): the photo (in the run's
// action, POST /task's body and the run's state) is kept by reference, its bytes in the data
// store (IndexedDB in the browser), so what the tab's sessionStorage holds stays small and a
// reload resumes it; the whole recording, photo included, comes back for the file. Where the
// data cannot be kept by reference, the recording too large to keep is said at the step that
// made it so, not at the reload, and a leave asks first.
import nock from 'nock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exchangeSink } from '../../../src/devtools/exchangeSink';
import { createKeptData, DATA_REF, type DataStore } from '../../../src/devtools/keptData';
import { createLiveRecorder, type LiveRecorderOptions } from '../../../src/devtools/liveRecorder';
import { MAX_KEPT_CHARS, readKept, RECORDING_KEY, type Recording } from '../../../src/devtools/recording';
import { initialSession } from '../../../src/models/session';
import { tasks } from '../../../src/models/tasks';
import { info, validAuth } from '../../testing/fixtures';
import { nockAccount, nockRun } from '../../testing/chains';
import { press } from '../../testing/liveRecording';
import { API_HOST, useNock } from '../../testing/nock';
import { memoryStorage, settle, testStore, withLoggedInStore } from '../../testing/store';

useNock();
afterEach(() => document.body.replaceChildren());

/**
 * A phone's photo (4000×3000, 5.3 MB) is a data URL of about 7 million characters; a million
 * is enough here: inline, met in the action, POST /task's body and the run's state, it is over
 * the 2 MB a tab keeps (the e2e, recorderPanel.e2e.ts, takes a real 5 MB photo).
 */
const PHOTO = `data:image/jpeg;base64,${'A'.repeat(1_000_000)}`;

/** The data store as an IndexedDB would be, in memory; `refuse`: every write fails (a quota). */
function memoryData({ refuse = false } = {}): DataStore & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    put: (key, data) => {
      if (refuse) return Promise.reject(new Error('QuotaExceededError'));
      entries.set(key, data);
      return Promise.resolve();
    },
    get: (key) => Promise.resolve(entries.get(key)),
    drop: (scope) => {
      for (const key of [...entries.keys()]) if (key.startsWith(`${scope}/`)) entries.delete(key);
      return Promise.resolve();
    },
  };
}

function signedIn() {
  const auth = validAuth();
  return withLoggedInStore(auth, {
    onExchange: exchangeSink,
    preloadedState: { session: { ...initialSession, auth, info, infoStatus: 'loaded', infoAt: Date.now() } },
  });
}

const options = (storage: ReturnType<typeof memoryStorage>, data: DataStore | null): LiveRecorderOptions => ({
  page: () => '/?tool=avatar',
  storage,
  events: window,
  origin: API_HOST,
  data: data && createKeptData(data),
});

/** Two steps: the recording begins, then 开始生成 with the photo (its action, POST /task, the account after). */
async function recordPhotoRun(storage: ReturnType<typeof memoryStorage>, data: DataStore | null) {
  const { store } = signedIn();
  const recorder = createLiveRecorder(store, options(storage, data));
  nockRun({ points: 90 });
  nockAccount({ info: { ...info, points: 90 }, optional: true });
  recorder.start();
  press('开始生成');
  await store.dispatch(tasks.actions.create({ tool: 'avatar', style: 'pixar', image: PHOTO, runId: 'run-a' }));
  await settle(store);
  nock.cleanAll();
  return { store, recorder };
}

const photosIn = (value: unknown): number => JSON.stringify(value).split(PHOTO).length - 1;

// Megabytes copied at each keep: slow on a busy machine, never timed.
describe('a recording with a phone photo, across a reload', { timeout: 30_000 }, () => {
  it('is kept small, the photo by reference in the data store, and comes back whole for the file', async () => {
    const tab = memoryStorage();
    const data = memoryData();
    const { store, recorder } = await recordPhotoRun(tab, data);
    expect(recorder.notice).toBe(null);
    // The page leaves (a reload): what the tab keeps holds no photo, only references to it.
    window.dispatchEvent(new Event('pagehide'));
    store.close();
    const kept = tab.items.get(RECORDING_KEY) ?? '';
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(MAX_KEPT_CHARS);
    expect(kept).not.toContain('AAAAAAAAAA');
    expect(kept).toContain(JSON.stringify(DATA_REF).slice(1, -1));
    expect([...data.entries.values()]).toEqual([PHOTO]);

    // The next load resumes it; the file gets the photo back where it was.
    const read = readKept(tab);
    if (read.kind !== 'kept') throw new Error(`nothing resumed: ${read.kind}`);
    const next = testStore({ onExchange: exchangeSink }).store;
    const resumed = createLiveRecorder(next, {
      ...options(tab, null),
      // A new load's recorder: nothing in its memory, the data only in the store.
      data: createKeptData(data),
      resume: { recording: read.recording, storage: { auth: null, runs: null } },
    });
    expect(resumed.recording).toBe(true);
    const whole: Recording | null = await resumed.finishWhole();
    next.close();
    const run = whole?.loads[0].steps.find((step) => step.actions.length > 0);
    expect(run?.actions[0].action.payload).toMatchObject({ image: PHOTO });
    const post = run?.exchanges.find((exchange) => exchange.method === 'POST');
    expect(photosIn(post?.body)).toBe(1);
    expect(JSON.stringify(whole)).not.toContain(JSON.stringify(DATA_REF).slice(1, -1));
    // Saved: the data store keeps nothing of it.
    expect(data.entries.size).toBe(0);
  });

  it('with data that cannot be read back, does not end: it is said and the recording goes on', async () => {
    const tab = memoryStorage();
    const data = memoryData();
    const { store } = await recordPhotoRun(tab, data);
    window.dispatchEvent(new Event('pagehide'));
    store.close();
    data.entries.clear();
    const read = readKept(tab);
    if (read.kind !== 'kept') throw new Error('nothing resumed');
    const next = testStore({ onExchange: exchangeSink }).store;
    const resumed = createLiveRecorder(next, {
      ...options(tab, data),
      resume: { recording: read.recording, storage: { auth: null, runs: null } },
    });
    await expect(resumed.finishWhole()).rejects.toThrow(/could not read back the data kept before a reload/);
    expect(resumed.recording).toBe(true);
    expect(tab.items.has(RECORDING_KEY)).toBe(true);
    resumed.discard();
    next.close();
  });
});

describe('a recording too large to keep', { timeout: 30_000 }, () => {
  it('is said at the step that made it so, before any leave, and a leave asks first', async () => {
    const tab = memoryStorage();
    const { store, recorder } = await recordPhotoRun(tab, null);
    // No data store: the photo inline is far over the bound, said now, at the run's step.
    expect(recorder.notice).toBe('tooLarge');
    expect(tab.items.has(RECORDING_KEY)).toBe(false);
    const leave = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leave);
    expect(leave.defaultPrevented).toBe(true);
    recorder.discard();
    store.close();
  });

  it('a leave while the recording is small enough does not ask', () => {
    const { store } = signedIn();
    const recorder = createLiveRecorder(store, options(memoryStorage(), null));
    recorder.start();
    press('商城');
    const leave = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leave);
    expect(leave.defaultPrevented).toBe(false);
    recorder.discard();
    store.close();
  });

  it('when the data store refuses the photo, it is inlined and the recording said too large', async () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tab = memoryStorage();
    const { store, recorder } = await recordPhotoRun(tab, memoryData({ refuse: true }));
    // The refusal comes back after the write was tried: the recorder keeps again and says it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(recorder.notice).toBe('tooLarge');
    expect(said).toHaveBeenCalledWith('[recorder] the data could not be kept in IndexedDB', expect.any(Error));
    recorder.discard();
    store.close();
  });
});
