// dva's plugin hooks as createModelStore options (issue 19, point 2): onAction, onEffect,
// onReducer, onStateChange, extraReducers, extraEnhancers; each changes what the store does.
import type { Middleware, Reducer, StoreEnhancer } from 'redux';
import { call } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { createModelStore, EffectCancelledError, ModelDefinitionError, type OnEffect, type Saga } from '../../../src/app';
import { createGates } from '../../testing/gates';
import { probeModel } from './effectsHarness';

const models = () => ({ probe: probeModel(createGates()) });

describe('createModelStore hooks', () => {
  it('onAction: a middleware sees every action, effect actions included, and its dispatch still answers', async () => {
    const seen: string[] = [];
    const logger: Middleware = () => (next) => (action) => {
      if (typeof action === 'object' && action !== null && 'type' in action) seen.push(String(action.type));
      return next(action);
    };
    const { probe } = models();
    const store = createModelStore({ models: { probe }, onAction: [logger] });
    await expect(store.dispatch(probe.actions.throttled())).resolves.toBe(1);
    expect(seen).toContain('probe/throttled');
    expect(seen).toContain('probe/counted');
  });

  it('onEffect: wraps every effect (in order, the first innermost), sees its model and type, and can change its answer', async () => {
    const log: string[] = [];
    const trace =
      (name: string): OnEffect =>
      (effect, model, type) =>
        function* traced(action): Saga<unknown> {
          log.push(`${name}>${model.namespace}:${type}`);
          const result = yield call(effect, action);
          log.push(`${name}<${type}`);
          return type === 'probe/throttled' && name === 'outer' ? `wrapped ${String(result)}` : result;
        };
    const { probe } = models();
    const store = createModelStore({ models: { probe }, onEffect: [trace('inner'), trace('outer')] });
    await expect(store.dispatch(probe.actions.throttled())).resolves.toBe('wrapped 1');
    // The watcher is wrapped too (it started with the store).
    expect(log.filter((line) => line.includes('watch'))).toEqual(
      ['inner>probe:probe/watch', 'outer>probe:probe/watch'].reverse(),
    );
    expect(log.filter((line) => !line.includes('watch'))).toEqual([
      'outer>probe:probe/throttled',
      'inner>probe:probe/throttled',
      'inner<probe/throttled',
      'outer<probe/throttled',
    ]);
  });

  it('onReducer wraps the root reducer; onStateChange hears each new state', () => {
    const { probe } = models();
    const states: unknown[] = [];
    const resettable =
      (root: Reducer): Reducer =>
      (state, action) => {
        const next: unknown = root(action.type === 'RESET_ALL' ? undefined : state, action);
        return next;
      };
    const store = createModelStore({ models: { probe }, onReducer: resettable, onStateChange: (s) => states.push(s) });
    store.dispatch(probe.actions.finished('x'));
    expect(store.getState().probe.done).toEqual(['x']);
    expect(states.at(-1)).toBe(store.getState());
    // An action no model knows (the store's dispatch is typed for its models' actions).
    void store.dispatch({ type: 'RESET_ALL' } as never);
    expect(store.getState().probe.done).toEqual([]);
    expect(states).toHaveLength(2);
  });

  it('extraReducers add state slices; a key already taken is refused by name', () => {
    const { probe } = models();
    const clicks: Reducer<number> = (state = 0, action) => (action.type === 'click' ? state + 1 : state);
    const store = createModelStore({ models: { probe }, extraReducers: { clicks } });
    void store.dispatch({ type: 'click' } as never);
    expect(Reflect.get(store.getState(), 'clicks')).toBe(1);
    expect(() => createModelStore({ models: { probe }, extraReducers: { probe: clicks } })).toThrow(ModelDefinitionError);
    expect(() => createModelStore({ models: { probe }, extraReducers: { loading: clicks } })).toThrow(
      'createModelStore: extraReducers "loading" is already a state key.',
    );
  });

  it('extraEnhancers wrap the store (what Redux DevTools does), the middleware still inside', async () => {
    const { probe } = models();
    const marked: StoreEnhancer = (next) => (reducer, preloaded) => Object.assign(next(reducer, preloaded), { enhanced: true });
    const store = createModelStore({ models: { probe }, extraEnhancers: [marked] });
    expect(Reflect.get(store, 'enhanced')).toBe(true);
    await expect(store.dispatch(probe.actions.throttled())).resolves.toBe(1);
  });
});

describe('store.close()', () => {
  it('stops every saga: a run in flight rejects as cancelled, later effect dispatches too; reducers still answer', async () => {
    const gates = createGates();
    const probe = probeModel(gates);
    const store = createModelStore({ models: { probe } });
    const running = store.dispatch(probe.actions.work({ id: 'w' }));
    void store.dispatch(probe.actions.ping());
    expect(store.getState().probe.pings).toBe(1);
    expect(store.getState().loading.effects['probe/work']).toBe(true);

    store.close();
    await expect(running).rejects.toBeInstanceOf(EffectCancelledError);
    expect(store.getState().loading.effects['probe/work']).toBe(false);
    gates.resolve('w'); // its late continuation writes nothing
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().probe.done).toEqual([]);

    await expect(store.dispatch(probe.actions.throttled())).rejects.toMatchObject({ code: 'cancelled' });
    void store.dispatch(probe.actions.ping()); // the watcher is gone
    expect(store.getState().probe.pings).toBe(1);
    void store.dispatch(probe.actions.finished('by hand'));
    expect(store.getState().probe.done).toEqual(['by hand']);
    store.close(); // twice is harmless
  });
});
