// The effect runner on a real redux store: counted loading flags in dva-loading's shape,
// errors to state.errors and onError, takeLatest cancellation, the model surviving a throw.
import { describe, expect, it } from 'vitest';
import { effectsFor } from './effectsHarness';

describe('effect runner: loading', () => {
  it('starts in dva-loading shape with nothing loading', () => {
    const { store } = effectsFor();
    expect(store.getState().loading).toEqual({ global: false, models: {}, effects: {} });
  });

  it('two overlapping runs keep the flag true until both end', async () => {
    const { store, gates, settle } = effectsFor();
    store.dispatch(probeAction('work', 'a'));
    store.dispatch(probeAction('work', 'b'));
    expect(store.getState().loading).toEqual({
      global: true,
      models: { probe: true },
      effects: { 'probe/work': true },
    });
    gates.resolve('a');
    await settle();
    expect(store.getState().probe.done).toEqual(['a']);
    expect(store.getState().loading.effects['probe/work']).toBe(true);
    expect(store.getState().loading.global).toBe(true);
    gates.resolve('b');
    await settle();
    expect(store.getState().loading).toEqual({
      global: false,
      models: { probe: false },
      effects: { 'probe/work': false },
    });
  });

  it('a model stays loading while any of its effects runs', async () => {
    const { store, gates, settle } = effectsFor();
    store.dispatch(probeAction('work', 'a'));
    store.dispatch(probeAction('latest', 'l'));
    gates.resolve('a');
    await settle();
    expect(store.getState().loading).toEqual({
      global: true,
      models: { probe: true },
      effects: { 'probe/work': false, 'probe/latest': true },
    });
    gates.resolve('l');
    await settle();
    expect(store.getState().loading.models.probe).toBe(false);
  });

  it('a takeLatest cancellation neither clears the flag early nor leaves it stuck', async () => {
    const { store, gates, settle } = effectsFor();
    store.dispatch(probeAction('latest', 'first'));
    store.dispatch(probeAction('latest', 'second')); // cancels 'first'
    await settle();
    expect(store.getState().loading.effects['probe/latest']).toBe(true);
    gates.resolve('first'); // too late: cancelled, changes nothing
    await settle();
    expect(store.getState().probe.done).toEqual([]);
    expect(store.getState().loading.effects['probe/latest']).toBe(true);
    gates.resolve('second');
    await settle();
    expect(store.getState().probe.done).toEqual(['second']);
    expect(store.getState().loading.effects['probe/latest']).toBe(false);
    expect(store.getState().loading.global).toBe(false);
  });

  it('a cancellation alone (no later run finishing) still clears the flag', async () => {
    const { store, gates, settle } = effectsFor();
    store.dispatch(probeAction('latest', 'first'));
    store.dispatch(probeAction('latest', 'second'));
    gates.reject('second', new Error('second failed'));
    await settle();
    expect(store.getState().loading.effects['probe/latest']).toBe(false);
  });
});

describe('effect runner: errors', () => {
  it('a thrown error clears the flag, lands in state.errors and in onError', async () => {
    const { store, gates, settle, onError } = effectsFor();
    store.dispatch(probeAction('work', 'x'));
    const error = new Error('服务器开小差了');
    gates.reject('x', error);
    await settle();
    expect(store.getState().loading.effects['probe/work']).toBe(false);
    expect(store.getState().loading.global).toBe(false);
    expect(store.getState().errors).toEqual({ 'probe/work': '服务器开小差了' });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error, { namespace: 'probe', effect: 'probe/work' });
  });

  it('a synchronous throw is caught the same way', async () => {
    const { store, settle, onError } = effectsFor();
    store.dispatch({ type: 'probe/boom', payload: undefined });
    await settle();
    expect(store.getState().errors['probe/boom']).toBe('boom');
    expect(store.getState().loading.effects['probe/boom']).toBe(false);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('the model still answers later actions after a throw; a new run clears the old error', async () => {
    const { store, gates, settle } = effectsFor();
    store.dispatch(probeAction('work', 'x'));
    gates.reject('x', new Error('first failed'));
    await settle();
    store.dispatch(probeAction('work', 'y'));
    expect(store.getState().errors).toEqual({});
    expect(store.getState().loading.effects['probe/work']).toBe(true);
    gates.resolve('y');
    await settle();
    expect(store.getState().probe.done).toEqual(['y']);
    // Other effects of the model are unaffected too.
    store.dispatch({ type: 'probe/boom', payload: undefined });
    store.dispatch({ type: 'probe/boom', payload: undefined });
    await settle();
    expect(store.getState().probe.booms).toBe(2);
  });
});

describe('effect runner: options', () => {
  it('takeLeading drops a repeat while a run is in flight', async () => {
    const { store, gates, settle } = effectsFor();
    store.dispatch(probeAction('leading', 'one'));
    store.dispatch(probeAction('leading', 'two'));
    gates.resolve('one');
    await settle();
    expect(store.getState().probe.done).toEqual(['one']);
    expect(gates.opened()).toEqual(['one']);
  });

  it('throttle runs the first action of a burst, then at most one per window', async () => {
    const { store, settle } = effectsFor();
    for (let i = 0; i < 5; i += 1) store.dispatch({ type: 'probe/throttled', payload: undefined });
    await settle();
    expect(store.getState().probe.throttled).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    // The last action of the burst runs once the window ends.
    expect(store.getState().probe.throttled).toBe(2);
  });

  it('a watcher starts once with the store, takes what it wants and is not counted as loading', async () => {
    const { store, settle } = effectsFor();
    store.dispatch({ type: 'probe/ping', payload: undefined });
    store.dispatch({ type: 'probe/ping', payload: undefined });
    await settle();
    expect(store.getState().probe.pings).toBe(2);
    expect(store.getState().loading.effects['probe/watch']).toBeUndefined();
  });
});

const probeAction = (effect: 'work' | 'latest' | 'leading', id: string) => ({ type: `probe/${effect}`, payload: { id } });
