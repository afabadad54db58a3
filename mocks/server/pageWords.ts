// The words of the stand-in's own pages (WeChat's QR login, authorisation and pay pages,
// mocks/routes/pages.ts) in both of the app's languages. A page speaks the language of the app that
// opened it: the app's language cookie, else the browser's Accept-Language (localeOfRequest),
// so a phone that scans the QR reads its own language.
import { localeOfRequest, type Locale } from '../../src/locales/locale';
import type { MockRequest } from './types';

export interface PageWords {
  qrExpired: string;
  qrExpiredHint: string;
  qrTitle: string;
  qrNote: string;
  scan: string;
  scanNew: string;
  authExpired: string;
  authTitle: string;
  authAsks: string;
  authWhat: string;
  authNote: string;
  allow: string;
  allowNew: string;
  deny: string;
  noTrade: string;
  payTitle: string;
  paid: string;
  closed: string;
  confirmPay: string;
  points: (n: number) => string;
  tradeNo: (no: string) => string;
  back: string;
}

const WORDS: Record<Locale, PageWords> = {
  'zh-CN': {
    qrExpired: '二维码已失效',
    qrExpiredHint: '请回到网站重新登录。',
    qrTitle: '微信扫码登录（模拟）',
    qrNote: '这是本地模拟的微信登录页，不会连接微信。',
    scan: '用手机扫码（模拟）',
    scanNew: '用一个新账号扫码（模拟）',
    authExpired: '授权已失效',
    authTitle: '微信授权（模拟）',
    authAsks: 'Miao 申请使用',
    authWhat: '你的公开信息（昵称、头像）',
    authNote: '这是本地模拟的微信授权页，不会连接微信。',
    allow: '允许',
    allowNew: '以一个新账号允许（模拟）',
    deny: '拒绝',
    noTrade: '订单不存在',
    payTitle: '微信支付（模拟）',
    paid: '支付成功，可以关闭此页面。',
    closed: '订单已关闭。',
    confirmPay: '确认支付（模拟）',
    points: (n) => `${n} 积分`,
    tradeNo: (no) => `订单号 ${no}`,
    back: '返回 Miao',
  },
  en: {
    qrExpired: 'This QR code has expired',
    qrExpiredHint: 'Go back to the site and sign in again.',
    qrTitle: 'Sign in with WeChat (simulated)',
    qrNote: 'A local stand-in for WeChat’s sign-in page. It does not contact WeChat.',
    scan: 'Scan with my phone (simulated)',
    scanNew: 'Scan as a new account (simulated)',
    authExpired: 'This authorisation has expired',
    authTitle: 'WeChat authorisation (simulated)',
    authAsks: 'Miao asks to use',
    authWhat: 'your public profile (nickname, avatar)',
    authNote: 'A local stand-in for WeChat’s authorisation page. It does not contact WeChat.',
    allow: 'Allow',
    allowNew: 'Allow as a new account (simulated)',
    deny: 'Deny',
    noTrade: 'Order not found',
    payTitle: 'WeChat Pay (simulated)',
    paid: 'Paid. You can close this page.',
    closed: 'This order is closed.',
    confirmPay: 'Confirm payment (simulated)',
    points: (n) => `${n} points`,
    tradeNo: (no) => `Order no. ${no}`,
    back: 'Back to Miao',
  },
};

export function pageLocale(req: MockRequest): Locale {
  return localeOfRequest(req.headers.cookie, req.headers['accept-language']);
}

export function pageWords(locale: Locale): PageWords {
  return WORDS[locale];
}
