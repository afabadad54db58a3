// The runs still going, kept in sessionStorage so a reload in the middle of a run picks it up
// again (the tasks model's `resume`). Bound to the login that started them (`owner`, its
// token): another login never sees them. Effects reach it through the saga context, like `_auth`.
// What is read back is checked field by field like an answer from the network (anyone, an
// extension or a person in the devtools, may have written it): here its shape, with bounds;
// the tasks model checks the rest against the rulebook (tool, styles, count: checkRun) and
// its results with the answers' resource check. Those name the tool descriptors, which are
// not in the first screen (this file is: tests/budget/checkSize.ts).
import type { ToolId } from '../rules/catalog';
import type { Resource } from './types';
import type { KeyValueStore } from './storage';
import { arrayOf, count, epochMs, object, optional, ShapeError, str, type Guard } from '../rules/wire/guards';

export const RUNS_STORAGE_KEY = 'miao:runs';

/** Ids the app or the server makes (run ids, task ids, result ids) are never longer. */
export const MAX_KEPT_ID_LENGTH = 128;
/** A tool, style, music or file name is never longer. */
export const MAX_KEPT_NAME_LENGTH = 255;
/** Longer than any text a text tool takes (the rulebook's exact limit is checked later). */
export const MAX_KEPT_TEXT_LENGTH = 4096;
/**
 * More than any run has (the rulebook's MAX_RUN_STYLES styles × a tool's maxResults): only so
 * a huge list is refused before any entry is checked; the rulebook's exact bounds come later.
 */
export const MAX_KEPT_LIST_LENGTH = 64;

/** What is kept of a run: enough to follow it and show it, never the photo itself (too big). */
export interface SavedRun {
  id: string;
  tool: ToolId;
  styles: string[];
  count: number;
  startedAt: number;
  taskId: string;
  items: Resource[];
  input: { text?: string; bgm?: string; photoName?: string };
}

export interface SavedRuns {
  owner: string;
  runs: SavedRun[];
}

/** A kept run as read back: its shape checked, its tool and results not yet (the tasks model does). */
export type KeptRun = Omit<SavedRun, 'tool' | 'items'> & { tool: string; items: unknown[] };

export interface KeptRuns {
  owner: string;
  runs: KeptRun[];
  /** Kept runs that failed their check here and were dropped. */
  unreadable: number;
}

export interface RunStorage {
  read: () => KeptRuns | null;
  write: (saved: SavedRuns) => void;
  clear: () => void;
}

/** A non-empty string of at most `max` characters. */
function bounded(max: number): Guard<string> {
  return (v, at) => {
    const value = str(v, at);
    if (value === '' || value.length > max) throw new ShapeError(at, 'string');
    return value;
  };
}

/** An array of at most MAX_KEPT_LIST_LENGTH entries, each checked (a huge one is refused before any is). */
function shortList<T>(guard: Guard<T>): Guard<T[]> {
  const each = arrayOf(guard);
  return (v, at) => {
    if (Array.isArray(v) && v.length > MAX_KEPT_LIST_LENGTH) throw new ShapeError(at, 'array');
    return each(v, at);
  };
}

const keptRun = object({
  id: bounded(MAX_KEPT_ID_LENGTH),
  tool: bounded(MAX_KEPT_NAME_LENGTH),
  styles: shortList(bounded(MAX_KEPT_NAME_LENGTH)),
  count,
  startedAt: epochMs,
  taskId: bounded(MAX_KEPT_ID_LENGTH),
  items: shortList((v: unknown) => v),
  input: object({
    text: optional(bounded(MAX_KEPT_TEXT_LENGTH)),
    bgm: optional(bounded(MAX_KEPT_NAME_LENGTH)),
    photoName: optional(bounded(MAX_KEPT_NAME_LENGTH)),
  }),
});

/** One kept run's shape checked, or null when any field fails. */
export function checkKeptRun(value: unknown): KeptRun | null {
  try {
    return keptRun(value, 'run');
  } catch (error) {
    if (error instanceof ShapeError) return null;
    throw error;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parse(raw: string): KeptRuns | null {
  const value: unknown = JSON.parse(raw);
  if (!isObject(value) || typeof value.owner !== 'string' || !Array.isArray(value.runs)) return null;
  const runs = value.runs.flatMap((run: unknown) => checkKeptRun(run) ?? []);
  return { owner: value.owner, runs, unreadable: value.runs.length - runs.length };
}

/** `store` is undefined outside a browser: nothing is kept. A failing storage keeps nothing. */
export function createRunStorage(store: KeyValueStore | undefined): RunStorage {
  return {
    read: () => {
      try {
        const raw = store?.getItem(RUNS_STORAGE_KEY);
        return raw ? parse(raw) : null;
      } catch {
        return null;
      }
    },
    write: (saved) => {
      try {
        if (saved.runs.length === 0) store?.removeItem(RUNS_STORAGE_KEY);
        else store?.setItem(RUNS_STORAGE_KEY, JSON.stringify(saved));
      } catch (error) {
        console.warn('[tasks] could not keep the runs for a reload:', error);
      }
    },
    clear: () => {
      try {
        store?.removeItem(RUNS_STORAGE_KEY);
      } catch {
        // nothing kept, nothing to clear
      }
    },
  };
}
