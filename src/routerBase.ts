// SPEC.md §2: the router base is '/miao_web/' unless a global `window.routerBase`, set
// before the bundle loads, says otherwise.
declare global {
  interface Window {
    routerBase?: string;
  }
}

export const DEFAULT_ROUTER_BASE = '/miao_web/';

export function routerBase(win: Pick<Window, 'routerBase'> | undefined = globalThis.window): string {
  const base = win?.routerBase;
  return typeof base === 'string' && base.trim() !== '' ? base : DEFAULT_ROUTER_BASE;
}
