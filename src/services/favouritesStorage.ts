// Favourites (results a person starred) are kept in this browser only: the specification has
// no call for them (docs/decisions.md "Favourites"). One localStorage entry per account,
// `miao:favourites:<user id>`, so two accounts on one browser never see each other's stars.
// What is read back is checked field by field, like an answer from the network (anyone, an
// extension or a person in the devtools, may have written it): an entry that is not a bounded
// result id is dropped, the others are kept. The favourites model (src/models/favourites.ts)
// is the only reader and writer; it comes with the pages that show stars, not the first screen.
import type { KeyValueStore } from './storage';

export const FAVOURITES_KEY_PREFIX = 'miao:favourites:';

/** More than a person stars; the oldest go first beyond it, so the entry stays small. */
export const MAX_FAVOURITES = 500;

/** Result ids (and account ids) the server makes are never longer. */
export const MAX_FAVOURITE_ID_LENGTH = 128;

export interface FavouritesStorage {
  /** The account's favourites, newest first; none when nothing (readable) is kept. */
  read: (owner: string) => string[];
  /** Keeps the list for the account; false when the browser refused (private mode, full). */
  write: (owner: string, ids: readonly string[]) => boolean;
}

/** A control character (C0 or DEL): never part of an id. */
function isControl(character: string): boolean {
  const code = character.charCodeAt(0);
  return code <= 0x1f || code === 0x7f;
}

/** A result id as the app makes and the server sends them: a short string without control characters. */
export function isFavouriteId(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && value.length <= MAX_FAVOURITE_ID_LENGTH && ![...value].some(isControl);
}

function keyOf(owner: string): string | null {
  return isFavouriteId(owner) ? `${FAVOURITES_KEY_PREFIX}${owner}` : null;
}

/** `{ "ids": [...] }` checked entry by entry: the valid ids, each once, at most MAX_FAVOURITES. */
export function parseFavourites(raw: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (typeof value !== 'object' || value === null || !('ids' in value) || !Array.isArray(value.ids)) return [];
  const ids: unknown[] = value.ids;
  return [...new Set(ids.filter(isFavouriteId))].slice(0, MAX_FAVOURITES);
}

/** `source` is read at each call (undefined outside a browser, or where storage is refused). */
export function createFavouritesStorage(source: () => KeyValueStore | undefined): FavouritesStorage {
  return {
    read: (owner) => {
      const key = keyOf(owner);
      if (key === null) return [];
      try {
        const raw = source()?.getItem(key);
        return raw ? parseFavourites(raw) : [];
      } catch {
        return [];
      }
    },
    write: (owner, ids) => {
      const key = keyOf(owner);
      const store = source();
      if (key === null || !store) return false;
      try {
        const kept = ids.filter(isFavouriteId).slice(0, MAX_FAVOURITES);
        if (kept.length === 0) store.removeItem(key);
        else store.setItem(key, JSON.stringify({ ids: kept }));
        return true;
      } catch {
        return false;
      }
    },
  };
}

function browserLocalStorage(): KeyValueStore | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled (private mode, a sandboxed frame)
  }
}

/**
 * The browser's. Not in the saga context as `_auth` is: the context is built with the first
 * screen's store, and this is only for the pages that show stars (the first screen's
 * JavaScript has a hard budget, tests/budget/checkSize.ts). Tests use jsdom's localStorage.
 */
export const favouritesStorage: FavouritesStorage = createFavouritesStorage(browserLocalStorage);
