// The one human catalogue: every tool and style has one Chinese name, used everywhere (cards,
// workspace, my resources, accessible names, file names, page titles) and by the stand-in's
// template labels. Keys are the descriptors' (src/rules/tools/): a tool, style or track without
// a name here (or in en/catalog.ts) fails the type check.
import type { BgmTrack, StyleKey, ToolId } from '../../rules/catalog';

export const toolNames: Record<ToolId, string> = {
  avatar: '头像风格',
  gif: '会说话的动图',
  animation: '照片动起来',
  video3d: '3D 照片视频',
  cartoon: '卡通化',
  watercolor: '水彩画',
  tti: '文字生成图片',
  tts: '文字转语音',
};

/** `tool/style` → name. TTS voices say who speaks. */
export const styleNames: Record<StyleKey, string> = {
  'avatar/cartoon': '卡通',
  'avatar/clip/astronaut': '宇航员',
  'avatar/clip/celebrity': '明星',
  'avatar/clip/president': '总统',
  'avatar/clip/robot': '机器人',
  'avatar/pix/anime': '动漫',
  'avatar/pix/disney': '迪士尼',
  'avatar/pix/elegant': '优雅',
  'avatar/pix/penink': '钢笔画',
  'avatar/pix/pixar': '皮克斯',
  'avatar/pix/younger': '变年轻',
  'avatar/portrait': '素描肖像',
  'gif/boy': '男孩',
  'gif/cry': '哭泣',
  'gif/girl': '女孩',
  'gif/man': '大叔',
  'gif/miao': '喵喵',
  'gif/smile': '微笑',
  'gif/surprise': '惊讶',
  'gif/cute': '卖萌',
  'gif/distortion': '哈哈镜',
  'gif/fakelaugh': '假笑',
  'gif/glance': '瞥一眼',
  'gif/look': '张望',
  'gif/yawn2': '打哈欠',
  'gif/faklaugh2': '憋笑',
  'gif/trump1': '演讲',
  'gif/talk': '说话',
  'animation/cry': '哭泣',
  'animation/express': '表情丰富',
  'animation/laugh': '大笑',
  'animation/smile': '微笑',
  'animation/talk': '说话',
  'video3d/circle': '环绕',
  'video3d/swing': '摇摆',
  'video3d/zoom-in': '推近',
  'cartoon/cartoon': '卡通',
  'cartoon/portrait': '素描肖像',
  'watercolor/cezanne': '塞尚',
  'watercolor/monet': '莫奈',
  'watercolor/ukiyoe': '浮世绘',
  'watercolor/vangogh': '梵高',
  'tti/1000': '写实',
  'tti/1001': '插画',
  'tts/ttsch/0': '女声·温柔',
  'tts/ttsch/2': '男声·沉稳',
  'tts/ttsch/3': '女声·活泼',
  'tts/ttsch/4': '男声·阳光',
  'tts/ttsch/5': '童声·可爱',
  'tts/ttsen/0': '英文·女声',
  'tts/ttsen/1': '英文·电子音',
  'tts/ttsen/2': '英文·童声',
};

export const bgmNames: Record<BgmTrack, string> = { cheer: '欢快', great: '激昂' };

/** What each tool does, on its gallery card. */
export const toolDescriptions: Record<ToolId, string> = {
  avatar: '把照片变成皮克斯、动漫、宇航员等风格头像',
  gif: '让照片里的人说话、微笑、做表情',
  animation: '让静态照片中的人动起来',
  video3d: '照片变 3D 镜头视频，配背景音乐',
  cartoon: '一键把照片变成卡通形象',
  watercolor: '莫奈、梵高等大师风格的水彩画',
  tti: '输入一句描述，生成一张图片',
  tts: '把文字读出来，多种中英文音色',
};

/** The names as one area of the catalogue (src/locales/types.ts). */
export const catalog = {
  tools: toolNames,
  styles: styleNames,
  bgm: bgmNames,
  descriptions: toolDescriptions,
  /** A resource whose tool this app does not know (a newer server). */
  unknownTool: '未知类型',
  /** A creation in my resources and in accessible names: 「头像风格作品（皮克斯）」. */
  work: (tool: string, style: string) => `${tool}作品（${style}）`,
};
