// Selectors the pages share. Login validity depends on the clock, so it is computed at
// read time rather than memoized. Loading and errors: selectLoading / selectError (core).
import { createSelector } from 'reselect';
import { isLoggedIn } from '../services/auth';
import type { RootState } from './types';

export const selectAuth = (state: RootState) => state.session.auth;
export const selectInfo = (state: RootState) => state.session.info;
export const selectIsLoggedIn = (state: RootState): boolean => isLoggedIn(state.session.auth, Date.now());
export const selectExampleMap = (state: RootState) => state.examples.map;
export const selectTemplates = (state: RootState) => state.templates;

/** Resources grouped for the list: pending ones first so progress is visible. */
export const selectResourcesSorted = createSelector(
  (state: RootState) => state.resources.list,
  (list) =>
    [...list].sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending') || b.createdAt - a.createdAt),
);
