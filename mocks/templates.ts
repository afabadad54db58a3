// The latest algorithm templates (product host): one 'expression' entry per GIF style, one
// 'animation' entry per animation style, and one avatar entry per avatar style.
import type { TemplateEntry, TemplateListAnswer } from '../src/services/types';
import { ANIMATION_STYLES, AVATAR_STYLES, GIF_STYLES, TOOLS } from '../src/rules/catalog';
import { exampleKey } from './media/catalog';
import { ok } from './server/reply';
import { signedUrl } from './server/sign';
import type { ApiHandler, RouteTable } from './server/types';

export const GIF_LABELS: Record<(typeof GIF_STYLES)[number], string> = {
  boy: '男孩',
  cry: '哭泣',
  girl: '女孩',
  man: '大叔',
  miao: '喵喵',
  smile: '微笑',
  surprise: '惊讶',
  cute: '卖萌',
  distortion: '哈哈镜',
  fakelaugh: '假笑',
  glance: '瞥一眼',
  look: '张望',
  yawn2: '打哈欠',
  faklaugh2: '憋笑',
  trump1: '演讲',
  talk: '说话',
};
export const ANIMATION_LABELS: Record<(typeof ANIMATION_STYLES)[number], string> = {
  cry: '哭泣',
  express: '表情丰富',
  laugh: '大笑',
  smile: '微笑',
  talk: '说话',
};
export const AVATAR_LABELS: Record<(typeof AVATAR_STYLES)[number], string> = {
  cartoon: '卡通',
  'clip/astronaut': '宇航员',
  'clip/celebrity': '明星',
  'clip/president': '总统',
  'clip/robot': '机器人',
  'pix/anime': '动漫',
  'pix/disney': '迪士尼',
  'pix/elegant': '优雅',
  'pix/penink': '钢笔画',
  'pix/pixar': '皮克斯',
  'pix/younger': '变年轻',
  portrait: '素描肖像',
};

const latest: ApiHandler<TemplateListAnswer> = (req) => {
  const cover = (label: string) => signedUrl(req.origin, exampleKey(label));
  const animation: TemplateEntry[] = [
    ...GIF_STYLES.map((mode) => ({
      action: 'expression',
      mode,
      channel: 'gif',
      label: GIF_LABELS[mode],
      cost: TOOLS.gif.cost,
      cover: cover(`gif/${mode}/after`),
    })),
    ...ANIMATION_STYLES.map((mode) => ({
      action: 'animation',
      mode,
      channel: 'animation',
      label: ANIMATION_LABELS[mode],
      cost: TOOLS.animation.cost,
      cover: cover(`video/animation/${mode}/before`),
    })),
  ];
  const avatar: TemplateEntry[] = AVATAR_STYLES.map((mode) => ({
    channel: 'avatar',
    mode,
    label: AVATAR_LABELS[mode],
    cost: TOOLS.avatar.cost,
    cover: cover(`avatar/${mode}/after`),
  }));
  return ok({ animation, avatar });
};

export default {
  'GET /usee/v1/alg/template/latest': latest,
} satisfies RouteTable;
