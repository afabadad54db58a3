// Every style of a still tool made once per test file from the two test faces (the woman with
// seeds 1 and 2, the man with seed 1), before the file's tests: what the per-style tests of
// cartoon.test.ts and watercolor.test.ts read, keyed `${style}/${person}/${seed}`.
import type { ToolId } from '../../../src/rules/catalog';
import type { Progress, Recipe, RecipeOutput } from '../types';
import { samplePortrait } from './faces';
import { prepared } from './prepared';

export interface StyleRuns {
  /** One more result of `style` from `photo` (the recipe run again, as a run makes it). */
  make: (style: string, photo: Uint8Array, seed?: number, progress?: Progress) => Promise<RecipeOutput>;
  /** A result made before the tests, e.g. `portrait/woman/1`. */
  result: (key: string) => RecipeOutput;
}

export function styleRuns(tool: ToolId, recipe: Recipe, styles: readonly string[]): StyleRuns {
  const results = new Map<string, RecipeOutput>();
  const make: StyleRuns['make'] = (style, photo, seed = 1, progress = () => {}) =>
    prepared(photo).then((ready) => recipe({ tool, style, seed, ...ready }, progress));

  beforeAll(async () => {
    const [woman, man] = [await samplePortrait('woman'), await samplePortrait('man')];
    for (const style of styles) {
      results.set(`${style}/woman/1`, await make(style, woman, 1));
      results.set(`${style}/woman/2`, await make(style, woman, 2));
      results.set(`${style}/man/1`, await make(style, man, 1));
    }
  }, 300_000);

  const result = (key: string): RecipeOutput => {
    const found = results.get(key);
    if (!found) throw new Error(`no result ${key}`);
    return found;
  };
  return { make, result };
}
