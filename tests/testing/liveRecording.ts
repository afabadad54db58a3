// Recording live in a unit test, as a person with the QA recorder on would: a signed-in store
// whose every exchange the recorder hears, a recorder on a page of the app, presses on
// buttons it names its steps by, and the recording's end. The devtools tests record this way
// and then check or replay what was recorded (tests/testing/recorded.ts replays it).
import nock from 'nock';
import { exchangeSink } from '../../src/devtools/exchangeSink';
import { createLiveRecorder } from '../../src/devtools/liveRecorder';
import type { Recording } from '../../src/devtools/recording';
import { initialSession } from '../../src/models/session';
import { info, validAuth } from './fixtures';
import { API_HOST } from './nock';
import { memoryStorage, settle, withLoggedInStore } from './store';

type StoreOptions = NonNullable<Parameters<typeof withLoggedInStore>[1]>;

/**
 * A signed-in store (the account loaded, plus `extra`'s state) and a live recorder on `page`,
 * not started yet: a test sets up its answers first, then `recorder.start()`.
 */
export function recordingOn(page: string, extra: StoreOptions = {}) {
  const auth = validAuth();
  const made = withLoggedInStore(auth, {
    onExchange: exchangeSink,
    ...extra,
    preloadedState: {
      session: { ...initialSession, auth, info, infoStatus: 'loaded', infoAt: Date.now() },
      ...extra.preloadedState,
    },
  });
  const recorder = createLiveRecorder(made.store, {
    page: () => page,
    storage: memoryStorage(),
    events: window,
    origin: API_HOST,
  });
  return { ...made, recorder };
}

/** A person's press as the recorder hears it: a click on a button showing `name` (taken away after, when `removed`). */
export function press(name: string, { removed = false } = {}): void {
  const button = document.createElement('button');
  button.textContent = name;
  document.body.append(button);
  button.click();
  if (removed) button.remove();
}

/**
 * The recording, once the store has settled: the interceptors cleared and the store closed. A
 * recorder that recorded nothing fails the test here.
 */
export async function endRecording(
  recorder: { finish(): Recording | null },
  store: Parameters<typeof settle>[0] & { close(): void },
): Promise<Recording> {
  await settle(store);
  const run = recorder.finish();
  nock.cleanAll();
  store.close();
  if (!run) throw new Error('nothing was recorded');
  return run;
}
