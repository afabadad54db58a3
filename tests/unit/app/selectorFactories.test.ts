// Every selector factory gives the same selector for the same argument (issue 34, item 8): an
// effect's `select(selectRun(id))` equals the one a step test builds, and the memo is bounded.
import { select } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { PER_ARGUMENT_LIMIT, perArgument } from '../../../src/app/perArgument';
import { loadingSelectors, selectError, selectLoading, selectModelLoading } from '../../../src/app/selectors';
import { selectRun } from '../../../src/models/tasksState';
import { shop } from '../../../src/models/shop';
import { initialTasks } from '../../../src/models/tasksState';

describe('selector factories', () => {
  it('selectRun(id): the same selector for the same id, so select(selectRun(id)) compares equal', () => {
    expect(selectRun('r1')).toBe(selectRun('r1'));
    expect(select(selectRun('r1'))).toEqual(select(selectRun('r1')));
    expect(select(selectRun('r1'))).not.toEqual(select(selectRun('r2')));
    expect(selectRun('r2')({ tasks: initialTasks })).toBeUndefined();
  });

  it('selectLoading, selectModelLoading and selectError: one selector per creator or namespace', () => {
    expect(selectLoading(shop.actions.buy)).toBe(selectLoading(shop.actions.buy));
    expect(selectLoading(shop.actions.buy)).not.toBe(selectLoading(shop.actions.pay));
    expect(selectModelLoading('shop')).toBe(selectModelLoading('shop'));
    expect(selectError(shop.actions.buy)).toBe(selectError(shop.actions.buy));
    const busy = loadingSelectors('busy');
    expect(busy.selectLoading(shop.actions.buy)).toBe(busy.selectLoading(shop.actions.buy));
    // Another store's key reads another place: its selectors are its own.
    expect(busy.selectLoading(shop.actions.buy)).not.toBe(selectLoading(shop.actions.buy));
  });

  it('is bounded: past the limit the argument asked for least recently is made anew, the others kept', () => {
    let made = 0;
    const factory = perArgument((n: number) => {
      made += 1;
      return () => n;
    }, 3);
    const one = factory(1);
    factory(2);
    factory(3);
    expect(factory(1)).toBe(one); // asked again: now the most recent
    factory(4); // forgets 2, the least recently asked
    expect(made).toBe(4);
    expect(factory(1)).toBe(one);
    factory(2);
    expect(made).toBe(5);
    expect(PER_ARGUMENT_LIMIT).toBeGreaterThanOrEqual(100);
  });

  it('keeps a made value of undefined', () => {
    let made = 0;
    const factory = perArgument((): undefined => {
      made += 1;
      return undefined;
    });
    factory('a');
    factory('a');
    expect(made).toBe(1);
  });
});
