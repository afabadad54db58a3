// The effect runner on a store the core builds from a test's own model: dispatch answers
// (dva's promise), putResolve waits, loading never lies in any recorded state, failures
// are AppErrors in state.errors and go to onError, and a throwing hook is contained.
import { describe, expect, it, vi } from 'vitest';
import { EffectCancelledError, isCancelled, type OnError } from '../../../src/app';
import { effectsFor } from './effectsHarness';

type Loading = { global: boolean; models: Record<string, boolean | undefined>; effects: Record<string, boolean | undefined> };
const flags = (loading: Loading, effect: string) => [
  loading.effects[effect] === true,
  loading.models.probe === true,
  loading.global,
];

describe('dispatch answers (dva promise semantics)', () => {
  it('an effect action resolves with what the effect returned', async () => {
    const { store, probe, gates } = effectsFor();
    const answer = store.dispatch(probe.actions.work({ id: 'a' }));
    expect(answer).toBeInstanceOf(Promise);
    gates.resolve('a');
    await expect(answer).resolves.toBe('done:a');
  });

  it('rejects with the error the effect threw', async () => {
    const { store, probe } = effectsFor();
    await expect(store.dispatch(probe.actions.boom())).rejects.toThrow('boom');
  });

  it('a reducer action returns the action itself, as redux does', () => {
    const { store, probe } = effectsFor();
    const action = probe.actions.finished('x');
    expect(store.dispatch(action)).toBe(action);
    expect(store.getState().probe.done).toEqual(['x']);
  });

  it('putResolve inside an effect waits for the other effect to finish and gets its result', async () => {
    const { store, probe, gates, settle } = effectsFor();
    let chained: string | undefined;
    void store.dispatch(probe.actions.chain({ id: 'c' })).then((value) => (chained = value));
    await settle();
    expect(chained).toBeUndefined(); // still waiting on probe/work
    expect(store.getState().loading.effects['probe/chain']).toBe(true);
    gates.resolve('c');
    await settle();
    expect(chained).toBe('chained done:c');
    expect(store.getState().loading.global).toBe(false);
  });

  it('an effect waiting with putResolve on a run that is superseded is cancelled with it, not failed', async () => {
    const { store, probe, gates, settle, onError } = effectsFor();
    const outer = store.dispatch(probe.actions.chainLatest({ id: 'a' }));
    await settle();
    // A newer run of the takeLatest effect replaces the one the outer waits on.
    const newer = store.dispatch(probe.actions.latest({ id: 'b' }));
    await expect(outer).rejects.toBeInstanceOf(EffectCancelledError);
    await expect(outer).rejects.toMatchObject({ code: 'cancelled' });
    gates.resolve('b');
    await expect(newer).resolves.toBe('done:b');
    await settle();
    const state = store.getState();
    expect(state.errors['probe/chainLatest']).toBeUndefined();
    expect(state.errors['probe/latest']).toBeUndefined();
    expect(onError).not.toHaveBeenCalled();
    expect(state.loading.effects['probe/chainLatest']).toBe(false);
  });

  it('a takeLeading repeat joins the run in flight: both settle with its result, one run', async () => {
    const { store, probe, gates } = effectsFor();
    const first = store.dispatch(probe.actions.leading({ id: 'one' }));
    const second = store.dispatch(probe.actions.leading({ id: 'two' }));
    gates.resolve('one');
    await expect(first).resolves.toBe('done:one');
    await expect(second).resolves.toBe('done:one');
    expect(gates.opened()).toEqual(['one']);
  });

  it('a takeLatest run that a newer one replaced rejects with EffectCancelledError', async () => {
    const { store, probe, gates } = effectsFor();
    const first = store.dispatch(probe.actions.latest({ id: 'first' }));
    const second = store.dispatch(probe.actions.latest({ id: 'second' }));
    const error: unknown = await first.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EffectCancelledError);
    expect(isCancelled(error)).toBe(true);
    gates.resolve('second');
    await expect(second).resolves.toBe('done:second');
    expect(store.getState().probe.done).toEqual(['second']);
  });

  it('throttle: an action dropped in the window rejects as cancelled, the last one runs when it ends', async () => {
    const { store, probe } = effectsFor();
    const first = store.dispatch(probe.actions.throttled());
    const dropped = store.dispatch(probe.actions.throttled());
    const last = store.dispatch(probe.actions.throttled());
    await expect(first).resolves.toBe(1);
    await expect(dropped).rejects.toBeInstanceOf(EffectCancelledError);
    await expect(last).resolves.toBe(1);
    expect(store.getState().probe.throttled).toBe(2);
  });

  it('the same action object dispatched twice gets two answers', async () => {
    const { store, probe, gates } = effectsFor();
    const action = probe.actions.work({ id: 'same' });
    const a = store.dispatch(action);
    const b = store.dispatch(action);
    gates.resolve('same');
    await expect(Promise.all([a, b])).resolves.toEqual(['done:same', 'done:same']);
  });

  it('a failing effect nobody awaits makes no unhandled rejection', async () => {
    const { store, probe, settle } = effectsFor();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    void store.dispatch(probe.actions.boom());
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('loading never lies: every recorded state while a run is in flight reads true', () => {
  it('two overlapping runs keep the flags true until both end, in every state between', async () => {
    const { store, probe, gates, settle, states } = effectsFor();
    void store.dispatch(probe.actions.work({ id: 'a' }));
    void store.dispatch(probe.actions.work({ id: 'b' }));
    const from = states.length - 1;
    gates.resolve('a');
    await settle();
    for (const s of states.slice(from)) expect(flags(s.loading, 'probe/work')).toEqual([true, true, true]);
    gates.resolve('b');
    await settle();
    expect(store.getState().loading).toEqual({ global: false, models: { probe: false }, effects: { 'probe/work': false } });
  });

  it('a takeLatest restart never shows a state with the effect, model or global flag false', async () => {
    const { store, probe, gates, settle, states } = effectsFor();
    void store.dispatch(probe.actions.latest({ id: 'first' })).catch(() => undefined);
    const from = states.length - 1;
    void store.dispatch(probe.actions.latest({ id: 'second' }));
    void store.dispatch(probe.actions.latest({ id: 'third' }));
    await settle();
    const during = states.slice(from);
    expect(during.length).toBeGreaterThan(1);
    for (const s of during) expect(flags(s.loading, 'probe/latest')).toEqual([true, true, true]);
    gates.resolve('first'); // cancelled: changes nothing
    await settle();
    expect(store.getState().loading.effects['probe/latest']).toBe(true);
    gates.resolve('third');
    await settle();
    expect(store.getState().probe.done).toEqual(['third']);
    expect(flags(store.getState().loading, 'probe/latest')).toEqual([false, false, false]);
  });

  it('a throw in one of two overlapping runs does not clear the flags while the other runs', async () => {
    const { store, probe, gates, settle, states } = effectsFor();
    void store.dispatch(probe.actions.work({ id: 'ok' }));
    void store.dispatch(probe.actions.work({ id: 'bad' })).catch(() => undefined);
    const from = states.length - 1;
    gates.reject('bad', new Error('bad'));
    await settle();
    for (const s of states.slice(from)) expect(flags(s.loading, 'probe/work')).toEqual([true, true, true]);
    gates.resolve('ok');
    await settle();
    expect(store.getState().loading.global).toBe(false);
  });

  it('a model stays loading while any of its effects runs', async () => {
    const { store, probe, gates, settle } = effectsFor();
    void store.dispatch(probe.actions.work({ id: 'a' }));
    void store.dispatch(probe.actions.latest({ id: 'l' }));
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

  it('a watcher is not counted as loading', async () => {
    const { store, probe, settle } = effectsFor();
    store.dispatch(probe.actions.ping());
    store.dispatch(probe.actions.ping());
    await settle();
    expect(store.getState().probe.pings).toBe(2);
    expect(Object.keys(store.getState().loading.effects)).not.toContain('probe/watch');
  });
});

describe('failures', () => {
  it('a thrown error lands in state.errors as { code, status } (no words) and in onError; the flag clears', async () => {
    const { store, probe, gates, settle, onError } = effectsFor();
    void store.dispatch(probe.actions.work({ id: 'x' })).catch(() => undefined);
    const error = Object.assign(new Error('服务器开小差了'), { code: 5003, status: 502 });
    gates.reject('x', error);
    await settle();
    expect(store.getState().loading.effects['probe/work']).toBe(false);
    expect(store.getState().errors).toEqual({ 'probe/work': { code: 5003, status: 502 } });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error, { namespace: 'probe', effect: 'probe/work' });
  });

  it('the model still answers after a throw; a new run clears the old error', async () => {
    const { store, probe, gates, settle } = effectsFor();
    void store.dispatch(probe.actions.boom()).catch(() => undefined);
    await settle();
    expect(store.getState().errors['probe/boom']).toEqual({ code: 'unknown' });
    void store.dispatch(probe.actions.work({ id: 'y' }));
    void store.dispatch(probe.actions.boom()).catch(() => undefined);
    await settle();
    expect(store.getState().probe.booms).toBe(2);
    gates.resolve('y');
    await settle();
    expect(store.getState().probe.done).toEqual(['y']);
  });
});

describe('contained hooks', () => {
  it('an onError hook that throws is caught: the store and its effects keep working', async () => {
    const throwing = vi.fn<OnError>(() => {
      throw new Error('hook broke');
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, probe, gates, settle } = effectsFor(throwing);
    await expect(store.dispatch(probe.actions.boom())).rejects.toThrow('boom');
    await expect(store.dispatch(probe.actions.boom())).rejects.toThrow('boom');
    expect(throwing).toHaveBeenCalledTimes(2);
    expect(store.getState().probe.booms).toBe(2);
    const later = store.dispatch(probe.actions.work({ id: 'after' }));
    gates.resolve('after');
    await expect(later).resolves.toBe('done:after');
    await settle();
    expect(store.getState().errors['probe/boom']).toEqual({ code: 'unknown' });
    expect(quiet).toHaveBeenCalled();
  });
});
