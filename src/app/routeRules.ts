// The route rules the models declare (`onRouteChange`, dva's subscriptions idea), run one
// after the other in their `order` on each LOCATION_CHANGE: the app's session model declares
// the login re-check first, so it finishes before any request reads the auth.
import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { locationOf, type LocationChangeAction } from './location';
import type { AnyModel, RouteRule } from './model';

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
