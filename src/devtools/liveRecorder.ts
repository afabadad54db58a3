// Recording a live store (development only): the page's dispatches (not the sagas' puts: the
// replay makes those itself) and every HTTP exchange, from start() to stop().
import type { AppStore } from '../store';
import { listenToExchanges } from './exchangeSink';
import { modelsOf, toTestFile, type RecordedAction, type Recording } from './recorder';
import type { Exchange } from '../services/request';

const isPromise = (value: unknown): value is Promise<unknown> => value instanceof Promise;
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export interface LiveRecorder {
  readonly recording: boolean;
  start(): void;
  /** Ends the recording and returns it as a test file's text. */
  stop(name?: string): string;
  counts(): { actions: number; requests: number };
}

export function createLiveRecorder(store: AppStore, page: () => string): LiveRecorder {
  const original = store.dispatch;
  let current: Omit<Recording, 'end'> | null = null;

  const recordDispatch = ((action: { type: string; payload?: unknown }) => {
    const answer: unknown = original(action as Parameters<typeof original>[0]);
    const run = current;
    if (run) {
      const entry: RecordedAction = { action: clone(action), outcome: 'plain' };
      run.actions.push(entry);
      if (isPromise(answer)) {
        entry.outcome = 'resolved';
        answer.catch((error: unknown) => {
          const code: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined;
          entry.outcome = { rejected: typeof code === 'number' || typeof code === 'string' ? code : 'unknown' };
        });
      }
    }
    return answer;
  }) as AppStore['dispatch'];

  return {
    get recording() {
      return current !== null;
    },
    start() {
      current = {
        startedAt: new Date().toISOString(),
        page: page(),
        start: clone(modelsOf(store.getState())),
        actions: [],
        exchanges: [],
      };
      const run = current;
      listenToExchanges((exchange: Exchange) => run.exchanges.push(clone(exchange)));
      store.dispatch = recordDispatch;
    },
    stop(name = `replays what was recorded at ${current?.page ?? '/'}`) {
      const run = current;
      current = null;
      listenToExchanges(null);
      store.dispatch = original;
      if (!run) return '';
      return toTestFile({ ...run, end: clone(modelsOf(store.getState())) }, name);
    },
    counts() {
      return { actions: current?.actions.length ?? 0, requests: current?.exchanges.length ?? 0 };
    },
  };
}
