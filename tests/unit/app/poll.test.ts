// dva 2.6's poll effect type (issue 19, point 3): `ns/key-start` runs rounds `delay` ms apart
// until `ns/key-stop` or the model's reset; a failed round is reported and the next still comes.
import { call, put } from 'redux-saga/effects';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createModelStore,
  defineModel,
  ModelDefinitionError,
  type OnError,
  type PayloadAction,
  type Saga,
} from '../../../src/app';

const DELAY = 1000;

function clockModel(answers: (round: number) => 'ok' | 'fail') {
  let round = 0;
  const seen: unknown[] = [];
  function* tick(action: PayloadAction<'clock/tick-start', { from: string }>): Saga<void> {
    round += 1;
    seen.push(action.payload.from);
    yield call(() => Promise.resolve());
    if (answers(round) === 'fail') throw Object.assign(new Error(`round ${round} failed`), { code: 'boom' });
    yield put(clock.actions.ticked());
  }
  const clock = defineModel({
    namespace: 'clock',
    state: { ticks: 0 },
    reducers: {
      ticked: (s: { ticks: number }) => ({ ticks: s.ticks + 1 }),
      reset: () => ({ ticks: 0 }),
    },
    effects: { tick: [tick, { type: 'poll', delay: DELAY }] as const },
  });
  return { clock, seen, rounds: () => round };
}

/** Lets promise jobs and saga steps run (fake timers do not move without being told). */
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('poll effects', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives keyStart / keyStop creators of dva’s -start / -stop types, and no plain one', () => {
    const { clock } = clockModel(() => 'ok');
    expect(clock.actions.tickStart.type).toBe('clock/tick-start');
    expect(clock.actions.tickStop.type).toBe('clock/tick-stop');
    expect(clock.actions.tickStart({ from: 'page' })).toEqual({ type: 'clock/tick-start', payload: { from: 'page' } });
    expect('tick' in clock.actions).toBe(false);
  });

  it('runs a round at once and one every delay until stopped; a repeat start while polling is ignored', async () => {
    const { clock, seen, rounds } = clockModel(() => 'ok');
    const store = createModelStore({ models: { clock } });
    store.dispatch(clock.actions.tickStart({ from: 'first' }));
    await flush();
    expect(rounds()).toBe(1);
    expect(store.getState().clock.ticks).toBe(1);
    store.dispatch(clock.actions.tickStart({ from: 'second' }));
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(rounds()).toBe(2);
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(rounds()).toBe(3);
    expect(seen).toEqual(['first', 'first', 'first']);

    store.dispatch(clock.actions.tickStop());
    await vi.advanceTimersByTimeAsync(DELAY * 5);
    expect(rounds()).toBe(3);
    expect(store.getState().loading.effects['clock/tick']).toBe(false);

    // Started again after a stop, with the new payload.
    store.dispatch(clock.actions.tickStart({ from: 'again' }));
    await flush();
    expect(rounds()).toBe(4);
    expect(seen.at(-1)).toBe('again');
    store.close();
  });

  it('a failed round is reported (onError, state.errors) and the next round still comes and clears it', async () => {
    const onError = vi.fn<OnError>();
    const { clock, rounds } = clockModel((round) => (round === 1 ? 'fail' : 'ok'));
    const store = createModelStore({ models: { clock }, onError });
    store.dispatch(clock.actions.tickStart({ from: 'page' }));
    await flush();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'round 1 failed' }), {
      namespace: 'clock',
      effect: 'clock/tick',
    });
    expect(store.getState().errors['clock/tick']).toMatchObject({ code: 'boom' });
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(rounds()).toBe(2);
    expect(store.getState().errors['clock/tick']).toBeUndefined();
    expect(store.getState().clock.ticks).toBe(1);
    store.close();
  });

  it('stops with the model’s resetOn action and when the model leaves the store', async () => {
    const scoped = clockModel(() => 'ok');
    const signOut = { type: 'session/logout', payload: undefined };
    const scopedClock = defineModel({
      namespace: 'scoped',
      state: null,
      reducers: {},
      effects: {
        tick: [
          function* tick(): Saga<void> {
            yield call(() => Promise.resolve());
            scoped.seen.push('round');
          },
          { type: 'poll', delay: DELAY },
        ] as const,
      },
      resetOn: [signOut],
    });
    const store = createModelStore({ models: { scoped: scopedClock } });
    store.dispatch(scopedClock.actions.tickStart());
    await flush();
    // A plain action no model of this store declares: dispatched through redux's own type.
    store.dispatch({ ...signOut } as Parameters<typeof store.dispatch>[0]);
    await vi.advanceTimersByTimeAsync(DELAY * 3);
    expect(scoped.seen).toEqual(['round']);

    store.dispatch(scopedClock.actions.tickStart());
    await flush();
    store.unmodel('scoped');
    await vi.advanceTimersByTimeAsync(DELAY * 3);
    expect(scoped.seen).toEqual(['round', 'round']);
    store.close();
  });

  it('refuses a poll without a positive delay, naming the model and the effect', () => {
    function* tick(): Saga<void> {
      yield call(() => Promise.resolve());
    }
    const bad = { namespace: 'clock', state: null, reducers: {}, effects: { tick: [tick, { type: 'poll' }] } };
    expect(() => defineModel(bad as never)).toThrow(ModelDefinitionError);
    expect(() => defineModel(bad as never)).toThrow(
      'defineModel(clock): effect "tick" uses poll without a positive "delay" (ms).',
    );
  });
});
