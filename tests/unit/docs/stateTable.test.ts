// docs/architecture.md's "State" table says what each model keeps. It drifted once (the
// session's `revoked` was missing), so the table's top-level keys are checked here against
// each model's initial state: every key the model has is in the table, and every key the
// table gives without `?` is in the model.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { initialExamples } from '../../../src/models/examples';
import { initialHistory } from '../../../src/models/history';
import { initialResources } from '../../../src/models/resources';
import { initialSession } from '../../../src/models/session';
import { initialShop } from '../../../src/models/shop';
import { initialTasks } from '../../../src/models/tasks';
import { initialTemplates } from '../../../src/models/templates';

const INITIAL: Record<string, object> = {
  session: initialSession,
  templates: initialTemplates,
  examples: initialExamples,
  resources: initialResources,
  shop: initialShop,
  tasks: initialTasks,
  history: initialHistory,
};

/** The rows of the table under "## State": key → its shape's text. */
function stateTable(): Map<string, string> {
  const doc = readFileSync(new URL('../../../docs/architecture.md', import.meta.url), 'utf8');
  const section = doc.split('\n## State\n')[1]?.split('\n## ')[0] ?? '';
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const match = /^\| `(\w+)` \| `(.*?)`/.exec(line);
    if (match) rows.set(match[1], match[2]);
  }
  return rows;
}

/** The top-level keys of a shape written as `{ a, b: { … }, c?: … }`, `?` kept. */
function topLevelKeys(shape: string): string[] {
  const inner = shape.trim().replace(/^\{/, '').replace(/\}$/, '');
  let depth = 0;
  let flat = '';
  for (const char of inner) {
    if ('{[('.includes(char)) depth++;
    if (depth === 0) flat += char;
    if ('}])'.includes(char)) depth--;
  }
  return flat
    .split(',')
    .map((part) => /^\s*(\w+\??)/.exec(part)?.[1])
    .filter((key): key is string => key !== undefined);
}

describe('docs/architecture.md, State', () => {
  const table = stateTable();

  it.each(Object.keys(INITIAL))('%s: the table names the keys the model keeps', (model) => {
    const shape = table.get(model);
    expect(shape, `no row for ${model}`).toBeDefined();
    const documented = topLevelKeys(shape ?? '');
    const kept = Object.keys(INITIAL[model]);
    expect(documented.map((key) => key.replace('?', ''))).toEqual(expect.arrayContaining(kept));
    expect(kept).toEqual(expect.arrayContaining(documented.filter((key) => !key.endsWith('?'))));
  });
});
