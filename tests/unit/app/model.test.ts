// defineModel: generated creators and `ns/name` types, namespace routing, the dev-time check.
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createModelStore, type Saga } from '../../../src/app';
import { defineModel, ModelDefinitionError, type PayloadAction } from '../../../src/app/model';
import { assertDistinctNamespaces } from '../../../src/app/model';
import { session } from '../../../src/models/session';
import { resources } from '../../../src/models/resources';

function* noop(): Saga<void> {}
function* withPayload(_action: PayloadAction<'counter/addLater', { by: number }>): Saga<void> {}

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
    for (const reducers of [null, 1, new Map()]) {
      expect(define({ reducers })).toThrow(/defineModel\(m\): "reducers" is .*; give an object of reducer functions/);
    }
    expect(define({ effects: null })).toThrow('"effects" is null');
    expect(define({ effects: [] })).toThrow('"effects" is an array');
  });

  it("refuses a reducers array that is not dva's [Object, Function], saying so", () => {
    const add = (n: number) => n + 1;
    const enhancer = (reducer: unknown) => reducer;
    for (const reducers of [
      [],
      [{ add }],
      [{ add }, enhancer, enhancer],
      [enhancer, { add }],
      [{ add }, 'undoable'],
      [[], enhancer],
    ]) {
      expect(define({ reducers })).toThrow(ModelDefinitionError);
      expect(define({ reducers })).toThrow(
        /defineModel\(m\): "reducers" with array should be \[Object, Function\] \(\[reducers, enhancer\]\)/,
      );
    }
    expect(define({ reducers: [{ add }, 'undoable'] })).toThrow('got [an object, string]');
    expect(define({ reducers: [{ add: 'x' }, enhancer] })).toThrow(/reducer "add" is string, not a function/);
    expect(define({ reducers: [{ add }, enhancer] })).not.toThrow();
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

describe('defineModel: [reducers, enhancer] (dva)', () => {
  type Undoable = { n: number; past: number[] };
  // An undo enhancer, as dva's docs show: it wraps the model's combined reducer.
  const undoable =
    (reducer: (state: Undoable | undefined, action: { type: string; payload?: unknown }) => Undoable) =>
    (state: Undoable | undefined, action: { type: string; payload?: unknown }): Undoable => {
      if (action.type === 'history/undo' && state && state.past.length > 0) {
        return { n: state.past[state.past.length - 1], past: state.past.slice(0, -1) };
      }
      const next = reducer(state, action);
      return state && next !== state ? { ...next, past: [...state.past, state.n] } : next;
    };
  const start: Undoable = { n: 0, past: [] };
  // Made inside each test, so a core that refuses the form fails the test, not the file.
  const historyModel = () =>
    defineModel({
      namespace: 'history',
      state: start,
      reducers: [
        {
          add: (state: Undoable, by: number): Undoable => ({ ...state, n: state.n + by }),
          undo: (state: Undoable): Undoable => state,
        },
        undoable,
      ],
      effects: {},
    });

  it('makes the creators from the object and runs every action through the enhancer', () => {
    const history = historyModel();
    expect(Object.keys(history.actions).sort()).toEqual(['add', 'undo']);
    expectTypeOf(history.actions.add).parameter(0).toEqualTypeOf<number>();
    const s0 = history.reducer(undefined, { type: '@@INIT' });
    expect(s0).toEqual({ n: 0, past: [] });
    const s2 = history.reducer(history.reducer(s0, history.actions.add(2)), history.actions.add(3));
    expect(s2).toEqual({ n: 5, past: [0, 2] });
    expect(history.reducer(s2, history.actions.undo())).toEqual({ n: 2, past: [0] });
    // Another namespace's action leaves the state alone through the enhancer too.
    expect(history.reducer(s2, { type: 'other/add', payload: 1 })).toBe(s2);
  });

  it('works in a store', () => {
    const history = historyModel();
    const store = createModelStore({ models: { history } });
    store.dispatch(history.actions.add(4));
    store.dispatch(history.actions.add(1));
    store.dispatch(history.actions.undo());
    expect(store.getState().history).toEqual({ n: 4, past: [0] });
  });
});

describe("defineModel: dva's prefixNamespace warning", () => {
  it('warns once per key that starts with `${namespace}/`, and the model still works', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const define = () =>
      defineModel({
        namespace: 'prefixed',
        state: 0,
        reducers: { 'prefixed/add': (n: number) => n + 1, plain: (n: number) => n },
        effects: { 'prefixed/load': noop, other: noop },
      });
    const model = define();
    expect(warn.mock.calls).toEqual([
      ['[prefixNamespace]: reducer prefixed/add should not be prefixed with namespace prefixed'],
      ['[prefixNamespace]: effect prefixed/load should not be prefixed with namespace prefixed'],
    ]);
    // The same model again (a hot replacement) says nothing new.
    define();
    expect(warn).toHaveBeenCalledTimes(2);
    // dva keeps going with the doubled type: prefixed/prefixed/add still reaches its reducer.
    expect(model.actions['prefixed/add'].type).toBe('prefixed/prefixed/add');
    expect(model.reducer(0, model.actions['prefixed/add']())).toBe(1);
  });

  it('says nothing for keys without the prefix', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    defineModel({ namespace: 'clean', state: 0, reducers: { add: (n: number) => n + 1 }, effects: { load: noop } });
    expect(warn).not.toHaveBeenCalled();
  });
});
