// What buysPaysOnThePayPageThenMyResources.test.ts (recorded with the QA recorder) answers and checks that is too large to
// read among its steps: photos (as data URLs: type, size and hash above each) and long answers.
import { ORIGIN } from '../../testing/recorded';

export const TEMPLATE_LATEST_ANIMATION_MAN = {
  action: 'expression',
  mode: 'man',
  channel: 'gif',
  label: '大叔',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/man/after.gif`,
};

export const TEMPLATE_LATEST_ANIMATION_CRY_2 = {
  action: 'expression',
  mode: 'cry',
  channel: 'gif',
  label: '哭泣',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/cry/after.gif`,
};

export const TEMPLATE_LATEST_ANIMATION_BOY = {
  action: 'expression',
  mode: 'boy',
  channel: 'gif',
  label: '男孩',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/boy/after.gif`,
};

export const TEMPLATE_LATEST_ANIMATION_TALK_2 = {
  action: 'expression',
  mode: 'talk',
  channel: 'gif',
  label: '说话',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/talk/after.gif`,
};

export const TEMPLATE_LATEST_ANIMATION_LOOK = {
  action: 'expression',
  mode: 'look',
  channel: 'gif',
  label: '张望',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/look/after.gif`,
};

export const TEMPLATE_LATEST_ANIMATION_CUTE = {
  action: 'expression',
  mode: 'cute',
  channel: 'gif',
  label: '卖萌',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/cute/after.gif`,
};

export const TEMPLATE_LATEST_ANIMATION_MIAO = {
  action: 'expression',
  mode: 'miao',
  channel: 'gif',
  label: '喵喵',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/miao/after.gif`,
};

export const TEMPLATE_LATEST_ANIMATION_GIRL = {
  action: 'expression',
  mode: 'girl',
  channel: 'gif',
  label: '女孩',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/girl/after.gif`,
};

export const TEMPLATE_LATEST_ANIMATION_SMILE_2 = {
  action: 'expression',
  mode: 'smile',
  channel: 'gif',
  label: '微笑',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/smile/after.gif`,
};

export const TEMPLATE_LATEST_ANIMATION_YAWN2 = {
  action: 'expression',
  mode: 'yawn2',
  channel: 'gif',
  label: '打哈欠',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/yawn2/after.gif`,
};

export const TEMPLATE_LATEST_ANIMATION_TRUMP1 = {
  action: 'expression',
  mode: 'trump1',
  channel: 'gif',
  label: '演讲',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/trump1/after.gif`,
};

export const TEMPLATE_LATEST_ANIMATION_GLANCE = {
  action: 'expression',
  mode: 'glance',
  channel: 'gif',
  label: '瞥一眼',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/glance/after.gif`,
};

export const TEMPLATE_LATEST_ANIMATION_SURPRISE = {
  action: 'expression',
  mode: 'surprise',
  channel: 'gif',
  label: '惊讶',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/surprise/after.gif`,
};

export const TEMPLATE_LATEST_ANIMATION_FAKLAUGH2 = {
  action: 'expression',
  mode: 'faklaugh2',
  channel: 'gif',
  label: '憋笑',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/faklaugh2/after.gif`,
};

export const TEMPLATE_LATEST_ANIMATION_FAKELAUGH = {
  action: 'expression',
  mode: 'fakelaugh',
  channel: 'gif',
  label: '假笑',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/fakelaugh/after.gif`,
};

export const TEMPLATE_LATEST_ANIMATION_DISTORTION = {
  action: 'expression',
  mode: 'distortion',
  channel: 'gif',
  label: '哈哈镜',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/distortion/after.gif`,
};

export const TEMPLATE_LATEST_ANIMATION_CRY = {
  action: 'animation',
  mode: 'cry',
  channel: 'animation',
  label: '哭泣',
  cost: 8,
  cover: `${ORIGIN}/mock/media/example/video/animation/cry/before.svg`,
};

export const TEMPLATE_LATEST_ANIMATION_TALK = {
  action: 'animation',
  mode: 'talk',
  channel: 'animation',
  label: '说话',
  cost: 8,
  cover: `${ORIGIN}/mock/media/example/video/animation/talk/before.svg`,
};

export const TEMPLATE_LATEST_ANIMATION_SMILE = {
  action: 'animation',
  mode: 'smile',
  channel: 'animation',
  label: '微笑',
  cost: 8,
  cover: `${ORIGIN}/mock/media/example/video/animation/smile/before.svg`,
};

export const TEMPLATE_LATEST_ANIMATION_LAUGH = {
  action: 'animation',
  mode: 'laugh',
  channel: 'animation',
  label: '大笑',
  cost: 8,
  cover: `${ORIGIN}/mock/media/example/video/animation/laugh/before.svg`,
};

export const TEMPLATE_LATEST_ANIMATION_EXPRESS = {
  action: 'animation',
  mode: 'express',
  channel: 'animation',
  label: '表情丰富',
  cost: 8,
  cover: `${ORIGIN}/mock/media/example/video/animation/express/before.svg`,
};

export const TEMPLATE_LATEST_AVATAR = [
  { channel: 'avatar', mode: 'cartoon', label: '卡通', cost: 10, cover: `${ORIGIN}/mock/media/example/avatar/cartoon/after.svg` },
  {
    channel: 'avatar',
    mode: 'clip/astronaut',
    label: '宇航员',
    cost: 10,
    cover: `${ORIGIN}/mock/media/example/avatar/clip/astronaut/after.svg`,
  },
  {
    channel: 'avatar',
    mode: 'clip/celebrity',
    label: '明星',
    cost: 10,
    cover: `${ORIGIN}/mock/media/example/avatar/clip/celebrity/after.svg`,
  },
  {
    channel: 'avatar',
    mode: 'clip/president',
    label: '总统',
    cost: 10,
    cover: `${ORIGIN}/mock/media/example/avatar/clip/president/after.svg`,
  },
  {
    channel: 'avatar',
    mode: 'clip/robot',
    label: '机器人',
    cost: 10,
    cover: `${ORIGIN}/mock/media/example/avatar/clip/robot/after.svg`,
  },
  {
    channel: 'avatar',
    mode: 'pix/anime',
    label: '动漫',
    cost: 10,
    cover: `${ORIGIN}/mock/media/example/avatar/pix/anime/after.svg`,
  },
  {
    channel: 'avatar',
    mode: 'pix/disney',
    label: '迪士尼',
    cost: 10,
    cover: `${ORIGIN}/mock/media/example/avatar/pix/disney/after.svg`,
  },
  {
    channel: 'avatar',
    mode: 'pix/elegant',
    label: '优雅',
    cost: 10,
    cover: `${ORIGIN}/mock/media/example/avatar/pix/elegant/after.svg`,
  },
  {
    channel: 'avatar',
    mode: 'pix/penink',
    label: '钢笔画',
    cost: 10,
    cover: `${ORIGIN}/mock/media/example/avatar/pix/penink/after.svg`,
  },
  {
    channel: 'avatar',
    mode: 'pix/pixar',
    label: '皮克斯',
    cost: 10,
    cover: `${ORIGIN}/mock/media/example/avatar/pix/pixar/after.svg`,
  },
  {
    channel: 'avatar',
    mode: 'pix/younger',
    label: '变年轻',
    cost: 10,
    cover: `${ORIGIN}/mock/media/example/avatar/pix/younger/after.svg`,
  },
  {
    channel: 'avatar',
    mode: 'portrait',
    label: '素描肖像',
    cost: 10,
    cover: `${ORIGIN}/mock/media/example/avatar/portrait/after.svg`,
  },
];

export const AVATAR_TPLS = [
  { mode: 'cartoon', channel: 'avatar', label: '卡通', cost: 10, cover: `${ORIGIN}/mock/media/example/avatar/cartoon/after.svg` },
  {
    mode: 'clip/astronaut',
    channel: 'avatar',
    label: '宇航员',
    cost: 10,
    cover: `${ORIGIN}/mock/media/example/avatar/clip/astronaut/after.svg`,
  },
  {
    mode: 'clip/celebrity',
    channel: 'avatar',
    label: '明星',
    cost: 10,
    cover: `${ORIGIN}/mock/media/example/avatar/clip/celebrity/after.svg`,
  },
  {
    mode: 'clip/president',
    channel: 'avatar',
    label: '总统',
    cost: 10,
    cover: `${ORIGIN}/mock/media/example/avatar/clip/president/after.svg`,
  },
  {
    mode: 'clip/robot',
    channel: 'avatar',
    label: '机器人',
    cost: 10,
    cover: `${ORIGIN}/mock/media/example/avatar/clip/robot/after.svg`,
  },
  {
    mode: 'pix/anime',
    channel: 'avatar',
    label: '动漫',
    cost: 10,
    cover: `${ORIGIN}/mock/media/example/avatar/pix/anime/after.svg`,
  },
  {
    mode: 'pix/disney',
    channel: 'avatar',
    label: '迪士尼',
    cost: 10,
    cover: `${ORIGIN}/mock/media/example/avatar/pix/disney/after.svg`,
  },
  {
    mode: 'pix/elegant',
    channel: 'avatar',
    label: '优雅',
    cost: 10,
    cover: `${ORIGIN}/mock/media/example/avatar/pix/elegant/after.svg`,
  },
  {
    mode: 'pix/penink',
    channel: 'avatar',
    label: '钢笔画',
    cost: 10,
    cover: `${ORIGIN}/mock/media/example/avatar/pix/penink/after.svg`,
  },
  {
    mode: 'pix/pixar',
    channel: 'avatar',
    label: '皮克斯',
    cost: 10,
    cover: `${ORIGIN}/mock/media/example/avatar/pix/pixar/after.svg`,
  },
  {
    mode: 'pix/younger',
    channel: 'avatar',
    label: '变年轻',
    cost: 10,
    cover: `${ORIGIN}/mock/media/example/avatar/pix/younger/after.svg`,
  },
  {
    mode: 'portrait',
    channel: 'avatar',
    label: '素描肖像',
    cost: 10,
    cover: `${ORIGIN}/mock/media/example/avatar/portrait/after.svg`,
  },
];

export const GIF_TPLS = [
  TEMPLATE_LATEST_ANIMATION_BOY,
  TEMPLATE_LATEST_ANIMATION_CRY_2,
  TEMPLATE_LATEST_ANIMATION_GIRL,
  TEMPLATE_LATEST_ANIMATION_MAN,
  TEMPLATE_LATEST_ANIMATION_MIAO,
  TEMPLATE_LATEST_ANIMATION_SMILE_2,
  TEMPLATE_LATEST_ANIMATION_SURPRISE,
  TEMPLATE_LATEST_ANIMATION_CUTE,
  TEMPLATE_LATEST_ANIMATION_DISTORTION,
  TEMPLATE_LATEST_ANIMATION_FAKELAUGH,
  TEMPLATE_LATEST_ANIMATION_GLANCE,
  TEMPLATE_LATEST_ANIMATION_LOOK,
  TEMPLATE_LATEST_ANIMATION_YAWN2,
  TEMPLATE_LATEST_ANIMATION_FAKLAUGH2,
  TEMPLATE_LATEST_ANIMATION_TRUMP1,
  TEMPLATE_LATEST_ANIMATION_TALK_2,
];

export const TEMPLATE_LATEST_ANIMATION = [
  TEMPLATE_LATEST_ANIMATION_BOY,
  TEMPLATE_LATEST_ANIMATION_CRY_2,
  TEMPLATE_LATEST_ANIMATION_GIRL,
  TEMPLATE_LATEST_ANIMATION_MAN,
  TEMPLATE_LATEST_ANIMATION_MIAO,
  TEMPLATE_LATEST_ANIMATION_SMILE_2,
  TEMPLATE_LATEST_ANIMATION_SURPRISE,
  TEMPLATE_LATEST_ANIMATION_CUTE,
  TEMPLATE_LATEST_ANIMATION_DISTORTION,
  TEMPLATE_LATEST_ANIMATION_FAKELAUGH,
  TEMPLATE_LATEST_ANIMATION_GLANCE,
  TEMPLATE_LATEST_ANIMATION_LOOK,
  TEMPLATE_LATEST_ANIMATION_YAWN2,
  TEMPLATE_LATEST_ANIMATION_FAKLAUGH2,
  TEMPLATE_LATEST_ANIMATION_TRUMP1,
  TEMPLATE_LATEST_ANIMATION_TALK_2,
  TEMPLATE_LATEST_ANIMATION_CRY,
  TEMPLATE_LATEST_ANIMATION_EXPRESS,
  TEMPLATE_LATEST_ANIMATION_LAUGH,
  TEMPLATE_LATEST_ANIMATION_SMILE,
  TEMPLATE_LATEST_ANIMATION_TALK,
];
