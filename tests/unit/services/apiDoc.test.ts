// docs/api.md's endpoint table against the declarations (src/rules/wire/endpoints.ts): every
// declared endpoint has its row with its method and path, and no row names one that is not
// declared. Fast: it reads the file, no network.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../../../src/rules/wire/endpoints';

const doc = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');

/** 'name → METHOD /path' of each row of the table under "## Endpoints". */
function documentedEndpoints(markdown: string): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Endpoints'));
  if (!section) throw new Error('docs/api.md has no "## Endpoints" section');
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(function|-)/.test(line))
    .map((line) => {
      const [name, route] = line
        .split('|')
        .slice(1, 3)
        .map((cell) => cell.trim());
      const match = /^([A-Z]+) (\/\S+)/.exec(route);
      return `${name.split(' ')[0]} → ${match ? `${match[1]} ${match[2]}` : route}`;
    });
}

const declared = (Object.keys(endpoints) as EndpointName[]).map((name) => {
  const { method, host, path } = endpoints[name];
  return `${name} → ${method} ${host === 'api' ? '/miao' : ''}${path}`;
});

describe('docs/api.md', () => {
  it('lists every declared endpoint with its method and path, and nothing else', () => {
    expect(documentedEndpoints(doc).sort()).toEqual(declared.sort());
  });

  it('would see a missing row, a wrong path and an extra row', () => {
    const rows = doc.split('\n');
    const without = rows.filter((line) => !line.startsWith('| listGoods |')).join('\n');
    expect(documentedEndpoints(without)).not.toContain('listGoods → GET /miao/v1/shop/goods/list');
    const moved = doc.replace('| checkGoods | GET /miao/v1/shop/goods/check', '| checkGoods | GET /miao/v1/goods/check');
    expect(documentedEndpoints(moved)).toContain('checkGoods → GET /miao/v1/goods/check');
    expect(documentedEndpoints(moved).sort()).not.toEqual(declared.sort());
  });
});
