// Turns every model's effects into running sagas, dva style:
// - dispatching an effect action returns a Promise of the effect's result (the promise
//   middleware below), so `putResolve` waits and the UI awaits instead of watching flags;
// - each run is counted for state.loading, started by the taker *before* an older run is
//   cancelled, so a takeLatest restart never reads "not loading" while a run is in flight;
// - a failure goes to state.errors as an AppError and to one onError hook, and the watcher
//   survives, so the model keeps answering later actions;
// - our own takers (not redux-saga's helpers) so that every dispatch settles: a repeat of a
//   takeLeading effect joins the run in flight, a cancelled or dropped run rejects with
//   EffectCancelledError instead of leaving the caller waiting forever.
import type { Middleware } from 'redux';
import { buffers, type Buffer, type Task } from 'redux-saga';
import { call as callEffect, cancel, delay, put, take as takeEffect } from 'redux-saga/effects';
import { EffectCancelledError, ModelNotLoadedError, effectFailed, effectStarted, type AppError } from './effectErrors';
import { createLoadingCounter, hideLoading, showLoading } from './loading';
import { assertDistinctNamespaces, type AnyModel, type EffectEntry, type EffectFn, type PayloadAction } from './model';
import { actionChannel, call, fork, race, take, type Saga } from './typedEffects';

export interface EffectErrorInfo {
  namespace: string;
  /** 'ns/effect' */
  effect: string;
}
export type OnError = (error: unknown, info: EffectErrorInfo) => void;

/** What an effect is: a generator function of its action (a model's, or a wrapped one). */
export type EffectGenerator = EffectFn;
/**
 * dva's onEffect: wraps every effect when the store starts (tracing, timing, logging): gets
 * the effect, the model and the action type, returns the generator to run in its place.
 */
export type OnEffect = (effect: EffectGenerator, model: AnyModel, type: string) => EffectGenerator;

export interface RunnerHooks {
  onError: OnError;
  describeError: (error: unknown) => AppError;
  onEffect?: readonly OnEffect[];
  /** Whether an effect's runs show in state.loading (dva-loading's only / except). Default: all. */
  tracksLoading?: (type: string) => boolean;
}

interface Settle {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** One run of an effect and every dispatch waiting on it (a takeLeading repeat joins). */
interface Run {
  waiting: Settle[];
  done: boolean;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const ignore = () => undefined;
const namespaceOf = (type: string): string => type.slice(0, Math.max(0, type.indexOf('/')));
const nobody: Settle = { resolve: ignore, reject: ignore };

/** Keeps only the latest action, telling the one it replaces that it was dropped. */
function latestOnly<T>(onDrop: (item: T) => void): Buffer<T> {
  const inner = buffers.sliding<T>(1);
  return {
    isEmpty: () => inner.isEmpty(),
    put: (item) => {
      for (const old of inner.flush()) onDrop(old);
      inner.put(item);
    },
    take: () => inner.take(),
    flush: () => inner.flush(),
  };
}

export function createEffectsRuntime(hooks: RunnerHooks) {
  const counts = createLoadingCounter();
  const tracks = hooks.tracksLoading ?? (() => true);
  // An untracked effect is never counted, so it never sends SHOW or HIDE.
  const counter = {
    start: (type: string): boolean => tracks(type) && counts.start(type),
    end: (type: string): boolean => tracks(type) && counts.end(type),
  };
  /** The models in the store now, in the order they came (route rules, focus rules, resets). */
  const models = new Map<string, AnyModel>();
  // Each effect wrapped once by every onEffect hook, in order (the first is innermost), when its model comes.
  const wrapped = new Map<string, EffectGenerator>();
  /** Effect types whose dispatch returns a Promise (every non-watcher effect of a model in the store). */
  const answering = new Set<string>();
  /** Namespaces the store expects later or has removed: an action to one is refused, not lost. */
  const absent = new Set<string>();
  /** The action types that end a scope (every model's resetOn), kept with the models. */
  let resetTypes = new Set<string>();
  const refreshResetTypes = () => {
    resetTypes = new Set([...models.values()].flatMap((model) => model.resetOn ?? []));
  };
  const effectOf = (entry: EffectEntry): EffectGenerator => wrapped.get(entry.type) ?? entry.fn;
  const pending = new WeakMap<object, Settle>();

  /** A hook that throws must not take the store down with it. */
  function report(error: unknown, info: EffectErrorInfo): void {
    try {
      hooks.onError(error, info);
    } catch (hookError) {
      console.error('[store] the onError hook threw; the store goes on', hookError);
    }
  }

  function describe(error: unknown): AppError {
    try {
      return hooks.describeError(error);
    } catch {
      return { code: 'unknown' };
    }
  }

  /** Set by close(): effect actions are refused at once (nothing would run them). */
  let closed = false;

  /** dva's promise middleware: an effect action's dispatch returns its run's Promise. */
  const promiseMiddleware: Middleware = () => (next) => (action) => {
    const type = typeof action === 'object' && action !== null ? (action as { type?: unknown }).type : undefined;
    if (typeof type === 'string' && absent.has(namespaceOf(type))) {
      // dva drops it without a word; here the caller's Promise says which model is missing.
      const error = new ModelNotLoadedError(namespaceOf(type), type);
      report(error, { namespace: namespaceOf(type), effect: type });
      const refused = Promise.reject(error);
      refused.catch(ignore);
      return refused;
    }
    if (typeof type !== 'string' || !answering.has(type)) return next(action);
    if (closed) {
      const refused = Promise.reject(new EffectCancelledError(type));
      refused.catch(ignore);
      return refused;
    }
    // The same object dispatched twice while the first waits gets its own identity.
    const target = pending.has(action as object) ? { ...(action as object) } : (action as object);
    const promise = new Promise((resolve, reject) => pending.set(target, { resolve, reject }));
    // Failures are also reported to onError and state.errors: a caller that does not await
    // must not produce an "unhandled rejection". One that awaits still gets it.
    promise.catch(ignore);
    next(target);
    return promise;
  };

  function settleOf(action: object): Settle {
    const settle = pending.get(action);
    pending.delete(action);
    return settle ?? nobody;
  }

  function* runEffect(
    model: AnyModel,
    entry: EffectEntry,
    action: PayloadAction<string, unknown>,
    began: boolean,
    run: Run,
  ): Saga<void> {
    const { namespace } = model;
    let outcome: Outcome | null = null;
    try {
      if (began) yield put(showLoading(namespace, entry.type));
      yield put(effectStarted(entry.type));
      const resetOn = model.resetOn ?? [];
      if (resetOn.length === 0) {
        outcome = { ok: true, value: yield* call(effectOf(entry), action) };
      } else {
        // The model's scope ended (a sign-out): the run stops, its late answer is never written.
        const result = yield* race({ value: callEffect(effectOf(entry), action), reset: takeEffect([...resetOn]) });
        if (!('reset' in result && result.reset)) outcome = { ok: true, value: result.value };
      }
    } catch (error) {
      if (error instanceof EffectCancelledError) {
        // An effect it waited on (putResolve) was cancelled: this run is cancelled with it,
        // which is no failure: nothing is reported and state.errors is not written.
        outcome = { ok: false, error: new EffectCancelledError(entry.type) };
      } else {
        outcome = { ok: false, error };
        report(error, { namespace, effect: entry.type });
        yield put(effectFailed(entry.type, describe(error)));
      }
    } finally {
      // Runs on success, failure and cancellation alike; the flag clears with the last run.
      if (counter.end(entry.type)) yield put(hideLoading(namespace, entry.type));
      run.done = true;
      const settled = outcome ?? { ok: false, error: new EffectCancelledError(entry.type) };
      for (const waiter of run.waiting) {
        if (settled.ok) waiter.resolve(settled.value);
        else waiter.reject(settled.error);
      }
    }
  }

  function newRun(action: object): Run {
    return { waiting: [settleOf(action)], done: false };
  }

  function* takeEach(model: AnyModel, entry: EffectEntry): Saga<void> {
    for (;;) {
      const action = yield* take(entry.type);
      yield* fork(runEffect, model, entry, action, counter.start(entry.type), newRun(action));
    }
  }

  function* takeLatestRun(model: AnyModel, entry: EffectEntry): Saga<void> {
    let last: Task | null = null;
    for (;;) {
      const action = yield* take(entry.type);
      // Counted before the old run is cancelled, so the flag never dips to false between them.
      const began = counter.start(entry.type);
      if (last?.isRunning()) yield cancel(last);
      last = yield* fork(runEffect, model, entry, action, began, newRun(action));
    }
  }

  function* takeLeadingRun(model: AnyModel, entry: EffectEntry): Saga<void> {
    let current: Run | null = null;
    for (;;) {
      const action = yield* take(entry.type);
      if (current && !current.done) {
        current.waiting.push(settleOf(action));
        continue;
      }
      current = newRun(action);
      yield* fork(runEffect, model, entry, action, counter.start(entry.type), current);
    }
  }

  function* throttleRun(model: AnyModel, entry: EffectEntry, ms: number): Saga<void> {
    const dropped = (action: PayloadAction<string, unknown>) => settleOf(action).reject(new EffectCancelledError(entry.type));
    const channel = yield* actionChannel(entry.type, latestOnly(dropped));
    for (;;) {
      const action = yield* take(channel);
      yield* fork(runEffect, model, entry, action, counter.start(entry.type), newRun(action));
      yield delay(ms);
    }
  }

  /**
   * dva's poll: `-start` begins rounds `delay` ms apart (a repeat while polling is ignored, as in
   * dva), `-stop` or the model's resetOn ends them. Each round is a run (loading, errors, onError);
   * a failed round does not stop the next.
   */
  function* pollRun(model: AnyModel, entry: EffectEntry, delayMs: number): Saga<void> {
    const stops = [`${entry.type}-stop`, ...(model.resetOn ?? [])];
    for (;;) {
      const action = yield* take(`${entry.type}-start`);
      yield* race({ rounds: callEffect(pollRounds, model, entry, action, delayMs), stop: takeEffect(stops) });
    }
  }

  function* pollRounds(model: AnyModel, entry: EffectEntry, action: PayloadAction<string, unknown>, delayMs: number): Saga<void> {
    for (;;) {
      yield* call(runEffect, model, entry, action, counter.start(entry.type), { waiting: [], done: false });
      yield delay(delayMs);
    }
  }

  // A watcher runs for the store's lifetime, so it is not counted as loading (it would
  // never clear); its failure is still reported.
  function* watch(model: AnyModel, entry: EffectEntry): Saga<void> {
    try {
      yield* call(effectOf(entry), { type: entry.type, payload: undefined });
    } catch (error) {
      report(error, { namespace: model.namespace, effect: entry.type });
      yield put(effectFailed(entry.type, describe(error)));
    }
  }

  /** One model's effects, each on its taker; the store runs it as a task of its own (store.unmodel cancels it). */
  function* modelSaga(model: AnyModel): Saga<void> {
    for (const entry of model.effectList) {
      const { options } = entry;
      if (options.type === 'takeEvery') yield* fork(takeEach, model, entry);
      else if (options.type === 'takeLatest') yield* fork(takeLatestRun, model, entry);
      else if (options.type === 'takeLeading') yield* fork(takeLeadingRun, model, entry);
      else if (options.type === 'throttle') yield* fork(throttleRun, model, entry, options.ms);
      else if (options.type === 'poll') yield* fork(pollRun, model, entry, options.delay);
      else yield* fork(watch, model, entry);
    }
  }

  /** A model comes into the store: its effects answer from now on (run modelSaga to start them). */
  function add(model: AnyModel): void {
    assertDistinctNamespaces([...models.values(), model]);
    models.set(model.namespace, model);
    absent.delete(model.namespace);
    for (const entry of model.effectList) {
      const hooked = (hooks.onEffect ?? []).reduce<EffectGenerator>((effect, wrap) => wrap(effect, model, entry.type), entry.fn);
      wrapped.set(entry.type, hooked);
      if (entry.options.type !== 'watcher') answering.add(entry.type);
    }
    refreshResetTypes();
  }

  /** A model leaves (after its task was cancelled): later actions to it are refused as not loaded. */
  function remove(namespace: string): void {
    const model = models.get(namespace);
    models.delete(namespace);
    absent.add(namespace);
    for (const entry of model?.effectList ?? []) {
      wrapped.delete(entry.type);
      answering.delete(entry.type);
    }
    refreshResetTypes();
  }

  /** Namespaces that will be added later: refused until they are. */
  function expect(namespaces: readonly string[]): void {
    for (const namespace of namespaces) if (!models.has(namespace)) absent.add(namespace);
  }

  /** After the sagas were cancelled: later effect dispatches reject as cancelled. */
  const markClosed = () => {
    closed = true;
  };

  return {
    promiseMiddleware,
    modelSaga,
    add,
    remove,
    expect,
    /** The models in the store now, in the order they came. */
    models: (): AnyModel[] => [...models.values()],
    has: (namespace: string): boolean => models.has(namespace),
    /** Whether this action type ends a scope (a sign-out) for some model in the store. */
    endsScope: (type: string): boolean => resetTypes.has(type),
    report,
    markClosed,
  };
}
