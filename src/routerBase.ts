// docs/contract.md §2: the router base is '/miao_web/' unless a global `window.routerBase`, set
// before the bundle loads (public/config.js), says otherwise. Whatever is set, the base is
// a plain path with one leading and one trailing slash: 'app' is '/app/', and anything that
// is not a plain path (a scheme, a host, dot segments, encoded slashes, control characters)
// falls back to the default, so redirects built on it stay on this site.
declare global {
  interface Window {
    routerBase?: string;
  }
}

export const DEFAULT_ROUTER_BASE = '/miao_web/';

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE = /[\\?#\u0000-\u001f\u007f]|%2e|%2f|%5c|%00/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function normalizeBase(value: unknown): string {
  if (typeof value !== 'string') return DEFAULT_ROUTER_BASE;
  const trimmed = value.trim();
  if (trimmed === '' || UNSAFE.test(trimmed) || SCHEME.test(trimmed)) return DEFAULT_ROUTER_BASE;
  const segments = trimmed.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '.' || segment === '..')) return DEFAULT_ROUTER_BASE;
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

export function routerBase(win: Pick<Window, 'routerBase'> | undefined = globalThis.window): string {
  return normalizeBase(win?.routerBase);
}

/** The full address of an app route ('/user?tab=shop'), for a link to paste or to come back to. */
export function appAddress(path: string, origin: string = window.location.origin, base: string = routerBase()): string {
  return `${origin}${base.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
