// The core refuses a models map in which two models share a namespace, or a key differs
// from its model's namespace (the state key would lie about whose state it is).
import { expect, it } from 'vitest';
import { createModelStore, defineModel, ModelDefinitionError } from '../../../src/app';

const a = defineModel({ namespace: 'a', state: 0, reducers: {}, effects: {} });
const impostor = defineModel({ namespace: 'a', state: 1, reducers: {}, effects: {} });

it('throws a ModelDefinitionError naming the namespace', () => {
  expect(() => createModelStore({ models: { a, b: impostor } })).toThrow(ModelDefinitionError);
  expect(() => createModelStore({ models: { a, b: impostor } })).toThrow(/"a"/);
});

it('refuses a model stored under another key, and core state keys', () => {
  expect(() => createModelStore({ models: { b: a } })).toThrow(/key "b" holds the model "a"/);
  const loading = defineModel({ namespace: 'loading', state: 0, reducers: {}, effects: {} });
  expect(() => createModelStore({ models: { loading } })).toThrow(/core state key/);
});
