// Recorded with the QA recorder (docs/testing.md "Recording a test") on 2026-11-25T11:25:05.922Z:
// 7 steps, 18 requests, 2 page loads. Each step is what the person did; the replay
// answers its requests as the server did (method, path, query, body and Authorization must
// match, every one must be made, no other), dispatches its actions in order (each effect
// awaited, as it resolved or rejected), and checks what each answer changed (a request's
// `after`) once the store has applied it, before the next answer is given; then it checks the
// whole state (the step's `after` holds what changed). Links on the app's origin are on the
// test's (ORIGIN), their signature left out.
import { it } from 'vitest';
import { action, effect, ORIGIN, replayLoaded, replayStarted } from '../../testing/recorded';

const TYPE = '@@router/LOCATION_CHANGE';

const TOKEN_2 = 'tt-68a0741759d191983fc9169d';

const PATH = '/usee/v1/alg/template/latest';

const CODE = 'code-f2cdd72cf2fecc3b31a1b34d';

const TOKEN = 'tk-65fd46504c8fd6545a5975d163597358';

const AUTHORIZATION = `Bearer ${TOKEN}`;

const ACCOUNT_ANSWER = {
  points: 100,
  phone: '13800000000',
  avatar: `${ORIGIN}/mock/avatar/u-demo.svg`,
  type: 1,
  expireDate: '2099-12-31',
  id: 'u-demo',
};

const ANIMATION_MAN = {
  action: 'expression',
  mode: 'man',
  channel: 'gif',
  label: '大叔',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/man/after.gif`,
};

const ANIMATION_CRY_2 = {
  action: 'expression',
  mode: 'cry',
  channel: 'gif',
  label: '哭泣',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/cry/after.gif`,
};

const ANIMATION_BOY = {
  action: 'expression',
  mode: 'boy',
  channel: 'gif',
  label: '男孩',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/boy/after.gif`,
};

const ANIMATION_TALK_2 = {
  action: 'expression',
  mode: 'talk',
  channel: 'gif',
  label: '说话',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/talk/after.gif`,
};

const ANIMATION_LOOK = {
  action: 'expression',
  mode: 'look',
  channel: 'gif',
  label: '张望',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/look/after.gif`,
};

const ANIMATION_CUTE = {
  action: 'expression',
  mode: 'cute',
  channel: 'gif',
  label: '卖萌',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/cute/after.gif`,
};

const ANIMATION_MIAO = {
  action: 'expression',
  mode: 'miao',
  channel: 'gif',
  label: '喵喵',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/miao/after.gif`,
};

const ANIMATION_GIRL = {
  action: 'expression',
  mode: 'girl',
  channel: 'gif',
  label: '女孩',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/girl/after.gif`,
};

const ANIMATION_SMILE_2 = {
  action: 'expression',
  mode: 'smile',
  channel: 'gif',
  label: '微笑',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/smile/after.gif`,
};

const ANIMATION_YAWN2 = {
  action: 'expression',
  mode: 'yawn2',
  channel: 'gif',
  label: '打哈欠',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/yawn2/after.gif`,
};

const ANIMATION_TRUMP1 = {
  action: 'expression',
  mode: 'trump1',
  channel: 'gif',
  label: '演讲',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/trump1/after.gif`,
};

const ANIMATION_GLANCE = {
  action: 'expression',
  mode: 'glance',
  channel: 'gif',
  label: '瞥一眼',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/glance/after.gif`,
};

const ANIMATION_SURPRISE = {
  action: 'expression',
  mode: 'surprise',
  channel: 'gif',
  label: '惊讶',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/surprise/after.gif`,
};

const ANIMATION_FAKLAUGH2 = {
  action: 'expression',
  mode: 'faklaugh2',
  channel: 'gif',
  label: '憋笑',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/faklaugh2/after.gif`,
};

const ANIMATION_FAKELAUGH = {
  action: 'expression',
  mode: 'fakelaugh',
  channel: 'gif',
  label: '假笑',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/fakelaugh/after.gif`,
};

const ANIMATION_DISTORTION = {
  action: 'expression',
  mode: 'distortion',
  channel: 'gif',
  label: '哈哈镜',
  cost: 6,
  cover: `${ORIGIN}/mock/media/example/gif/distortion/after.gif`,
};

const ANIMATION_CRY = {
  action: 'animation',
  mode: 'cry',
  channel: 'animation',
  label: '哭泣',
  cost: 8,
  cover: `${ORIGIN}/mock/media/example/video/animation/cry/before.svg`,
};

const ANIMATION_TALK = {
  action: 'animation',
  mode: 'talk',
  channel: 'animation',
  label: '说话',
  cost: 8,
  cover: `${ORIGIN}/mock/media/example/video/animation/talk/before.svg`,
};

const ANIMATION_SMILE = {
  action: 'animation',
  mode: 'smile',
  channel: 'animation',
  label: '微笑',
  cost: 8,
  cover: `${ORIGIN}/mock/media/example/video/animation/smile/before.svg`,
};

const ANIMATION_LAUGH = {
  action: 'animation',
  mode: 'laugh',
  channel: 'animation',
  label: '大笑',
  cost: 8,
  cover: `${ORIGIN}/mock/media/example/video/animation/laugh/before.svg`,
};

const ANIMATION_EXPRESS = {
  action: 'animation',
  mode: 'express',
  channel: 'animation',
  label: '表情丰富',
  cost: 8,
  cover: `${ORIGIN}/mock/media/example/video/animation/express/before.svg`,
};

const PDFID = {
  method: 'GET',
  path: '/miao/v1/agent/pdfid',
  query: { typ: '16' },
  authorization: AUTHORIZATION,
  status: 200,
  answer: { code: 0, data: { id: 'pdf-b7af3918fb09e08e' } },
};

const DIFYID = {
  method: 'GET',
  path: '/miao/v1/agent/difyid',
  query: { uid: 'u-demo' },
  authorization: AUTHORIZATION,
  status: 200,
  answer: { code: 0, data: { id: 'dify-be25101ef689e014' } },
};

const SESSION = {
  auth: { type: '', token: '', expire: 0 },
  info: { points: 0, phone: '', avatar: '', type: 0, expireDate: '', id: '' },
  difyid: '',
  pdfid: '',
  nopdfid: '',
  infoStatus: 'idle',
  infoAt: 0,
  expiredNotice: false,
  endedBy: null,
  revoked: [],
};

const RESOURCE = {
  resId: 'r-0a3b6272d3a42cbb',
  typ: 'tts',
  kind: 'audio',
  style: 'ttsch/0',
  status: 'pending',
  url: '',
  source: '',
  cost: 2,
  createdAt: 1795605910070,
  taskId: 't-2967087eac62c6ff',
  settings: { styles: ['ttsch/0'], count: 1, text: '你好，欢迎使用 Miao。' },
  refunded: false,
  progress: 0,
};

const RESOURCES = [RESOURCE];

const GOODS_LIST = [
  { id: 'g-30', name: '体验包', price: 300, points: 30, desc: '30 积分，适合先试试' },
  { id: 'g-100', name: '标准包', price: 990, points: 100, desc: '100 积分，最受欢迎' },
  { id: 'g-500', name: '超值包', price: 4500, points: 500, desc: '500 积分，九折' },
  { id: 'g-1200', name: '专业包', price: 9800, points: 1200, desc: '1200 积分，约八二折' },
];

const SHOP = { goods: GOODS_LIST };

const RESOURCE_LIST = [
  {
    resId: 'r-0a3b6272d3a42cbb',
    typ: 'tts',
    kind: 'audio',
    style: 'ttsch/0',
    status: 'done',
    url: `${ORIGIN}/mock/media/example/voice/ttsch/0/after.wav`,
    source: '',
    cost: 2,
    createdAt: 1795605910070,
    taskId: 't-2967087eac62c6ff',
    settings: { styles: ['ttsch/0'], count: 1, text: '你好，欢迎使用 Miao。' },
    refunded: false,
    progress: 100,
  },
];

const TASKS = {
  runs: [
    {
      tool: 'tts',
      styles: ['ttsch/0'],
      count: 1,
      input: { text: '你好，欢迎使用 Miao。' },
      status: 'done',
      taskId: 't-2967087eac62c6ff',
      items: RESOURCE_LIST,
      error: null,
      cancelling: false,
    },
  ],
};

const ANIMATION_TPLS = [ANIMATION_CRY, ANIMATION_EXPRESS, ANIMATION_LAUGH, ANIMATION_SMILE, ANIMATION_TALK];

const AVATAR_TPLS = [
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

const GIF_TPLS = [
  ANIMATION_BOY,
  ANIMATION_CRY_2,
  ANIMATION_GIRL,
  ANIMATION_MAN,
  ANIMATION_MIAO,
  ANIMATION_SMILE_2,
  ANIMATION_SURPRISE,
  ANIMATION_CUTE,
  ANIMATION_DISTORTION,
  ANIMATION_FAKELAUGH,
  ANIMATION_GLANCE,
  ANIMATION_LOOK,
  ANIMATION_YAWN2,
  ANIMATION_FAKLAUGH2,
  ANIMATION_TRUMP1,
  ANIMATION_TALK_2,
];

const LATEST_ANSWER = {
  code: 0,
  data: {
    animation: [
      ANIMATION_BOY,
      ANIMATION_CRY_2,
      ANIMATION_GIRL,
      ANIMATION_MAN,
      ANIMATION_MIAO,
      ANIMATION_SMILE_2,
      ANIMATION_SURPRISE,
      ANIMATION_CUTE,
      ANIMATION_DISTORTION,
      ANIMATION_FAKELAUGH,
      ANIMATION_GLANCE,
      ANIMATION_LOOK,
      ANIMATION_YAWN2,
      ANIMATION_FAKLAUGH2,
      ANIMATION_TRUMP1,
      ANIMATION_TALK_2,
      ANIMATION_CRY,
      ANIMATION_EXPRESS,
      ANIMATION_LAUGH,
      ANIMATION_SMILE,
      ANIMATION_TALK,
    ],
    avatar: [
      {
        channel: 'avatar',
        mode: 'cartoon',
        label: '卡通',
        cost: 10,
        cover: `${ORIGIN}/mock/media/example/avatar/cartoon/after.svg`,
      },
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
    ],
  },
};

const TEMPLATES_2 = { GifTpls: GIF_TPLS, AnimationTpls: ANIMATION_TPLS, AvatarTpls: AVATAR_TPLS };

const TEMPLATES = {
  GifTpls: GIF_TPLS,
  GifMode2Label: {
    boy: 'boy',
    cry: 'cry',
    girl: 'girl',
    man: 'man',
    miao: 'miao',
    smile: 'smile',
    surprise: 'surprise',
    cute: 'cute',
    distortion: 'distortion',
    fakelaugh: 'fakelaugh',
    glance: 'glance',
    look: 'look',
    yawn2: 'yawn2',
    faklaugh2: 'faklaugh2',
    trump1: 'trump1',
    talk: 'talk',
  },
  AnimationTpls: ANIMATION_TPLS,
  AnimationMode2Label: { cry: 'cry', express: 'express', laugh: 'laugh', smile: 'smile', talk: 'talk' },
  AvatarTpls: AVATAR_TPLS,
};

const EXAMPLES = {
  map: {
    'avatar/cartoon/before': `${ORIGIN}/mock/media/example/avatar/cartoon/before.svg`,
    'avatar/cartoon/after': `${ORIGIN}/mock/media/example/avatar/cartoon/after.svg`,
    'avatar/clip/astronaut/before': `${ORIGIN}/mock/media/example/avatar/clip/astronaut/before.svg`,
    'avatar/clip/astronaut/after': `${ORIGIN}/mock/media/example/avatar/clip/astronaut/after.svg`,
    'avatar/clip/celebrity/before': `${ORIGIN}/mock/media/example/avatar/clip/celebrity/before.svg`,
    'avatar/clip/celebrity/after': `${ORIGIN}/mock/media/example/avatar/clip/celebrity/after.svg`,
    'avatar/clip/president/before': `${ORIGIN}/mock/media/example/avatar/clip/president/before.svg`,
    'avatar/clip/president/after': `${ORIGIN}/mock/media/example/avatar/clip/president/after.svg`,
    'avatar/clip/robot/before': `${ORIGIN}/mock/media/example/avatar/clip/robot/before.svg`,
    'avatar/clip/robot/after': `${ORIGIN}/mock/media/example/avatar/clip/robot/after.svg`,
    'avatar/pix/anime/before': `${ORIGIN}/mock/media/example/avatar/pix/anime/before.svg`,
    'avatar/pix/anime/after': `${ORIGIN}/mock/media/example/avatar/pix/anime/after.svg`,
    'avatar/pix/disney/before': `${ORIGIN}/mock/media/example/avatar/pix/disney/before.svg`,
    'avatar/pix/disney/after': `${ORIGIN}/mock/media/example/avatar/pix/disney/after.svg`,
    'avatar/pix/elegant/before': `${ORIGIN}/mock/media/example/avatar/pix/elegant/before.svg`,
    'avatar/pix/elegant/after': `${ORIGIN}/mock/media/example/avatar/pix/elegant/after.svg`,
    'avatar/pix/penink/before': `${ORIGIN}/mock/media/example/avatar/pix/penink/before.svg`,
    'avatar/pix/penink/after': `${ORIGIN}/mock/media/example/avatar/pix/penink/after.svg`,
    'avatar/pix/pixar/before': `${ORIGIN}/mock/media/example/avatar/pix/pixar/before.svg`,
    'avatar/pix/pixar/after': `${ORIGIN}/mock/media/example/avatar/pix/pixar/after.svg`,
    'avatar/pix/younger/before': `${ORIGIN}/mock/media/example/avatar/pix/younger/before.svg`,
    'avatar/pix/younger/after': `${ORIGIN}/mock/media/example/avatar/pix/younger/after.svg`,
    'avatar/portrait/before': `${ORIGIN}/mock/media/example/avatar/portrait/before.svg`,
    'avatar/portrait/after': `${ORIGIN}/mock/media/example/avatar/portrait/after.svg`,
    'gif/boy/tpl': `${ORIGIN}/mock/media/example/gif/boy/tpl.gif`,
    'gif/boy/after': `${ORIGIN}/mock/media/example/gif/boy/after.gif`,
    'gif/cry/tpl': `${ORIGIN}/mock/media/example/gif/cry/tpl.gif`,
    'gif/cry/after': `${ORIGIN}/mock/media/example/gif/cry/after.gif`,
    'gif/girl/tpl': `${ORIGIN}/mock/media/example/gif/girl/tpl.gif`,
    'gif/girl/after': `${ORIGIN}/mock/media/example/gif/girl/after.gif`,
    'gif/man/tpl': `${ORIGIN}/mock/media/example/gif/man/tpl.gif`,
    'gif/man/after': `${ORIGIN}/mock/media/example/gif/man/after.gif`,
    'gif/miao/tpl': `${ORIGIN}/mock/media/example/gif/miao/tpl.gif`,
    'gif/miao/after': `${ORIGIN}/mock/media/example/gif/miao/after.gif`,
    'gif/smile/tpl': `${ORIGIN}/mock/media/example/gif/smile/tpl.gif`,
    'gif/smile/after': `${ORIGIN}/mock/media/example/gif/smile/after.gif`,
    'gif/surprise/tpl': `${ORIGIN}/mock/media/example/gif/surprise/tpl.gif`,
    'gif/surprise/after': `${ORIGIN}/mock/media/example/gif/surprise/after.gif`,
    'gif/cute/tpl': `${ORIGIN}/mock/media/example/gif/cute/tpl.gif`,
    'gif/cute/after': `${ORIGIN}/mock/media/example/gif/cute/after.gif`,
    'gif/distortion/tpl': `${ORIGIN}/mock/media/example/gif/distortion/tpl.gif`,
    'gif/distortion/after': `${ORIGIN}/mock/media/example/gif/distortion/after.gif`,
    'gif/fakelaugh/tpl': `${ORIGIN}/mock/media/example/gif/fakelaugh/tpl.gif`,
    'gif/fakelaugh/after': `${ORIGIN}/mock/media/example/gif/fakelaugh/after.gif`,
    'gif/glance/tpl': `${ORIGIN}/mock/media/example/gif/glance/tpl.gif`,
    'gif/glance/after': `${ORIGIN}/mock/media/example/gif/glance/after.gif`,
    'gif/look/tpl': `${ORIGIN}/mock/media/example/gif/look/tpl.gif`,
    'gif/look/after': `${ORIGIN}/mock/media/example/gif/look/after.gif`,
    'gif/yawn2/tpl': `${ORIGIN}/mock/media/example/gif/yawn2/tpl.gif`,
    'gif/yawn2/after': `${ORIGIN}/mock/media/example/gif/yawn2/after.gif`,
    'gif/faklaugh2/tpl': `${ORIGIN}/mock/media/example/gif/faklaugh2/tpl.gif`,
    'gif/faklaugh2/after': `${ORIGIN}/mock/media/example/gif/faklaugh2/after.gif`,
    'gif/trump1/tpl': `${ORIGIN}/mock/media/example/gif/trump1/tpl.gif`,
    'gif/trump1/after': `${ORIGIN}/mock/media/example/gif/trump1/after.gif`,
    'gif/talk/tpl': `${ORIGIN}/mock/media/example/gif/talk/tpl.gif`,
    'gif/talk/after': `${ORIGIN}/mock/media/example/gif/talk/after.gif`,
    'video/animation/cry/before': `${ORIGIN}/mock/media/example/video/animation/cry/before.svg`,
    'video/animation/cry/after': `${ORIGIN}/mock/media/example/video/animation/cry/after.webm`,
    'video/animation/express/before': `${ORIGIN}/mock/media/example/video/animation/express/before.svg`,
    'video/animation/express/after': `${ORIGIN}/mock/media/example/video/animation/express/after.webm`,
    'video/animation/laugh/before': `${ORIGIN}/mock/media/example/video/animation/laugh/before.svg`,
    'video/animation/laugh/after': `${ORIGIN}/mock/media/example/video/animation/laugh/after.webm`,
    'video/animation/smile/before': `${ORIGIN}/mock/media/example/video/animation/smile/before.svg`,
    'video/animation/smile/after': `${ORIGIN}/mock/media/example/video/animation/smile/after.webm`,
    'video/animation/talk/before': `${ORIGIN}/mock/media/example/video/animation/talk/before.svg`,
    'video/animation/talk/after': `${ORIGIN}/mock/media/example/video/animation/talk/after.webm`,
    'video/3dp/circle/before': `${ORIGIN}/mock/media/example/video/3dp/circle/before.svg`,
    'video/3dp/circle/after': `${ORIGIN}/mock/media/example/video/3dp/circle/after.webm`,
    'video/3dp/swing/before': `${ORIGIN}/mock/media/example/video/3dp/swing/before.svg`,
    'video/3dp/swing/after': `${ORIGIN}/mock/media/example/video/3dp/swing/after.webm`,
    'video/3dp/zoom-in/before': `${ORIGIN}/mock/media/example/video/3dp/zoom-in/before.svg`,
    'video/3dp/zoom-in/after': `${ORIGIN}/mock/media/example/video/3dp/zoom-in/after.webm`,
    'video/3dp/bgm/cheer/after': `${ORIGIN}/mock/media/example/video/3dp/bgm/cheer/after.webm`,
    'video/3dp/bgm/great/after': `${ORIGIN}/mock/media/example/video/3dp/bgm/great/after.webm`,
    'video/cartoon/before': `${ORIGIN}/mock/media/example/video/cartoon/before.webm`,
    'video/cartoon/after': `${ORIGIN}/mock/media/example/video/cartoon/after.webm`,
    'image/cartoon/before': `${ORIGIN}/mock/media/example/image/cartoon/before.svg`,
    'image/cartoon/after': `${ORIGIN}/mock/media/example/image/cartoon/after.svg`,
    'image/portrait/before': `${ORIGIN}/mock/media/example/image/portrait/before.svg`,
    'image/portrait/after': `${ORIGIN}/mock/media/example/image/portrait/after.svg`,
    'image/watercolor/cezanne/before': `${ORIGIN}/mock/media/example/image/watercolor/cezanne/before.svg`,
    'image/watercolor/cezanne/after': `${ORIGIN}/mock/media/example/image/watercolor/cezanne/after.svg`,
    'image/watercolor/monet/before': `${ORIGIN}/mock/media/example/image/watercolor/monet/before.svg`,
    'image/watercolor/monet/after': `${ORIGIN}/mock/media/example/image/watercolor/monet/after.svg`,
    'image/watercolor/ukiyoe/before': `${ORIGIN}/mock/media/example/image/watercolor/ukiyoe/before.svg`,
    'image/watercolor/ukiyoe/after': `${ORIGIN}/mock/media/example/image/watercolor/ukiyoe/after.svg`,
    'image/watercolor/vangogh/before': `${ORIGIN}/mock/media/example/image/watercolor/vangogh/before.svg`,
    'image/watercolor/vangogh/after': `${ORIGIN}/mock/media/example/image/watercolor/vangogh/after.svg`,
    'image/tti/1000/after': `${ORIGIN}/mock/media/example/image/tti/1000/after.svg`,
    'image/tti/1001/after': `${ORIGIN}/mock/media/example/image/tti/1001/after.svg`,
    'voice/ttsch/0/after': `${ORIGIN}/mock/media/example/voice/ttsch/0/after.wav`,
    'voice/ttsch/2/after': `${ORIGIN}/mock/media/example/voice/ttsch/2/after.wav`,
    'voice/ttsch/3/after': `${ORIGIN}/mock/media/example/voice/ttsch/3/after.wav`,
    'voice/ttsch/4/after': `${ORIGIN}/mock/media/example/voice/ttsch/4/after.wav`,
    'voice/ttsch/5/after': `${ORIGIN}/mock/media/example/voice/ttsch/5/after.wav`,
    'voice/ttsen/0/after': `${ORIGIN}/mock/media/example/voice/ttsen/0/after.wav`,
  },
};

it('signs in, visits the user page and the shop, then makes one speech', async () => {
  // The recording began here, on a live page.
  let replay = replayStarted({
    session: SESSION,
    templates: { GifTpls: [], GifMode2Label: {}, AnimationTpls: [], AnimationMode2Label: {}, AvatarTpls: [] },
    examples: EXAMPLES,
  });
  await replay.step('on /, presses 登录', {
    requests: [
      {
        method: 'GET',
        path: '/miao/v1/account/login_wechat_qr',
        query: { redirect_uri: `${ORIGIN}/miao_web/login_success?login=bca217ddddd75a34876220888c29ff22` },
        status: 200,
        answer: { code: 0, data: { url: `${ORIGIN}/mock/wechat/qr?sid=qr-48fc5cd995bcedfb&state=st-5de386d27795` } },
      },
    ],
    actions: [
      effect({
        type: 'session/startLogin',
        payload: { redirectUri: `${ORIGIN}/miao_web/login_success?login=bca217ddddd75a34876220888c29ff22`, inWechat: false },
      }),
    ],
    after: {},
  });
  replay.close();

  // The page loaded anew (a sign-in came back, a reload): a new store, from what the tab had stored.
  replay = replayLoaded({
    auth: null,
    runs: null,
    state: {
      session: SESSION,
      templates: { GifTpls: [], GifMode2Label: {}, AnimationTpls: [], AnimationMode2Label: {}, AvatarTpls: [] },
      examples: { map: {} },
    },
  });
  await replay.step(
    'opens /login_success?login=bca217ddddd75a34876220888c29ff22&code=code-f2cdd72cf2fecc3b31a1b34d&state=st-5de386d27795',
    {
      requests: [
        {
          method: 'POST',
          path: '/miao/v1/account/login_wechat_web',
          body: { code: CODE, state: 'st-5de386d27795' },
          status: 200,
          answer: { code: 0, data: { token: TOKEN, type: 'Bearer', expire: 604800 } },
          after: { session: { auth: { type: 'Bearer', token: TOKEN }, infoStatus: 'loading' } },
        },
        {
          method: 'GET',
          path: '/miao/v1/account/info',
          authorization: AUTHORIZATION,
          status: 200,
          answer: { code: 0, data: ACCOUNT_ANSWER },
          after: { session: { info: ACCOUNT_ANSWER, infoStatus: 'loaded' } },
        },
        DIFYID,
        PDFID,
        {
          method: 'GET',
          path: '/miao/v1/agent/nopdfid',
          query: { typ: '16' },
          authorization: AUTHORIZATION,
          status: 200,
          answer: { code: 0, data: { id: 'nopdf-749ee0f8adcf892c' } },
          after: {
            session: { difyid: 'dify-be25101ef689e014', pdfid: 'pdf-b7af3918fb09e08e', nopdfid: 'nopdf-749ee0f8adcf892c' },
          },
        },
        {
          method: 'GET',
          path: '/usee/v1/example/list',
          authorization: AUTHORIZATION,
          status: 200,
          answer: {
            code: 0,
            data: {
              signUrl: [
                { key: 'example/avatar/cartoon/before.svg', signUrl: `${ORIGIN}/mock/media/example/avatar/cartoon/before.svg` },
                { key: 'example/avatar/cartoon/after.svg', signUrl: `${ORIGIN}/mock/media/example/avatar/cartoon/after.svg` },
                {
                  key: 'example/avatar/clip/astronaut/before.svg',
                  signUrl: `${ORIGIN}/mock/media/example/avatar/clip/astronaut/before.svg`,
                },
                {
                  key: 'example/avatar/clip/astronaut/after.svg',
                  signUrl: `${ORIGIN}/mock/media/example/avatar/clip/astronaut/after.svg`,
                },
                {
                  key: 'example/avatar/clip/celebrity/before.svg',
                  signUrl: `${ORIGIN}/mock/media/example/avatar/clip/celebrity/before.svg`,
                },
                {
                  key: 'example/avatar/clip/celebrity/after.svg',
                  signUrl: `${ORIGIN}/mock/media/example/avatar/clip/celebrity/after.svg`,
                },
                {
                  key: 'example/avatar/clip/president/before.svg',
                  signUrl: `${ORIGIN}/mock/media/example/avatar/clip/president/before.svg`,
                },
                {
                  key: 'example/avatar/clip/president/after.svg',
                  signUrl: `${ORIGIN}/mock/media/example/avatar/clip/president/after.svg`,
                },
                {
                  key: 'example/avatar/clip/robot/before.svg',
                  signUrl: `${ORIGIN}/mock/media/example/avatar/clip/robot/before.svg`,
                },
                {
                  key: 'example/avatar/clip/robot/after.svg',
                  signUrl: `${ORIGIN}/mock/media/example/avatar/clip/robot/after.svg`,
                },
                {
                  key: 'example/avatar/pix/anime/before.svg',
                  signUrl: `${ORIGIN}/mock/media/example/avatar/pix/anime/before.svg`,
                },
                { key: 'example/avatar/pix/anime/after.svg', signUrl: `${ORIGIN}/mock/media/example/avatar/pix/anime/after.svg` },
                {
                  key: 'example/avatar/pix/disney/before.svg',
                  signUrl: `${ORIGIN}/mock/media/example/avatar/pix/disney/before.svg`,
                },
                {
                  key: 'example/avatar/pix/disney/after.svg',
                  signUrl: `${ORIGIN}/mock/media/example/avatar/pix/disney/after.svg`,
                },
                {
                  key: 'example/avatar/pix/elegant/before.svg',
                  signUrl: `${ORIGIN}/mock/media/example/avatar/pix/elegant/before.svg`,
                },
                {
                  key: 'example/avatar/pix/elegant/after.svg',
                  signUrl: `${ORIGIN}/mock/media/example/avatar/pix/elegant/after.svg`,
                },
                {
                  key: 'example/avatar/pix/penink/before.svg',
                  signUrl: `${ORIGIN}/mock/media/example/avatar/pix/penink/before.svg`,
                },
                {
                  key: 'example/avatar/pix/penink/after.svg',
                  signUrl: `${ORIGIN}/mock/media/example/avatar/pix/penink/after.svg`,
                },
                {
                  key: 'example/avatar/pix/pixar/before.svg',
                  signUrl: `${ORIGIN}/mock/media/example/avatar/pix/pixar/before.svg`,
                },
                { key: 'example/avatar/pix/pixar/after.svg', signUrl: `${ORIGIN}/mock/media/example/avatar/pix/pixar/after.svg` },
                {
                  key: 'example/avatar/pix/younger/before.svg',
                  signUrl: `${ORIGIN}/mock/media/example/avatar/pix/younger/before.svg`,
                },
                {
                  key: 'example/avatar/pix/younger/after.svg',
                  signUrl: `${ORIGIN}/mock/media/example/avatar/pix/younger/after.svg`,
                },
                { key: 'example/avatar/portrait/before.svg', signUrl: `${ORIGIN}/mock/media/example/avatar/portrait/before.svg` },
                { key: 'example/avatar/portrait/after.svg', signUrl: `${ORIGIN}/mock/media/example/avatar/portrait/after.svg` },
                { key: 'example/gif/boy/tpl.gif', signUrl: `${ORIGIN}/mock/media/example/gif/boy/tpl.gif` },
                { key: 'example/gif/boy/after.gif', signUrl: `${ORIGIN}/mock/media/example/gif/boy/after.gif` },
                { key: 'example/gif/cry/tpl.gif', signUrl: `${ORIGIN}/mock/media/example/gif/cry/tpl.gif` },
                { key: 'example/gif/cry/after.gif', signUrl: `${ORIGIN}/mock/media/example/gif/cry/after.gif` },
                { key: 'example/gif/girl/tpl.gif', signUrl: `${ORIGIN}/mock/media/example/gif/girl/tpl.gif` },
                { key: 'example/gif/girl/after.gif', signUrl: `${ORIGIN}/mock/media/example/gif/girl/after.gif` },
                { key: 'example/gif/man/tpl.gif', signUrl: `${ORIGIN}/mock/media/example/gif/man/tpl.gif` },
                { key: 'example/gif/man/after.gif', signUrl: `${ORIGIN}/mock/media/example/gif/man/after.gif` },
                { key: 'example/gif/miao/tpl.gif', signUrl: `${ORIGIN}/mock/media/example/gif/miao/tpl.gif` },
                { key: 'example/gif/miao/after.gif', signUrl: `${ORIGIN}/mock/media/example/gif/miao/after.gif` },
                { key: 'example/gif/smile/tpl.gif', signUrl: `${ORIGIN}/mock/media/example/gif/smile/tpl.gif` },
                { key: 'example/gif/smile/after.gif', signUrl: `${ORIGIN}/mock/media/example/gif/smile/after.gif` },
                { key: 'example/gif/surprise/tpl.gif', signUrl: `${ORIGIN}/mock/media/example/gif/surprise/tpl.gif` },
                { key: 'example/gif/surprise/after.gif', signUrl: `${ORIGIN}/mock/media/example/gif/surprise/after.gif` },
                { key: 'example/gif/cute/tpl.gif', signUrl: `${ORIGIN}/mock/media/example/gif/cute/tpl.gif` },
                { key: 'example/gif/cute/after.gif', signUrl: `${ORIGIN}/mock/media/example/gif/cute/after.gif` },
                { key: 'example/gif/distortion/tpl.gif', signUrl: `${ORIGIN}/mock/media/example/gif/distortion/tpl.gif` },
                { key: 'example/gif/distortion/after.gif', signUrl: `${ORIGIN}/mock/media/example/gif/distortion/after.gif` },
                { key: 'example/gif/fakelaugh/tpl.gif', signUrl: `${ORIGIN}/mock/media/example/gif/fakelaugh/tpl.gif` },
                { key: 'example/gif/fakelaugh/after.gif', signUrl: `${ORIGIN}/mock/media/example/gif/fakelaugh/after.gif` },
                { key: 'example/gif/glance/tpl.gif', signUrl: `${ORIGIN}/mock/media/example/gif/glance/tpl.gif` },
                { key: 'example/gif/glance/after.gif', signUrl: `${ORIGIN}/mock/media/example/gif/glance/after.gif` },
                { key: 'example/gif/look/tpl.gif', signUrl: `${ORIGIN}/mock/media/example/gif/look/tpl.gif` },
                { key: 'example/gif/look/after.gif', signUrl: `${ORIGIN}/mock/media/example/gif/look/after.gif` },
                { key: 'example/gif/yawn2/tpl.gif', signUrl: `${ORIGIN}/mock/media/example/gif/yawn2/tpl.gif` },
                { key: 'example/gif/yawn2/after.gif', signUrl: `${ORIGIN}/mock/media/example/gif/yawn2/after.gif` },
                { key: 'example/gif/faklaugh2/tpl.gif', signUrl: `${ORIGIN}/mock/media/example/gif/faklaugh2/tpl.gif` },
                { key: 'example/gif/faklaugh2/after.gif', signUrl: `${ORIGIN}/mock/media/example/gif/faklaugh2/after.gif` },
                { key: 'example/gif/trump1/tpl.gif', signUrl: `${ORIGIN}/mock/media/example/gif/trump1/tpl.gif` },
                { key: 'example/gif/trump1/after.gif', signUrl: `${ORIGIN}/mock/media/example/gif/trump1/after.gif` },
                { key: 'example/gif/talk/tpl.gif', signUrl: `${ORIGIN}/mock/media/example/gif/talk/tpl.gif` },
                { key: 'example/gif/talk/after.gif', signUrl: `${ORIGIN}/mock/media/example/gif/talk/after.gif` },
                {
                  key: 'example/video/animation/cry/before.svg',
                  signUrl: `${ORIGIN}/mock/media/example/video/animation/cry/before.svg`,
                },
                {
                  key: 'example/video/animation/cry/after.webm',
                  signUrl: `${ORIGIN}/mock/media/example/video/animation/cry/after.webm`,
                },
                {
                  key: 'example/video/animation/express/before.svg',
                  signUrl: `${ORIGIN}/mock/media/example/video/animation/express/before.svg`,
                },
                {
                  key: 'example/video/animation/express/after.webm',
                  signUrl: `${ORIGIN}/mock/media/example/video/animation/express/after.webm`,
                },
                {
                  key: 'example/video/animation/laugh/before.svg',
                  signUrl: `${ORIGIN}/mock/media/example/video/animation/laugh/before.svg`,
                },
                {
                  key: 'example/video/animation/laugh/after.webm',
                  signUrl: `${ORIGIN}/mock/media/example/video/animation/laugh/after.webm`,
                },
                {
                  key: 'example/video/animation/smile/before.svg',
                  signUrl: `${ORIGIN}/mock/media/example/video/animation/smile/before.svg`,
                },
                {
                  key: 'example/video/animation/smile/after.webm',
                  signUrl: `${ORIGIN}/mock/media/example/video/animation/smile/after.webm`,
                },
                {
                  key: 'example/video/animation/talk/before.svg',
                  signUrl: `${ORIGIN}/mock/media/example/video/animation/talk/before.svg`,
                },
                {
                  key: 'example/video/animation/talk/after.webm',
                  signUrl: `${ORIGIN}/mock/media/example/video/animation/talk/after.webm`,
                },
                {
                  key: 'example/video/3dp/circle/before.svg',
                  signUrl: `${ORIGIN}/mock/media/example/video/3dp/circle/before.svg`,
                },
                {
                  key: 'example/video/3dp/circle/after.webm',
                  signUrl: `${ORIGIN}/mock/media/example/video/3dp/circle/after.webm`,
                },
                { key: 'example/video/3dp/swing/before.svg', signUrl: `${ORIGIN}/mock/media/example/video/3dp/swing/before.svg` },
                { key: 'example/video/3dp/swing/after.webm', signUrl: `${ORIGIN}/mock/media/example/video/3dp/swing/after.webm` },
                {
                  key: 'example/video/3dp/zoom-in/before.svg',
                  signUrl: `${ORIGIN}/mock/media/example/video/3dp/zoom-in/before.svg`,
                },
                {
                  key: 'example/video/3dp/zoom-in/after.webm',
                  signUrl: `${ORIGIN}/mock/media/example/video/3dp/zoom-in/after.webm`,
                },
                {
                  key: 'example/video/3dp/bgm/cheer/after.webm',
                  signUrl: `${ORIGIN}/mock/media/example/video/3dp/bgm/cheer/after.webm`,
                },
                {
                  key: 'example/video/3dp/bgm/great/after.webm',
                  signUrl: `${ORIGIN}/mock/media/example/video/3dp/bgm/great/after.webm`,
                },
                { key: 'example/video/cartoon/before.webm', signUrl: `${ORIGIN}/mock/media/example/video/cartoon/before.webm` },
                { key: 'example/video/cartoon/after.webm', signUrl: `${ORIGIN}/mock/media/example/video/cartoon/after.webm` },
                { key: 'example/image/cartoon/before.svg', signUrl: `${ORIGIN}/mock/media/example/image/cartoon/before.svg` },
                { key: 'example/image/cartoon/after.svg', signUrl: `${ORIGIN}/mock/media/example/image/cartoon/after.svg` },
                { key: 'example/image/portrait/before.svg', signUrl: `${ORIGIN}/mock/media/example/image/portrait/before.svg` },
                { key: 'example/image/portrait/after.svg', signUrl: `${ORIGIN}/mock/media/example/image/portrait/after.svg` },
                {
                  key: 'example/image/watercolor/cezanne/before.svg',
                  signUrl: `${ORIGIN}/mock/media/example/image/watercolor/cezanne/before.svg`,
                },
                {
                  key: 'example/image/watercolor/cezanne/after.svg',
                  signUrl: `${ORIGIN}/mock/media/example/image/watercolor/cezanne/after.svg`,
                },
                {
                  key: 'example/image/watercolor/monet/before.svg',
                  signUrl: `${ORIGIN}/mock/media/example/image/watercolor/monet/before.svg`,
                },
                {
                  key: 'example/image/watercolor/monet/after.svg',
                  signUrl: `${ORIGIN}/mock/media/example/image/watercolor/monet/after.svg`,
                },
                {
                  key: 'example/image/watercolor/ukiyoe/before.svg',
                  signUrl: `${ORIGIN}/mock/media/example/image/watercolor/ukiyoe/before.svg`,
                },
                {
                  key: 'example/image/watercolor/ukiyoe/after.svg',
                  signUrl: `${ORIGIN}/mock/media/example/image/watercolor/ukiyoe/after.svg`,
                },
                {
                  key: 'example/image/watercolor/vangogh/before.svg',
                  signUrl: `${ORIGIN}/mock/media/example/image/watercolor/vangogh/before.svg`,
                },
                {
                  key: 'example/image/watercolor/vangogh/after.svg',
                  signUrl: `${ORIGIN}/mock/media/example/image/watercolor/vangogh/after.svg`,
                },
                { key: 'example/image/tti/1000/after.svg', signUrl: `${ORIGIN}/mock/media/example/image/tti/1000/after.svg` },
                { key: 'example/image/tti/1001/after.svg', signUrl: `${ORIGIN}/mock/media/example/image/tti/1001/after.svg` },
                { key: 'example/voice/ttsch/0/after.wav', signUrl: `${ORIGIN}/mock/media/example/voice/ttsch/0/after.wav` },
                { key: 'example/voice/ttsch/2/after.wav', signUrl: `${ORIGIN}/mock/media/example/voice/ttsch/2/after.wav` },
                { key: 'example/voice/ttsch/3/after.wav', signUrl: `${ORIGIN}/mock/media/example/voice/ttsch/3/after.wav` },
                { key: 'example/voice/ttsch/4/after.wav', signUrl: `${ORIGIN}/mock/media/example/voice/ttsch/4/after.wav` },
                { key: 'example/voice/ttsch/5/after.wav', signUrl: `${ORIGIN}/mock/media/example/voice/ttsch/5/after.wav` },
                { key: 'example/voice/ttsen/0/after.wav', signUrl: `${ORIGIN}/mock/media/example/voice/ttsen/0/after.wav` },
              ],
            },
          },
          after: { examples: EXAMPLES },
        },
      ],
      actions: [
        action({
          type: TYPE,
          payload: {
            location: {
              pathname: '/login_success',
              search: `?login=bca217ddddd75a34876220888c29ff22&code=${CODE}&state=st-5de386d27795`,
              hash: '',
            },
          },
        }),
        effect({ type: 'session/login', payload: { code: CODE, state: 'st-5de386d27795' } }),
        action({ type: TYPE, payload: { location: { pathname: '/', search: '?recorder=1', hash: '' } } }),
      ],
      after: {
        session: {
          auth: { type: 'Bearer', token: TOKEN },
          info: ACCOUNT_ANSWER,
          difyid: 'dify-be25101ef689e014',
          pdfid: 'pdf-b7af3918fb09e08e',
          nopdfid: 'nopdf-749ee0f8adcf892c',
          infoStatus: 'loaded',
        },
        examples: EXAMPLES,
      },
    },
  );
  await replay.step('on /, presses 100 积分', {
    requests: [
      {
        method: 'GET',
        path: PATH,
        authorization: AUTHORIZATION,
        status: 200,
        answer: LATEST_ANSWER,
        after: { templates: TEMPLATES },
      },
      {
        method: 'GET',
        path: '/miao/v1/account/history',
        query: { page: '1', num: '20' },
        authorization: AUTHORIZATION,
        status: 200,
        answer: {
          code: 0,
          data: {
            list: [{ id: 'e1', kind: 'welcome', amount: 100, balance: 100, at: 1795605898982 }],
            total: 1,
            page: 1,
            num: 20,
          },
        },
        after: {
          history: {
            status: 'loaded',
            list: [{ id: 'e1', kind: 'welcome', amount: 100, balance: 100, at: 1795605898982 }],
            total: 1,
          },
        },
      },
    ],
    actions: [
      action({ type: TYPE, payload: { location: { pathname: '/user', search: '', hash: '' } } }),
      effect({ type: 'history/fetch', payload: { page: 1 } }),
    ],
    after: {
      templates: TEMPLATES,
      shop: { goods: [], available: {}, trade: null, unpaid: [], paidLater: null },
      resources: { list: [], total: 0, page: 1, num: 100 },
      tasks: { runs: [] },
      history: {
        status: 'loaded',
        list: [{ id: 'e1', kind: 'welcome', amount: 100, balance: 100, at: 1795605898982 }],
        total: 1,
        page: 1,
        num: 20,
      },
    },
  });
  await replay.step('on /user, presses 积分商城', {
    requests: [
      {
        method: 'GET',
        path: PATH,
        authorization: AUTHORIZATION,
        status: 200,
        answer: LATEST_ANSWER,
        after: { templates: TEMPLATES_2 },
      },
      {
        method: 'GET',
        path: '/miao/v1/shop/goods/list',
        authorization: AUTHORIZATION,
        status: 200,
        answer: { code: 0, data: { list: GOODS_LIST } },
        after: { shop: SHOP },
      },
    ],
    actions: [
      action({ type: TYPE, payload: { location: { pathname: '/user', search: '?tab=shop', hash: '' } } }),
      effect({ type: 'shop/fetchGoods' }),
    ],
    after: { templates: TEMPLATES_2, shop: SHOP },
  });
  await replay.step('on /user?tab=shop, presses Miao 首页', {
    requests: [],
    actions: [action({ type: TYPE, payload: { location: { pathname: '/', search: '', hash: '' } } })],
    after: {},
  });
  await replay.step('on /, presses 立即体验：文字转语音', {
    requests: [],
    actions: [action({ type: TYPE, payload: { location: { pathname: '/', search: '?tool=tts&style=ttsch/0', hash: '' } } })],
    after: {},
  });
  await replay.step('on /?tool=tts&style=ttsch%2F0, presses 开始生成', {
    requests: [
      {
        method: 'GET',
        path: '/miao/v1/task/token',
        authorization: AUTHORIZATION,
        status: 200,
        answer: { code: 0, data: { token: TOKEN_2 } },
      },
      {
        method: 'POST',
        path: '/miao/v1/task',
        body: { tool: 'tts', style: 'ttsch/0', text: '你好，欢迎使用 Miao。', token: TOKEN_2 },
        authorization: AUTHORIZATION,
        status: 200,
        answer: { code: 0, data: { taskId: 't-2967087eac62c6ff', resource: RESOURCE, resources: RESOURCES, points: 98 } },
        after: {
          session: { info: { points: 98 } },
          resources: { list: RESOURCES, total: 1 },
          tasks: {
            runs: [
              {
                tool: 'tts',
                styles: ['ttsch/0'],
                count: 1,
                input: { text: '你好，欢迎使用 Miao。' },
                status: 'running',
                taskId: 't-2967087eac62c6ff',
                items: RESOURCES,
                error: null,
                cancelling: false,
              },
            ],
          },
        },
      },
      {
        method: 'GET',
        path: '/miao/v1/resource/list',
        query: { page: '1', num: '100', typ: 'tts' },
        authorization: AUTHORIZATION,
        status: 200,
        answer: { code: 0, data: { list: RESOURCE_LIST, total: 1, page: 1, num: 100 } },
        after: { session: { infoStatus: 'loading' }, resources: { list: RESOURCE_LIST }, tasks: TASKS },
      },
      {
        method: 'GET',
        path: '/miao/v1/account/info',
        authorization: AUTHORIZATION,
        status: 200,
        answer: {
          code: 0,
          data: {
            points: 98,
            phone: '13800000000',
            avatar: `${ORIGIN}/mock/avatar/u-demo.svg`,
            type: 1,
            expireDate: '2099-12-31',
            id: 'u-demo',
          },
        },
        after: { session: { infoStatus: 'loaded' } },
      },
      DIFYID,
      PDFID,
      {
        method: 'GET',
        path: '/miao/v1/agent/nopdfid',
        query: { typ: '16' },
        authorization: AUTHORIZATION,
        status: 200,
        answer: { code: 0, data: { id: 'nopdf-749ee0f8adcf892c' } },
      },
    ],
    actions: [
      effect({
        type: 'tasks/create',
        payload: { tool: 'tts', style: 'ttsch/0', text: '你好，欢迎使用 Miao。', runId: '1JZjcLRLOeOVsmAt' },
      }),
      effect({ type: 'favourites/load' }),
    ],
    after: {
      session: { info: { points: 98 } },
      resources: { list: RESOURCE_LIST, total: 1 },
      tasks: TASKS,
      favourites: { owner: 'u-demo', ids: [] },
    },
  });
  replay.close();
});
