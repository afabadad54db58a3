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
