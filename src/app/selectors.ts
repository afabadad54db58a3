// Selectors the pages share. Login validity depends on the clock, so it is computed at
// read time rather than memoized.
import { createSelector } from 'reselect';
import { isLoggedIn } from '../services/auth';
import type { RootState } from './store';

export const selectAuth = (state: RootState) => state.session.auth;
export const selectInfo = (state: RootState) => state.session.info;
export const selectIsLoggedIn = (state: RootState): boolean => isLoggedIn(state.session.auth, Date.now());
export const selectExampleMap = (state: RootState) => state.examples.map;
export const selectTemplates = (state: RootState) => state.templates;
export const selectEffectLoading = (effect: string) => (state: RootState): boolean =>
  state.loading.effects[effect] === true;
export const selectEffectError = (effect: string) => (state: RootState): string | undefined => state.errors[effect];

/** Resources grouped for the list: pending ones first so progress is visible. */
export const selectResourcesSorted = createSelector(
  (state: RootState) => state.resources.list,
  (list) => [...list].sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending') || b.createdAt - a.createdAt),
);
