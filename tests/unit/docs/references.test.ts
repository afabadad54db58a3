// Every reference to the contract can be followed inside the repository (issue 19, point 6):
// no file cites the owner's specification by its outside name, and every "contract.md §n"
// names a section docs/contract.md has.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src', 'mocks', 'tests', 'deploy', 'docs', 'README.md'];
const OUTSIDE_NAME = ['SPEC', 'md'].join('.');

function files(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  return readdirSync(path).flatMap((name) => files(join(path, name)));
}

const texts = ROOTS.flatMap(files)
  .filter((file) => /\.(ts|tsx|md|sh|js|css)$/.test(file))
  .map((file) => ({ file, text: readFileSync(file, 'utf8') }));

const sections = new Set([...readFileSync('docs/contract.md', 'utf8').matchAll(/^## (\d+)\./gm)].map((match) => match[1]));

describe('references to the contract', () => {
  it('docs/contract.md has the nine sections the references use', () => {
    expect([...sections]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('no file names the specification that lives outside the repository', () => {
    expect(texts.filter(({ text }) => text.includes(OUTSIDE_NAME)).map(({ file }) => file)).toEqual([]);
  });

  it('every "contract.md §n" names a section of docs/contract.md', () => {
    const broken = texts.flatMap(({ file, text }) =>
      [...text.matchAll(/contract\.md §(\d+)/g)].filter((m) => !sections.has(m[1])).map((m) => `${file}: §${m[1]}`),
    );
    const cited = texts.flatMap(({ text }) => [...text.matchAll(/contract\.md §(\d+)/g)]).length;
    expect(cited).toBeGreaterThan(50);
    expect(broken).toEqual([]);
  });
});
