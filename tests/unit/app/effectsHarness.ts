// A probe model whose effects wait on gates the test opens, run by the real effect runner
// in a real redux store with the loading and errors reducers (what createAppStore wires).
import { applyMiddleware, combineReducers, createStore } from 'redux';
import createSagaMiddleware, { type SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { vi } from 'vitest';
import { errorsReducer } from '../../../src/app/effectErrors';
import { createEffectsSaga, type OnError } from '../../../src/app/effects';
import { loadingReducer } from '../../../src/app/loading';
import { defineModel, type PayloadAction } from '../../../src/app/model';

interface Gate {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function createGates() {
  const gates = new Map<string, Gate>();
  const get = (id: string): Gate => {
    let gate = gates.get(id);
    if (!gate) {
      let resolve!: () => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      gate = { promise, resolve, reject };
      gates.set(id, gate);
    }
    return gate;
  };
  const opened: string[] = [];
  return {
    wait: (id: string) => {
      opened.push(id);
      return get(id).promise;
    },
    resolve: (id: string) => get(id).resolve(),
    reject: (id: string, error: unknown) => get(id).reject(error),
    /** The ids effects actually waited on, in order. */
    opened: () => opened,
  };
}

interface ProbeState {
  done: string[];
  booms: number;
  throttled: number;
  pings: number;
}

export function effectsFor() {
  const gates = createGates();
  type IdAction = PayloadAction<string, { id: string }>;
  function* work({ payload }: IdAction): SagaIterator {
    yield call(gates.wait, payload.id);
    yield put(probe.actions.finished(payload.id));
  }
  function* boom(): SagaIterator {
    yield put(probe.actions.boomed());
    throw new Error('boom');
  }
  function* throttled(): SagaIterator {
    yield put(probe.actions.counted());
  }
  function* watch(): SagaIterator {
    for (;;) {
      yield take('probe/ping');
      yield put(probe.actions.pinged());
    }
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
    },
    effects: {
      work,
      latest: [work, { type: 'takeLatest' }] as const,
      leading: [work, { type: 'takeLeading' }] as const,
      boom,
      throttled: [throttled, { type: 'throttle', ms: 40 }] as const,
      watch: [watch, { type: 'watcher' }] as const,
    },
  });

  const onError = vi.fn<OnError>();
  const saga = createSagaMiddleware();
  const store = createStore(
    combineReducers({ probe: probe.reducer, loading: loadingReducer, errors: errorsReducer }),
    applyMiddleware(saga),
  );
  saga.run(createEffectsSaga([probe], onError));
  /** Lets settled gates' continuations run (promise jobs, then saga steps). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { store, gates, settle, onError };
}
