// Location drives loading (docs/contract.md §4). <LocationSync/> dispatches LOCATION_CHANGE on every
// route change; the core runs the route rules the models declare (`onRouteChange`, dva's
// subscriptions idea) one after the other in their `order`: the app's session model
// declares the login re-check first, so it finishes before any request reads the auth.
import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { AnyModel, RouteRule } from './model';

export const LOCATION_CHANGE = '@@router/LOCATION_CHANGE';

/** The location inside the router's basename. */
export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface LocationPayload {
  location: RouteLocation;
}
export type LocationChangeAction = {
  type: typeof LOCATION_CHANGE;
  payload: LocationPayload;
};

export function locationChange(location: RouteLocation): LocationChangeAction {
  return { type: LOCATION_CHANGE, payload: { location } };
}

/** The models' route rules, lowest order first (ties keep the models map's order). */
export function routeRules(models: readonly AnyModel[]): { namespace: string; rule: RouteRule }[] {
  return models
    .flatMap((model) => (model.onRouteChange ? [{ namespace: model.namespace, rule: model.onRouteChange }] : []))
    .sort((a, b) => a.rule.order - b.rule.order);
}

/**
 * One route change: each rule is called in turn. A rule that throws is reported and the
 * next still runs (a failed re-check must not stop the examples from loading).
 */
export function createLocationWorker(models: () => readonly AnyModel[], report: (error: unknown, namespace: string) => void) {
  return function* onLocationChange(action: LocationChangeAction): SagaIterator {
    // The models in the store at this change: one added at run time takes part from its first.
    for (const { namespace, rule } of routeRules(models())) {
      try {
        yield call(rule.run, action.payload.location);
      } catch (error) {
        report(error, namespace);
      }
    }
  };
}
