// Location drives loading (SPEC.md §4): on every route change, re-check the login, then
// load templates on /user paths, then examples once outside /user and /login_success.
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { check } from '../models/session';
import { templates } from '../models/templates';
import { examples } from '../models/examples';

export const LOCATION_CHANGE = '@@router/LOCATION_CHANGE';

export interface LocationPayload {
  location: { pathname: string; search: string; hash: string };
}
export type LocationChangeAction = {
  type: typeof LOCATION_CHANGE;
  payload: LocationPayload;
};

export function locationChange(location: LocationPayload['location']): LocationChangeAction {
  return { type: LOCATION_CHANGE, payload: { location } };
}

export function* onLocationChange(action: LocationChangeAction): SagaIterator {
  const { pathname } = action.payload.location;
  // Called, not put: the re-check must finish before any request below reads the auth.
  yield call(check);
  if (pathname.includes('/user')) yield put(templates.actions.fetch());
  if (!pathname.includes('/user') && !pathname.includes('/login_success')) {
    yield put(examples.actions.fetch());
  }
}
