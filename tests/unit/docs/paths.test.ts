// Every repository path a document or a comment cites is there: docs/, the README and the CSS
// and shell files whole, the code's comments (a path inside a string is data, a test's own
// fixture, not a citation). A module may be cited without its extension, as it is imported;
// a path git ignores is made at run time and need not be there.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = [
  'src',
  'mocks',
  'tests',
  'deploy',
  'docs',
  'README.md',
  'rsbuild.config.ts',
  'eslint.config.js',
  'vitest.config.ts',
];
/** A path into one of the repository's folders, not part of a longer path or word. */
const CITED = /(?<![\w./-])((?:src|mocks|tests|docs|deploy|public|\.ci)\/[\w.@/-]*\w)/g;
/**
 * A file cited from the citing file's own folder, with its extension (a bare './x' is an
 * example, and a quoted one an import written out).
 */
const RELATIVE = /(?<![\w./'"-])(\.\.?\/[\w.@/-]*\.(?:ts|tsx|mjs|js|css|md))(?![\w/])/g;
const WHOLE = /\.(md|css|sh)$/;

function files(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  return readdirSync(path).flatMap((name) => files(join(path, name)));
}

/** The comments of a code file (`//` to the end of a line, and the lines of a block comment). */
function comments(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed.startsWith('*') || trimmed.startsWith('/*')) return line;
      const at = line.indexOf('//');
      return at >= 0 ? line.slice(at) : '';
    })
    .join('\n');
}

/** A path git ignores is made at run time (deploy/run/, .mock-data/): cited as where things go, absent from a fresh clone. */
const generated = (path: string) =>
  [path, `${path}/`].some((asked) => spawnSync('git', ['check-ignore', '-q', asked]).status === 0);

const exists = (path: string) =>
  ['', '.ts', '.tsx', '/index.ts'].some((ending) => existsSync(path + ending)) ||
  existsSync(path.replace(/\.js$/, '.ts')) ||
  generated(path);

describe('paths cited in docs and comments', () => {
  const sources = ROOTS.flatMap(files).filter((file) => /\.(ts|tsx|md|sh|js|mjs|css)$/.test(file));

  it('every one is in the repository', () => {
    const missing = sources.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const cited = WHOLE.test(file) ? text : comments(text);
      const fromRoot = [...cited.matchAll(CITED)].map((match) => match[1]);
      // Relative citations only in code: the documents' are links, checked with their pages.
      const fromHere = WHOLE.test(file) ? [] : [...cited.matchAll(RELATIVE)].map((match) => join(dirname(file), match[1]));
      return [...fromRoot, ...fromHere].filter((path) => !exists(path)).map((path) => `${file}: ${path}`);
    });
    expect(missing).toEqual([]);
  });

  it('the check reads citations (a renamed file would be caught)', () => {
    const comment = '/'.repeat(2); // written so that this test's own line is no citation
    const sample = `${comment} see mocks/server/making.ts and docs/mocks.md\nconst x = "src/nowhere.ts";`;
    const cited = [...comments(sample).matchAll(CITED)];
    expect(cited.map((match) => match[1])).toEqual(['mocks/server/making.ts', 'docs/mocks.md']);
    expect(exists('mocks/server/making.ts') && !exists('mocks/server/making.test.ts')).toBe(true);
    const relative = `${comment} decoded once (../../prepare.ts), drawn by ./svgCanvas.ts\nimport { x } from './y.ts';`;
    expect([...comments(relative).matchAll(RELATIVE)].map((match) => match[1])).toEqual(['../../prepare.ts', './svgCanvas.ts']);
  });
});

describe('the README', () => {
  it('lists every npm script in its scripts table', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    const readme = readFileSync('README.md', 'utf8');
    // In the table's first column: `npm start`, `npm test`, `npm run <name>`.
    const named = (name: string) => (name === 'start' || name === 'test' ? `| \`npm ${name}\`` : `\`npm run ${name}\``);
    expect(Object.keys(scripts).filter((name) => !readme.includes(named(name)))).toEqual([]);
  });
});
