// The recipe table the benchmark's pool uses: the stand-in's own (mocks/engine/recipes/index.ts)
// when it loads, else each tool's recipe that loads on its own, so the tools already written
// can be measured while others are still being written. A tool left out answers "no recipe".
import type { ToolId } from '../../../src/rules/catalog';
import { TOOL_IDS } from '../../../src/rules/tools';
import type { Recipe } from '../../../mocks/engine/types';

type RecipeTable = Partial<Record<ToolId, Recipe>>;

function isRecipe(value: unknown): value is Recipe {
  return typeof value === 'function';
}

function recipeIn(module: unknown, tool: ToolId): Recipe | undefined {
  if (typeof module !== 'object' || module === null) return undefined;
  const named: unknown = Reflect.get(module, tool);
  return isRecipe(named) ? named : undefined;
}

/** The recipes of a module exporting a table (`recipes`), each checked to be a function. */
function tableIn(module: unknown): RecipeTable | undefined {
  if (typeof module !== 'object' || module === null) return undefined;
  const table: unknown = Reflect.get(module, 'recipes');
  if (typeof table !== 'object' || table === null) return undefined;
  const found: RecipeTable = {};
  for (const tool of TOOL_IDS) {
    const recipe = recipeIn(table, tool);
    if (recipe) found[tool] = recipe;
  }
  return found;
}

async function loadTable(): Promise<RecipeTable> {
  try {
    const whole = tableIn(await import(new URL('../../../mocks/engine/recipes/index.ts', import.meta.url).href));
    if (whole) return whole;
  } catch {
    // A recipe of the table is missing or broken: take the others one by one.
  }
  const table: RecipeTable = {};
  for (const tool of TOOL_IDS) {
    try {
      const recipe = recipeIn(await import(new URL(`../../../mocks/engine/recipes/${tool}.ts`, import.meta.url).href), tool);
      if (recipe) table[tool] = recipe;
    } catch {
      // Not written yet (or does not load): reported as missing by the benchmark.
    }
  }
  return table;
}

export const recipes: RecipeTable = await loadTable();
