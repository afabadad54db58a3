// A probe model whose effects wait on gates the test opens, in a store built by the core
// from the test's own models map (createModelStore): what a store of any models gets.
import { call, put, putResolve, take } from 'redux-saga/effects';
import { vi } from 'vitest';
import { createModelStore, defineModel, type OnError, type PayloadAction, type Saga } from '../../../src/app';
import { createGates } from '../../testing/gates';

interface ProbeState {
  done: string[];
  booms: number;
  throttled: number;
  pings: number;
}

export function probeModel(gates: ReturnType<typeof createGates>) {
  type IdAction<K extends string> = PayloadAction<`probe/${K}`, { id: string }>;
  function* work({ payload }: { payload: { id: string } }): Saga<string> {
    yield call(gates.wait, payload.id);
    yield put(probe.actions.finished(payload.id));
    return `done:${payload.id}`;
  }
  function* boom(): Saga<void> {
    yield put(probe.actions.boomed());
    throw new Error('boom');
  }
  function* throttled(): Saga<number> {
    yield put(probe.actions.counted());
    return 1;
  }
  function* watch(): Saga<void> {
    for (;;) {
      yield take(probe.actions.ping.type);
      yield put(probe.actions.pinged());
    }
  }
  /** Waits for another effect with putResolve and returns what it answered. */
  function* chain({ payload }: IdAction<'chain'>): Saga<string> {
    // putResolve answers with the effect's own result (the core's promise middleware): a string here.
    const answer = yield putResolve(probe.actions.work({ id: payload.id }));
    return `chained ${String(answer)}`;
  }
  /** Waits with putResolve on a takeLatest effect (which a newer run may supersede). */
  function* chainLatest({ payload }: IdAction<'chainLatest'>): Saga<string> {
    // putResolve answers with the effect's own result (the core's promise middleware): a string here.
    const answer = yield putResolve(probe.actions.latest({ id: payload.id }));
    return `chained ${String(answer)}`;
  }
  const initial: ProbeState = { done: [], booms: 0, throttled: 0, pings: 0 };
  const probe = defineModel({
    namespace: 'probe',
    state: initial,
    reducers: {
      finished: (s: ProbeState, id: string) => ({ ...s, done: [...s.done, id] }),
      boomed: (s: ProbeState) => ({ ...s, booms: s.booms + 1 }),
      counted: (s: ProbeState) => ({ ...s, throttled: s.throttled + 1 }),
      pinged: (s: ProbeState) => ({ ...s, pings: s.pings + 1 }),
      ping: (s: ProbeState) => s,
    },
    effects: {
      work,
      latest: [work, { type: 'takeLatest' }] as const,
      leading: [work, { type: 'takeLeading' }] as const,
      boom,
      chain,
      chainLatest,
      throttled: [throttled, { type: 'throttle', ms: 40 }] as const,
      watch: [watch, { type: 'watcher' }] as const,
    },
  });
  return probe;
}

export function effectsFor(onError: OnError = vi.fn<OnError>()) {
  const gates = createGates();
  const probe = probeModel(gates);
  const store = createModelStore({ models: { probe }, onError });
  /** Every state the store went through, in order (a subscriber sees each dispatch). */
  const states = [store.getState()];
  store.subscribe(() => states.push(store.getState()));
  /** Lets settled gates' continuations run (promise jobs, then saga steps). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { store, probe, gates, settle, onError, states };
}
