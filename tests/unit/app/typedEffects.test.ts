// The typed helpers (src/app/typedEffects.ts): step by step they yield redux-saga's own
// effects and hand back what the test passes; run by redux-saga they answer as its effects do.
import { cloneableGenerator } from '@redux-saga/testing-utils';
import { channel, runSaga, stdChannel, type Task } from 'redux-saga';
import {
  all as allEffect,
  call as callEffect,
  cancel,
  cancelled as cancelledEffect,
  delay,
  fork as forkEffect,
  getContext as getContextEffect,
  put,
  race as raceEffect,
  select as selectEffect,
  take as takeEffect,
} from 'redux-saga/effects';
import { describe, expect, it, vi } from 'vitest';
import { all, call, cancelled, contextReader, fork, race, select, take, type Saga } from '../../../src/app/typedEffects';

interface State {
  count: number;
}
const selectCount = (state: State, plus: number): number => state.count + plus;
const double = (n: number): Promise<number> => Promise.resolve(n * 2);
function* triple(n: number): Saga<number> {
  yield delay(1);
  return n * 3;
}
const getContext = contextReader<{ base: number }>();

function* counting(): Saga<string> {
  const base = yield* getContext('base');
  const count = yield* select(selectCount, base);
  const doubled = yield* call(double, count);
  try {
    const tripled = yield* call(triple, doubled);
    yield put({ type: 'done', payload: tripled });
    return `ok ${tripled}`;
  } catch (error) {
    return `failed ${String(error)}`;
  }
}

describe('typed effects, step by step', () => {
  it('yield the very effects redux-saga makes and hand back the values given', () => {
    const gen = cloneableGenerator(counting)();
    expect(gen.next().value).toEqual(getContextEffect('base'));
    expect(gen.next(1).value).toEqual(selectEffect(selectCount, 1));
    expect(gen.next(4).value).toEqual(callEffect(double, 4));
    expect(gen.next(8).value).toEqual(callEffect(triple, 8));
    const failing = gen.clone();
    expect(gen.next(24).value).toEqual(put({ type: 'done', payload: 24 }));
    expect(gen.next()).toEqual({ done: true, value: 'ok 24' });
    // A failure thrown into the helper's yield reaches the effect's own catch.
    expect(failing.throw(new Error('no'))).toEqual({ done: true, value: 'failed Error: no' });
  });

  it('race, all, take, fork and cancelled yield redux-saga’s effects too', () => {
    const ch = channel<string>();
    function* combined(): Saga<void> {
      yield* race({ n: callEffect(double, 1), stop: takeEffect('stop') });
      yield* all([callEffect(double, 1), callEffect(double, 2)]);
      yield* take(ch);
      yield* take(['a', 'b']);
      yield* fork(triple, 1);
      yield* cancelled();
    }
    const gen = combined();
    expect(gen.next().value).toEqual(raceEffect({ n: callEffect(double, 1), stop: takeEffect('stop') }));
    expect(gen.next({ n: 2 }).value).toEqual(allEffect([callEffect(double, 1), callEffect(double, 2)]));
    expect(gen.next([2, 4]).value).toEqual(takeEffect(ch));
    expect(gen.next('x').value).toEqual(takeEffect(['a', 'b']));
    expect(gen.next({ type: 'a' }).value).toEqual(forkEffect(triple, 1));
    expect(gen.next().value).toEqual(cancelledEffect());
    expect(gen.next(false).done).toBe(true);
  });
});

describe('typed effects, run by redux-saga', () => {
  function run<R>(saga: () => Saga<R>, state: State = { count: 3 }) {
    const actions = stdChannel();
    const dispatched: unknown[] = [];
    const task: Task<R> = runSaga(
      { channel: actions, dispatch: (action) => dispatched.push(action), getState: () => state, context: { base: 1 } },
      saga,
    );
    return { task, actions, dispatched };
  }

  it('answer with the context, the selector, the promise and the saga', async () => {
    const { task, dispatched } = run(counting);
    await expect(task.toPromise()).resolves.toBe('ok 24');
    expect(dispatched).toEqual([{ type: 'done', payload: 24 }]);
  });

  it('race answers under the winner’s key; all in order; take the channel’s item and the action asked', async () => {
    const ch = channel<string>();
    let waitingForAction = false;
    function* combined(): Saga<unknown[]> {
      const winner = yield* race({ n: callEffect(triple, 2), stop: takeEffect('stop') });
      const both = yield* all([callEffect(double, 1), callEffect(triple, 1)]);
      const word = yield* take(ch);
      waitingForAction = true;
      const action = yield* take(['a', 'b']);
      return [winner, both, word, action.type];
    }
    const { task, actions } = run(combined);
    ch.put('hello');
    // Actions are not buffered: put them once the saga waits for one (a busy machine is slow).
    await vi.waitFor(() => expect(waitingForAction).toBe(true));
    actions.put({ type: 'c' });
    actions.put({ type: 'b' });
    await expect(task.toPromise()).resolves.toEqual([{ n: 6 }, [2, 3], 'hello', 'b']);
  });

  it('cancelled answers true in the finally of a cancelled fork', async () => {
    const seen: boolean[] = [];
    function* waiting(): Saga<void> {
      try {
        yield delay(1000);
      } finally {
        seen.push(yield* cancelled());
      }
    }
    function* parent(): Saga<void> {
      const task = yield* fork(waiting);
      yield cancel(task);
    }
    await run(parent).task.toPromise();
    expect(seen).toEqual([true]);
  });
});
