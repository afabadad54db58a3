// createAppStore refuses a models map in which two models share a namespace.
import { expect, it, vi } from 'vitest';
import type * as ModelsModule from '../../../src/app/models';

vi.mock('../../../src/app/models', async () => {
  const actual = await vi.importActual<typeof ModelsModule>('../../../src/app/models');
  const { defineModel } = await import('../../../src/app/model');
  // A second model under another key that reuses the 'session' namespace.
  const impostor = defineModel({ namespace: 'session', state: { goods: [] }, reducers: {}, effects: {} });
  return { models: { ...actual.models, shop: impostor } };
});

it('throws a ModelDefinitionError naming the namespace', async () => {
  const { createAppStore, ModelDefinitionError } = await import('../../../src/app');
  expect(() => createAppStore({ apiHost: 'http://api.test' })).toThrow(ModelDefinitionError);
  expect(() => createAppStore({ apiHost: 'http://api.test' })).toThrow(/namespace "session"/);
});
