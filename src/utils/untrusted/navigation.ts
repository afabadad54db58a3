// Where the app may send the browser: its own host, WeChat's QR login page, and the hosts
// configured at build time (MIAO_NAV_HOSTS: payment pages; MIAO_MEDIA_HOSTS: the CDN that
// downloads come from). Anything else that arrives from the network is refused.
import { configuredHosts, mediaHosts, navigableUrl } from './urls';

/** WeChat's web QR login page, where the real login_wechat_qr answer points. */
const WECHAT_LOGIN_HOST = 'open.weixin.qq.com';

export function navigationHosts(): string[] {
  const own = typeof window === 'undefined' ? [] : [window.location.host];
  return [
    ...own,
    WECHAT_LOGIN_HOST,
    ...configuredHosts(process.env.MIAO_NAV_HOSTS),
    ...configuredHosts(process.env.MIAO_MEDIA_HOSTS),
  ];
}

/** The URL when the browser may go there, else null (never navigated, linked or framed). */
export function allowedNavigation(raw: unknown): string | null {
  return navigableUrl(raw, navigationHosts());
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
