// dva-loading's options as createModelStore's `loading` option (issue 24, point 1): the
// loading state's key (`namespace`), and which effects it tracks (`only` / `except`).
import { describe, expect, it } from 'vitest';
import {
  createModelStore,
  defineModel,
  loadingSelectors,
  ModelDefinitionError,
  selectLoading,
  selectModelLoading,
  type LoadingFilter,
} from '../../../src/app';
import { createGates } from '../../testing/gates';
import { probeModel } from './effectsHarness';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function probeStore(loading?: LoadingFilter) {
  const gates = createGates();
  const probe = probeModel(gates);
  const store = createModelStore({ models: { probe }, loading });
  return { store, probe, gates };
}

describe('loading.namespace', () => {
  it('puts the loading state under its key, and the store has no "loading" key', async () => {
    const gates = createGates();
    const probe = probeModel(gates);
    const store = createModelStore({ models: { probe }, loading: { namespace: 'busy' } });
    const run = store.dispatch(probe.actions.work({ id: 'a' }));
    await settle();
    expect(store.getState().busy).toEqual({ global: true, models: { probe: true }, effects: { 'probe/work': true } });
    expect(Object.keys(store.getState())).not.toContain('loading');
    gates.resolve('a');
    await run;
    expect(store.getState().busy.effects['probe/work']).toBe(false);
  });

  it('the selectors of that key follow it; the default ones read state.loading', async () => {
    const gates = createGates();
    const probe = probeModel(gates);
    const store = createModelStore({ models: { probe }, loading: { namespace: 'busy' } });
    const busy = loadingSelectors('busy');
    void store.dispatch(probe.actions.work({ id: 'a' }));
    await settle();
    expect(busy.selectLoading(probe.actions.work)(store.getState())).toBe(true);
    expect(busy.selectModelLoading('probe')(store.getState())).toBe(true);
    expect(busy.selectLoading(probe.actions.boom)(store.getState())).toBe(false);

    const plain = probeStore();
    void plain.store.dispatch(plain.probe.actions.work({ id: 'b' }));
    await settle();
    expect(selectLoading(plain.probe.actions.work)(plain.store.getState())).toBe(true);
    expect(selectModelLoading('probe')(plain.store.getState())).toBe(true);
  });

  it('keeps the default key "loading" when not given (the app\'s behaviour)', async () => {
    const { store, probe } = probeStore();
    void store.dispatch(probe.actions.work({ id: 'a' }));
    await settle();
    expect(store.getState().loading.effects['probe/work']).toBe(true);
  });

  it('frees "loading" for a model, and refuses a key that is taken or empty', () => {
    const probe = probeModel(createGates());
    const named = defineModel({ namespace: 'loading', state: 1, reducers: {}, effects: {} });
    expect(() => createModelStore({ models: { loading: named } })).toThrow(/"loading" is a core state key/);
    expect(createModelStore({ models: { loading: named }, loading: { namespace: 'busy' } }).getState().loading).toBe(1);
    const taken = { namespace: 'probe' } as const;
    expect(() => createModelStore({ models: { probe }, loading: taken })).toThrow(/"probe" is a core state key/);
    expect(() => createModelStore({ models: { probe }, loading: { namespace: 'errors' } })).toThrow(
      /loading.namespace "errors" is already a state key/,
    );
    expect(() =>
      createModelStore({ models: { probe }, loading: { namespace: 'busy' }, extraReducers: { busy: (s: unknown = 0) => s } }),
    ).toThrow(ModelDefinitionError);
    expect(() => createModelStore({ models: { probe }, loading: { namespace: '' } })).toThrow(
      /loading.namespace must be a non-empty string/,
    );
  });
});

describe('loading.only / loading.except', () => {
  it('only: the listed effects are tracked, the others never show', async () => {
    const { store, probe, gates } = probeStore({ only: ['probe/work'] });
    const states = [store.getState()];
    store.subscribe(() => states.push(store.getState()));
    const work = store.dispatch(probe.actions.work({ id: 'a' }));
    const latest = store.dispatch(probe.actions.latest({ id: 'b' }));
    await settle();
    expect(store.getState().loading.effects).toEqual({ 'probe/work': true });
    gates.resolve('a');
    gates.resolve('b');
    await Promise.all([work, latest]);
    // No state on the way ever showed the untracked effect.
    expect(states.some((state) => 'probe/latest' in state.loading.effects)).toBe(false);
    expect(store.getState().loading).toEqual({ global: false, models: { probe: false }, effects: { 'probe/work': false } });
  });

  it('except: the listed effects are not tracked, the others are', async () => {
    const { store, probe, gates } = probeStore({ except: ['probe/work'] });
    const work = store.dispatch(probe.actions.work({ id: 'a' }));
    const latest = store.dispatch(probe.actions.latest({ id: 'b' }));
    await settle();
    expect(store.getState().loading.effects).toEqual({ 'probe/latest': true });
    expect(store.getState().loading.global).toBe(true);
    gates.resolve('b');
    await latest;
    // The untracked run is still in flight, and nothing reads as loading.
    expect(store.getState().loading.global).toBe(false);
    gates.resolve('a');
    await expect(work).resolves.toBe('done:a');
  });

  it('refuses both at once (dva-loading: ambiguous), and entries that are not "ns/effect"', () => {
    const probe = probeModel(createGates());
    const untyped = (loading: unknown) => () => createModelStore({ models: { probe }, loading: loading as never });
    expect(untyped({ only: ['probe/work'], except: ['probe/boom'] })).toThrow(ModelDefinitionError);
    expect(untyped({ only: ['probe/work'], except: ['probe/boom'] })).toThrow(/ambiguous/);
    expect(untyped({ only: ['work'] })).toThrow(/loading.only holds "work"; give effect action types "ns\/effect"/);
    expect(untyped({ except: 'probe/work' })).toThrow(/loading.except must be an array/);
    expect(untyped({ only: [42] })).toThrow(/loading.only holds 42/);
    // An empty list restricts nothing, as in dva-loading.
    expect(untyped({ only: [], except: ['probe/work'] })).not.toThrow();
  });
});
