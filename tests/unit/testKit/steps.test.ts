// The step kit itself (tests/testing/steps.ts): what a script compares, what it feeds back, and
// how a wrong step fails.
import { call, getContext, put } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import type { Saga } from '../../../src/app/typedEffects';
import { defaultTiming } from '../../../src/services/context';
import { failsWith, stepContext, steps } from '../../testing';

const one = () => 1;
const two = () => 2;

function* sample(): Saga<string> {
  const ms = (yield getContext('timing')) as { payPollMs: number };
  try {
    yield call(one);
  } catch {
    return `failed after ${ms.payPollMs}`;
  }
  yield put({ type: 'x/done' });
  return 'done';
}

describe('steps', () => {
  it('answers getContext from the fake context, compares each step, returns the end', () => {
    expect(steps(sample(), [[call(one), 1], [put({ type: 'x/done' })]])).toEqual({ done: true, value: 'done' });
  });

  it('a script that lists a getContext step answers it itself', () => {
    const end = steps(sample(), [
      [getContext('timing'), { payPollMs: 5 }],
      [call(one), failsWith(new Error('no'))],
    ]);
    expect(end).toEqual({ done: true, value: 'failed after 5' });
  });

  it('failsWith throws into the effect at that step; the context has the app timings', () => {
    expect(steps(sample(), [[call(one), failsWith(new Error('no'))]])).toEqual({
      done: true,
      value: `failed after ${defaultTiming.payPollMs}`,
    });
  });

  it('stops after the last step: the next effect is returned, not run', () => {
    expect(steps(sample(), [[call(one), 1]])).toEqual({ done: false, value: put({ type: 'x/done' }) });
  });

  it('a different effect fails naming its step', () => {
    expect(() => steps(sample(), [[call(two), 2]])).toThrow(/step 1 of 1/);
    expect(() => steps(sample(), [[call(one), 1], [put({ type: 'x/other' })]])).toThrow(/step 2 of 2/);
  });

  it('an effect that ends before the script does fails naming the step it did not reach', () => {
    expect(() => steps(sample(), [[call(one), 1], [put({ type: 'x/done' })], [call(one)]])).toThrow(/step 3 of 3/);
  });

  it('a context key the fake lacks fails saying so', () => {
    function* asks(): Saga<void> {
      yield getContext('nothing');
    }
    expect(() => steps(asks(), [])).toThrow("getContext('nothing'): the saga context has no such key");
  });

  it('names each fake, so a diff says which function was called', () => {
    const { api, storage } = stepContext();
    expect(api.pay.getMockName()).toBe('api.pay');
    expect(storage.write.getMockName()).toBe('storage.write');
  });
});
