// URLs that come from the network are untrusted. Every one is used only when its scheme is
// http or https (a `javascript:` or `data:` URL, in any letter case and with any leading
// spaces or control characters, is refused); one the browser navigates to (the login QR page,
// a payment page, a download) only on the hosts the app is configured for; and media is
// fetched (its bytes read: a result's photo to make it again, results for a zip) only from the
// media hosts.

// The http(s) rule itself is the wire's (the answer checks use it too): src/rules/wire/httpUrl.ts.
import { httpUrl } from '../../rules/wire/httpUrl';

export { httpUrl };

/** The URL as a string when it is http(s), else ''. For media and links shown as they are. */
export function httpUrlOrEmpty(raw: unknown): string {
  return httpUrl(raw)?.href ?? '';
}

/** The http(s) URL when its host (host:port) is one of `hosts`, else null. */
export function navigableUrl(raw: unknown, hosts: readonly string[]): string | null {
  const url = httpUrl(raw);
  if (!url) return null;
  const host = url.host.toLowerCase();
  return hosts.some((allowed) => allowed.toLowerCase() === host) ? url.href : null;
}

/** A build-time host list ("cdn.example, https://img.example:8443") as hosts (host:port). */
export function configuredHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => (entry.includes('://') ? new URL(entry).host : entry));
}

/** Hosts media may come from: the page's own, and the CDN configured at build time (MIAO_MEDIA_HOSTS). */
export function mediaHosts(): string[] {
  const own = typeof window === 'undefined' ? [] : [window.location.host];
  return [...own, ...configuredHosts(process.env.MIAO_MEDIA_HOSTS)];
}

/** The URL when its bytes may be fetched (http(s) on a media host), else null. */
export function fetchableMedia(raw: unknown): string | null {
  return navigableUrl(raw, mediaHosts());
}
