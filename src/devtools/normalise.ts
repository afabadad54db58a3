// A recording with what changes from one recording to the next made the same every time, so
// that recording the same flow again on an unchanged app gives (almost) the same file: the
// ids, trade numbers, tokens and login codes the server or the page made up become readable
// placeholders in order of first appearance (`r-1`, `trade-1`, `token-1`), and the times move
// to a fixed epoch keeping their differences. Both are bijections over the whole recording:
// every occurrence of a value (in an answer, in a request the app sends back, inside a link or
// an Authorization header, in a step's name, in what the tab stored) gets the same placeholder,
// so the replay's requests still match its answers.
//
// What the app compares with the clock: the login's expiry (the replay kit moves it to an hour
// after the replay's now, tests/testing/recorded.ts) and the account's age (`infoAt`, read
// only when the tab regains focus, which a replay never does). Nothing else in the state is
// read against now, so times shifted to the epoch replay as they were recorded.
import type { Recording } from './recording';

/** The epoch the recording's start moves to: 2030-01-01T00:00:00Z. */
export const RECORDED_EPOCH_MS = Date.UTC(2030, 0, 1);
/** Times this close to the recording's start are the recording's own (a year either way). */
const WINDOW_MS = 366 * 24 * 3_600_000;

/** Keys whose string values are made up by the server or the page, and the word their placeholder takes. */
const ID_KEYS: Readonly<Record<string, string>> = {
  id: 'id',
  resId: 'r',
  taskId: 'task',
  runId: 'run',
  tradeNo: 'trade',
  token: 'token',
  code: 'code',
  state: 'state',
  nonce: 'nonce',
  login: 'login',
  sid: 'sid',
  difyid: 'dify',
  pdfid: 'pdf',
  nopdfid: 'nopdf',
};

/** A made-up value: one word of letters, digits, _ and -, at least 8 long, with a digit in it ('u-demo', 'g-1000' are kept). */
const MADE_UP = /^(?=.*\d)[\w-]{8,}$/;
/** Shorter values are replaced only where they are the whole string (a substring that short could be anything). */
const MIN_INSIDE = 8;
const ISO_TIME = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z\b/g;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isDataUrl = (text: string) => text.startsWith('data:');

/** The word a placeholder takes: the value's own prefix when it has one ('r-8f3…' → r), else its key's. */
function kindOf(key: string, value: string): string {
  const prefix = /^([a-z]{1,8})[-_]/i.exec(value)?.[1]?.toLowerCase();
  if (key === 'id' && prefix) return prefix;
  return ID_KEYS[key] ?? 'id';
}

/** The made-up values of a recording, in order of first appearance, each with its placeholder. */
export class Placeholders {
  private readonly byValue = new Map<string, string>();
  private readonly counts = new Map<string, number>();
  constructor(private readonly taken: (candidate: string) => boolean) {}

  add(key: string, value: string): void {
    if (this.byValue.has(value) || !MADE_UP.test(value)) return;
    const kind = kindOf(key, value);
    let n = this.counts.get(kind) ?? 0;
    let placeholder: string;
    // A placeholder the recording already holds elsewhere would make two values one: skipped.
    do {
      n += 1;
      placeholder = `${kind}-${n}`;
    } while (this.taken(placeholder));
    this.counts.set(kind, n);
    this.byValue.set(value, placeholder);
  }

  /** The text with every made-up value in it replaced, the longest first (one may hold another). */
  apply(text: string): string {
    if (isDataUrl(text)) return text;
    const whole = this.byValue.get(text);
    if (whole !== undefined) return whole;
    let out = text;
    for (const [value, placeholder] of [...this.byValue].sort((a, b) => b[0].length - a[0].length)) {
      if (value.length >= MIN_INSIDE && out.includes(value)) out = out.split(value).join(placeholder);
    }
    return out;
  }

  get size(): number {
    return this.byValue.size;
  }
}

/** Query parameters of a link or of a search string (`?login=…&code=…`), if the text is one. */
function queryOf(text: string): [string, string][] {
  const at = text.indexOf('?');
  if (at < 0 || isDataUrl(text)) return [];
  try {
    return [...new URLSearchParams(text.slice(at + 1).split('#')[0])];
  } catch {
    return [];
  }
}

/** Calls `visit` on every string with the key it is under, in the order a reader meets them. */
function eachString(value: unknown, key: string, visit: (key: string, text: string) => void): void {
  if (typeof value === 'string') visit(key, value);
  else if (Array.isArray(value)) for (const item of value) eachString(item, key, visit);
  else if (isRecord(value)) for (const [inner, item] of Object.entries(value)) eachString(item, inner, visit);
}

/** Every string and number of `value` mapped, keys kept. */
function mapLeaves(value: unknown, text: (s: string) => string, number: (n: number) => number): unknown {
  if (typeof value === 'string') return text(value);
  if (typeof value === 'number') return number(value);
  if (Array.isArray(value)) return value.map((item) => mapLeaves(item, text, number));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, mapLeaves(item, text, number)]));
  return value;
}

const parsed = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** The times of a recording moved so its start is at RECORDED_EPOCH_MS, their differences kept. */
export function timeShift(startedAtMs: number): { ms: (n: number) => number; text: (s: string) => string } {
  const shift = RECORDED_EPOCH_MS - startedAtMs;
  const startS = startedAtMs / 1000;
  const ms = (n: number): number => {
    if (!Number.isInteger(n)) return n;
    if (Math.abs(n - startedAtMs) <= WINDOW_MS) return n + shift;
    // Unix seconds (a server's `created`): moved by whole seconds.
    if (Math.abs(n - startS) <= WINDOW_MS / 1000) return n + Math.round(shift / 1000);
    return n;
  };
  const text = (s: string): string =>
    isDataUrl(s)
      ? s
      : s.replace(ISO_TIME, (found) => {
          const at = Date.parse(found);
          return Number.isNaN(at) || Math.abs(at - startedAtMs) > WINDOW_MS ? found : new Date(at + shift).toISOString();
        });
  return { ms, text };
}

/** The recording with its made-up values as placeholders and its times at the fixed epoch (the input is left as it was). */
export function normalise(recording: Recording): Recording {
  const storageOf = (load: Recording['loads'][number]) => ({
    auth: parsed(load.storage.auth),
    runs: parsed(load.storage.runs),
  });
  // What is read, in the order a reader of the file meets it: the numbering follows.
  const readable: unknown[] = recording.loads.map((load) => ({ ...load, storage: storageOf(load) }));
  // The words the recording holds already (in any string): a placeholder must be none of them.
  const words = new Set(JSON.stringify(readable).split(/[^\w-]+/));
  const placeholders = new Placeholders((candidate) => words.has(candidate));
  eachString(readable, '', (key, text) => {
    if (key === 'authorization') {
      const token = /^\S+\s+(\S+)$/.exec(text)?.[1];
      if (token) placeholders.add('token', token);
    } else if (key in ID_KEYS) {
      placeholders.add(key, text);
    }
    for (const [param, value] of queryOf(text)) if (param in ID_KEYS) placeholders.add(param, value);
  });
  const startedAt = Date.parse(recording.startedAt);
  const time = Number.isNaN(startedAt) ? null : timeShift(startedAt);
  const text = (s: string) => {
    const replaced = placeholders.apply(s);
    return time ? time.text(replaced) : replaced;
  };
  const number = (n: number) => (time ? time.ms(n) : n);
  const leaves = <T>(value: T): unknown => mapLeaves(value, text, number);
  const stored = (value: string | null): string | null => {
    if (value === null) return null;
    const inside = parsed(value);
    return typeof inside === 'string' ? text(inside) : JSON.stringify(leaves(inside));
  };
  return {
    startedAt: time ? new Date(RECORDED_EPOCH_MS).toISOString() : recording.startedAt,
    origin: recording.origin,
    loads: recording.loads.map((load) => ({
      how: load.how,
      state: mapRecord(leaves(load.state)),
      storage: { auth: stored(load.storage.auth), runs: stored(load.storage.runs) },
      steps: load.steps.map((step) => ({
        ...step,
        name: text(step.name),
        actions: step.actions.map((entry) => ({
          action: { ...entry.action, ...(entry.action.payload === undefined ? {} : { payload: leaves(entry.action.payload) }) },
          outcome: entry.outcome,
        })),
        exchanges: step.exchanges.map((exchange) => ({
          ...exchange,
          url: text(exchange.url),
          ...(exchange.body === undefined ? {} : { body: leaves(exchange.body) }),
          ...(exchange.authorization === undefined ? {} : { authorization: text(exchange.authorization) }),
          ...(exchange.answer === undefined ? {} : { answer: leaves(exchange.answer) }),
          ...(exchange.after === undefined ? {} : { after: mapRecord(leaves(exchange.after)) }),
        })),
        after: step.after === null ? null : mapRecord(leaves(step.after)),
      })),
    })),
  };
}

/** A record mapped leaf by leaf is still a record. */
function mapRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}
