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

/**
 * Whether a LOCATION_CHANGE carries a location the rules can read: `{ pathname, search, hash }`,
 * all strings. Actions come from outside the types too (a router bridge, a test, plain JS).
 */
export function isRouteLocation(value: unknown): value is RouteLocation {
  if (typeof value !== 'object' || value === null) return false;
  return ['pathname', 'search', 'hash'].every((key) => typeof Reflect.get(value, key) === 'string');
}

/** The location of a LOCATION_CHANGE, or null when its payload is broken. */
export function locationOf(action: { payload?: unknown }): RouteLocation | null {
  const { payload } = action;
  if (typeof payload !== 'object' || payload === null) return null;
  const location: unknown = Reflect.get(payload, 'location');
  return isRouteLocation(location) ? location : null;
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
    // A broken payload reaches no rule (the store's middleware warned about it once).
    const location = locationOf(action);
    if (location === null) return;
    // The models in the store at this change: one added at run time takes part from its first.
    for (const { namespace, rule } of routeRules(models())) {
      try {
        yield call(rule.run, location);
      } catch (error) {
        report(error, namespace);
      }
    }
  };
}
