// zh-CN strings of the home area. One object; keys grouped by component.
import { NEW_ACCOUNT_POINTS } from '../../rules/account';

export const home = {
  pageTitle: 'AI 头像、动图与配音',
  /** The page's meta description (public/index.html says the same; the server's home shell sets it per language). */
  metaDescription:
    'Miao：一张照片秒变头像、会说话的动图、3D 照片视频、卡通与水彩画，还能文字生成图片和语音。微信扫码登录，即刻开始创作。',
  hero: {
    title: 'Miao',
    tagline: '一张照片，秒变头像、动图、视频和语音',
    sub: 'AI 头像风格、会说话的动图、3D 照片视频、卡通、水彩、文字生成图片与语音，都在这里。',
    cta: '开始创作',
    welcome: `新账号送 ${NEW_ACCOUNT_POINTS} 积分 · 每个工具标明所需积分`,
  },
  gallery: {
    title: '全部工具',
    subtitle: '选择一个工具和风格，上传照片或输入文字即可生成。',
    use: '使用',
    useStyle: (tool: string, style: string) => `用“${style}”风格制作${tool}`,
    try: '立即体验',
    tryTool: (tool: string) => `立即体验：${tool}`,
    noExamples: '示例暂时无法加载，不影响使用',
    cost: (n: number) => `${n} 积分 / 次`,
    loadingExamples: '正在加载示例',
  },
  examples: {
    before: (name: string) => `${name}：原图示例`,
    after: (name: string) => `${name}：效果示例`,
    tpl: (name: string) => `${name}：表情模板`,
    video: (name: string) => `${name}：视频示例`,
    voice: (name: string) => `${name}：语音示例`,
    arrow: '变成',
  },
} as const;
