// The answers of signedInVisit.test.ts that the recording holds more than once, written once: the
// templates (listed at the start and answered twice, each time with covers signed anew), the shop's
// goods, the example media and the account. The test answers with these and expects the state to end
// holding them, so a constant changed here changes both: to see the test fail on another answer,
// change what one interceptor replies in the test.

/** The recording's login. */
export const TOKEN = 'tk-f7052c7012d126a3b181ff32d331deb2';
export const AUTHORIZATION = `Bearer ${TOKEN}`;

/** Where the stand-in the recording ran against served media (its port then). */
const MEDIA = 'http://localhost:3100/mock/media/';

/** A media path as the stand-in signs it: valid until `expires`, with `sign`. */
const signed = (path: string, expires: number, sign: string) => `${MEDIA}${path}?expires=${expires}&sign=${sign}`;

/** The account the recording was signed in as (session, less the login and the clock). */
export const ACCOUNT = {
  info: {
    points: 100,
    phone: '13800000000',
    avatar: 'http://localhost:3100/mock/avatar/u-demo.svg',
    type: 1,
    expireDate: '2099-12-31',
    id: 'u-demo',
  },
  difyid: 'dify-be25101ef689e014',
  pdfid: 'pdf-b7af3918fb09e08e',
  nopdfid: 'nopdf-749ee0f8adcf892c',
};

/** GET /miao/v1/shop/goods/list's list. */
export const GOODS = [
  { id: 'g-30', name: '体验包', price: 300, points: 30, desc: '30 积分，适合先试试' },
  { id: 'g-100', name: '标准包', price: 990, points: 100, desc: '100 积分，最受欢迎' },
  { id: 'g-500', name: '超值包', price: 4500, points: 500, desc: '500 积分，九折' },
  { id: 'g-1200', name: '专业包', price: 9800, points: 1200, desc: '1200 积分，约八二折' },
];

// The templates as the stand-in lists them (the photo-to-GIF expressions, the animations, then the
// avatar styles), `cover` the media path of each one's cover.
const EXPRESSIONS = [
  { action: 'expression', mode: 'boy', channel: 'gif', label: '男孩', cost: 6, cover: 'example/gif/boy/after.gif' },
  { action: 'expression', mode: 'cry', channel: 'gif', label: '哭泣', cost: 6, cover: 'example/gif/cry/after.gif' },
  { action: 'expression', mode: 'girl', channel: 'gif', label: '女孩', cost: 6, cover: 'example/gif/girl/after.gif' },
  { action: 'expression', mode: 'man', channel: 'gif', label: '大叔', cost: 6, cover: 'example/gif/man/after.gif' },
  { action: 'expression', mode: 'miao', channel: 'gif', label: '喵喵', cost: 6, cover: 'example/gif/miao/after.gif' },
  { action: 'expression', mode: 'smile', channel: 'gif', label: '微笑', cost: 6, cover: 'example/gif/smile/after.gif' },
  { action: 'expression', mode: 'surprise', channel: 'gif', label: '惊讶', cost: 6, cover: 'example/gif/surprise/after.gif' },
  { action: 'expression', mode: 'cute', channel: 'gif', label: '卖萌', cost: 6, cover: 'example/gif/cute/after.gif' },
  {
    action: 'expression',
    mode: 'distortion',
    channel: 'gif',
    label: '哈哈镜',
    cost: 6,
    cover: 'example/gif/distortion/after.gif',
  },
  { action: 'expression', mode: 'fakelaugh', channel: 'gif', label: '假笑', cost: 6, cover: 'example/gif/fakelaugh/after.gif' },
  { action: 'expression', mode: 'glance', channel: 'gif', label: '瞥一眼', cost: 6, cover: 'example/gif/glance/after.gif' },
  { action: 'expression', mode: 'look', channel: 'gif', label: '张望', cost: 6, cover: 'example/gif/look/after.gif' },
  { action: 'expression', mode: 'yawn2', channel: 'gif', label: '打哈欠', cost: 6, cover: 'example/gif/yawn2/after.gif' },
  { action: 'expression', mode: 'faklaugh2', channel: 'gif', label: '憋笑', cost: 6, cover: 'example/gif/faklaugh2/after.gif' },
  { action: 'expression', mode: 'trump1', channel: 'gif', label: '演讲', cost: 6, cover: 'example/gif/trump1/after.gif' },
  { action: 'expression', mode: 'talk', channel: 'gif', label: '说话', cost: 6, cover: 'example/gif/talk/after.gif' },
];
const ANIMATIONS = [
  {
    action: 'animation',
    mode: 'cry',
    channel: 'animation',
    label: '哭泣',
    cost: 8,
    cover: 'example/video/animation/cry/before.svg',
  },
  {
    action: 'animation',
    mode: 'express',
    channel: 'animation',
    label: '表情丰富',
    cost: 8,
    cover: 'example/video/animation/express/before.svg',
  },
  {
    action: 'animation',
    mode: 'laugh',
    channel: 'animation',
    label: '大笑',
    cost: 8,
    cover: 'example/video/animation/laugh/before.svg',
  },
  {
    action: 'animation',
    mode: 'smile',
    channel: 'animation',
    label: '微笑',
    cost: 8,
    cover: 'example/video/animation/smile/before.svg',
  },
  {
    action: 'animation',
    mode: 'talk',
    channel: 'animation',
    label: '说话',
    cost: 8,
    cover: 'example/video/animation/talk/before.svg',
  },
];
const AVATARS = [
  { channel: 'avatar', mode: 'cartoon', label: '卡通', cost: 10, cover: 'example/avatar/cartoon/after.svg' },
  { channel: 'avatar', mode: 'clip/astronaut', label: '宇航员', cost: 10, cover: 'example/avatar/clip/astronaut/after.svg' },
  { channel: 'avatar', mode: 'clip/celebrity', label: '明星', cost: 10, cover: 'example/avatar/clip/celebrity/after.svg' },
  { channel: 'avatar', mode: 'clip/president', label: '总统', cost: 10, cover: 'example/avatar/clip/president/after.svg' },
  { channel: 'avatar', mode: 'clip/robot', label: '机器人', cost: 10, cover: 'example/avatar/clip/robot/after.svg' },
  { channel: 'avatar', mode: 'pix/anime', label: '动漫', cost: 10, cover: 'example/avatar/pix/anime/after.svg' },
  { channel: 'avatar', mode: 'pix/disney', label: '迪士尼', cost: 10, cover: 'example/avatar/pix/disney/after.svg' },
  { channel: 'avatar', mode: 'pix/elegant', label: '优雅', cost: 10, cover: 'example/avatar/pix/elegant/after.svg' },
  { channel: 'avatar', mode: 'pix/penink', label: '钢笔画', cost: 10, cover: 'example/avatar/pix/penink/after.svg' },
  { channel: 'avatar', mode: 'pix/pixar', label: '皮克斯', cost: 10, cover: 'example/avatar/pix/pixar/after.svg' },
  { channel: 'avatar', mode: 'pix/younger', label: '变年轻', cost: 10, cover: 'example/avatar/pix/younger/after.svg' },
  { channel: 'avatar', mode: 'portrait', label: '素描肖像', cost: 10, cover: 'example/avatar/portrait/after.svg' },
];
type Template = (typeof EXPRESSIONS | typeof ANIMATIONS | typeof AVATARS)[number];

/** One listing's cover signatures: one per template, in the order above. */
interface Signing {
  expires: number;
  signs: readonly string[];
}

/** The templates in the state the recording started in. */
export const LISTED_AT_START: Signing = {
  expires: 1795454566,
  signs: [
    '3ded732a3da44659177560b24839d046d0b6df30565a4fde3df0ec6f152f4480',
    '62c1edd0b45ff398f37e5e621f68484851d569c06531eaed97775b85559b0f50',
    '6efd74731b2a8b3b54c996e2c224e08462ef3f98aedc6c691754a6cb9e22eb7f',
    '68ec1bfbb72ba9ad4daf4cf5094c0a4f25e787bdb39443fdeef6d21a579cbb3e',
    '3f91ece93bd2ab3906462bb5df5f5f7c590d683bbb807cc07cb3813657239325',
    '039dbb111fb4d9f2dcde20b9428bcae5ca620702e91cccfc324a7b80d41e8112',
    'afe80f8cb29945acf54bfd787dcfb1ba6bc579f27e5cf3bcbdc5060daaed8dbe',
    '7527e228f430f927cf27703ccd59a91f972dcca7b5170117ed04f61f250b784b',
    '745f1df540876818b4ec6feb60e379d605e2ded0af2e40b198d87affbdd71780',
    'd8bba6aea342b271b4f1f7e3649b9ce77722c1fb4adcec01225cfd655b38b96b',
    '92e34c36d648542ec39ce5a9d6931412915d2b06e2406b0467aaf648da3730ba',
    '9b21a8b75af1fdb5329f5f69e42a22a0747e8c6ea6c55145ccc3ca9d03a79335',
    '42a88b2e429642bdcac767ac62fee765f1e74b2713c14fe4f164ed0e684ca8e8',
    '0d632be07867423cb93ac63d72cc622dd44d2bc7885191f9f7448a809c7e9d36',
    '70046e75b859621a5de9637f0764a7e745a30893ed361d2dd0822aad76d91e5d',
    '51668de49b8e75245e43455e6398c59ac0c424717c54afd4979d6b2737e400f3',
    'f6612b2dfffe3dc918b11b5adcba1b5a6bbb3eb464a6adb15f01c47f5bf60e0a',
    '803215a9afa34becb348e8abb43b750ac774e3d82b0e8b99b1c62a4376e38b56',
    'aa4e4de6800030ec42af188340b20f3a12dc9c282952da9757e26288b09f5360',
    '26c7e0e3b7464ca0322eefd355ef39331b1fbc85cbdb64a3cd9f0e64decfb51d',
    '341cc6a2331a6362e47fadc47fe0b49ecf8959c7adee44041d509b9cee6763e5',
    '8f014c1232346a1375d711dca24b015e9250b11de50df2025da91b1e0e2271cb',
    '90b2ce7f6bb3adc11d31441fc8ff619b6827a88996bdcf184904c5a11f446671',
    '6a0063071529bd5c7178470be1325857b2c54a70d13af9a915c096fc00e345e9',
    '99e38e225f71c75ba088c29ff3bb3764ab4f2dc8a4c2573b02d82125fcbe4053',
    '33414bf310a331f1b9fe401de66c65dcac0b6f11b097612e8e9cb957e158776e',
    '2c1da78b74fe60bc6c20704e033c988fcb674953df29b724a6b22a18820152cf',
    '44f4edb76849489dd1d7ae63c6adf553a3729f36318c92e197df01234bb18cd2',
    'fa30afcd74b203403c5cbd929837b109c459b53a8407f3d875df7a02e14af9dd',
    '6b5fd49603951730e3fcdbc8c1c1f7b778968d420d0170e16eb229653eb54193',
    'e60c6f922eeadf7f7b66557f5bf6da3433c77430635b4307d7d0cedb6819cba3',
    'b44bd3713f2e0cd61743eea6527a8c1e4bf555ee34febe734d4cc6291d0f9f7c',
    'c7bab0ed213b39b9e9af34b31647d6185eaef830e87c5bb69f571d783b9d7dfe',
  ],
};

/** The first template answer (the shop tab). */
export const LISTED_FIRST: Signing = {
  expires: 1795454567,
  signs: [
    '26c1465fe6293bbed3f71807cc22cab00763995c7ee1a9c9e277afe2b54543bf',
    '1f2ba977c55810c430e0f324ef641f0875e9ecd507e1c4815c895e7f1434db0e',
    '0fb4a78fa7c8b9277df721f6698e82e5f8f8ddf914d04d8d69fb0970ff352794',
    '96362738df1c39225fce1028240a3c3b62a85963c5d985720a4e691601976e1d',
    'bff64131efff44cfcec24c9a569bfbd0480c8f310ffac194c2b92b9cddaff4bf',
    '95dc9c789e06238aed2053cdd4d117d8bb141884727759df34375d6c85dcd71f',
    '9da368e639b3b0fd1eb9a5d74da6a6ca9781935db1772cab8cbb2bf8cf0c6a16',
    '50eff31254e81e339903a019f3c18e24be4353192804357cd2546d1cd8e5bb1c',
    '1bbd5aeebf868a980284fa72ec9625ee33f6d41cb5172f185326d9a732f35ba7',
    '7215aa2e2aa800be3a77a2591d40fa97d3b592200df43e1e1a95d1ddc6507890',
    '6881de2cb27bb3c31dcc25d682fd7e2e6c58e6be46ea8d3bcac67998495b85f1',
    'b3be50c1a562affd49d2cac4bd3c8ca455fec703f9bbac1750c4cb867dc7931c',
    'f5b8786c83131823a77a3339114eb18799f770c710fbe3a5ef4eae87c81237e0',
    'c5e962988cd9266fdf8ba6447d2dbc3a718d1b28f3ee4ac431de649cb457b5a1',
    'af28f12e1fc84dd97defcf43c3fdbfc8ab3d08a7981440fe5c40810e33264a40',
    'bcde38393143ab9f2fb0263316c271267698187d323248ca985dc6b5252c1c85',
    'c1874ce7a2af64f6de3aae49ff53b2acd1de7d209a390381a962d6d64376a742',
    '86fe2fe5e2208f411f660b3baa3c988c0f20d25718a276e02050d01b27a336eb',
    '57c626af9c8427b084f61d14880a65ed97669f3c1ae583a88338df06cc0baae0',
    '286a43c4ba3db1de22cf0453745c9cb977e6cbf4427f3ebaf9255c06f4e3fec8',
    'ccc3ce1599962c6d3604263bb20cdf1c2d85c0c9a5bedca630e6cfe651b6aebf',
    'f466ed722bab587012cae23ad1cfb49d09e51377f261947dc781f7e2b3400a60',
    '94bc0aa591e83f6b5ad49cf8b1b130380d181334b8c3834c25dfd4be2a8474fd',
    '430ea08df55515af9972e2e2f5c60ba8885dca75e9f41071e376592b52ef097a',
    'd1ae2f420e780b24d5f8eb38b7760e020029f9e7cf37af4cd79a88d76eccb99b',
    'f9cec7b54a5217b65c42f990d4b11c1954a89e99f736aecd29b9ee63ed72da88',
    '9a181ba40ff3fd3d1c15f8eb4860cfa3f41c02ab806cd381f4f789f9d60639a3',
    'ff2766c1df1365278ddca66f15b2cce80ae99219a37469edbf3553efa803244a',
    '4d4757f16f35e1e31bc688a2212f8b81157cfa436357f515e986d9dd7f9766c3',
    '9f7c7b6259b4beba145f481b63b6afa9b9ce8d27d20d4a55d50a5145849cd508',
    '755c5fee19a138b62d2517d19b8496be666af0f34083b9e0c96522b18dee44f5',
    'c566fae4316162eedcedbd97bae4e8de2e1fda776c58481639859c22058b0473',
    '69cc95c2b85008cbe6a6abf2981e872d83e6ca9da50caaaf535c419553bab6eb',
  ],
};

/** The second template answer (my resources): the one the state ends with. */
export const LISTED_SECOND: Signing = {
  expires: 1795454568,
  signs: [
    '1d5d47866c7cc03a9cf678f36bd6fe247522fd847b7f0b08ad3d3ddc656f52bd',
    '8cdf1659c04df83030cc3cdfd0313dc0f24f3323679071986b3bb8ad6cea4da4',
    '9189222d1633c24ba7ea6c6a0eb30b64b9cb6c206d0d6b7c435870f1e5295649',
    'fe70016aa17e35e61406edc85f469465543c2860cb3f92bbf4d1e92a9e4216af',
    'df7cce2f38e38aa51c4c553f5035f7b552c9363e2808f00b117c48d853c1a3db',
    'b63a7a66d1fe8ac89031d06d932291709fff4dfd603535917691abc74721be79',
    'fb624867498242078ca769bc8d0f74889568734fb6202e541f2b71f8018a0b13',
    '497db30a5f0b121e010a767567af9cd2e09a279b97616ee92271d076f433cdf9',
    'eec54fc1a37786d46d1d4245f1a7ee07995a2501bfa09381303d3dc044319bff',
    '35c5ecfdbfdcfb7c454a72f62bf1ec91f80d34731dc5369276f972bbe4545672',
    'd412b400fe0504512621eb3f8ee6f99e3715548f377bcd8977d7d5084845ff08',
    '9f9bcaa646c0967fe3a4d851f8a54e2584c1feb40fac2adb0f3d1feee31a71fe',
    '3e49bce32d33255d52963902fd9a12cac7e20db580b0e8a335b00079e5a6e27d',
    'e12dc73829714af8ff78560fabf2b42409c01e1903ad5db911126ff152a7cee6',
    '492052e83d77a2171d72d9faa2fdc05ad8d6a57bf9d611bae66486129348b9e9',
    '3669d2cb98678d53d4a4ed192a28f714afb6210234d7df508164265f3eb9f421',
    '0b399c0e1eb103484d810ccb43fe11d32aee37423ec56378c5efe1dec26299f3',
    'c343e7519d0861887aa9eed1d74dc2e2f2e682922104069f01134de28f018495',
    '6b43cdfed691cdafc9c003dac3cdd3099ab2b6adea290ab9543e9d05e212f80c',
    '235f61a19a587855bf3e60f1b34ca5adee1c85cf7fa5e3683b3aa4e63d373b49',
    'bebb7e51211e7e077fdda057becd5a6b7b38f89e88435c3f35e96487736a5afc',
    '9539a50620eee0497c864a6753c87130ac217b3c7a05089a7eb3e006800cd5d1',
    'bb744a5ef7631ce02fdb8b7d56855b6e965868bf4e78139c32ad2aa6de658b3b',
    'cf724872da6b6713ac6afe66b20b2fcf441ff8922c7a8aadcb6b3c514466e3d1',
    '5de6d5b6b4ac18ad6d2fab992b3b4220de361fa47e583ed31a848e42f35f7b49',
    '6688e302192d8fc784a1129c296c2ab0ce41ecf513dee4d10fd0b298e4d2d63c',
    '7af65ecf70e6f0007256b33e532820568fbf5d3f4f3d8ceb41cf1622b18b1256',
    '5efd6712ef87642abf72bdc57b2ae79eca6c9b17cbcb7ef8c8074acc3004d51c',
    'df1f968e3cb03b2bb1c847d47966f759588c20476a9ce1b5485087453daf54e8',
    '313dceac7ab10d015099f835c55cdfdea794791f530f861cf4a6b99e61d0b7dd',
    '829312568e278844ffa441e7eae48bf0cb2572eb3e216b2fa64a49afac730a1e',
    'c3b6b8697254612eb7f5c6386df58a768415ea47cb536e8e648f69973622f963',
    'b566b5f5d3296539d60559eb9208a84c39a683a81b7f10f62713f3fefdc827f5',
  ],
};

/** Each list of templates with its covers signed as in one listing. */
function signedLists(at: Signing) {
  const lists = [EXPRESSIONS, ANIMATIONS, AVATARS];
  if (at.signs.length !== lists.flat().length) throw new Error('one signature per template');
  let next = 0;
  const sign = <T extends Template>(list: readonly T[]) =>
    list.map((template) => ({ ...template, cover: signed(template.cover, at.expires, at.signs[next++]) }));
  return { expressions: sign(EXPRESSIONS), animations: sign(ANIMATIONS), avatars: sign(AVATARS) };
}

/** GET /usee/v1/alg/template/latest's data in one listing. */
export function templateAnswer(at: Signing) {
  const { expressions, animations, avatars } = signedLists(at);
  return { animation: [...expressions, ...animations], avatar: avatars };
}

/** The templates model holding one listing, as recorded (each mode its own label, an avatar's mode first). */
export function templatesState(at: Signing) {
  const { expressions, animations, avatars } = signedLists(at);
  const modes = (list: readonly Template[]) => Object.fromEntries(list.map(({ mode }) => [mode, mode]));
  return {
    GifTpls: expressions,
    GifMode2Label: modes(expressions),
    AnimationTpls: animations,
    AnimationMode2Label: modes(animations),
    AvatarTpls: avatars.map(({ channel, mode, ...rest }) => ({ mode, channel, ...rest })),
  };
}

/** The example media GET /usee/v1/example/list signed, as [path, signature]. */
const EXAMPLES_EXPIRE = 1795454570;
const EXAMPLES: [string, string][] = [
  ['example/avatar/cartoon/before.svg', '7bddda451ecaf6cf3fea50dbf55f5e14cc6b285fdcbf39e3692ce2fecffc4d9c'],
  ['example/avatar/cartoon/after.svg', 'ba05317460d6fef973a90f4383dfed55f5246592acb5e97cbe68c5c39bf7ab62'],
  ['example/avatar/clip/astronaut/before.svg', 'f84538fa2b52049faaa88b92e93c6c353674335ba60c3986623909839198845c'],
  ['example/avatar/clip/astronaut/after.svg', '48e1e3f24e53f4ceb391d5a3d8769cea157cdab05f28d37212f3216b9fbb2f28'],
  ['example/avatar/clip/celebrity/before.svg', '7ee2e2aa5aa83506bac62ed4ce25fa5e6e9f5a625366f60c3bb9ba34007e1941'],
  ['example/avatar/clip/celebrity/after.svg', '6d693f7f2957745cd0a8ca3148325adae09415662c5ece7ac5506e227a62cae9'],
  ['example/avatar/clip/president/before.svg', '48478c4001acef6e8e3cea5513f5dfb52757c4f9e0fde538073b803f03619591'],
  ['example/avatar/clip/president/after.svg', 'b2b7ecadef70ca4a96717e820f2d18ef8a86ae562318b3816c7aa44f85b2241d'],
  ['example/avatar/clip/robot/before.svg', 'e5d95517803329ba5cc095194c2b206e475ef2d948f5ad8d2e61af87ed1ec935'],
  ['example/avatar/clip/robot/after.svg', '522311b013790e70cb641cdd7a94e4f484a997a3df777068d1422aee342774bc'],
  ['example/avatar/pix/anime/before.svg', 'e53b9ebba954c36a1a7a493702b7baedeb72bac9bcb204c687b7503652548e48'],
  ['example/avatar/pix/anime/after.svg', '4736547b1ec141872c8df37a9c03fc77ae514626006f705ab1fabe603e307d8a'],
  ['example/avatar/pix/disney/before.svg', 'e9273661eef71a71271de16196dd8056a2331ce8ae21f7f6b9279f7228ad780c'],
  ['example/avatar/pix/disney/after.svg', 'eb51318f50e6214991b0c7274d1befa0d21b193356e64df24b07a974460895aa'],
  ['example/avatar/pix/elegant/before.svg', '1600adef62a3f31dfcc00af5a1f55d7a1d531f657606ae2ca0698d51620dca5b'],
  ['example/avatar/pix/elegant/after.svg', 'd54b97ef6cf94cd443de54d2396a9139d76f3882a324600d469e80d444e55b03'],
  ['example/avatar/pix/penink/before.svg', 'c2429d428b4e0ccf1e9197ce6dd31ab4f1b1bc81a4209f0b4d07f6e830e2b758'],
  ['example/avatar/pix/penink/after.svg', '0c6c93afa125bd7e6212cb0a30c59429435d41211997c38359a974bfe69e1ee4'],
  ['example/avatar/pix/pixar/before.svg', '500201f7723d7500b055e2ebcde3b362f65459f93f1e5ad97dd409d5a6dd75a8'],
  ['example/avatar/pix/pixar/after.svg', 'eff491e7a7deaadab6ceaf3d0d0d0acefcdbb2a576073021ccfdb313839183b3'],
  ['example/avatar/pix/younger/before.svg', '2171d64868421455775fc7ec6fd354ff095abb30694c650007449fbf73b3f0a7'],
  ['example/avatar/pix/younger/after.svg', '4f12400133dfc19c73671589f6f87faf21b5d72b417bd8e14ad23e9570180c52'],
  ['example/avatar/portrait/before.svg', 'da7b68373aeacc85c51f73e7ddcd4bafba8db7b8496e6c7e9db9a922ff8ee2fd'],
  ['example/avatar/portrait/after.svg', 'cdaf69a0b91d1214dbd4602c1c37e2bc493eb567f1d9edacdb8896c9f326db98'],
  ['example/gif/boy/tpl.gif', '25ac384f1df0270d94670fb5d23d4abe39a428ca0fe7046853e28fda93a40814'],
  ['example/gif/boy/after.gif', 'f5f548cb8a132a275d2a5d2501974d9674a07f403c3ff5a8f9268793def3c3cb'],
  ['example/gif/cry/tpl.gif', '3898f24f9d0a778a8a2b2538c8fd01b00b13adc3a1f20a65a2c02cdc8e9338c8'],
  ['example/gif/cry/after.gif', '2efa595654451d1c82ea33312603d4bd781e309f69acc1598c703c1c4bfdcb70'],
  ['example/gif/girl/tpl.gif', '69169af4bf7e45f6c59fc8282184bf796beee3b7832d9f77ecee3aabfd4146eb'],
  ['example/gif/girl/after.gif', 'd6056aba8175e137e24745674d89cd07d76faa7c791e61284c92272337e76d62'],
  ['example/gif/man/tpl.gif', '65d1881af091009f7b029dbd078e3731991ce2eb086197f32a41bb07ebda241a'],
  ['example/gif/man/after.gif', 'b71890f4a97f4ced6672e04b9be68725ad5a0544b30675d686556835b38dc615'],
  ['example/gif/miao/tpl.gif', 'e50d56df92add37b7ad60f9f2b7fc32e82aee5a2031aac67d0e7ed750998a51d'],
  ['example/gif/miao/after.gif', 'd8094bde0d1fd41b091a2ece27daba496022490c0b980bd8a599d9882382012e'],
  ['example/gif/smile/tpl.gif', '124a52b9c75a1864bca210a3b9a969c6b1fb0409025e18ec5cb9586ebe6b3fb2'],
  ['example/gif/smile/after.gif', '060cf31697b9a89d25443d8d852cf54f8b904e9f4f256223915bc17aeb4f9565'],
  ['example/gif/surprise/tpl.gif', 'c2c8e581309383cfbda527c4ae426169de1dd23a841cdfbca9c2b9b0762c3ef5'],
  ['example/gif/surprise/after.gif', 'd06e3dcbac422e30a69320a46ea00a58fb898c88388730e60842d390f72af685'],
  ['example/gif/cute/tpl.gif', '17b97688dcfdf0c61dc0c1f15efe7890ac8e9e8339b9e7d166b2da3894d60262'],
  ['example/gif/cute/after.gif', '8e6d98277f8295b3543c751449b6c3c7eb12d6e184deb95ff8d32e8996b3360a'],
  ['example/gif/distortion/tpl.gif', '4b12fea0c17114a39c154ecfa731294801dc53ef7d6fea0673b1b6ec78caa5cf'],
  ['example/gif/distortion/after.gif', '3da96d1088ad2ba74abef5bf7f0f4edcf906773cf23843d72b2485bb7f1a94fa'],
  ['example/gif/fakelaugh/tpl.gif', '280acbdaaf2327797cbceebbbb366f588a757ddb796a395cdd5bb8acf3b16a8c'],
  ['example/gif/fakelaugh/after.gif', '621c8f72473be4d2720d5be9ac2efe14a376ca2a07c490762031699f3c298638'],
  ['example/gif/glance/tpl.gif', '056aab4519f7ff5d5f7695c2c2463e2c670f3d36ca447b27a02f110345a4b56e'],
  ['example/gif/glance/after.gif', 'de365faa9fdae3d3cb59ed35c10fae5c37712a07a7a796723b488f9ad90d4d12'],
  ['example/gif/look/tpl.gif', 'fddb48597802277131116dc7bd20afc263fe44f1e8eb2a84efa176b6fa6dedcc'],
  ['example/gif/look/after.gif', '80f53d49a11f141a9feb8dd85fbec0236a99b1590adb22fa3144a98aca5671f1'],
  ['example/gif/yawn2/tpl.gif', '08dc4d1aa9e246b7d4d4c51db5de4bc8024ce74df5799c20e377531b2f2dea18'],
  ['example/gif/yawn2/after.gif', 'a65e4c44475ab3686c16e97deb441752c9755a4f901eef5164c31848e26a57f1'],
  ['example/gif/faklaugh2/tpl.gif', '65163906f7f583034fa8a00812beee8de7fa3d6b72b613ff3add82cfc9e79001'],
  ['example/gif/faklaugh2/after.gif', '908f3b9255db65da094611d2d4556d74c65876d03e3f19105282c8a855dfc86f'],
  ['example/gif/trump1/tpl.gif', '7b35e3dc575585524551ff07292ab281399db5798d63bfc823eee2d0cf371b37'],
  ['example/gif/trump1/after.gif', 'b265549d9abe5c3936f19dcd29748acf3cd924c637dc3e1df0f272fa6c14e151'],
  ['example/gif/talk/tpl.gif', 'ede1262ab3958747d3c4b400ccfa2e33911e40b5b152007d62c90e47c6c7dc15'],
  ['example/gif/talk/after.gif', 'f5bfa86921b4024e2e761d442fd3b927be2ec6e21514e0441d49d77f85279e60'],
  ['example/video/animation/cry/before.svg', '31027d22e19fd102131f7a2d00a1b18a501e30afe80cb60c54d8b88b71267abc'],
  ['example/video/animation/cry/after.webm', '569da6d0020bef9d73ff393e8774bdea6abc65195886a515c285f00905d61f99'],
  ['example/video/animation/express/before.svg', '41b061aaea2f747ddc5326420efc7052342456887c03117d3fe0be5c3287704d'],
  ['example/video/animation/express/after.webm', '974a5d3d62c1baf6938b1aa12536d56a35704fc68a58c96151a5e7b96167d77c'],
  ['example/video/animation/laugh/before.svg', 'daef9ce16c14bef20f0f89b4ffd4bde1f7c0fdae41b6af913a2a884eded6b0a1'],
  ['example/video/animation/laugh/after.webm', '738c0c5ba8cec7126db64c03b338b1250c383da012f2c09426274c0b161eaaa7'],
  ['example/video/animation/smile/before.svg', 'a5c62563520dd3704c21602025682c4a6456bc48119da287f395fe3b44f5522e'],
  ['example/video/animation/smile/after.webm', 'd1e0a52d3b9c5ab55b7d22ef8342493a79e195aac4dfdb993d785fd1c02dbc9b'],
  ['example/video/animation/talk/before.svg', 'b6b8eb0320e4570c3e5facbf5d6bc07201f8bf1ef56143265fbeb9f9726bb1e7'],
  ['example/video/animation/talk/after.webm', '33a980203c820a1c6a9d43a6015d123cb2d8d685a6c4512813a5cbdc62e5f29a'],
  ['example/video/3dp/circle/before.svg', 'ce5069ad852ff3dcfdbaec77c19521667eaa77cdb0800ad792d3ec254cf56219'],
  ['example/video/3dp/circle/after.webm', '289315d176a53561eddf4b3bdeb1ae82c10e56d9a2a767946e62e24749a6e561'],
  ['example/video/3dp/swing/before.svg', '770cf9c2283a077ba88a1a04271e98b2a5fcb862fef3231ac885c706aa0c0eb4'],
  ['example/video/3dp/swing/after.webm', '069e0b6c32464a1e074d12270837a8446c42a70028de07c175ad784aabc1f485'],
  ['example/video/3dp/zoom-in/before.svg', '41e45060db49c397a713af708ac248fe5e4a35dca9f93a602cea2733a48fc592'],
  ['example/video/3dp/zoom-in/after.webm', 'e975cb9302ca65c858b1fea5237f7a91bc54e404fb2ea0e9ab292ff3a56f8d50'],
  ['example/video/3dp/bgm/cheer/after.webm', '81e1114aa28d9d47d70cc64e3f9b9bfd2b406abf41ffe72d139a4818aa69033b'],
  ['example/video/3dp/bgm/great/after.webm', '8d663f7baea29a17473f2f09f9db14763afb68bc82c999d149ecc842437c1ec0'],
  ['example/video/cartoon/before.webm', '6cae4e808acab3306a0994b07eceb1946acb47a83ac37586774fa0b4b25c320b'],
  ['example/video/cartoon/after.webm', 'dd46572d273306a3588176da73af0ac4efeb19dbc9fe129271f917b73306331b'],
  ['example/image/cartoon/before.svg', '4f69e779e66d78c35e1b3febb075e6ec41fff94681e82d0b08ef40719b16b6c8'],
  ['example/image/cartoon/after.svg', 'a1052dccf0d9fc82ee9c275882a9543d4d91ec052d319a2ed634d6f51640141f'],
  ['example/image/portrait/before.svg', '37177e428799bb0d6c7f0409620b72976c24342968a4f8e0ad9ed743c902d743'],
  ['example/image/portrait/after.svg', '773f2e64c67ab50cfb4454d4fd47596e23a3d818fc359d8d3a6f3d8ae0edd2fd'],
  ['example/image/watercolor/cezanne/before.svg', '3eddbdff098c325ab778aef7b9dbf5b5e9985cbfee36c307e5f7fd36ed6a397a'],
  ['example/image/watercolor/cezanne/after.svg', 'ab299f1756823cc83443396a2eda358aab7e3aa63525f36863592c9e0950a03c'],
  ['example/image/watercolor/monet/before.svg', 'c7ddc82b94ceb50789c4999f321c76a753c0dd9d38b1f4bd3d2bc5c87d36cefd'],
  ['example/image/watercolor/monet/after.svg', '16a2bebd2885398c73b0b9a1ddd45b26e927dfcc5a89667937cc766568fd8dd0'],
  ['example/image/watercolor/ukiyoe/before.svg', 'fac75e2c0f11b0c36b6afdbc1fcec0bcdd52a27c7a9c3c69dc6f9afa0bb253bf'],
  ['example/image/watercolor/ukiyoe/after.svg', '2d5d050936eadc9810af958c5bc9c0acce8ce615c1c0b9a0a4f8832b9c9aeddd'],
  ['example/image/watercolor/vangogh/before.svg', '10abfd344ea17ae982dcadc8c323812d3d73617cdc8d1603d38f97450bece974'],
  ['example/image/watercolor/vangogh/after.svg', '991cfae27ab4d992e930214ad7b632f57ff2ddfe25edfd3fd5414f5a0408f66a'],
  ['example/image/tti/1000/after.svg', '1ac6c319d2959e966980643941b17171bc2e7fc9c3a4d7a3ce9b8c7105e70915'],
  ['example/image/tti/1001/after.svg', '62fca1761a54605f1ed9aac912b2f3ba281258003f8345f901b1168c28189cbd'],
  ['example/voice/ttsch/0/after.wav', 'bf2765528ecf33374f7e22f7dde5e1794d43799a21342b2e8c5286d168bcf255'],
  ['example/voice/ttsch/2/after.wav', 'e756e81f3d385d68f2e1f82c250382745f885724caa6bdb65c9856cb07349cdf'],
  ['example/voice/ttsch/3/after.wav', '88a132edda649b941cd8c8319568e4f96d9498371de78c5a42228585a06bdf51'],
  ['example/voice/ttsch/4/after.wav', '9d2cd7e0179a8b73c4c02206e2a3e8213e5fd9b1a9dea273071c71bbf200bc7e'],
  ['example/voice/ttsch/5/after.wav', '8f1141dea22994d69532cce12850e4b58d26a7bf5a56e22369932cd37c4e2419'],
  ['example/voice/ttsen/0/after.wav', '9ccd11d8b0df4398980dbcc5d0d3eb62a76e0d6f7bcb5fa20c39ff7164adb27a'],
];

/** GET /usee/v1/example/list's data. */
export const examplesAnswer = () => ({
  signUrl: EXAMPLES.map(([key, sign]) => ({ key, signUrl: signed(key, EXAMPLES_EXPIRE, sign) })),
});

/** The examples model holding that answer: each URL under its path less `example/` and the extension. */
export const examplesState = () => ({
  map: Object.fromEntries(
    EXAMPLES.map(([key, sign]) => [key.replace(/^example\//, '').replace(/\.\w+$/, ''), signed(key, EXAMPLES_EXPIRE, sign)]),
  ),
});
