// Where the app may send the browser: its own host, WeChat's QR login page, and the hosts
// configured at build time (MIAO_NAV_HOSTS: payment pages; MIAO_MEDIA_HOSTS: the CDN that
// downloads come from). Anything else that arrives from the network is refused.
import { navigableUrl } from '../../services/urls';

/** WeChat's web QR login page, where the real login_wechat_qr answer points. */
const WECHAT_LOGIN_HOST = 'open.weixin.qq.com';

const configured = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => (entry.includes('://') ? new URL(entry).host : entry));

export function navigationHosts(): string[] {
  const own = typeof window === 'undefined' ? [] : [window.location.host];
  return [...own, WECHAT_LOGIN_HOST, ...configured(process.env.MIAO_NAV_HOSTS), ...configured(process.env.MIAO_MEDIA_HOSTS)];
}

/** The URL when the browser may go there, else null (never navigated, linked or framed). */
export function allowedNavigation(raw: unknown): string | null {
  return navigableUrl(raw, navigationHosts());
}

/** Hosts media may come from: the app's own, and the CDN configured at build time (MIAO_MEDIA_HOSTS). */
export function mediaHosts(): string[] {
  const own = typeof window === 'undefined' ? [] : [window.location.host];
  return [...own, ...configured(process.env.MIAO_MEDIA_HOSTS)];
}

/**
 * A media source the page may show: http(s) on a media host, or an image the user gave
 * (data:image/…, blob:, never from the network: the answer checks refuse those there); '' otherwise.
 */
export function allowedMedia(raw: unknown): string {
  if (typeof raw !== 'string' || raw === '') return '';
  if (/^data:image\/(?:png|jpeg|webp|gif);base64,/i.test(raw) || raw.startsWith('blob:')) return raw;
  return navigableUrl(raw, mediaHosts()) ?? '';
}
