// Location drives loading (docs/contract.md §4). <LocationSync/> dispatches LOCATION_CHANGE on every
// route change; the core runs the route rules the models declare (routeRules.ts). This file
// is the location and its action only: model.ts reads its types, so it imports no model.

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
