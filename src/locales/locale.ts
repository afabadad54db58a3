// The languages the app speaks. zh-CN is the default and travels with the code that shows
// it; English is one chunk loaded when chosen (./active.ts).
export const LOCALES = ['zh-CN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** Where the choice is remembered (local storage), and the cookie that tells the server. */
export const LOCALE_STORAGE_KEY = 'miao_locale';
export const LOCALE_COOKIE = 'miao_locale';

/** Each language named in itself, for the switch. */
export const LOCALE_NAMES: Record<Locale, string> = { 'zh-CN': '中文', en: 'English' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first language the browser prefers that the app speaks, in its order: a `zh` tag →
 * zh-CN, an `en` tag → en; none of them → zh-CN. The page reads navigator.languages, the
 * servers Accept-Language (localeFromAcceptLanguage, and the nginx map in
 * deploy/renderNginxConf.ts, which follows the same rule), so the first screen and the app agree.
 */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const language of languages) {
    const tag = language.trim().toLowerCase();
    if (/^zh(?:[-_]|$)/.test(tag)) return 'zh-CN';
    if (/^en(?:[-_]|$)/.test(tag)) return 'en';
  }
  return DEFAULT_LOCALE;
}

/** Accept-Language in its order; an entry with q=0 ("not this one") is skipped. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  const wanted = (header ?? '')
    .split(',')
    .map((entry) => entry.split(';'))
    .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/i.test(param)))
    .map(([tag]) => tag);
  return localeFromLanguages(wanted);
}

/**
 * The language a request to our servers is answered in: the app's choice (its cookie, set by
 * ./active.ts) wins, else the browser's Accept-Language. The home page's first screen
 * (deploy/homeShell.ts) and the stand-in's own pages (mocks/routes/pages.ts) follow it.
 */
export function localeOfRequest(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  const chosen = (cookieHeader ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .map((pair) => (pair.startsWith(`${LOCALE_COOKIE}=`) ? pair.slice(LOCALE_COOKIE.length + 1) : undefined))
    .find(isLocale);
  return chosen ?? localeFromAcceptLanguage(acceptLanguage);
}
