// zh-CN strings of the auth area. One object; keys grouped by component.
import { NEW_ACCOUNT_POINTS } from '../../rules/account';

export const auth = {
  loginSuccess: {
    title: '登录',
    working: '正在登录，请稍候…',
    failedTitle: '登录失败',
    missingParams: '登录链接缺少必要的参数（code 或 state），请重新登录。',
    rejected: '未能完成登录：登录凭证可能已失效或已被使用，也可能是网络问题。',
    notThisBrowser: '这个登录链接不是由本浏览器发起的（或已经用过、已过期），为了账号安全没有登录。如需登录，请在这里重新登录。',
    reason: (text: string) => `原因：${text}`,
    retry: '重新登录',
    home: '返回首页',
  },
  qrFailed: '获取登录二维码失败，请重试',
  noStorage: '浏览器不允许本站保存登录信息，无法完成登录。请关闭无痕模式或允许网站数据后重试。',
  badLoginUrl: '登录服务返回的地址不安全，已拒绝打开。请稍后重试或联系我们。',
  expired: {
    text: '登录已失效，请重新登录',
    action: '重新登录',
    dismiss: '关闭提示',
  },
  invite: {
    title: '登录后即可使用',
    text: '使用微信登录，即可查看作品、购买积分和使用智能体。',
    button: '微信登录',
  },
  welcome: `新账号送 ${NEW_ACCOUNT_POINTS} 积分，够先试几次`,
} as const;
