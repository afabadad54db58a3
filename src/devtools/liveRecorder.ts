// Recording a live store (development only): the page's dispatches (not the sagas' puts: the
// replay makes those itself) and every HTTP exchange, grouped in steps named after what the
// person did (gestures.ts), with the state after each step and what each answer changed (from
// its coming until the next answer, the page's next dispatch or the step's end: the replay
// checks it before giving the next answer). A poll (the same request asked again by an effect
// still going, polls.ts) is one entry however many times it was asked, and its answer changing
// after repeats is a step of its own ("meanwhile, account/pay answers trade.status: pending →
// paid"); an effect the page dispatched that had not ended by its step's end is recorded as
// started, and how it ended in the step where it did. The recording in progress is kept
// in the tab's sessionStorage as it grows (each step, action and answer) and when the page
// leaves (recording.ts), its large data URLs (a photo) by reference with their bytes in
// IndexedDB (keptData.ts), and a recorder made on the next load resumes it: the sign-in's trip
// to the QR page, a reload. One too large to keep is said at once (the panel's `tooLarge`),
// and a leave while it is asks first (beforeunload).
import type { AppStore } from '../store';
import type { Exchange } from '../services/request';
import { listenToExchanges } from './exchangeSink';
import { changed, pressed } from './gestures';
import { createEffectRuns, MEANWHILE, meanwhileName, requestKey, sameAnswer } from './polls';
import type { KeptData } from './keptData';
import { openedName, placeOf } from './places';
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
   * the starting state written as its difference from `initial` (every model's initial state),
   * with the data kept by reference across a reload (a photo) read back first (finishWhole).
   */
  stopAsFiles(name: string | undefined, initial: Record<string, unknown>): Promise<TestFiles | null>;
  /**
   * Ends the recording and returns it as data (null when none was going). Data kept by
   * reference across a reload (a photo) is still a reference here: finishWhole() has it back.
   */
  finish(): Recording | null;
  /** Ends the recording and returns it whole, the data kept across reloads read back (rejects naming what could not be). */
  finishWhole(): Promise<Recording | null>;
  /** Ends the recording and returns it whole as a test file's text (not yet formatted: format.ts). */
  stopWhole(name?: string): Promise<string>;
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
  /** Where gestures are heard and the page's leaving (beforeunload, pagehide) too; null: none. */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  /** Where large data URLs are kept by reference (null: inlined, and a recording with a photo is soon too large). */
  data?: KeptData | null;
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
    // A photo IndexedDB refused is inlined from then on: kept again at once, the panel says it is too large.
    const kept = keep(
      options.storage,
      run,
      options.data?.replacer(run.startedAt, () => {
        if (current === run) keepNow(run);
      }),
    );
    notice = kept ? (notice === 'tooLarge' ? null : notice) : 'tooLarge';
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

  /** The gestures a step began with, while it holds no action and no request yet: the next gesture joins them. */
  const gesturesOf = new WeakMap<RecordedStep, { place: string; what: string }[]>();
  const MAX_GESTURES = 4;
  const nameOf = (gestures: readonly { place: string; what: string }[]): string => {
    const shown = gestures.length > MAX_GESTURES ? [gestures[0], null, ...gestures.slice(-(MAX_GESTURES - 1))] : [...gestures];
    return shown
      .map((gesture, index) => {
        if (gesture === null) return '…';
        const samePlace = index > 0 && gestures[0].place === gesture.place;
        const said = samePlace ? gesture.what : `on ${gesture.place}, ${gesture.what}`;
        return index === 0 ? said : `then ${said}`;
      })
      .join(', ');
  };
  /**
   * A gesture: a new step, unless the step before holds nothing yet (choosing a photo, typing
   * the text, opening a dialog), which then takes it: "chooses a photo, then presses “开始生成”".
   * So what the person did before the step's press is in its name, never dropped.
   */
  const gesture = (run: Recording, what: string) => {
    const place = placeOf(options.page());
    const last = lastStep(run);
    const empty = last && last.actions.length === 0 && last.exchanges.length === 0;
    const before = last && gesturesOf.get(last);
    if (!last || !empty || !before) {
      beginStep(run, nameOf([{ place, what }]));
      const step = lastStep(run);
      if (step) gesturesOf.set(step, [{ place, what }]);
      return;
    }
    // The press that opened the file chooser says less than the choice.
    const previous = before[before.length - 1];
    const joined =
      what.startsWith('chooses ') && previous.what.startsWith('presses ') && previous.place === place
        ? [...before.slice(0, -1), { place, what }]
        : [...before, { place, what }];
    gesturesOf.set(last, joined);
    last.name = nameOf(joined);
    keepNow(run);
  };

  const recordDispatch = ((action: { type: string; payload?: unknown }) => {
    // The page's own dispatch is not the answer's doing (the sagas' puts go past this wrapper).
    if (current) endAnswer();
    const answer: unknown = original(action as Parameters<typeof original>[0]);
    const run = current;
    const step = run && lastStep(run);
    if (run && step) {
      const entry: RecordedAction = { action: clone(action), outcome: 'plain' };
      step.actions.push(entry);
      // Kept now, not at the step's end: a photo in it is written to IndexedDB as it comes, and
      // a recording it makes too large is said at once.
      keepNow(run);
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
    if (current && what) gesture(current, what);
  };
  const onChange = (event: Event) => {
    const what = current && !inPanel(event) ? changed(event.target) : null;
    if (current && what) gesture(current, what);
  };
  // A leave now would lose a recording too large to keep: the browser asks first.
  const onBeforeUnload = (event: Event) => {
    if (!current || notice !== 'tooLarge') return;
    event.preventDefault();
    // Older browsers ask only when returnValue is set.
    Reflect.set(event, 'returnValue', '');
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
      keepNow(run);
    });
    options.events?.addEventListener('click', onClick, true);
    options.events?.addEventListener('change', onChange, true);
    options.events?.addEventListener('beforeunload', onBeforeUnload);
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
    options.events?.removeEventListener('beforeunload', onBeforeUnload);
    options.events?.removeEventListener('pagehide', onLeave);
  };
  /** The data a recording kept by reference is not needed any more (saved or discarded). */
  const dropData = (run: Recording) => {
    options.data?.drop(run.startedAt).catch((error: unknown) => console.error('[recorder] kept data not dropped', error));
  };

  // In place from now on, recording only while a recording is going: a component keeps the
  // dispatch it was rendered with (react-redux's useDispatch), so a wrapper put in at start()
  // would miss the presses of every component rendered before (the header's 登录).
  store.dispatch = recordDispatch;

  if (options.resume) {
    const run = options.resume.recording;
    run.loads.push({ how: 'loaded', state: state(), storage: options.resume.storage, steps: [] });
    listen(run);
    beginStep(run, openedName(options.page()));
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
      beginStep(run, `on ${placeOf(options.page())}, before anything is pressed`);
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
    async finishWhole() {
      const going = current;
      if (!going || !options.data) return this.finish();
      // Read back before the recording ends: one whose data is gone goes on, kept, and is said.
      const missing = await options.data.load(going.startedAt, going);
      if (missing.length > 0) {
        throw new Error(`the recorder could not read back the data kept before a reload (${missing.join(', ')})`);
      }
      const run = this.finish();
      if (!run) return null;
      dropData(run);
      return options.data.whole(run);
    },
    stop(name) {
      const run = this.finish();
      return run ? toTestFile(run, name ?? suggestName(run)) : '';
    },
    async stopAsFiles(name, initial) {
      const run = await this.finishWhole();
      return run ? toTestFiles(run, name ?? suggestName(run), { initial, fixtures: true }) : null;
    },
    async stopWhole(name) {
      const run = await this.finishWhole();
      return run ? toTestFile(run, name ?? suggestName(run)) : '';
    },
    discard() {
      const run = current;
      unlisten();
      if (options.storage) forget(options.storage);
      if (run) dropData(run);
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
