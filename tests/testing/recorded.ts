// What the recorder's tests (tests/integration/recorded/) build on. A recording replays as the
// person made it: per page load a store (the first where the recording began, each later one
// made anew from what the tab had stored, as a full load does), then step by step: the step's
// requests answered as the server answered them, one at a time, each answer's change checked
// once the store has applied it (before the next answer is given), its actions dispatched, and
// the whole state checked after it (docs/testing.md "Recording a test"). A poll (`poll(…)`) is
// answered from its phase however many times the app asks; an effect still going at a step's
// end (`started(…)`) is not waited for, and the step where it ended checks how (`ended(…)`);
// every failure names the step, the request and what was expected. A recorded login keeps its token; its
// expiry moves to an hour from now, so the replay is signed in whenever it runs.
import nock from 'nock';
import { expect } from 'vitest';
import { applyChange, modelsOf, reaches, stable } from '../../src/devtools/recorder';
import { RUNS_STORAGE_KEY } from '../../src/services/runStorage';
import { initialModelsState, type ModelsState } from '../../src/devtools/initialState';
import { API_HOST } from './nock';
import { memoryStorage, testStore } from './store';

/** The origin the recordings' requests and links are on: the kit's test API host. */
export const ORIGIN = API_HOST;

const HOUR_MS = 3_600_000;
/** How long the replay's store may take to show what an answer changed (it takes milliseconds). */
const ANSWER_APPLIED_MS = 1000;
const RUNS_KEY = RUNS_STORAGE_KEY;

/**
 * A recording's starting state, per model: how it differs from the model's initial state
 * (objects with only the keys that differ, a key removed `undefined`, anything else whole).
 * Keyed by every model of a store built whole, those a page joins later (favourites…)
 * included, so a recording begun on any page type-checks. The values are the JSON of a real
 * state, written partly as constants (which widen 'loaded' to string): typed as
 * JSON, and read back as the state they came from in `recordedState`.
 */
export type RecordedState = { [K in keyof ModelsState]?: unknown };

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
  /**
   * A poll (`poll(…)`): answered so however many times the app asks (at least once in this
   * step), in this step and the next ones, until a later entry for the same request takes over.
   */
  poll?: boolean;
}

/** How an effect ended: resolved, or rejected with a code. */
export type EffectOutcome = 'resolved' | { rejected: number | string };

/** An action the page dispatched; `action` as recorded (JSON), typed by the store when dispatched. */
export interface ReplayedAction {
  action: { type: string; payload?: unknown };
  outcome: 'plain' | 'started' | EffectOutcome;
}

export const action = (recorded: ReplayedAction['action']): ReplayedAction => ({ action: recorded, outcome: 'plain' });
/** An effect the page awaited, which resolved. */
export const effect = (recorded: ReplayedAction['action']): ReplayedAction => ({ action: recorded, outcome: 'resolved' });
/** An effect that rejected with `code`. */
export const failingEffect = (recorded: ReplayedAction['action'], code: number | string): ReplayedAction => ({
  action: recorded,
  outcome: { rejected: code },
});
/** An effect still going at the step's end (dispatched, not awaited): a later step's `ended(…)` says how it ended. */
export const started = (recorded: ReplayedAction['action']): ReplayedAction => ({ action: recorded, outcome: 'started' });
/** A poll: answered `request`'s way however many times the app asks it (at least once). */
export const poll = (request: RecordedRequest): RecordedRequest => ({ ...request, poll: true });

/** An effect started in an earlier step (`startedIn`, its name) that ended in this one. */
export interface EndedEffect {
  type: string;
  startedIn: string;
  outcome: EffectOutcome;
}
/** The effect `type` started at the step `startedIn` ended here: resolved, or rejected with `code`. */
export const ended = (type: string, startedIn: string, code?: number | string): EndedEffect => ({
  type,
  startedIn,
  outcome: code === undefined ? 'resolved' : { rejected: code },
});

export interface Step {
  requests: RecordedRequest[];
  actions: ReplayedAction[];
  /** What changed in the (stable) state during the step; the rest must be as it was. */
  after: Record<string, unknown>;
  /** Effects started in earlier steps that ended in this one. */
  ended?: EndedEffect[];
  /** Effects still going at the step's end (a poll, a run): the step does not wait for them. Absent: none. */
  going?: string[];
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

/** How long a step's effects may take to end (those not recorded as still going), as the kit's settle(). */
const STEP_ENDS_MS = 2000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A request as a failure names it: `POST /miao/v1/account/pay?a=1 {"tradeNo":"…"}`. */
export function describeRequest(request: Pick<RecordedRequest, 'method' | 'path' | 'query' | 'body'>): string {
  const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
  const body = request.body === undefined ? '' : ` ${short(JSON.stringify(request.body))}`;
  return `${request.method} ${request.path}${query}${body}`;
}

const short = (text: string, max = 160): string => (text.length > max ? `${text.slice(0, max)}…` : text);

/** What the recording's answer was, for a failure: `HTTP 200 {"code":0,…}`. */
const describeAnswer = (request: RecordedRequest): string =>
  `HTTP ${request.status}${request.answer === undefined ? '' : ` ${short(JSON.stringify(request.answer), 120)}`}`;

/** An effect's failure, as the store's errors carry it: `ApiError http (HTTP 500)`. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code: unknown = Reflect.get(error, 'code');
  const shownCode = typeof code === 'number' || typeof code === 'string' ? ` ${code}` : '';
  return `${error.name}${shownCode}: ${error.message}`;
}

const describeOutcome = (outcome: EffectOutcome): string =>
  outcome === 'resolved' ? 'resolve' : `reject with ${JSON.stringify(outcome.rejected)}`;

/** What makes two recorded requests the same request (a poll's entries share it). */
const keyOf = (request: Pick<RecordedRequest, 'method' | 'path' | 'query' | 'body' | 'authorization'>): string =>
  JSON.stringify([request.method, request.path, request.query ?? null, request.body ?? null, request.authorization ?? null]);

/**
 * A step's answers, given in the order they came when it was recorded, each once the store has
 * shown what the answers before it changed: so a value a later answer of the same step
 * overwrites (the balance in POST /task's answer, which the account's answer after the run
 * replaces) is still checked. An earlier answer whose request the replay has not made yet is
 * waited for a while, then passed (the replay dispatches in order what the page may not have
 * waited for). The first answer whose change never shows is the step's failure; after it,
 * answers flow. A poll's first answer in the step takes its turn like any other; its repeats
 * change nothing and wait for nothing.
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
  /** What was answered in the step, in order, for the failures. */
  const log: string[] = [];
  const now = () => stable(modelsOf(store.getState()));
  const within = async (promise: Promise<unknown>, ms: number) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
    clearTimeout(timer);
  };
  const check = async (request: RecordedRequest, after: Record<string, unknown>): Promise<void> => {
    if (await shown(store, after, appliedMs)) return;
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
      const request = requests[index];
      log.push(`${describeRequest(request)} → HTTP ${request.status}`);
      const { after } = request;
      const checked = after && !failure ? check(request, after) : Promise.resolve();
      void checked
        .catch((error: unknown) => {
          failure ??= error instanceof Error ? error : new Error(String(error));
        })
        .then(slots[index].checked);
    },
    /** Every answer asked for so far has been given and checked (a check takes at most appliedMs). */
    idle: async (): Promise<void> => {
      await within(Promise.all(slots.filter((slot) => slot.asked).map((slot) => slot.done)), appliedMs * 2);
    },
    /** Waits (up to `ms`) for every answer to be given and checked; the indexes of those never asked. */
    async unasked(ms: number): Promise<number[]> {
      await within(Promise.all(slots.map((slot) => slot.done)), ms);
      return slots.flatMap((slot, index) => (slot.asked ? [] : [index]));
    },
    failure: (): Error | null => failure,
    answered: (): string => (log.length === 0 ? 'none' : log.join('; ')),
  };
}

type Answers = ReturnType<typeof answersInTurn>;

/** Whether `after` showed in the store within `ms`, if only for a moment (a page's dispatch may follow at once). */
function shown(store: Store, after: Record<string, unknown>, ms: number): Promise<boolean> {
  const now = () => stable(modelsOf(store.getState()));
  return new Promise<boolean>((resolve) => {
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
}

/** nock's interceptor for the request as recorded: method, path, query, body and Authorization. */
function interceptorOf(scope: nock.Scope, request: RecordedRequest): nock.Interceptor {
  const method = request.method.toLowerCase();
  let interceptor =
    request.body === undefined
      ? scope.intercept(request.path, method)
      : scope.intercept(request.path, method, isBody(request.body));
  if (request.query) interceptor = interceptor.query(request.query);
  return interceptor.matchHeader('authorization', (value: string | undefined) => value === request.authorization);
}

const replyOf = (request: RecordedRequest): nock.ReplyFnResult =>
  request.answer === undefined ? [request.status] : [request.status, isBody(request.answer)];

function intercept(scope: nock.Scope, requests: readonly RecordedRequest[], index: number, answers: Answers): void {
  const request = requests[index];
  const headed = interceptorOf(scope, request);
  if (request.answer === undefined && request.status === 0) {
    headed.replyWithError('the recorded request got no answer');
    // No answer to wait for: the answers after it need not wait for its turn.
    answers.given(index);
  } else {
    headed.reply(async (): Promise<nock.ReplyFnResult> => {
      await answers.turn(index);
      answers.given(index);
      return replyOf(request);
    });
  }
}

/**
 * A poll of the load: one interceptor for as long as the replay runs (the app keeps asking
 * across the steps: the pay check goes on while the person pays), answering from its phase:
 * the phases a step recorded are given once each in their turn, the last one then however
 * many times the app asks, until a later step's entry for it takes over.
 */
interface PollLine {
  interceptor: nock.Interceptor;
  current: RecordedRequest | null;
  queue: { index: number; request: RecordedRequest; answers: Answers }[];
}

/** nock takes a JSON body as a record or an array. */
function isBody(value: unknown): nock.RequestBodyMatcher & nock.Body {
  return value as nock.RequestBodyMatcher & nock.Body;
}

/**
 * A request made during a step whose recording had effects still going at its end, that the
 * step did not record: the recording heard its answer in a later step (the person pressed on
 * before it came: the account's history, asked as the page opened, answered after the next
 * press). It is held unanswered until a later step's entry for the same request answers it in
 * its turn; one no later step answers is the replay's failure, named at the step it was made in.
 */
interface HeldRequest {
  heldIn: string;
  request: Pick<RecordedRequest, 'method' | 'path' | 'query' | 'body' | 'authorization'>;
  answer: (recorded: RecordedRequest) => void;
}

/** The methods a held step listens for (the app's endpoints use no other). */
const HELD_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

/** The request nock heard, as a recording writes it (its query an object, its JSON body parsed). */
function heardRequest(method: string, uri: string, body: unknown, authorization: string | undefined): HeldRequest['request'] {
  const url = new URL(uri, API_HOST);
  const query = url.search === '' ? undefined : Object.fromEntries(url.searchParams);
  let parsed: unknown = body;
  if (typeof body === 'string') {
    try {
      parsed = body === '' ? undefined : (JSON.parse(body) as unknown);
    } catch {
      parsed = body;
    }
  }
  return {
    method: method.toUpperCase(),
    path: url.pathname,
    ...(query ? { query } : {}),
    ...(parsed === undefined ? {} : { body: parsed }),
    ...(authorization === undefined ? {} : { authorization }),
  };
}

interface StartedRun {
  type: string;
  startedIn: string;
  result: { settled: false } | { settled: true; outcome: EffectOutcome; error?: unknown };
  checked: boolean;
}

/** A request the recording did not make: its method, its path with the query, its body. */
interface UnmatchedRequest {
  method: string;
  path: string;
  body: string;
}

/** Requests nock matched to no interceptor during a step, with their query and body. */
function unmatchedRequests(): { list: UnmatchedRequest[]; stop: () => void } {
  const list: UnmatchedRequest[] = [];
  type Heard = { method?: string; path?: string; options?: { method?: string; path?: string } };
  const listener = (req: Heard, options?: Heard, body?: unknown) => {
    list.push({
      method: String(req.method ?? req.options?.method ?? options?.method ?? '?').toUpperCase(),
      path: String(req.path ?? req.options?.path ?? options?.path ?? '?'),
      body: typeof body === 'string' ? body : '',
    });
  };
  nock.emitter.on('no match', listener);
  return { list, stop: () => nock.emitter.removeListener('no match', listener) };
}

function replayOn(store: Store, start: unknown, { answerAppliedMs = ANSWER_APPLIED_MS }: ReplayOptions): Replay {
  let expected = stable(start) as Record<string, unknown>;
  const pollScope = nock(API_HOST).persist();
  const polls = new Map<string, PollLine>();
  const runs: StartedRun[] = [];
  const held: HeldRequest[] = [];
  /**
   * Holds, for the step `name`, every request no interceptor of its own takes (registered
   * after them, so theirs come first). One to an endpoint the step recorded (another body,
   * query or Authorization) is no late answer but a request the recording did not make: it
   * goes to `strays` and fails, as nock's unmatched requests do.
   */
  const holdUnrecorded = (name: string, requests: readonly RecordedRequest[], strays: UnmatchedRequest[]): (() => void) => {
    const scope = nock(API_HOST).persist();
    const interceptors = HELD_METHODS.map((method) => {
      const interceptor = scope.intercept(() => true, method);
      interceptor.reply(function (uri, body, callback) {
        const header: unknown = this.req.headers.authorization;
        const authorization = typeof header === 'string' ? header : undefined;
        const heard = heardRequest(method, uri, body, authorization);
        if (requests.some((request) => request.method === heard.method && request.path === heard.path)) {
          strays.push({ method, path: uri, body: heard.body === undefined ? '' : JSON.stringify(heard.body) });
          callback(new Error(`${name}: the recording did not make this request`), [0]);
          return;
        }
        held.push({
          heldIn: name,
          request: heard,
          answer: (recorded) => {
            if (recorded.answer === undefined && recorded.status === 0)
              callback(new Error('the recorded request got no answer'), [0]);
            else callback(null, replyOf(recorded));
          },
        });
      });
      return interceptor;
    });
    return () => interceptors.forEach((interceptor) => nock.removeInterceptor(interceptor));
  };
  /** A held request this step recorded, answered in its turn (its entry takes no interceptor); false when none is held. */
  const answerHeld = (request: RecordedRequest, index: number, answers: Answers): boolean => {
    const at = held.findIndex((candidate) => keyOf(candidate.request) === keyOf(request));
    if (at < 0) return false;
    const [waiting] = held.splice(at, 1);
    if (request.answer === undefined && request.status === 0) {
      answers.given(index);
      waiting.answer(request);
      return true;
    }
    void answers.turn(index).then(() => {
      answers.given(index);
      waiting.answer(request);
    });
    return true;
  };
  const describeHeld = (): string => held.map(({ heldIn, request }) => `${heldIn}: ${describeRequest(request)}`).join('; ');
  /** For a failure of an effect still going: the requests it may be waiting on. */
  const heldNote = (): string =>
    held.length > 0 ? `; held for a later step's answer and never answered: ${describeHeld()}` : '';

  const retire = (key: string) => {
    const line = polls.get(key);
    if (!line) return;
    nock.removeInterceptor(line.interceptor);
    polls.delete(key);
  };
  const queuePoll = (request: RecordedRequest, index: number, answers: Answers) => {
    const key = keyOf(request);
    const known = polls.get(key);
    if (known) {
      known.queue.push({ index, request, answers });
      return;
    }
    const line: PollLine = {
      interceptor: interceptorOf(pollScope, request),
      current: null,
      queue: [{ index, request, answers }],
    };
    line.interceptor.reply(async (): Promise<nock.ReplyFnResult> => {
      const next = line.queue.shift();
      if (!next) return replyOf(line.current ?? request);
      line.current = next.request;
      await next.answers.turn(next.index);
      next.answers.given(next.index);
      return replyOf(next.request);
    });
    polls.set(key, line);
  };
  /** The effects going now that the step's recording had ended (those in `going` were still going then). */
  const stillGoing = (going: readonly string[]) =>
    Object.entries(store.getState().loading.effects)
      .filter(([type, busy]) => busy === true && !going.includes(type))
      .map(([type]) => type);
  const effectsEnd = async (going: readonly string[]) => {
    await pause(20);
    const until = Date.now() + STEP_ENDS_MS;
    while (stillGoing(going).length > 0 && Date.now() < until) await pause(5);
  };
  const follow = (sent: unknown, type: string, startedIn: string) => {
    const run: StartedRun = { type, startedIn, result: { settled: false }, checked: false };
    runs.push(run);
    Promise.resolve(sent).then(
      () => (run.result = { settled: true, outcome: 'resolved' }),
      (error: unknown) => {
        const code: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined;
        run.result = {
          settled: true,
          outcome: { rejected: typeof code === 'number' || typeof code === 'string' ? code : 'unknown' },
          error,
        };
      },
    );
  };

  return {
    store,
    async step(name, { requests, actions, after, ended = [], going = [] }) {
      const scope = nock(API_HOST);
      const answers = answersInTurn(store, name, requests, answerAppliedMs);
      requests.forEach((request, index) => {
        if (request.poll) queuePoll(request, index, answers);
        else if (answerHeld(request, index, answers)) return;
        else {
          // Asked anew (no longer polled): the poll's answer must not take it.
          retire(keyOf(request));
          intercept(scope, requests, index, answers);
        }
      });
      const unmatched = unmatchedRequests();
      // Only an effect going past the step's end can have its answer in a later step.
      const stopHolding = going.length > 0 ? holdUnrecorded(name, requests, unmatched.list) : () => undefined;
      const notRecorded = (): Error | null => {
        if (unmatched.list.length === 0) return null;
        const lines = unmatched.list.map(({ method, path, body }) => {
          const pathname = path.split('?')[0];
          const like = requests.filter((request) => request.method === method && request.path === pathname);
          const expectedHere =
            like.length === 0
              ? 'the step recorded no request to it'
              : `the step recorded ${like.map((request) => `${describeRequest(request)}${request.authorization === undefined ? ' (no Authorization)' : ''}`).join(' or ')}`;
          return `${method} ${path}${body ? ` ${short(body)}` : ''} (${expectedHere})`;
        });
        return new Error(`${name}: a request the replay made that the recording did not: ${lines.join('; ')}`);
      };
      const failed = async (what: string): Promise<Error> => {
        // A request nobody recorded is what went wrong first; an answer's change that never
        // showed is said with the effect's end (the status that made it fail is in the answers).
        await answers.idle();
        const unrecorded = notRecorded();
        if (unrecorded) return unrecorded;
        const said = `${what}; answered in this step: ${answers.answered()}`;
        const answer = answers.failure();
        return new Error(answer ? `${said}\n${answer.message}` : said);
      };
      try {
        for (const { action: recorded, outcome } of actions) {
          // JSON of an action the store took: its own dispatch types it, the recording cannot.
          const sent = store.dispatch(recorded as Parameters<Store['dispatch']>[0]) as unknown;
          if (outcome === 'started') follow(sent, recorded.type, name);
          else if (outcome === 'resolved') {
            try {
              await sent;
            } catch (error) {
              throw await failed(
                `${name}: ${recorded.type} was expected to resolve, but it rejected with ${describeFailure(error)}`,
              );
            }
          } else if (typeof outcome === 'object') {
            let result: { resolved: true } | { resolved: false; error: unknown };
            try {
              await sent;
              result = { resolved: true };
            } catch (error) {
              result = { resolved: false, error };
            }
            const code: unknown = result.resolved ? undefined : Reflect.get(Object(result.error), 'code');
            if (result.resolved || code !== outcome.rejected) {
              throw await failed(
                `${name}: ${recorded.type} was expected to reject with ${JSON.stringify(outcome.rejected)}, but it ${result.resolved ? 'resolved' : `rejected with ${describeFailure(result.error)}`}`,
              );
            }
          }
        }
        await effectsEnd(going);
        const unasked = await answers.unasked(Math.max(answerAppliedMs, 250));
        await effectsEnd(going);
        const first = answers.failure() ?? notRecorded();
        if (first) throw first;
        if (unasked.length > 0) {
          const lines = unasked.map((index) => {
            const request = requests[index];
            return request.poll
              ? `the poll ${describeRequest(request)} (answered ${describeAnswer(request)} however many times it is asked, at least once) was never asked`
              : `the recorded request ${describeRequest(request)} (answered ${describeAnswer(request)}) was never made`;
          });
          throw new Error(`${name}: ${lines.join('; ')}; answered in this step: ${answers.answered()}`);
        }
        const left = stillGoing(going);
        if (left.length > 0) {
          throw new Error(
            `${name}: ${left.join(', ')} still going at the step's end, which the recording had ended (still going then: ${going.length > 0 ? going.join(', ') : 'none'}); answered in this step: ${answers.answered()}${heldNote()}`,
          );
        }
      } finally {
        unmatched.stop();
        stopHolding();
      }
      expect(scope.pendingMocks(), `${name}: requests the recording made that the replay did not`).toEqual([]);
      for (const end of ended) {
        const run = runs.find(
          (candidate) => !candidate.checked && candidate.type === end.type && candidate.startedIn === end.startedIn,
        );
        if (!run)
          throw new Error(`${name}: ${end.type}, recorded as started at "${end.startedIn}" and ending here, was never started`);
        run.checked = true;
        if (!run.result.settled) await pause(answerAppliedMs);
        const result = run.result;
        const expectedEnd = `${name}: ${end.type}, started at "${end.startedIn}", was expected to ${describeOutcome(end.outcome)} here`;
        if (!result.settled)
          throw new Error(`${expectedEnd}, but it is still going; answered in this step: ${answers.answered()}${heldNote()}`);
        if (JSON.stringify(result.outcome) !== JSON.stringify(end.outcome)) {
          const how = result.outcome === 'resolved' ? 'it resolved' : `it rejected with ${describeFailure(result.error)}`;
          throw new Error(`${expectedEnd}, but ${how}; answered in this step: ${answers.answered()}`);
        }
      }
      expected = applyChange(expected, after);
      await shown(store, expected, answerAppliedMs);
      expect(stable(modelsOf(store.getState())), `the state after "${name}"`).toMatchObject(expected);
    },
    close: () => {
      for (const key of [...polls.keys()]) retire(key);
      store.close();
      if (held.length > 0) {
        const unanswered = describeHeld();
        held.splice(0);
        throw new Error(
          `requests the replay made that the recording did not (held for a later step's answer, which no step had): ${unanswered}`,
        );
      }
    },
  };
}

const moveExpiry = <T extends { expire?: unknown }>(auth: T): T => ({ ...auth, expire: Date.now() + HOUR_MS });

/**
 * The state a recording names: the app's initial state with the recorded difference merged in
 * (applyChange). The difference is JSON of a state this app was in, so the merge is that state
 * again: the one place the kit takes a recording's word for a type.
 */
export function recordedState(difference: RecordedState): ModelsState {
  return applyChange(initialModelsState(), difference) as ModelsState;
}

/** The recording began on a live page: a store in that state (the app's initial state and the recorded difference). */
export function replayStarted(recorded: RecordedState, options: ReplayOptions = {}): Replay {
  const start = recordedState(recorded);
  const session = { ...start.session, auth: moveExpiry(start.session.auth) };
  const { store } = testStore({
    storage: memoryStorage(session.auth.token !== '' ? { _auth: JSON.stringify(session.auth) } : {}),
    preloadedState: { ...start, session },
  });
  return replayOn(store, start, options);
}

/** The page loaded anew: a store made from the stored login and runs, which must start in `state` (a difference from the initial state). */
export function replayLoaded(
  { auth, runs, state }: { auth: unknown; runs: unknown; state: RecordedState },
  options: ReplayOptions = {},
): Replay {
  const stored = typeof auth === 'object' && auth !== null ? moveExpiry(auth) : auth;
  const { store } = testStore({
    storage: memoryStorage(stored === null ? {} : { _auth: typeof stored === 'string' ? stored : JSON.stringify(stored) }),
    runStorage: memoryStorage(runs === null ? {} : { [RUNS_KEY]: typeof runs === 'string' ? runs : JSON.stringify(runs) }),
  });
  const start = recordedState(state);
  expect(stable(modelsOf(store.getState())), 'the state the new load started in').toMatchObject(stable(start) as object);
  return replayOn(store, start, options);
}
