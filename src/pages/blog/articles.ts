// Blog content (zh-CN). Long-form content rather than interface strings, so it lives with
// the blog page's chunk instead of the catalogue that every page loads.
export type ArticleKind = 'tutorial' | 'announcement';

export interface Article {
  id: string;
  kind: ArticleKind;
  title: string;
  date: string;
  summary: string;
  /** Paragraphs; a line starting with '## ' is a subheading. */
  body: string[];
}

export const articles: Article[] = [
  {
    id: 'avatar-guide',
    kind: 'tutorial',
    title: '三步做出你的专属 AI 头像',
    date: '2025-03-18',
    summary: '选一张清晰的正脸照，挑一个风格，几十秒就能拿到皮克斯、动漫、钢笔画等多种风格的头像。',
    body: [
      '想要一个与众不同的社交头像？Miao 的「头像风格」工具可以把一张普通自拍变成皮克斯、迪士尼、动漫、钢笔画等十余种风格。',
      '## 第一步：准备照片',
      '选择一张光线充足、正脸清晰的照片，支持 JPEG、PNG 和 WebP 格式。脸部不要被遮挡，背景越简单效果越好。',
      '## 第二步：选择风格',
      '在首页的工具画廊中点击「头像风格」，浏览每种风格的前后对比示例，挑一个你喜欢的。每次生成需要的积分会在开始前显示。',
      '## 第三步：生成并下载',
      '点击开始后稍等片刻，结果会显示在页面上，并自动保存到「个人中心 → 我的作品」。你可以随时回来下载或删除。',
    ],
  },
  {
    id: 'talking-gif',
    kind: 'tutorial',
    title: '让照片开口说话：说话动图制作指南',
    date: '2025-04-02',
    summary: '上传一张人像，选择表情模板，就能生成会眨眼、微笑、说话的 GIF 动图。',
    body: [
      '「说话动图」可以让静态人像动起来：眨眼、微笑、惊讶，甚至张嘴说话。',
      '## 选择合适的人像',
      '正脸、五官清晰、没有夸张角度的照片效果最好。合影请先裁剪出单人。',
      '## 挑选表情模板',
      '在「创作 → GIF 动图」页面可以看到全部表情模板，每个模板都附有示例，点选即可。',
      '## 小贴士',
      '生成的 GIF 可以直接发到聊天软件里当表情包使用。如果效果不理想，换一张更清晰的照片再试一次。',
    ],
  },
  {
    id: 'points-shop',
    kind: 'announcement',
    title: '积分商城上线，支持微信支付',
    date: '2025-05-10',
    summary: '现在可以在个人中心直接购买积分，微信扫码即可完成支付，积分实时到账。',
    body: [
      '为了让大家更方便地使用各项创作工具，积分商城正式上线。',
      '## 如何购买',
      '进入「个人中心 → 积分商城」，选择合适的积分包，点击「立即购买」后使用微信扫描二维码完成支付，积分会在支付成功后立即到账。',
      '## 积分规则',
      '不同工具消耗的积分不同，开始生成前都会明确显示。生成失败或撤回任务时，消耗的积分会自动退回。',
    ],
  },
  {
    id: 'agent-pdf',
    kind: 'announcement',
    title: '新功能：AI 智能体与 PDF 助手',
    date: '2025-06-01',
    summary: '登录后即可与专属 AI 智能体对话，或上传 PDF 让助手帮你总结、答疑。',
    body: [
      '我们上线了两个新功能：AI 智能体和 PDF 助手。',
      '## AI 智能体',
      '你的专属对话助手，可以帮你写文案、起标题、想创意。对话与账户绑定，换设备登录也能继续。',
      '## PDF 助手',
      '上传一份 PDF，就文档内容直接提问：总结要点、查找信息、解释术语。不带文档也可以直接聊天。',
    ],
  },
];

export function findArticle(list: readonly Article[], id: string | null): Article | undefined {
  return list.find((a) => a.id === id);
}
