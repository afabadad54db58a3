// The tab's QA recorder (development only). The entry (src/index.tsx) calls `beforeStore()`
// before it makes the store, when the recorder was asked for: the recording the previous load
// kept, and what the new store starts from (the stored login, the runs kept in the tab), read
// before the store reads or clears them. Then `recordStore(store, …)` makes the recorder,
// which resumes a kept recording at once, before the first render, so the load's first
// actions and requests are in it. The panel (RecorderPanel.tsx) finds it with `tabRecorder()`.
import { routerBase } from '../routerBase';
import { RUNS_STORAGE_KEY } from '../services/runStorage';
import type { AppStore } from '../store';
import { indexedDbStore } from './dataStore';
import { createKeptData } from './keptData';
import { createLiveRecorder, type LiveRecorder } from './liveRecorder';
import { readKept, type KeptRecording, type RecordedLoad } from './recording';
import { tabStorage } from './switch';

export interface BeforeStore {
  kept: KeptRecording;
  storage: RecordedLoad['storage'];
}

let active: LiveRecorder | null = null;

const AUTH_KEY = '_auth';

function read(storage: Pick<Storage, 'getItem'> | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function localStore(): Pick<Storage, 'getItem'> | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function beforeStore(): BeforeStore {
  const session = tabStorage();
  return {
    kept: session ? readKept(session) : { kind: 'none' },
    storage: { auth: read(localStore(), AUTH_KEY), runs: read(session, RUNS_STORAGE_KEY) },
  };
}

/** Where the app is, in the router's terms, without the recorder's own switch: '/user?tab=shop'. */
export function currentPage(
  location: Pick<Location, 'pathname' | 'search'> = window.location,
  base: string = routerBase(),
): string {
  const root = base.replace(/\/$/, '');
  const path = location.pathname.startsWith(root) ? location.pathname.slice(root.length) || '/' : location.pathname;
  const query = new URLSearchParams(location.search);
  query.delete('recorder');
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

export function recordStore(store: AppStore, before: BeforeStore): LiveRecorder {
  const data = indexedDbStore();
  active = createLiveRecorder(store, {
    data: data && createKeptData(data),
    page: () => currentPage(),
    storage: tabStorage(),
    events: window,
    origin: window.location.origin,
    resume: before.kept.kind === 'kept' ? { recording: before.kept.recording, storage: before.storage } : null,
    brokenKept: before.kept.kind === 'broken',
  });
  return active;
}

export function tabRecorder(): LiveRecorder | null {
  return active;
}
