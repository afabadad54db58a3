// The signed-in account's points history (docs/api.md "Points history"): purchases, charges,
// refunds and welcome grants, newest first, a page at a time. The endpoint is our addition and
// optional: a server that does not answer it (an unknown route, no answer at all, or an
// answer that is not the history) makes the history 'unavailable', which the account tab
// shows as a quiet note, never as an error; nothing reaches state.errors.
import { hotModel } from '../app/hot';
import { put } from 'redux-saga/effects';
import { defineModel, type PayloadAction } from '../app/model';
import { call, select, type Saga } from '../app/typedEffects';
import { CODES } from '../rules/errorCodes';
import { API } from '../services/context';
import { ApiError } from '../services/errors';
import type { HistoryAnswer, HistoryEntry } from '../services/types';
import { getContext } from './context';
import { session } from './session';

/** idle: not asked yet; unavailable: this server has no history; failed: it answered a failure. */
export type HistoryStatus = 'idle' | 'loaded' | 'unavailable' | 'failed';

export interface HistoryState {
  status: HistoryStatus;
  list: HistoryEntry[];
  total: number;
  page: number;
  num: number;
}

export const HISTORY_PAGE_SIZE = 20;

export const initialHistory: HistoryState = { status: 'idle', list: [], total: 0, page: 1, num: HISTORY_PAGE_SIZE };

export interface FetchHistoryPayload {
  page?: number;
}

export const selectHistory = (state: { history: HistoryState }): HistoryState => state.history;

/** HTTP statuses of a server that has no such route or method. */
const NO_ROUTE_STATUSES = new Set([404, 405, 501]);

/** A failure that means "this server does not offer the history", as opposed to "it failed now". */
export function notOffered(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === CODES.routeNotFound) return true;
  if (error.status !== undefined && NO_ROUTE_STATUSES.has(error.status)) return true;
  // No answer, or a page instead of the history (a catch-all that serves the app's HTML).
  return error.code === 'network' || error.code === 'timeout' || error.code === 'malformed';
}

/** Loads one page; resolves with the status it ended in (a failure is kept in the state, not thrown). */
export function* fetch({ payload }: PayloadAction<'history/fetch', FetchHistoryPayload | undefined>): Saga<HistoryStatus> {
  const page = payload?.page ?? 1;
  const api = yield* getContext(API);
  let answer: Awaited<ReturnType<typeof api.getHistory>>;
  try {
    answer = yield* call(api.getHistory, { page, num: HISTORY_PAGE_SIZE });
  } catch (error) {
    // A server that has answered the history before does offer it: this time it failed.
    const answeredBefore = (yield* select(selectHistory)).status === 'loaded';
    const status: HistoryStatus = notOffered(error) && !answeredBefore ? 'unavailable' : 'failed';
    yield put(history.actions.setStatus(status));
    return status;
  }
  if (!answer.ok) {
    const status: HistoryStatus = answer.code === CODES.routeNotFound ? 'unavailable' : 'failed';
    yield put(history.actions.setStatus(status));
    return status;
  }
  yield put(history.actions.saveList(answer.data));
  return 'loaded';
}

export const history = defineModel({
  namespace: 'history',
  state: initialHistory,
  reducers: {
    saveList: (_state: HistoryState, answer: HistoryAnswer): HistoryState => ({ status: 'loaded', ...answer }),
    /** A failed page keeps the page shown before it (if any) and says why nothing newer came. */
    setStatus: (state: HistoryState, status: HistoryStatus): HistoryState => ({ ...state, status }),
  },
  effects: {
    fetch: [fetch, { type: 'takeLatest' }] as const,
  },
  // Per user: a sign-out empties it and drops a late answer.
  resetOn: [session.actions.ended],
});

// Development: a change to this file replaces the model in the live store, no reload (src/app/hot.ts).
if (import.meta.webpackHot) hotModel(history, import.meta.webpackHot);
