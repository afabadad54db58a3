// Route rules (dva's subscriptions idea): each model declares what it does on a location
// change; the core calls them in `order`. The app's models give docs/contract.md §4's order: the
// login re-check first, then templates on /user paths, then examples outside /user and
// /login_success.
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { describe, expect, it, vi } from 'vitest';
import { createModelStore, defineModel, LOCATION_CHANGE, locationChange, type RouteLocation } from '../../../src/app';
import { createLocationWorker, routeRules } from '../../../src/app/routeRules';
import { appModels } from '../../../src/models/all';
import { examples, onRouteChange as examplesRule } from '../../../src/models/examples';
import { check, ensureInfo, onRouteChange as sessionRule } from '../../../src/models/session';
import { templates, onRouteChange as templatesRule } from '../../../src/models/templates';

const at = (pathname: string): RouteLocation => ({ pathname, search: '', hash: '' });

describe('the app models declare docs/contract.md §4 in order', () => {
  it('builds the router action dva used', () => {
    expect(locationChange({ pathname: '/a', search: '?q=1', hash: '#h' })).toEqual({
      type: '@@router/LOCATION_CHANGE',
      payload: { location: { pathname: '/a', search: '?q=1', hash: '#h' } },
    });
    expect(LOCATION_CHANGE).toBe('@@router/LOCATION_CHANGE');
  });

  it('orders the rules: session (re-check) first, then templates, then examples', () => {
    const order = routeRules(Object.values(appModels)).map((r) => r.namespace);
    expect(order.slice(0, 3)).toEqual(['session', 'templates', 'examples']);
  });

  it('the worker calls each rule in that order with the location', () => {
    const gen = createLocationWorker(
      () => Object.values(appModels),
      () => undefined,
    )(locationChange(at('/user')));
    const rules = routeRules(Object.values(appModels));
    for (const { rule } of rules) expect(gen.next().value).toEqual(call(rule.run, at('/user')));
    expect(gen.next().done).toBe(true);
  });

  it('session: the re-check, then a missing account is loaded', () => {
    const gen = sessionRule();
    expect(gen.next().value).toEqual(call(check));
    expect(gen.next().value).toEqual(call(ensureInfo));
    expect(gen.next().done).toBe(true);
  });

  it('templates on paths containing /user only', () => {
    for (const path of ['/user', '/user/works', '/create/user']) {
      const gen = templatesRule(at(path));
      expect(gen.next().value).toEqual(put(templates.actions.fetch()));
      expect(gen.next().done).toBe(true);
    }
    expect(templatesRule(at('/gif')).next().done).toBe(true);
  });

  it('examples outside /user and /login_success', () => {
    const gen = examplesRule(at('/create/avatar'));
    expect(gen.next().value).toEqual(put(examples.actions.fetch()));
    expect(gen.next().done).toBe(true);
    expect(examplesRule(at('/user')).next().done).toBe(true);
    expect(examplesRule(at('/login_success')).next().done).toBe(true);
  });
});

describe('the core runs the rules of the models it is given', () => {
  it('in order, each to its end before the next; a throwing rule is reported and the next still runs', async () => {
    const seen: string[] = [];
    const rule = (name: string, fail = false) =>
      function* run(location: RouteLocation): SagaIterator<void> {
        seen.push(`${name} ${location.pathname}`);
        if (fail) throw new Error(`${name} broke`);
        yield call(() => Promise.resolve());
        seen.push(`${name} done`);
      };
    const later = defineModel({
      namespace: 'later',
      state: 0,
      reducers: {},
      effects: {},
      onRouteChange: { order: 2, run: rule('later') },
    });
    const first = defineModel({
      namespace: 'first',
      state: 0,
      reducers: {},
      effects: {},
      onRouteChange: { order: 1, run: rule('first') },
    });
    const broken = defineModel({
      namespace: 'broken',
      state: 0,
      reducers: {},
      effects: {},
      onRouteChange: { order: 1.5, run: rule('broken', true) },
    });
    const onError = vi.fn();
    const store = createModelStore({ models: { later, first, broken }, onError });
    store.dispatch(locationChange(at('/x')));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toEqual(['first /x', 'first done', 'broken /x', 'later /x', 'later done']);
    expect(onError).toHaveBeenCalledWith(new Error('broken broke'), { namespace: 'broken', effect: LOCATION_CHANGE });
  });
});
