// The resource list's selectors. They live with the user page's feature, not in store/selectors:
// the first screen never lists resources, and reselect then loads with the page that does.
import { createSelector } from 'reselect';
import type { RootState } from '../../store';

/** Resources grouped for the list: pending ones first so progress is visible. */
export const selectResourcesSorted = createSelector(
  (state: RootState) => state.resources.list,
  (list) =>
    [...list].sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending') || b.createdAt - a.createdAt),
);
