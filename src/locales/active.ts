// The language in use. zh-CN text is imported by the code that shows it (so each page's
// words stay in that page's chunk); English is one chunk, loaded when chosen. Code asks
// `localized(area, zh)` for the words of an area: the zh-CN object it holds, or the English
// one while English is on. React components use the hooks of ./useLocale.ts, which
// re-render on a switch; models and services call `localized` when they build a message.
import type { Area, Catalogue } from './types';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_STORAGE_KEY, isLocale, localeFromLanguages, type Locale } from './locale';

let locale: Locale = DEFAULT_LOCALE;
let english: Catalogue | null = null;
let switchSeq = 0;
const listeners = new Set<() => void>();

const loadEnglish = async (): Promise<Catalogue> => {
  english ??= (await import(/* webpackChunkName: "locale-en" */ './en')).catalogue;
  return english;
};

export function currentLocale(): Locale {
  return locale;
}

/** The words of one area in the language in use. */
export function localized<K extends Area>(area: K, zh: Catalogue[K]): Catalogue[K] {
  return locale === 'en' && english ? english[area] : zh;
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

/** The browser's preferred languages (navigator.languages), first the most wanted. */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/**
 * The language chosen on this browser before (a stored choice always wins), else the one the
 * browser prefers (a first visit from an English browser is greeted in English), else zh-CN.
 */
export function rememberedLocale(): Locale {
  try {
    const saved = storage()?.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(saved)) return saved;
  } catch {
    // unreadable storage: as on a first visit
  }
  return localeFromLanguages(browserLanguages());
}

function remember(next: Locale): void {
  try {
    storage()?.setItem(LOCALE_STORAGE_KEY, next);
  } catch {
    // Full or disabled storage: the choice lasts for this visit.
  }
}

/** The server reads the cookie to send the home page's first screen in this language (deploy/homeShell.ts). */
function tellServer(next: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=${60 * 60 * 24 * 365}; SameSite=Lax`;
}

/**
 * Puts `next` in use: loads its words, sets `<html lang>`, tells every subscriber. The last
 * call wins when two overlap. Rejects (and keeps the language in use) when the English chunk
 * cannot be loaded. `persist: false` applies a remembered choice without writing it again.
 */
export async function switchLocale(next: Locale, { persist = true } = {}): Promise<void> {
  const seq = ++switchSeq;
  if (next === 'en') await loadEnglish();
  if (seq !== switchSeq) return;
  if (persist) remember(next);
  tellServer(next); // also when applying a remembered choice: a cleared cookie is set again
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  if (next === locale) return;
  locale = next;
  for (const listener of [...listeners]) listener();
}
