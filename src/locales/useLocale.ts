// React's view of the language in use: a component that shows words re-renders when the
// language changes (route elements are kept between renders, so only a subscriber would).
import { useSyncExternalStore } from 'react';
import { currentLocale, localized, subscribeLocale } from './active';
import type { Locale } from './locale';
import type { Area, Catalogue } from './types';

export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, currentLocale, currentLocale);
}

/** The words of one area, e.g. `const t = useMessages('user', user)`. */
export function useMessages<K extends Area>(area: K, zh: Catalogue[K]): Catalogue[K] {
  useLocale();
  return localized(area, zh);
}
