// Selectors the pages share. Login validity depends on the clock, so it is computed at
// read time rather than memoized. A page's own memoized selectors live with its feature
// (features/resources/selectors.ts), so reselect stays off the first screen.
// Loading and errors: selectLoading / selectError (core).
import { isLoggedIn } from '../services/auth';
import type { RootState } from './types';

export const selectAuth = (state: RootState) => state.session.auth;
export const selectInfo = (state: RootState) => state.session.info;
export const selectIsLoggedIn = (state: RootState): boolean => isLoggedIn(state.session.auth, Date.now());
export const selectExampleMap = (state: RootState) => state.examples.map;
export const selectTemplates = (state: RootState) => state.templates;
