// Recording a live store (development only): the page's dispatches (not the sagas' puts: the
// replay makes those itself) and every HTTP exchange, grouped in steps named after what the
// person did (gestures.ts), with the state after each step and what each answer changed (from
// its coming until the next answer, the page's next dispatch or the step's end: the replay
// checks it before giving the next answer). A poll (the same request asked again by an effect
// still going, polls.ts) is one entry however many times it was asked, and its answer changing
// after repeats is a step of its own ("meanwhile, account/pay answers trade.status: pending →
// paid"); an effect the page dispatched that had not ended by its step's end is recorded as
// started, and how it ended in the step where it did. The recording in progress is kept
// in the tab's sessionStorage at each step and when the page leaves (recording.ts), and a
// recorder made on the next load resumes it: the sign-in's trip to the QR page, a reload.
import type { AppStore } from '../store';
import type { Exchange } from '../services/request';
import { listenToExchanges } from './exchangeSink';
import { changed, pressed } from './gestures';
import { createEffectRuns, MEANWHILE, meanwhileName, requestKey, sameAnswer } from './polls';
import { changeOf, modelsOf, stable } from './recorder';
import {
  forget,
  keep,
  type EffectOutcome,
  type RecordedAction,
  type RecordedExchange,
  type RecordedLoad,
  type RecordedStep,
  type Recording,
} from './recording';
import { toTestFile, toTestFiles, type TestFiles } from './testFile';

const isPromise = (value: unknown): value is Promise<unknown> => value instanceof Promise;
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** What the panel tells the person about the recording's keeping. */
export type RecorderNotice = 'broken' | 'tooLarge' | null;

export interface LiveRecorder {
  readonly recording: boolean;
  readonly notice: RecorderNotice;
  start(): void;
  /** Ends the recording and returns it as a test file's text (not yet formatted: format.ts). */
  stop(name?: string): string;
  /**
   * Ends the recording and returns it as the panel saves it: the test and its fixtures file,
   * the starting state written as its difference from `initial` (every model's initial state).
   */
  stopAsFiles(name: string | undefined, initial: Record<string, unknown>): TestFiles | null;
  /** Ends the recording and returns it as data (null when none was going). */
  finish(): Recording | null;
  /** Ends the recording and forgets it. */
  discard(): void;
  counts(): { steps: number; actions: number; requests: number };
  /**
   * Requests or effects in flight that the person should let finish before the next press:
   * any effect going, except those that have been polling (asking the same request again)
   * since their run began. The panel says "requests in flight" from it.
   */
  busy(): boolean;
  /** The test's name until the person gives one. */
  suggestedName(): string;
}

type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface LiveRecorderOptions {
  /** Where the app is, in the router's terms ('/user?tab=shop'). */
  page: () => string;
  /** The tab's storage the recording is kept in until saved (null: not kept). */
  storage: TabStorage | null;
  /** Where gestures are heard and the page's leaving (pagehide) too; null: none. */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  origin: string;
  /** A recording kept by the previous load, and the storage this load's store started from. */
  resume?: { recording: Recording; storage: RecordedLoad['storage'] } | null;
  /** A kept recording could not be read (it was dropped). */
  brokenKept?: boolean;
}

/** Is the event inside the recorder's own panel (its presses are not the app's)? */
const inPanel = (event: Event): boolean => event.target instanceof Element && event.target.closest('[data-qa-recorder]') !== null;

export function createLiveRecorder(store: AppStore, options: LiveRecorderOptions): LiveRecorder {
  const original = store.dispatch;
  let current: Recording | null = null;
  let notice: RecorderNotice = options.brokenKept ? 'broken' : null;
  const state = () => clone(modelsOf(store.getState()));
  /** The effects going (state.loading), each with its run, and which runs have polled. */
  const effects = createEffectRuns();
  const polling = new Map<string, number>();
  const followEffects = () => effects.update(store.getState().loading.effects);
  let stopFollowing: (() => void) | null = null;
  /** Each request's last recorded answer in this load, with the effects' runs going when it came. */
  let seen = new Map<string, { exchange: RecordedExchange; runs: ReadonlyMap<string, number> }>();
  /** The answer whose change is being watched, and the state when it came (before the store saw it). */
  let answering: { exchange: RecordedExchange; before: unknown; slices: Set<string> } | null = null;
  /** What the answer changed ends here: the next answer came, the page dispatched, or the step ended. */
  const endAnswer = () => {
    if (!answering) return;
    const { slices } = answering;
    // A slice that appeared is a model registered as its page's code loaded, not the answer's doing.
    const change = Object.entries(changeOf(answering.before, stable(state())) ?? {}).filter(([key]) => slices.has(key));
    if (change.length > 0) answering.exchange.after = Object.fromEntries(change);
    answering = null;
  };

  const lastLoad = (run: Recording): RecordedLoad => run.loads[run.loads.length - 1];
  const lastStep = (run: Recording): RecordedStep | undefined => {
    const steps = lastLoad(run).steps;
    return steps[steps.length - 1];
  };
  const keepNow = (run: Recording) => {
    if (!options.storage) return;
    notice = keep(options.storage, run) ? (notice === 'tooLarge' ? null : notice) : 'tooLarge';
  };

  /** The step ends now: its state, and the effects still going (its replay does not wait for them). */
  const endStep = (step: RecordedStep) => {
    step.after = state();
    const going = effects.going();
    if (going.length > 0) step.going = going;
    else delete step.going;
  };

  /** A new step: the one before ends in the state of now. */
  const beginStep = (run: Recording, name: string) => {
    endAnswer();
    const before = lastStep(run);
    if (before) endStep(before);
    lastLoad(run).steps.push({ name, actions: [], exchanges: [], after: null });
    keepNow(run);
  };

  const recordDispatch = ((action: { type: string; payload?: unknown }) => {
    // The page's own dispatch is not the answer's doing (the sagas' puts go past this wrapper).
    if (current) endAnswer();
    const answer: unknown = original(action as Parameters<typeof original>[0]);
    const run = current;
    const step = run && lastStep(run);
    if (step) {
      const entry: RecordedAction = { action: clone(action), outcome: 'plain' };
      step.actions.push(entry);
      if (isPromise(answer)) {
        // Started until it ends: in this step (awaited by the replay), or in a later one (said there).
        entry.outcome = 'started';
        const ended = (outcome: EffectOutcome) => {
          if (current !== run) return;
          const now = lastStep(run);
          if (now === step) entry.outcome = outcome;
          else if (now) (now.ended ??= []).push({ type: action.type, outcome, startedIn: step.name });
        };
        answer.then(
          () => ended('resolved'),
          (error: unknown) => {
            const code: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined;
            ended({ rejected: typeof code === 'number' || typeof code === 'string' ? code : 'unknown' });
          },
        );
      }
    }
    return answer;
  }) as AppStore['dispatch'];

  const onClick = (event: Event) => {
    const what = current && !inPanel(event) ? pressed(event.target) : null;
    if (current && what) beginStep(current, `on ${options.page()}, ${what}`);
  };
  const onChange = (event: Event) => {
    const what = current && !inPanel(event) ? changed(event.target) : null;
    if (current && what) beginStep(current, `on ${options.page()}, ${what}`);
  };
  // The page leaves (the QR page, a reload, another site): the last step ends here, and the
  // recording is kept for the next load of this tab.
  const onLeave = () => {
    const run = current;
    if (!run) return;
    endAnswer();
    const step = lastStep(run);
    if (step) endStep(step);
    keepNow(run);
  };

  /**
   * `repeat`: a poll's answer again (its entry stands for it); `phase`: a poll's answer changed
   * (its next entry); `request`: anything else.
   */
  const heardPoll = (run: Recording, exchange: Exchange, key: string): 'repeat' | 'phase' | 'request' => {
    const last = seen.get(key);
    const by = last ? effects.stillGoing(last.runs) : [];
    if (!last || by.length === 0) return 'request';
    for (const type of by) polling.set(type, effects.snapshot().get(type) ?? 0);
    last.exchange.poll = true;
    if (sameAnswer(last.exchange, exchange)) {
      last.exchange.asked = (last.exchange.asked ?? 1) + 1;
      seen.set(key, { exchange: last.exchange, runs: effects.snapshot() });
      return 'repeat';
    }
    // The answer changed after the app had waited on it: what happened is outside the app.
    if ((last.exchange.asked ?? 1) >= 2) beginStep(run, meanwhileName(last.exchange, exchange));
    return 'phase';
  };

  const listen = (run: Recording) => {
    current = run;
    seen = new Map();
    polling.clear();
    followEffects();
    stopFollowing = store.subscribe(followEffects);
    // Heard as the answer comes, before the store sees it: the state now is the one it changes.
    listenToExchanges((exchange: Exchange) => {
      endAnswer();
      if (!lastStep(run)) return;
      const key = requestKey(exchange);
      const heard = heardPoll(run, exchange, key);
      // The same answer again: the entry already stands for it, and it changes nothing.
      if (heard === 'repeat') return;
      const step = lastStep(run);
      if (!step) return;
      const recorded: RecordedExchange = clone(exchange);
      if (heard === 'phase') recorded.poll = true;
      step.exchanges.push(recorded);
      seen.set(key, { exchange: recorded, runs: effects.snapshot() });
      const now = state();
      answering = { exchange: recorded, before: stable(now), slices: new Set(Object.keys(now)) };
    });
    options.events?.addEventListener('click', onClick, true);
    options.events?.addEventListener('change', onChange, true);
    options.events?.addEventListener('pagehide', onLeave);
  };
  const unlisten = () => {
    current = null;
    answering = null;
    stopFollowing?.();
    stopFollowing = null;
    listenToExchanges(null);
    options.events?.removeEventListener('click', onClick, true);
    options.events?.removeEventListener('change', onChange, true);
    options.events?.removeEventListener('pagehide', onLeave);
  };

  // In place from now on, recording only while a recording is going: a component keeps the
  // dispatch it was rendered with (react-redux's useDispatch), so a wrapper put in at start()
  // would miss the presses of every component rendered before (the header's 登录).
  store.dispatch = recordDispatch;

  if (options.resume) {
    const run = options.resume.recording;
    run.loads.push({ how: 'loaded', state: state(), storage: options.resume.storage, steps: [] });
    listen(run);
    beginStep(run, `opens ${options.page()}`);
  }

  return {
    get recording() {
      return current !== null;
    },
    get notice() {
      return notice;
    },
    start() {
      if (current) return;
      notice = null;
      const run: Recording = {
        startedAt: new Date().toISOString(),
        origin: options.origin,
        loads: [{ how: 'started', state: state(), storage: { auth: null, runs: null }, steps: [] }],
      };
      listen(run);
      beginStep(run, `on ${options.page()}, before anything is pressed`);
    },
    finish() {
      const run = current;
      if (!run) return null;
      endAnswer();
      const step = lastStep(run);
      if (step) endStep(step);
      unlisten();
      if (options.storage) forget(options.storage);
      return run;
    },
    stop(name) {
      const run = this.finish();
      return run ? toTestFile(run, name ?? suggestName(run)) : '';
    },
    stopAsFiles(name, initial) {
      const run = this.finish();
      return run ? toTestFiles(run, name ?? suggestName(run), { initial, fixtures: true }) : null;
    },
    discard() {
      unlisten();
      if (options.storage) forget(options.storage);
    },
    suggestedName() {
      return current ? suggestName(current) : '';
    },
    busy() {
      const going = effects.snapshot();
      return [...going].some(([type, run]) => polling.get(type) !== run);
    },
    counts() {
      const steps = current ? current.loads.flatMap((load) => load.steps) : [];
      return {
        steps: steps.filter((step) => step.actions.length > 0 || step.exchanges.length > 0).length,
        actions: steps.reduce((sum, step) => sum + step.actions.length, 0),
        requests: steps.reduce((sum, step) => sum + step.exchanges.length, 0),
      };
    },
  };
}

/** A name until the person gives one: where it began and what was pressed, in short. */
export function suggestName(run: Recording): string {
  const names = run.loads
    .flatMap((load) => load.steps)
    // What the person did: not what happened meanwhile outside the app (a payment confirmed).
    .filter((step) => (step.actions.length > 0 || step.exchanges.length > 0) && !step.name.startsWith(MEANWHILE))
    .map((step) => step.name.replace(/^on [^,]*, /, ''));
  const shown = names.slice(0, 4).join(', ');
  return names.length > 4 ? `${shown} and ${names.length - 4} more` : shown || 'a recorded visit';
}
