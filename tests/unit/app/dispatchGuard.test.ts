// What dispatch refuses and what it survives (issue 24, points 4 and 5): an action without a
// non-empty string type throws, as dva's invariant does; a LOCATION_CHANGE with a broken
// payload never throws from dispatch, reaches no route rule and is told once.
import { put } from 'redux-saga/effects';
import { describe, expect, it, vi } from 'vitest';
import {
  createModelStore,
  defineModel,
  InvalidActionError,
  LOCATION_CHANGE,
  locationChange,
  type RouteLocation,
  type Saga,
} from '../../../src/app';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function counterStore() {
  function* putEmpty(): Saga<void> {
    yield put({ type: '' });
  }
  const counter = defineModel({
    namespace: 'counter',
    state: 0,
    reducers: { add: (n: number) => n + 1 },
    effects: { putEmpty },
  });
  const reduced: string[] = [];
  const store = createModelStore({
    models: { counter },
    onReducer: (root) => (state, action) => {
      reduced.push(String(action.type));
      const next: unknown = root(state, action);
      return next;
    },
  });
  reduced.length = 0;
  // An untyped door: these actions are, by definition, outside the types.
  const dispatchUntyped = (action: unknown) => (store.dispatch as (action: unknown) => unknown)(action);
  return { store, counter, reduced, dispatchUntyped };
}

describe('dispatch refuses an action without a type (dva)', () => {
  it('throws for an empty type, and no reducer sees it', () => {
    const { dispatchUntyped, reduced } = counterStore();
    expect(() => dispatchUntyped({ type: '' })).toThrow(InvalidActionError);
    expect(() => dispatchUntyped({ type: '' })).toThrow(
      'dispatch: action should be a plain object with type (a non-empty string); got an empty type.',
    );
    expect(reduced).toEqual([]);
  });

  it('throws for a type that is not a string, and for something that is not an action', () => {
    const { dispatchUntyped, reduced } = counterStore();
    expect(() => dispatchUntyped({ type: 7 })).toThrow(/action should be a plain object with type .*got a type of number/);
    expect(() => dispatchUntyped({ payload: 1 })).toThrow(/got a type of undefined/);
    expect(() => dispatchUntyped({ type: Symbol('x') })).toThrow(InvalidActionError);
    expect(() => dispatchUntyped(null)).toThrow(/got null/);
    expect(() => dispatchUntyped('counter/add')).toThrow(/got string/);
    expect(reduced).toEqual([]);
  });

  it('an effect that puts one fails with that error; the store keeps working', async () => {
    const { store, counter } = counterStore();
    await expect(store.dispatch(counter.actions.putEmpty())).rejects.toBeInstanceOf(InvalidActionError);
    expect(store.getState().errors['counter/putEmpty']).toBeDefined();
    store.dispatch(counter.actions.add());
    expect(store.getState().counter).toBe(1);
  });
});

describe('a LOCATION_CHANGE with a broken payload', () => {
  const at = (pathname: string): RouteLocation => ({ pathname, search: '', hash: '' });
  const broken: unknown[] = [
    { type: LOCATION_CHANGE },
    { type: LOCATION_CHANGE, payload: null },
    { type: LOCATION_CHANGE, payload: 'x' },
    { type: LOCATION_CHANGE, payload: {} },
    { type: LOCATION_CHANGE, payload: { location: null } },
    { type: LOCATION_CHANGE, payload: { location: { pathname: 1, search: '', hash: '' } } },
    { type: LOCATION_CHANGE, payload: { location: { pathname: '/x' } } },
  ];

  function routed() {
    const seen: string[] = [];
    const ruleOf = (name: string) =>
      function* run(location: RouteLocation): Saga<void> {
        seen.push(`${name} ${location.pathname}`);
        yield put({ type: 'nothing/here' });
      };
    const first = defineModel({
      namespace: 'first',
      state: 0,
      reducers: {},
      effects: {},
      onRouteChange: { order: 0, run: ruleOf('first') },
    });
    const late = defineModel({
      namespace: 'late',
      state: 0,
      reducers: {},
      effects: {},
      onRouteChange: { order: 1, run: ruleOf('late') },
    });
    const onError = vi.fn();
    const store = createModelStore({ models: { first }, later: ['late'], onError });
    const dispatchUntyped = (action: unknown) => (store.dispatch as (action: unknown) => unknown)(action);
    return { store, late, seen, onError, dispatchUntyped };
  }

  it('never throws from dispatch, reaches no rule, and is told to console.warn once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { seen, onError, dispatchUntyped } = routed();
    for (const action of broken) expect(() => dispatchUntyped(action)).not.toThrow();
    await settle();
    expect(seen).toEqual([]);
    expect(onError).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/@@router\/LOCATION_CHANGE without a \{ pathname, search, hash \} location/);
  });

  it('leaves the last good location in place: rules run for good ones, a late model catches up with it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, late, seen, dispatchUntyped } = routed();
    store.dispatch(locationChange(at('/good')));
    dispatchUntyped(broken[3]);
    await settle();
    store.model(late);
    await settle();
    expect(seen).toEqual(['first /good', 'late /good']);
    store.dispatch(locationChange(at('/next')));
    await settle();
    expect(seen.slice(2)).toEqual(['first /next', 'late /next']);
  });
});
