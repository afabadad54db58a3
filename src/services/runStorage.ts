// The runs still going, kept in sessionStorage so a reload in the middle of a run picks it up
// again (the tasks model's `resume`). Bound to the login that started them (`owner`, its
// token): another login never sees them. Effects reach it through the saga context, like `_auth`.
import type { Resource, ToolId } from './types';
import type { KeyValueStore } from './storage';

export const RUNS_STORAGE_KEY = 'miao:runs';

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

export interface RunStorage {
  read: () => SavedRuns | null;
  write: (saved: SavedRuns) => void;
  clear: () => void;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Only the outline is checked here; the model checks each run again before it follows one. */
function parse(raw: string): SavedRuns | null {
  const value: unknown = JSON.parse(raw);
  if (!isObject(value) || typeof value.owner !== 'string' || !Array.isArray(value.runs)) return null;
  const runs = value.runs.filter(
    (r): r is SavedRun =>
      isObject(r) &&
      typeof r.id === 'string' &&
      typeof r.tool === 'string' &&
      typeof r.taskId === 'string' &&
      typeof r.startedAt === 'number' &&
      typeof r.count === 'number' &&
      Array.isArray(r.styles) &&
      Array.isArray(r.items) &&
      isObject(r.input),
  );
  return { owner: value.owner, runs };
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
