// The latest algorithm templates (product host): one entry per style of every template tool,
// built from its descriptor (src/rules/tools/: the answer's array, action and channel, the
// example that is its cover), with its name from the one human catalogue the page uses
// (src/locales/zh-CN/catalog.ts) and its cost.
import type { TemplateEntry, TemplateListAnswer } from '../../src/rules/wire/types';
import { TEMPLATED_TOOLS, toolOf, type TemplateChannel } from '../../src/rules/catalog';
import { exampleKey } from '../media/catalog';
import { ok } from '../server/reply';
import { signedUrl } from '../server/sign';
import type { ApiHandler } from '../server/types';
import { styleNameIn } from '../../src/locales/names';
import { catalog as zhNames } from '../../src/locales/zh-CN/catalog';
import { standIn } from '../server/endpoints';

type Details = Pick<TemplateEntry, 'label' | 'cost' | 'cover'>;

/** The fields in the order the stand-in has always written them (the QA recordings hold its answer). */
function entryOf(own: TemplateChannel, mode: string, details: Details): TemplateEntry {
  return own.answer === 'animation'
    ? { action: own.action, mode, channel: own.channel, ...details }
    : { channel: own.channel, mode, ...details };
}

const latest: ApiHandler<TemplateListAnswer> = (req) => {
  const answer: TemplateListAnswer = { animation: [], avatar: [] };
  for (const { tool, source } of TEMPLATED_TOOLS) {
    const { styles, cost, examples } = toolOf(tool);
    for (const mode of styles) {
      const cover = signedUrl(req.origin, exampleKey(`${examples.base}/${mode}/${source.entry.cover}`));
      answer[source.entry.answer].push(entryOf(source.entry, mode, { label: styleNameIn(zhNames, tool, mode), cost, cover }));
    }
  }
  return ok(answer);
};

export default standIn({ getTemplates: latest });
