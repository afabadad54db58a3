// Hot replacement of models in development (issue 19, point 1): the model module accepts its own
// update, and its new version replaces the old in every live store that holds it, state kept.
import { call } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { createModelStore, defineModel, hotModel, type HotModule, type Saga } from '../../../src/app';

function counter(version: string) {
  function* answer(): Saga<string> {
    yield call(() => Promise.resolve());
    return version;
  }
  return defineModel({
    namespace: 'counter',
    state: { n: 0 },
    reducers: { add: (s: { n: number }) => ({ n: s.n + 1 }) },
    effects: { answer },
  });
}

/** A stand-in for the bundler's module.hot: keeps what dispose stored for the next version. */
function fakeHot(data?: object) {
  const kept: object = {};
  let accepted = false;
  const hot: HotModule = {
    accept: () => {
      accepted = true;
    },
    dispose: (callback) => callback(kept),
    data,
  };
  return { hot, kept, accepted: () => accepted };
}

describe('hotModel', () => {
  it('the first load only accepts; a new version replaces the model in live stores, state kept', async () => {
    const v1 = counter('v1');
    const live = createModelStore({ models: { counter: v1 }, hot: true });
    const cold = createModelStore({ models: { counter: v1 } });
    live.dispatch(v1.actions.add());
    const first = fakeHot();
    hotModel(v1, first.hot);
    expect(first.accepted()).toBe(true);
    await expect(live.dispatch(v1.actions.answer())).resolves.toBe('v1');

    // The file changed: the module runs again with what the old one left in dispose.
    const v2 = counter('v2');
    hotModel(v2, fakeHot(first.kept).hot);
    await expect(live.dispatch(v2.actions.answer())).resolves.toBe('v2');
    expect(live.getState().counter.n).toBe(1);
    // A store not taking part (tests, production) keeps its model.
    await expect(cold.dispatch(v1.actions.answer())).resolves.toBe('v1');

    // A closed store leaves the registry.
    live.close();
    const v3 = counter('v3');
    expect(() => hotModel(v3, fakeHot(first.kept).hot)).not.toThrow();
    cold.close();
  });
});
