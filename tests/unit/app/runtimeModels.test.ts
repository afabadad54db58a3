// dva's app.model / app.unmodel / app.replaceModel on a live store (issue 19, point 1): a model
// added later answers and runs its route rule for where the app is; one removed stops, leaves
// no state, loading or errors behind, and refuses what is sent to it; a replaced one keeps its
// state and runs its new effects.
import { call, put } from 'redux-saga/effects';
import { describe, expect, it, vi } from 'vitest';
import {
  createModelStore,
  defineModel,
  EffectCancelledError,
  locationChange,
  ModelDefinitionError,
  ModelNotLoadedError,
  type OnError,
  type RouteLocation,
  type Saga,
} from '../../../src/app';
import { createGates } from '../../testing/gates';
import { probeModel } from './effectsHarness';

const at = (pathname: string): RouteLocation => ({ pathname, search: '', hash: '' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A small model with a counter, a gated effect, a route rule and a version tag in its answers. */
function shopModel(version: string, gates = createGates()) {
  const seen: string[] = [];
  function* buy({ payload }: { payload: { id: string } }): Saga<string> {
    yield call(gates.wait, payload.id);
    yield put(shop.actions.bought(payload.id));
    return `${version}:${payload.id}`;
  }
  function* fail(): Saga<void> {
    yield call(() => Promise.resolve());
    throw Object.assign(new Error('no goods'), { code: 7 });
  }
  const shop = defineModel({
    namespace: 'shop',
    state: { bought: [] as string[] },
    reducers: { bought: (s: { bought: string[] }, id: string) => ({ bought: [...s.bought, id] }) },
    effects: { buy, fail },
    onRouteChange: {
      order: 5,
      *run(location: RouteLocation): Saga {
        yield call(() => seen.push(`${version}${location.pathname}`));
      },
    },
  });
  return { shop, gates, seen };
}

function baseStore(onError: OnError = vi.fn<OnError>()) {
  const probe = probeModel(createGates());
  const store = createModelStore({ models: { probe }, onError, later: ['shop'] });
  return { store, probe, onError };
}

describe('store.model', () => {
  it('adds a model whose reducer and effects answer at once, typed on the returned store', async () => {
    const { store } = baseStore();
    const { shop, gates } = shopModel('v1');
    const withShop = store.model(shop);
    expect(withShop).toBe(store);
    expect(withShop.getState().shop).toEqual({ bought: [] });
    const bought = withShop.dispatch(shop.actions.buy({ id: 'a' }));
    expect(withShop.getState().loading.effects['shop/buy']).toBe(true);
    gates.resolve('a');
    await expect(bought).resolves.toBe('v1:a');
    expect(withShop.getState().shop.bought).toEqual(['a']);
    expect(withShop.getState().loading.models.shop).toBe(false);
  });

  it('runs its route rule once for the current location, then on every change with the others', async () => {
    const { store } = baseStore();
    store.dispatch(locationChange(at('/user')));
    const { shop, seen } = shopModel('v1');
    store.model(shop);
    await settle();
    expect(seen).toEqual(['v1/user']);
    store.dispatch(locationChange(at('/gif')));
    await settle();
    expect(seen).toEqual(['v1/user', 'v1/gif']);
  });

  it('refuses an action to a model expected later, naming it, until it is added', async () => {
    const onError = vi.fn<OnError>();
    const { store } = baseStore(onError);
    const { shop, gates } = shopModel('v1');
    // The store's type has no shop yet: the cast is what a plain-JS caller would do.
    const early: unknown = store.dispatch(shop.actions.buy({ id: 'x' }) as never);
    await expect(early).rejects.toBeInstanceOf(ModelNotLoadedError);
    await expect(early).rejects.toThrow(/"shop" is not in the store/);
    expect(onError).toHaveBeenCalledWith(expect.any(ModelNotLoadedError), { namespace: 'shop', effect: 'shop/buy' });
    expect(store.getState()).not.toHaveProperty('shop');
    const live = store.model(shop);
    gates.resolve('y');
    await expect(live.dispatch(shop.actions.buy({ id: 'y' }))).resolves.toBe('v1:y');
  });

  it('refuses a second model of a namespace, a core key, and any change once the store is closed', () => {
    const { store, probe } = baseStore();
    expect(() => store.model(probe)).toThrow(ModelDefinitionError);
    const loading = defineModel({ namespace: 'loading', state: 0, reducers: {}, effects: {} });
    expect(() => store.model(loading)).toThrow(/core state key/);
    store.close();
    expect(() => store.model(shopModel('v1').shop)).toThrow(/closed/);
  });
});

describe('store.unmodel', () => {
  it('stops its effects (in-flight dispatches reject as cancelled), removes its state, loading and errors, and refuses later actions', async () => {
    const onError = vi.fn<OnError>();
    const { store } = baseStore(onError);
    const { shop, gates } = shopModel('v1');
    const live = store.model(shop);
    await expect(live.dispatch(shop.actions.fail())).rejects.toThrow('no goods');
    expect(live.getState().errors['shop/fail']).toMatchObject({ code: 7 });
    const inFlight = live.dispatch(shop.actions.buy({ id: 'a' }));
    expect(live.getState().loading.models.shop).toBe(true);

    live.unmodel('shop');
    await expect(inFlight).rejects.toBeInstanceOf(EffectCancelledError);
    const state = live.getState();
    expect('shop' in state).toBe(false);
    expect(state.loading.models).not.toHaveProperty('shop');
    expect(Object.keys(state.loading.effects).filter((k) => k.startsWith('shop/'))).toEqual([]);
    expect(state.loading.global).toBe(false);
    expect(state.errors).not.toHaveProperty('shop/fail');

    // The late answer of the stopped run writes nothing.
    gates.resolve('a');
    await settle();
    expect('shop' in live.getState()).toBe(false);
    await expect(live.dispatch(shop.actions.buy({ id: 'b' }))).rejects.toBeInstanceOf(ModelNotLoadedError);
    // The others go on.
    expect(live.getState().probe.done).toEqual([]);
  });

  it('stops its route rule', async () => {
    const { store } = baseStore();
    const { shop, seen } = shopModel('v1');
    const live = store.model(shop);
    live.dispatch(locationChange(at('/user')));
    await settle();
    live.unmodel('shop');
    live.dispatch(locationChange(at('/gif')));
    await settle();
    expect(seen).toEqual(['v1/user']);
  });

  it('a model removed can come back with a fresh state', async () => {
    const { store } = baseStore();
    const { shop, gates } = shopModel('v1');
    const live = store.model(shop);
    gates.resolve('a');
    await live.dispatch(shop.actions.buy({ id: 'a' }));
    live.unmodel('shop');
    const again = store.model(shop);
    expect(again.getState().shop).toEqual({ bought: [] });
    await expect(again.dispatch(shop.actions.buy({ id: 'a' }))).resolves.toBe('v1:a');
  });
});

describe('store.replaceModel', () => {
  it('keeps the state, cancels the old runs and answers with the new effects', async () => {
    const { store } = baseStore();
    const first = shopModel('v1');
    const live = store.model(first.shop);
    first.gates.resolve('a');
    await live.dispatch(first.shop.actions.buy({ id: 'a' }));
    const stale = live.dispatch(first.shop.actions.buy({ id: 'slow' }));

    const second = shopModel('v2');
    live.replaceModel(second.shop);
    await expect(stale).rejects.toBeInstanceOf(EffectCancelledError);
    expect(live.getState().shop.bought).toEqual(['a']);
    second.gates.resolve('b');
    await expect(live.dispatch(second.shop.actions.buy({ id: 'b' }))).resolves.toBe('v2:b');
    expect(live.getState().shop.bought).toEqual(['a', 'b']);
    // Only the new route rule runs.
    live.dispatch(locationChange(at('/user')));
    await settle();
    expect(first.seen).toEqual([]);
    expect(second.seen).toEqual(['v2/user']);
  });

  it('adds a model that is not there yet', () => {
    const { store } = baseStore();
    store.replaceModel(shopModel('v1').shop as never);
    expect(store.getState()).toHaveProperty('shop');
  });
});

describe('subscriptions (dva)', () => {
  function ticker(log: string[], failing = false) {
    return defineModel({
      namespace: 'ticker',
      state: { ticks: 0 },
      reducers: { tick: (s: { ticks: number }) => ({ ticks: s.ticks + 1 }) },
      effects: {},
      subscriptions: {
        source({ dispatch }) {
          log.push('start');
          dispatch({ type: 'ticker/tick' });
          return () => log.push('stop');
        },
        broken() {
          if (failing) throw new Error('no socket');
        },
      },
    });
  }

  it('start with the model (their dispatch reaches the store) and stop when it leaves or is replaced', () => {
    const log: string[] = [];
    const onError = vi.fn<OnError>();
    const store = createModelStore({ models: { ticker: ticker(log) }, onError });
    expect(log).toEqual(['start']);
    expect(store.getState().ticker.ticks).toBe(1);
    store.replaceModel(ticker(log));
    expect(log).toEqual(['start', 'stop', 'start']);
    expect(store.getState().ticker.ticks).toBe(2);
    store.unmodel('ticker');
    expect(log).toEqual(['start', 'stop', 'start', 'stop']);
    expect(onError).not.toHaveBeenCalled();
    store.close();
  });

  it('a subscription that throws is reported and the others run; close stops every subscription', () => {
    const log: string[] = [];
    const onError = vi.fn<OnError>();
    const store = createModelStore({ models: { ticker: ticker(log, true) }, onError });
    expect(log).toEqual(['start']);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'no socket' }), {
      namespace: 'ticker',
      effect: 'ticker/@@subscription/broken',
    });
    store.close();
    expect(log).toEqual(['start', 'stop']);
  });

  it('refuses a subscription that is not a function, naming the model and the key', () => {
    const bad = { namespace: 'x', state: null, reducers: {}, effects: {}, subscriptions: { socket: 'ws://' } };
    expect(() => defineModel(bad as never)).toThrow('defineModel(x): subscription "socket" is string, not a function.');
  });
});
