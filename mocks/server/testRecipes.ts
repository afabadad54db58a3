// A stand-in test that makes runs with the engine on (MOCK_ENGINE=local) but with quick test
// recipes (mocks/engine/testing/recipes.ts: each answers its input as JSON): faces are found
// for real, results come in milliseconds. Registers the suite's hooks; the engine's own
// recipes come back after.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { configureMock } from './config';
import { configureEngine } from '../engine';

/** `recipes`: the quick table; `slowRecipes`: recipes that take their time, to stop one midway. */
export function useTestRecipes(table: 'recipes' | 'slowRecipes' = 'recipes'): void {
  beforeAll(async () => {
    await configureEngine({ recipes: new URL(`../engine/testing/${table}.ts`, import.meta.url) });
  });
  afterAll(async () => {
    await configureEngine({ recipes: undefined });
  });
  beforeEach(() => {
    configureMock({ engine: 'local' });
  });
}
