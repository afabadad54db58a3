// defineModel: generated creators and `ns/name` types, namespace routing, the dev-time check.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineModel, ModelDefinitionError, type PayloadAction } from '../../../src/app/model';
import { assertDistinctNamespaces } from '../../../src/app/model';
import { session } from '../../../src/models/session';
import { resources } from '../../../src/models/resources';

function* noop(): Generator<never, void> {}
function* withPayload(_action: PayloadAction<'counter/addLater', { by: number }>): Generator<never, void> {}

const counter = defineModel({
  namespace: 'counter',
  state: { n: 0 },
  reducers: {
    add: (state: { n: number }, by: number) => ({ n: state.n + by }),
    reset: () => ({ n: 0 }),
  },
  effects: { addLater: withPayload, tick: [noop, { type: 'throttle', ms: 10 }] as const },
});

describe('defineModel: generated action creators', () => {
  it('makes one creator per reducer and effect, typed `namespace/name`', () => {
    expect(counter.actions.add(2)).toEqual({ type: 'counter/add', payload: 2 });
    expect(counter.actions.reset()).toEqual({ type: 'counter/reset', payload: undefined });
    expect(counter.actions.addLater({ by: 3 })).toEqual({ type: 'counter/addLater', payload: { by: 3 } });
    expect(Object.keys(counter.actions).sort()).toEqual(['add', 'addLater', 'reset', 'tick']);
    expect(session.actions.login({ code: 'c', state: 's' })).toEqual({
      type: 'session/login',
      payload: { code: 'c', state: 's' },
    });
    expect(resources.actions.removeMany({ ids: ['a'] }).type).toBe('resources/removeMany');
  });

  it('types the creators from the reducers and effects (checked by tsc)', () => {
    expectTypeOf(counter.actions.add).parameter(0).toEqualTypeOf<number>();
    expectTypeOf(counter.actions.add(1)).toEqualTypeOf<PayloadAction<'counter/add', number>>();
    expectTypeOf(session.actions.fetchInfo()).toEqualTypeOf<PayloadAction<'session/fetchInfo', undefined>>();
    // @ts-expect-error a payload of the wrong type does not compile
    counter.actions.add('2');
    // @ts-expect-error an action that no reducer or effect defines does not exist
    void counter.actions.save;
  });

  it('creators carry .type and .match (Redux Toolkit style): no hand-typed strings needed', () => {
    expect(counter.actions.add.type).toBe('counter/add');
    expect(counter.actions.addLater.type).toBe('counter/addLater');
    expect(String(counter.actions.reset)).toBe('counter/reset');
    expect(counter.actions.add.match(counter.actions.add(1))).toBe(true);
    expect(counter.actions.add.match(counter.actions.reset())).toBe(false);
    expect(counter.actions.add.match({ type: 'counter/add' })).toBe(true);
  });

  it('ignores names inherited from Object (a "toString" action changes nothing)', () => {
    const s0 = counter.reducer(undefined, { type: '@@INIT' });
    expect(counter.reducer(s0, { type: 'counter/toString' })).toBe(s0);
    expect(counter.reducer(s0, { type: 'counter/constructor' })).toBe(s0);
  });

  it('the model reducer handles only its own namespace and unknown names leave state alone', () => {
    const s0 = counter.reducer(undefined, { type: '@@INIT' });
    expect(s0).toEqual({ n: 0 });
    const s1 = counter.reducer(s0, counter.actions.add(5));
    expect(s1).toEqual({ n: 5 });
    expect(counter.reducer(s1, { type: 'other/add', payload: 1 })).toBe(s1);
    expect(counter.reducer(s1, { type: 'counter/nope', payload: 1 })).toBe(s1);
    // An effect name is not a reducer: the state does not change.
    expect(counter.reducer(s1, counter.actions.addLater({ by: 1 }))).toBe(s1);
  });
});

describe('defineModel: the development-time check', () => {
  // Bad models are, by definition, ill-typed: build them through an untyped door.
  const define = (config: Record<string, unknown>) => () =>
    defineModel({ namespace: 'm', state: {}, reducers: {}, effects: {}, ...config } as never);

  it('refuses a missing or empty namespace', () => {
    expect(define({ namespace: undefined })).toThrow(ModelDefinitionError);
    expect(define({ namespace: undefined })).toThrow(/namespace is missing/);
    expect(define({ namespace: '' })).toThrow(/namespace is missing/);
    expect(define({ namespace: '   ' })).toThrow(/namespace is missing/);
    expect(define({ namespace: 'a/b' })).toThrow(/must not contain "\/"/);
  });

  it('refuses an effect option type that does not exist', () => {
    expect(define({ effects: { go: [noop, { type: 'takeSometimes' }] } })).toThrow(
      /effect "go" has option type "takeSometimes"; use one of takeEvery, takeLatest/,
    );
  });

  it('refuses throttle without a positive ms', () => {
    expect(define({ effects: { go: [noop, { type: 'throttle' }] } })).toThrow(/throttle without a positive "ms"/);
    expect(define({ effects: { go: [noop, { type: 'throttle', ms: 0 }] } })).toThrow(ModelDefinitionError);
  });

  it('refuses a key that is both a reducer and an effect', () => {
    expect(define({ reducers: { save: (s: object) => s }, effects: { save: noop } })).toThrow(
      /"save" is both a reducer and an effect/,
    );
  });

  it('refuses an effect that is not a function', () => {
    expect(define({ effects: { go: 'fetch' } })).toThrow(/defineModel\(m\): effect "go" is string, not a generator function/);
    expect(define({ effects: { go: [noop] } })).toThrow(/effect "go" is an array but not \[generator, \{ type \}\]/);
    expect(define({ effects: { go: [noop, 'takeLatest'] } })).toThrow(/effect "go" is an array but not/);
    expect(define({ effects: { go: ['fetch', { type: 'takeLatest' }] } })).toThrow(/effect "go" is string, not a generator/);
  });

  it('refuses effects or reducers that are not an object of them, naming the model and the part', () => {
    for (const effects of [null, [], 'x', () => undefined, new Map()]) {
      expect(define({ effects })).toThrow(ModelDefinitionError);
      expect(define({ effects })).toThrow(/defineModel\(m\): "effects" is .*; give an object of effects by name/);
    }
    for (const reducers of [null, [], 1]) {
      expect(define({ reducers })).toThrow(/defineModel\(m\): "reducers" is .*; give an object of reducer functions/);
    }
    expect(define({ effects: null })).toThrow('"effects" is null');
    expect(define({ effects: [] })).toThrow('"effects" is an array');
  });

  it('refuses a reducer that is not a function, naming it', () => {
    expect(define({ reducers: { save: { n: 1 } } })).toThrow(/defineModel\(m\): reducer "save" is an object, not a function/);
  });

  it('refuses a missing state or a function as the state; null is a state', () => {
    expect(define({ state: undefined })).toThrow(/defineModel\(m\): "state" is missing/);
    expect(define({ state: () => ({}) })).toThrow(/"state" is a function/);
    expect(define({ state: null })).not.toThrow();
  });

  it('accepts a model with no reducers or effects, and an object without a prototype', () => {
    expect(define({ reducers: Object.create(null) as object, effects: {} })).not.toThrow();
  });

  it('accepts every documented option', () => {
    for (const options of [
      { type: 'takeEvery' },
      { type: 'takeLatest' },
      { type: 'takeLeading' },
      { type: 'watcher' },
      { type: 'throttle', ms: 5 },
    ]) {
      expect(define({ effects: { go: [noop, options] } })).not.toThrow();
    }
  });

  it('refuses two models with one namespace in a store', () => {
    const twin = defineModel({ namespace: 'counter', state: {}, reducers: {}, effects: {} });
    expect(() => assertDistinctNamespaces([counter, session, twin])).toThrow(/two models use the namespace "counter"/);
    expect(() => assertDistinctNamespaces([counter, session])).not.toThrow();
  });
});
