// docs/testing.md "1. An effect, step by step" shows real tests (issue 34, item 7): every code
// block of that section is found word for word in the test file the text before it names, and
// that file runs with the suite, so an example cannot go stale without this test failing.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SECTION = '## 1. An effect, step by step';
const docs = readFileSync('docs/testing.md', 'utf8');

/** The section's text, up to the next heading of its level. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) return '';
  const end = text.indexOf('\n## ', start + heading.length + 2);
  return text.slice(start, end < 0 ? undefined : end);
}

interface Example {
  /** The last `tests/….ts` path named between the previous block and this one (none: the previous block's). */
  file: string | undefined;
  code: string;
}

function examples(text: string): Example[] {
  const found: Example[] = [];
  const fence = /```ts\n([\s\S]*?)```/g;
  let prose = 0;
  for (const match of text.matchAll(fence)) {
    const before = text.slice(prose, match.index);
    const named = [...before.matchAll(/`(tests\/[\w/.-]+\.tsx?)`/g)].map((m) => m[1]);
    found.push({ file: named.at(-1) ?? found.at(-1)?.file, code: match[1] });
    prose = match.index + match[0].length;
  }
  return found;
}

/** The block as it stands in the file, at any indentation (a block from inside a `describe`). */
function quotedIn(source: string, code: string): boolean {
  const lines = code.replace(/\n$/, '').split('\n');
  return [0, 2, 4, 6, 8].some((indent) =>
    source.includes(lines.map((line) => (line === '' ? line : ' '.repeat(indent) + line)).join('\n')),
  );
}

describe(`docs/testing.md "${SECTION.slice(3)}"`, () => {
  const blocks = examples(section(docs, SECTION));

  it('has its examples: the login exchange, templates, buy, pay, the payment poll, create, begin, runPhoto, rerun', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    const all = blocks.map((block) => block.code).join('\n');
    for (const effect of ['login(', 'buy(', 'pay(', 'waitForPayment(', 'create(', 'begin(', 'runPhoto(', 'rerun(']) {
      expect(all, effect).toContain(effect);
    }
  });

  it('every block names the test file it comes from, under tests/, which exists', () => {
    expect(blocks.filter((block) => block.file === undefined).map((block) => block.code.split('\n')[0])).toEqual([]);
    expect(blocks.filter((block) => block.file && !existsSync(block.file)).map((block) => block.file)).toEqual([]);
  });

  it('every block is found word for word in the file it names', () => {
    const stale = blocks
      .filter((block) => block.file && existsSync(block.file))
      .filter((block) => !quotedIn(readFileSync(block.file ?? '', 'utf8'), block.code))
      .map((block) => `${block.file}: ${block.code.split('\n')[0]}`);
    expect(stale).toEqual([]);
  });

  it('finds a block changed on one side only', () => {
    const source = "describe('x', () => {\n  it('y', () => {\n    expect(1).toBe(1);\n  });\n});\n";
    expect(quotedIn(source, "it('y', () => {\n  expect(1).toBe(1);\n});\n")).toBe(true);
    expect(quotedIn(source, "it('y', () => {\n  expect(1).toBe(2);\n});\n")).toBe(false);
  });
});
