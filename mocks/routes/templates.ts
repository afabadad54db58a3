// Labels come from the one human catalogue the page uses (src/locales/zh-CN/catalog.ts).
// The latest algorithm templates (product host): one 'expression' entry per GIF style, one
// 'animation' entry per animation style, and one avatar entry per avatar style.
import type { TemplateEntry, TemplateListAnswer } from '../../src/rules/wire/types';
import { TOOLS } from '../../src/rules/catalog';
import { exampleKey } from '../media/catalog';
import { ok } from '../server/reply';
import { signedUrl } from '../server/sign';
import type { ApiHandler } from '../server/types';
import { styleNameIn } from '../../src/locales/names';
import { catalog as zhNames } from '../../src/locales/zh-CN/catalog';
import type { ToolId } from '../../src/rules/catalog';
import { standIn } from '../server/endpoints';

function labelsOf<S extends string>(tool: ToolId, styles: readonly S[]): Record<S, string> {
  return Object.fromEntries(styles.map((style) => [style, styleNameIn(zhNames, tool, style)])) as Record<S, string>;
}

export const GIF_LABELS = labelsOf('gif', TOOLS.gif.styles);
export const ANIMATION_LABELS = labelsOf('animation', TOOLS.animation.styles);
export const AVATAR_LABELS = labelsOf('avatar', TOOLS.avatar.styles);

const latest: ApiHandler<TemplateListAnswer> = (req) => {
  const cover = (label: string) => signedUrl(req.origin, exampleKey(label));
  const animation: TemplateEntry[] = [
    ...TOOLS.gif.styles.map((mode) => ({
      action: 'expression',
      mode,
      channel: 'gif',
      label: GIF_LABELS[mode],
      cost: TOOLS.gif.cost,
      cover: cover(`gif/${mode}/after`),
    })),
    ...TOOLS.animation.styles.map((mode) => ({
      action: 'animation',
      mode,
      channel: 'animation',
      label: ANIMATION_LABELS[mode],
      cost: TOOLS.animation.cost,
      cover: cover(`video/animation/${mode}/before`),
    })),
  ];
  const avatar: TemplateEntry[] = TOOLS.avatar.styles.map((mode) => ({
    channel: 'avatar',
    mode,
    label: AVATAR_LABELS[mode],
    cost: TOOLS.avatar.cost,
    cover: cover(`avatar/${mode}/after`),
  }));
  return ok({ animation, avatar });
};

export default standIn({ getTemplates: latest });
