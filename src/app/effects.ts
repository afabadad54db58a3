// Turns every model's effects into running sagas: each run is counted for state.loading,
// its failure reported to one onError hook and to state.errors, and the watcher survives
// so the model keeps answering later actions.
import type { SagaIterator } from 'redux-saga';
import { call, fork, put, takeEvery, takeLatest, takeLeading, throttle } from 'redux-saga/effects';
import { errorMessage } from '../services/errors';
import { effectFailed, effectStarted } from './effectErrors';
import { createLoadingCounter, hideLoading, showLoading } from './loading';
import { assertDistinctNamespaces, effectEntry, type AnyModel, type EffectFn, type PayloadAction } from './model';

export interface EffectErrorInfo {
  namespace: string;
  effect: string;
}
export type OnError = (error: unknown, info: EffectErrorInfo) => void;

export function createEffectsSaga(models: readonly AnyModel[], onError: OnError) {
  assertDistinctNamespaces(models);
  const counter = createLoadingCounter();

  function tracked(namespace: string, key: string, fn: EffectFn) {
    const type = `${namespace}/${key}`;
    return function* run(action: PayloadAction<string, unknown>): SagaIterator {
      if (counter.start(type)) yield put(showLoading(namespace, key));
      yield put(effectStarted(type));
      try {
        yield call(fn as (a: PayloadAction<string, unknown>) => SagaIterator, action);
      } catch (error) {
        onError(error, { namespace, effect: type });
        yield put(effectFailed(type, errorMessage(error)));
      } finally {
        // Runs on success, failure and takeLatest cancellation alike.
        if (counter.end(type)) yield put(hideLoading(namespace, key));
      }
    };
  }

  // A watcher runs for the store's lifetime, so it is not counted as loading (it would
  // never clear); its failure is still reported.
  function guarded(namespace: string, key: string, fn: EffectFn) {
    const type = `${namespace}/${key}`;
    return function* watch(): SagaIterator {
      try {
        yield call(fn as (a: PayloadAction<string, unknown>) => SagaIterator, { type, payload: undefined });
      } catch (error) {
        onError(error, { namespace, effect: type });
        yield put(effectFailed(type, errorMessage(error)));
      }
    };
  }

  return function* effectsSaga(): SagaIterator {
    for (const model of models) {
      for (const [key, def] of Object.entries(model.effects)) {
        const { fn, options } = effectEntry(def);
        const type = `${model.namespace}/${key}`;
        const worker = tracked(model.namespace, key, fn);
        switch (options.type) {
          case 'takeEvery':
            yield takeEvery(type, worker);
            break;
          case 'takeLatest':
            yield takeLatest(type, worker);
            break;
          case 'takeLeading':
            yield takeLeading(type, worker);
            break;
          case 'throttle':
            yield throttle(options.ms, type, worker);
            break;
          case 'watcher':
            yield fork(guarded(model.namespace, key, fn));
            break;
        }
      }
    }
  };
}
