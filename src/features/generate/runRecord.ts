// Which workspace started the task that tasks/create is running. The model runs one task at
// a time (takeLeading drops a second start) and its state does not say which tool and style
// asked for it, so the workspace keeps that record itself: per store, so it outlives a
// workspace that is closed and opened again while its task runs, and tests with a fresh
// store start with none.
//
// A workspace opened again on the same tool while its task runs follows that task (and puts
// its input and style back); any other workspace waits until it ends.
import type { ToolId } from '../../services/types';

export interface RunRecord {
  id: number;
  tool: ToolId;
  style: string;
  startedAt: number;
  /** The photo sent, shown as "before" when the server gives no source URL. */
  source?: string;
  /** The rest of the input, put back when the workspace is opened again while this runs. */
  photoName?: string;
  text?: string;
  bgm?: string;
}

const records = new WeakMap<object, RunRecord>();
let nextId = 1;

export function recordRun(store: object, run: Omit<RunRecord, 'id'>): RunRecord {
  const record = { ...run, id: nextId++ };
  records.set(store, record);
  return record;
}

/** The last run started with this store, if any. */
export function lastRun(store: object): RunRecord | null {
  return records.get(store) ?? null;
}
