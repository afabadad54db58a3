// What the recorder's tests (tests/integration/recorded/) build on. A recording replays as the
// person made it: per page load a store (the first where the recording began, each later one
// made anew from what the tab had stored, as a full load does), then step by step: the step's
// requests answered as the server answered them, one at a time, each answer's change checked
// once the store has applied it (before the next answer is given), its actions dispatched, and
// the whole state checked after it (docs/testing.md "Recording a test"). A recorded login keeps its token; its
// expiry moves to an hour from now, so the replay is signed in whenever it runs.
import nock from 'nock';
import { expect } from 'vitest';
import { applyChange, modelsOf, reaches, stable } from '../../src/devtools/recorder';
import { RUNS_STORAGE_KEY } from '../../src/services/runStorage';
import type { RootState } from '../../src/store';
import { API_HOST, recordUnmatched } from './nock';
import { memoryStorage, settle, testStore } from './store';

/** The origin the recordings' requests and links are on: the kit's test API host. */
export const ORIGIN = API_HOST;

const HOUR_MS = 3_600_000;
/** How long the replay's store may take to show what an answer changed (it takes milliseconds). */
const ANSWER_APPLIED_MS = 1000;
const RUNS_KEY = RUNS_STORAGE_KEY;

/** A recording's state: the JSON of a real state (fields that were undefined are absent). */
export type RecordedState = { [K in keyof RootState]?: unknown };

/** One request of a step and how the server answered it; `authorization` absent: sent without one. */
export interface RecordedRequest {
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  authorization?: string;
  status: number;
  /** Absent: no answer came (the connection failed). */
  answer?: unknown;
  /** What the answer changed in the (stable) state, checked once the store has applied it, before the next answer. */
  after?: Record<string, unknown>;
}

/** An action the page dispatched; `action` as recorded (JSON), typed by the store when dispatched. */
export interface ReplayedAction {
  action: { type: string; payload?: unknown };
  outcome: 'plain' | 'resolved' | { rejected: number | string };
}

export const action = (recorded: ReplayedAction['action']): ReplayedAction => ({ action: recorded, outcome: 'plain' });
/** An effect the page awaited, which resolved. */
export const effect = (recorded: ReplayedAction['action']): ReplayedAction => ({ action: recorded, outcome: 'resolved' });
/** An effect that rejected with `code`. */
export const failingEffect = (recorded: ReplayedAction['action'], code: number | string): ReplayedAction => ({
  action: recorded,
  outcome: { rejected: code },
});

export interface Step {
  requests: RecordedRequest[];
  actions: ReplayedAction[];
  /** What changed in the (stable) state during the step; the rest must be as it was. */
  after: Record<string, unknown>;
}

type Store = ReturnType<typeof testStore>['store'];

export interface ReplayOptions {
  /**
   * How long each answer's change may take to show, and an earlier answer whose request has
   * not been made yet is waited for (by default ANSWER_APPLIED_MS). A passing check ends as
   * soon as the change shows, so this is only ever sat out in full by a replay that fails: the
   * kit's own tests that prove a wrong answer fails pass a shorter one.
   */
  answerAppliedMs?: number;
}

export interface Replay {
  readonly store: Store;
  /** Answers the step's requests, dispatches its actions, and checks the requests made and the state. */
  step(name: string, step: Step): Promise<void>;
  close(): void;
}

/**
 * A step's answers, given in the order they came when it was recorded, each once the store has
 * shown what the answers before it changed: so a value a later answer of the same step
 * overwrites (the balance in POST /task's answer, which the account's answer after the run
 * replaces) is still checked. An earlier answer whose request the replay has not made yet is
 * waited for a while, then passed (the replay dispatches in order what the page may not have
 * waited for). The first answer whose change never shows is the step's failure; after it,
 * answers flow.
 */
function answersInTurn(store: Store, stepName: string, requests: readonly RecordedRequest[], appliedMs: number) {
  let failure: Error | null = null;
  const slots = requests.map(() => {
    let checked = () => {};
    const done = new Promise<void>((resolve) => {
      checked = resolve;
    });
    return { asked: false, done, checked };
  });
  const now = () => stable(modelsOf(store.getState()));
  /** Whether `after` showed in the store within `ms`, if only for a moment (a page's dispatch may follow at once). */
  const shown = (after: Record<string, unknown>, ms: number) =>
    new Promise<boolean>((resolve) => {
      const finish = (reached: boolean) => {
        clearTimeout(timer);
        unsubscribe();
        resolve(reached);
      };
      const timer = setTimeout(() => finish(false), ms);
      const unsubscribe = store.subscribe(() => {
        if (reaches(now(), after)) finish(true);
      });
      if (reaches(now(), after)) finish(true);
    });
  const within = async (promise: Promise<void>, ms: number) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
    clearTimeout(timer);
  };
  const check = async (request: RecordedRequest, after: Record<string, unknown>): Promise<void> => {
    if (await shown(after, appliedMs)) return;
    const what = `${stepName}: the state after the answer to ${request.method} ${request.path}`;
    expect(now(), what).toMatchObject(after);
    throw new Error(`${what}: a key it removed is still there`);
  };
  return {
    /** Resolves when the answer to `requests[index]` may be given. */
    async turn(index: number): Promise<void> {
      slots[index].asked = true;
      for (const slot of slots.slice(0, index)) {
        if (failure) return;
        if (slot.asked) await slot.done;
        else await within(slot.done, appliedMs);
      }
    },
    /** The answer to `requests[index]` was given: its change is checked before the next one goes. */
    given(index: number): void {
      const { after } = requests[index];
      const checked = after && !failure ? check(requests[index], after) : Promise.resolve();
      void checked
        .catch((error: unknown) => {
          failure ??= error instanceof Error ? error : new Error(String(error));
        })
        .then(slots[index].checked);
    },
    /** Every answer asked for so far has been given and checked. */
    idle: async (): Promise<void> => {
      await Promise.all(slots.filter((slot) => slot.asked).map((slot) => slot.done));
    },
    failure: (): Error | null => failure,
  };
}

function intercept(
  scope: nock.Scope,
  requests: readonly RecordedRequest[],
  index: number,
  answers: ReturnType<typeof answersInTurn>,
): void {
  const request = requests[index];
  const method = request.method.toLowerCase();
  let interceptor =
    request.body === undefined
      ? scope.intercept(request.path, method)
      : scope.intercept(request.path, method, isBody(request.body));
  if (request.query) interceptor = interceptor.query(request.query);
  const headed = interceptor.matchHeader('authorization', (value: string | undefined) => value === request.authorization);
  if (request.answer === undefined && request.status === 0) {
    headed.replyWithError('the recorded request got no answer');
    // No answer to wait for: the answers after it need not wait for its turn.
    answers.given(index);
  } else {
    headed.reply(async (): Promise<nock.ReplyFnResult> => {
      await answers.turn(index);
      answers.given(index);
      return request.answer === undefined ? [request.status] : [request.status, isBody(request.answer)];
    });
  }
}

/** nock takes a JSON body as a record or an array. */
function isBody(value: unknown): nock.RequestBodyMatcher & nock.Body {
  return value as nock.RequestBodyMatcher & nock.Body;
}

function replayOn(store: Store, start: unknown, { answerAppliedMs = ANSWER_APPLIED_MS }: ReplayOptions): Replay {
  let expected = stable(start) as Record<string, unknown>;
  return {
    store,
    async step(name, { requests, actions, after }) {
      const scope = nock(API_HOST);
      const answers = answersInTurn(store, name, requests, answerAppliedMs);
      requests.forEach((_, index) => intercept(scope, requests, index, answers));
      const unmatched = recordUnmatched();
      try {
        for (const { action: recorded, outcome } of actions) {
          // JSON of an action the store took: its own dispatch types it, the recording cannot.
          const sent = store.dispatch(recorded as Parameters<Store['dispatch']>[0]) as unknown;
          if (outcome === 'resolved') await sent;
          else if (typeof outcome === 'object')
            await expect(sent, `${name}: ${recorded.type}`).rejects.toMatchObject({ code: outcome.rejected });
        }
        await settle(store);
        await answers.idle();
        await settle(store);
      } catch (error) {
        // An answer's change that never showed is what went wrong first.
        throw answers.failure() ?? error;
      } finally {
        unmatched.stop();
      }
      const failed = answers.failure();
      if (failed) throw failed;
      expect(scope.pendingMocks(), `${name}: requests the recording made that the replay did not`).toEqual([]);
      expect(unmatched.list, `${name}: requests the replay made that the recording did not`).toEqual([]);
      expected = applyChange(expected, after);
      expect(stable(modelsOf(store.getState())), `the state after "${name}"`).toMatchObject(expected);
    },
    close: () => store.close(),
  };
}

const moveExpiry = <T extends { expire?: unknown }>(auth: T): T => ({ ...auth, expire: Date.now() + HOUR_MS });

/** The recording began on a live page: a store in that state. */
export function replayStarted(recorded: RecordedState, options: ReplayOptions = {}): Replay {
  // JSON of a state the app was in, so its shape is RootState's less its undefined fields.
  const start = recorded as Partial<RootState>;
  const session = start.session && { ...start.session, auth: moveExpiry(start.session.auth) };
  const { store } = testStore({
    storage: memoryStorage(session && session.auth.token !== '' ? { _auth: JSON.stringify(session.auth) } : {}),
    preloadedState: session ? { ...start, session } : start,
  });
  return replayOn(store, recorded, options);
}

/** The page loaded anew: a store made from the stored login and runs, which must start in `state`. */
export function replayLoaded(
  { auth, runs, state }: { auth: unknown; runs: unknown; state: RecordedState },
  options: ReplayOptions = {},
): Replay {
  const stored = typeof auth === 'object' && auth !== null ? moveExpiry(auth) : auth;
  const { store } = testStore({
    storage: memoryStorage(stored === null ? {} : { _auth: typeof stored === 'string' ? stored : JSON.stringify(stored) }),
    runStorage: memoryStorage(runs === null ? {} : { [RUNS_KEY]: typeof runs === 'string' ? runs : JSON.stringify(runs) }),
  });
  expect(stable(modelsOf(store.getState())), 'the state the new load started in').toMatchObject(stable(state) as object);
  return replayOn(store, state, options);
}
