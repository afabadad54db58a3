// What a recording holds (the QA recorder, development only), and how it is kept in the tab's
// sessionStorage until it is saved, so that it survives a full load: the sign-in's round trip
// to the QR page and back, a reload. Storage is untrusted (another script, an older recorder,
// a half-written value): what is read back is checked field by field, and anything else is
// dropped with a word, never thrown.
import type { Exchange } from '../services/request';

/** How an effect the page dispatched ended. */
export type EffectOutcome = 'resolved' | { rejected: number | string };

/**
 * An action the page dispatched, and how its effect ended when it was one: `started` when it had
 * not ended by the step's end (the pay poll while the dialog is open, a run still going when the
 * person pressed on): the replay dispatches it without waiting, and a later step's `ended` says
 * how it ended.
 */
export interface RecordedAction {
  action: { type: string; payload?: unknown };
  outcome: 'plain' | 'started' | EffectOutcome;
}

/** An effect started in an earlier step that ended during this one, and how. */
export interface RecordedEnd {
  type: string;
  outcome: EffectOutcome;
  /** The name of the step that started it. */
  startedIn: string;
}

/**
 * A request answered during a step, and what its answer changed in the models' state: from
 * when it came to when the next answer came, the page dispatched, or the step ended (absent:
 * nothing changed; a recording kept by an older recorder has none).
 */
export type RecordedExchange = Exchange & {
  after?: Record<string, unknown>;
  /**
   * A poll: the same request asked again by an effect still going, its answer unchanged (the pay
   * check while the dialog is open, a run's progress). The entry stands for every ask until the
   * answer changes; the replay answers it however many times the app asks (at least once).
   */
  poll?: boolean;
  /** How many times the recording saw it asked with this answer (a poll's repeats; absent: once). */
  asked?: number;
};

/** What the person did (a press, a field filled, a page opened), with what followed until the next thing they did. */
export interface RecordedStep {
  /** As the person did it: "on /user, presses 商城". */
  name: string;
  actions: RecordedAction[];
  /** The requests answered during the step, in the order their answers came. */
  exchanges: RecordedExchange[];
  /** The models' state when the step ended (the next step began, the page left, or the recording stopped). */
  after: Record<string, unknown> | null;
  /** Effects started in earlier steps that ended during this one (absent: none). */
  ended?: RecordedEnd[];
  /** The effects still going when the step ended (state.loading), which its replay does not wait for (absent: none). */
  going?: string[];
}

/** One page load inside the recording: the first one begins where the recording began, each later one with a full load. */
export interface RecordedLoad {
  /** `started`: the recording began on a live page; `loaded`: the page loaded anew (from the storage below). */
  how: 'started' | 'loaded';
  /** The models' state when the recording began, or right after the store was made on a load. */
  state: Record<string, unknown>;
  /** On a load, what the new store started from: the stored login (`_auth`) and the runs kept in the tab. */
  storage: { auth: string | null; runs: string | null };
  steps: RecordedStep[];
}

export interface Recording {
  startedAt: string;
  /** The app's origin while recording: links on it are written relative to the test's own server. */
  origin: string;
  loads: RecordedLoad[];
}

export const RECORDING_KEY = 'miao:qa-recording';
/** A kept recording larger than this is not written (sessionStorage holds about 5 MB a site); the panel says so. */
export const MAX_KEPT_CHARS = 2_000_000;

type Check<T> = (value: unknown) => value is T;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';
const arrayOf =
  <T>(check: Check<T>): Check<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(check);

const isEffectOutcome = (value: unknown): value is EffectOutcome =>
  value === 'resolved' || (isRecord(value) && (typeof value.rejected === 'number' || typeof value.rejected === 'string'));

const isOutcome = (value: unknown): value is RecordedAction['outcome'] =>
  value === 'plain' || value === 'started' || isEffectOutcome(value);

const isEnd: Check<RecordedEnd> = (value): value is RecordedEnd =>
  isRecord(value) && isString(value.type) && isString(value.startedIn) && isEffectOutcome(value.outcome);

const isAction: Check<RecordedAction> = (value): value is RecordedAction =>
  isRecord(value) && isRecord(value.action) && isString(value.action.type) && isOutcome(value.outcome);

const isExchange: Check<RecordedExchange> = (value): value is RecordedExchange =>
  isRecord(value) &&
  (value.after === undefined || isRecord(value.after)) &&
  (value.poll === undefined || typeof value.poll === 'boolean') &&
  (value.asked === undefined || typeof value.asked === 'number') &&
  isString(value.method) &&
  isString(value.url) &&
  (value.authorization === undefined || isString(value.authorization)) &&
  typeof value.status === 'number' &&
  Number.isInteger(value.status);

const isStep: Check<RecordedStep> = (value): value is RecordedStep =>
  isRecord(value) &&
  isString(value.name) &&
  arrayOf(isAction)(value.actions) &&
  arrayOf(isExchange)(value.exchanges) &&
  (value.ended === undefined || arrayOf(isEnd)(value.ended)) &&
  (value.going === undefined || arrayOf(isString)(value.going)) &&
  (value.after === null || isRecord(value.after));

const isLoad: Check<RecordedLoad> = (value): value is RecordedLoad =>
  isRecord(value) &&
  (value.how === 'started' || value.how === 'loaded') &&
  isRecord(value.state) &&
  isRecord(value.storage) &&
  isNullableString(value.storage.auth) &&
  isNullableString(value.storage.runs) &&
  arrayOf(isStep)(value.steps);

export const isRecording: Check<Recording> = (value): value is Recording =>
  isRecord(value) &&
  isString(value.startedAt) &&
  isString(value.origin) &&
  Array.isArray(value.loads) &&
  value.loads.length > 0 &&
  arrayOf(isLoad)(value.loads);

/** What the tab's storage held: nothing, a recording to resume, or something broken (already dropped). */
export type KeptRecording = { kind: 'none' } | { kind: 'kept'; recording: Recording } | { kind: 'broken' };

type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Reads the recording in progress; a value too large, not JSON or not a recording is removed and reported as broken. */
export function readKept(storage: TabStorage): KeptRecording {
  let raw: string | null;
  try {
    raw = storage.getItem(RECORDING_KEY);
  } catch {
    return { kind: 'none' };
  }
  if (raw === null) return { kind: 'none' };
  let parsed: unknown = null;
  if (raw.length <= MAX_KEPT_CHARS) {
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null;
    }
  }
  if (isRecording(parsed)) return { kind: 'kept', recording: parsed };
  forget(storage);
  return { kind: 'broken' };
}

/**
 * Keeps the recording for the next load; false when it is too large or storage refused it
 * (nothing is kept then). `replacer`: a large data URL written as a reference to where its
 * bytes are kept (keptData.ts), so a photo does not take the tab's storage.
 */
export function keep(storage: TabStorage, recording: Recording, replacer?: (key: string, value: unknown) => unknown): boolean {
  const text = JSON.stringify(recording, replacer);
  if (text.length > MAX_KEPT_CHARS) {
    forget(storage);
    return false;
  }
  try {
    storage.setItem(RECORDING_KEY, text);
    return true;
  } catch {
    forget(storage);
    return false;
  }
}

export function forget(storage: TabStorage): void {
  try {
    storage.removeItem(RECORDING_KEY);
  } catch {
    // Storage that refuses a removal holds nothing this recorder can use anyway.
  }
}
