// The words of the phone sign-in sheet, in both languages: they load with the sheet's chunk,
// not with the first screen (most visitors never open it).
import type { Locale } from '../../locales/locale';

const zh = {
  title: '在微信里打开即可登录',
  why: '手机上无法用微信扫描本机屏幕上的二维码。把本页链接复制到微信里打开（发给“文件传输助手”再点开），然后点“登录”，无需扫码。',
  linkLabel: '本页链接',
  copy: '复制链接',
  copied: '已复制。打开微信，粘贴到任意聊天并点开链接',
  copyFailed: '无法自动复制，请长按上面的链接手动复制',
  qrInstead: '用另一台设备扫码',
  close: '关闭',
};

export const PHONE_LOGIN_WORDS: Record<Locale, { [K in keyof typeof zh]: string }> = {
  'zh-CN': zh,
  en: {
    title: 'Open this page in WeChat to sign in',
    why: 'A phone cannot scan a QR code on its own screen. Copy this page’s link, open it in WeChat (send it to “File Transfer” and tap it), then tap “Sign in”: no scanning needed.',
    linkLabel: 'This page’s link',
    copy: 'Copy link',
    copied: 'Copied. Open WeChat, paste it into any chat and tap it',
    copyFailed: 'Could not copy: press and hold the link above to copy it',
    qrInstead: 'Scan with another device',
    close: 'Close',
  },
};
