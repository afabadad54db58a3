// Each user's generated resources: list by type and page, delete one or many, revoke.
// The list changes only after the server said yes, so a failure never drops an item.
import { hotModel } from '../app/hot';
import { delay, put, putResolve } from 'redux-saga/effects';
import { TIMING } from '../services/context';
import { defineModel, type PayloadAction } from '../app/model';
import { select, type Saga } from '../app/typedEffects';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../services/api';
import { callAsk } from './ask';
import { getContext } from './context';
import type { Resource, ResourceIdParams, ResourceIdsBody, ResourceListParams } from '../services/types';
import type { ToolId } from '../rules/catalog';
import { session } from './session';

export interface ResourcesState {
  list: Resource[];
  total: number;
  page: number;
  num: number;
  /** The type filter of the list shown; undefined is every type. */
  typ: ToolId | undefined;
}

export const initialResources: ResourcesState = {
  list: [],
  total: 0,
  page: DEFAULT_PAGE,
  num: DEFAULT_PAGE_SIZE,
  typ: undefined,
};

export type FetchResourcesPayload = Partial<ResourceListParams>;

/** How many times a list with pending items is fetched again (every timing.resourcesRefreshMs) at most. */
export const RESOURCES_REFRESH_TRIES = 60;

export const selectResources = (state: { resources: ResourcesState }): ResourcesState => state.resources;

const hasPending = (list: Resource[]) => list.some((r) => r.status === 'pending');

export function* fetch({ payload }: PayloadAction<'resources/fetch', FetchResourcesPayload | undefined>): Saga<void> {
  const params: ResourceListParams = {
    page: payload?.page ?? DEFAULT_PAGE,
    num: payload?.num ?? DEFAULT_PAGE_SIZE,
    typ: payload?.typ,
  };
  const answer = yield* callAsk('listResources', 'resourcesFetch', params);
  yield put(
    resources.actions.saveList({
      list: answer.list,
      total: answer.total,
      page: params.page,
      num: params.num,
      typ: params.typ,
    }),
  );
  if (hasPending(answer.list)) yield put(resources.actions.refreshWhilePending());
}

/**
 * While the list shows pending items, fetch the same page again now and then (a saga, not a
 * page timer). A page change cancels a refresh in flight (fetch is takeLatest); a failed
 * refresh is tried again next time; a sign-out stops it.
 */
export function* refreshWhilePending(): Saga<void> {
  const { resourcesRefreshMs } = yield* getContext(TIMING);
  for (let i = 0; i < RESOURCES_REFRESH_TRIES; i += 1) {
    yield delay(resourcesRefreshMs);
    const state = yield* select(selectResources);
    if (!hasPending(state.list)) return;
    try {
      yield putResolve(resources.actions.fetch({ page: state.page, num: state.num, typ: state.typ }));
      return; // that fetch starts the next refresh if items are still pending
    } catch {
      // failed or superseded: look again after the next wait
    }
  }
}

export function* remove({ payload }: PayloadAction<'resources/remove', ResourceIdParams>): Saga<void> {
  yield* callAsk('deleteResource', 'resourceDelete', { resId: payload.resId });
  // Already gone on the server counts as deleted too: drop it either way.
  yield put(resources.actions.removed([payload.resId]));
}

export function* removeMany({ payload }: PayloadAction<'resources/removeMany', ResourceIdsBody>): Saga<void> {
  yield* callAsk('deleteResources', 'resourceDelete', { ids: payload.ids });
  yield put(resources.actions.removed(payload.ids));
}

/** Resolves with the withdrawn resource (a pending one's points come back). */
export function* revoke({ payload }: PayloadAction<'resources/revoke', ResourceIdParams>): Saga<Resource> {
  const answer = yield* callAsk('revokeResource', 'resourceRevoke', { resId: payload.resId });
  yield put(resources.actions.upsert(answer.resource));
  yield put(session.actions.savePoints(answer.points));
  return answer.resource;
}

export const resources = defineModel({
  namespace: 'resources',
  state: initialResources,
  reducers: {
    saveList: (_state: ResourcesState, next: ResourcesState): ResourcesState => next,
    /** Replace the item with the same resId, or put a new one first (newest first). */
    upsert: (state: ResourcesState, item: Resource): ResourcesState => {
      const index = state.list.findIndex((r) => r.resId === item.resId);
      if (index >= 0) {
        const list = state.list.slice();
        list[index] = item;
        return { ...state, list };
      }
      if (state.typ && state.typ !== item.typ) return state;
      return { ...state, list: [item, ...state.list], total: state.total + 1 };
    },
    removed: (state: ResourcesState, ids: string[]): ResourcesState => {
      const gone = new Set(ids);
      const list = state.list.filter((r) => !gone.has(r.resId));
      return { ...state, list, total: Math.max(0, state.total - (state.list.length - list.length)) };
    },
    reset: (): ResourcesState => initialResources,
  },
  effects: {
    fetch: [fetch, { type: 'takeLatest' }] as const,
    refreshWhilePending: [refreshWhilePending, { type: 'takeLatest' }] as const,
    remove,
    removeMany,
    revoke,
  },
  // Per user: a sign-out empties the list and drops late answers.
  resetOn: [session.actions.ended],
});

// Development: a change to this file replaces the model in the live store, no reload (src/app/hot.ts).
if (import.meta.webpackHot) hotModel(resources, import.meta.webpackHot);
