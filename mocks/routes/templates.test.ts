import { describe, expect, it } from 'vitest';
import type { TemplateListAnswer } from '../../src/rules/wire/types';
import { exampleLabels, TEMPLATED_TOOLS, toolOf } from '../../src/rules/catalog';
import { labelOf } from '../../src/models/examples';
import { splitTemplates } from '../../src/models/templates';
import { useMockServer } from '../server/testClient';

const mock = useMockServer();
const PATH = '/usee/v1/alg/template/latest';

async function latest(): Promise<TemplateListAnswer> {
  return (await mock.call<TemplateListAnswer>('GET', PATH)).body.data;
}

/** The answer as the wire spells it (fields in order), the signed covers' origin, expiry and signature fixed; a file's last newline. */
async function answerText(): Promise<string> {
  return JSON.stringify(await latest(), null, 2)
    .replaceAll(mock.origin(), 'http://stand-in')
    .replace(/expires=\d+&sign=[0-9a-f]+/g, 'expires=E&sign=S')
    .concat('\n');
}

describe(`GET ${PATH}`, () => {
  // The file holds the answer the stand-in gave before its entries were built from the tool
  // descriptors; the QA recordings and tests/integration read this answer. A change to a
  // template tool's styles, names or cost changes it on purpose: rewrite it with `vitest -u`.
  it('answers what it answered when each tool was written out by hand, field for field and in order', async () => {
    await expect(await answerText()).toMatchFileSnapshot('./__snapshots__/templates.answer.json');
  });

  it("the app sorts every entry to its own tool's list: each list holds its tool's styles, in order", async () => {
    const answer = await latest();
    const split = splitTemplates(answer);
    for (const { tool, source } of TEMPLATED_TOOLS) {
      const styles = [...toolOf(tool).styles];
      expect(
        split[source.list].map((e) => e.mode),
        tool,
      ).toEqual(styles);
      if (source.labels) expect(Object.keys(split[source.labels]), tool).toEqual(styles);
    }
    const sorted = TEMPLATED_TOOLS.reduce((n, { source }) => n + split[source.list].length, 0);
    expect(sorted, 'entries sorted, each once').toBe(answer.animation.length + answer.avatar.length);
  });

  it("each entry's cover is one of its style's examples", async () => {
    const { animation, avatar } = await latest();
    const entries = [...animation, ...avatar];
    for (const { tool, source } of TEMPLATED_TOOLS) {
      for (const style of toolOf(tool).styles) {
        const entry = entries.find((e) => e.mode === style && e.channel === source.entry.channel);
        const cover = labelOf(decodeURIComponent(new URL(entry?.cover ?? 'http://none/').pathname));
        expect(exampleLabels(tool, style), `${tool} ${style}`).toContain(cover);
      }
    }
  });
});
