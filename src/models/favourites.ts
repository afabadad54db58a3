// Favourites: results the signed-in person starred, for my resources to filter by. The
// specification has no call for them, so they are kept in this browser only, per account
// (services/favouritesStorage.ts; docs/decisions.md "Favourites"). Components never touch the
// storage: they read `favourites` and dispatch `load` and `toggle`.
//
// Not one of the page models the router adds (src/store/pageModels.ts, which is first-screen
// code with a hard budget): the pages that show stars join it themselves, once per store
// (features/favourites/join.ts).
import { put } from 'redux-saga/effects';
import { hotModel } from '../app/hot';
import { defineModel, type PayloadAction } from '../app/model';
import { call, select, type Saga } from '../app/typedEffects';
import { FAVOURITES_KEY_PREFIX, favouritesStorage, MAX_FAVOURITES } from '../services/favouritesStorage';
import { session, type SessionState } from './session';

export interface FavouritesState {
  /** The account whose favourites these are ('' before they are read, and after a sign-out). */
  owner: string;
  /** Result ids, the latest starred first. */
  ids: string[];
}

export const initialFavourites: FavouritesState = { owner: '', ids: [] };

export interface ToggleFavouritePayload {
  resId: string;
}

export interface ToggleOutcome {
  /** Whether the result is a favourite now. */
  favourite: boolean;
  /** False when the browser refused to keep it: it lasts until the page closes. */
  kept: boolean;
  /** It is the account's only favourite now (its first here): where they are kept is worth saying. */
  first: boolean;
}

const NONE: readonly string[] = [];

/** The signed-in account's id ('' while the account is not loaded). */
export const selectOwner = (state: { session: Pick<SessionState, 'info'> }): string => state.session.info.id;

/** The state, or the empty one while the model has not joined the store. */
export const selectFavourites = (state: { favourites?: FavouritesState }): FavouritesState =>
  state.favourites ?? initialFavourites;

/** The ids starred by the account signed in now: never another account's, even for a moment. */
export const selectFavouriteIds = (state: {
  favourites?: FavouritesState;
  session: Pick<SessionState, 'info'>;
}): readonly string[] => {
  const mine = selectFavourites(state);
  return mine.owner !== '' && mine.owner === selectOwner(state) ? mine.ids : NONE;
};

/** Reads the signed-in account's favourites from this browser. */
export function* load(_action: PayloadAction<'favourites/load'>): Saga<readonly string[]> {
  const owner = yield* select(selectOwner);
  const ids = owner === '' ? [] : yield* call(favouritesStorage.read, owner);
  yield put(favourites.actions.saved({ owner, ids }));
  return ids;
}

/**
 * Stars or unstars a result for the signed-in account. The list this page holds is the one
 * changed (another tab's changes reach it through the storage event, and it survives a write
 * the browser refused); before it was read, what is kept is. Nothing happens while no account
 * is known.
 */
export function* toggle({ payload }: PayloadAction<'favourites/toggle', ToggleFavouritePayload>): Saga<ToggleOutcome> {
  const owner = yield* select(selectOwner);
  if (owner === '') return { favourite: false, kept: false, first: false };
  const shown = yield* select(selectFavourites);
  const known = shown.owner === owner ? shown.ids : yield* call(favouritesStorage.read, owner);
  const favourite = !known.includes(payload.resId);
  const ids = (favourite ? [payload.resId, ...known] : known.filter((id) => id !== payload.resId)).slice(0, MAX_FAVOURITES);
  const kept = yield* call(favouritesStorage.write, owner, ids);
  yield put(favourites.actions.saved({ owner, ids }));
  return { favourite, kept, first: favourite && ids.length === 1 };
}

export const favourites = defineModel({
  namespace: 'favourites',
  state: initialFavourites,
  reducers: {
    saved: (_state: FavouritesState, { owner, ids }: FavouritesState): FavouritesState => ({ owner, ids }),
  },
  effects: {
    load: [load, { type: 'takeLatest' }] as const,
    toggle,
  },
  subscriptions: {
    /** Another tab starred something: read this account's favourites again. */
    otherTabs({ dispatch }) {
      if (typeof window === 'undefined') return;
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key.startsWith(FAVOURITES_KEY_PREFIX)) dispatch(favourites.actions.load());
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  },
  // Per account: a sign-out forgets them here (they stay kept for that account).
  resetOn: [session.actions.ended],
});

// Development: a change to this file replaces the model in the live store, no reload (src/app/hot.ts).
if (import.meta.webpackHot) hotModel(favourites, import.meta.webpackHot);
