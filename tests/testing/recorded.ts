// What the recorder's tests (tests/integration/recorded/) build on: the store, started in the
// state the recording started in: the kit's testStore, on the test API host. A login recorded keeps its token;
// its expiry moves to an hour from now, so the replay is signed in whenever it runs.
import type { RootState } from '../../src/store';
import { API_HOST } from './nock';
import { memoryStorage, testStore } from './store';

/** The test API host the recordings' interceptors answer on (the kit's own). */
export const RECORDED_API = API_HOST;

/** A recording's start: the JSON of a real state (fields that were undefined are absent). */
export type RecordedState = { [K in keyof RootState]?: unknown };

export function replayStore(recorded: RecordedState) {
  // JSON of a state the app was in, so its shape is RootState's less its undefined fields.
  const start = recorded as Partial<RootState>;
  const session = start.session && { ...start.session, auth: { ...start.session.auth, expire: Date.now() + 3_600_000 } };
  return testStore({
    storage: memoryStorage(session && session.auth.token !== '' ? { _auth: JSON.stringify(session.auth) } : {}),
    preloadedState: session ? { ...start, session } : start,
  }).store;
}
