// A tool is a descriptor file in src/rules/tools/ and its line in that folder's index.ts.
// A descriptor written but not registered would type-check and never show: this fails then,
// naming the file. It also holds each registered tool to its key (TOOLS.x.id === 'x').
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../../src/rules/catalog';

const folder = fileURLToPath(new URL('../../../src/rules/tools/', import.meta.url));
const descriptorFiles = readdirSync(folder).filter((name) => /\.ts$/.test(name) && !['index.ts', 'define.ts'].includes(name));

function looksLikeDescriptor(value: unknown): value is { id: unknown } {
  return typeof value === 'object' && value !== null && 'id' in value && 'styles' in value && 'input' in value;
}

describe('the tool descriptors', () => {
  it.each(descriptorFiles)('%s is registered in src/rules/tools/index.ts', async (name) => {
    const exported: Record<string, unknown> = await import(`../../../src/rules/tools/${name}`);
    const descriptors = Object.values(exported).filter(looksLikeDescriptor);
    expect(descriptors.length, `${name} exports no descriptor`).toBeGreaterThan(0);
    for (const descriptor of descriptors) expect(Object.values(TOOLS)).toContain(descriptor);
  });

  it('are registered under their own id, one file each', () => {
    for (const [key, descriptor] of Object.entries(TOOLS)) expect(descriptor.id).toBe(key);
    expect(Object.keys(TOOLS)).toHaveLength(descriptorFiles.length);
  });
});
