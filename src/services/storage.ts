// The `_auth` record in local storage (SPEC.md §3). Effects reach it only through
// `call(storage.read)` etc., so step-by-step tests never touch a real localStorage.
import type { Auth } from './auth';

export const AUTH_STORAGE_KEY = '_auth';

export interface AuthStorage {
  /** The stored auth when present and well-formed; null when missing, non-JSON or partial. */
  read: () => Auth | null;
  write: (auth: Auth) => void;
  clear: () => void;
}

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function parse(raw: string): Auth | null {
  const value: unknown = JSON.parse(raw);
  if (typeof value !== 'object' || value === null) return null;
  const { token, expire, type } = value as Record<string, unknown>;
  if (typeof token !== 'string' || token === '' || typeof expire !== 'number') return null;
  return { token, expire, type: typeof type === 'string' ? type : '' };
}

/** `store` is undefined outside a browser: everything then reads as signed out. */
export function createAuthStorage(store: KeyValueStore | undefined): AuthStorage {
  return {
    read: () => {
      try {
        const raw = store?.getItem(AUTH_STORAGE_KEY);
        return raw ? parse(raw) : null;
      } catch (error) {
        // SPEC.md §4: a parse or storage failure is only logged and counts as signed out.
        console.warn('[session] ignoring unreadable _auth:', error);
        return null;
      }
    },
    write: (auth) => {
      try {
        store?.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: auth.token, expire: auth.expire, type: auth.type }));
      } catch (error) {
        console.warn('[session] could not store _auth:', error);
      }
    },
    clear: () => {
      try {
        store?.removeItem(AUTH_STORAGE_KEY);
      } catch (error) {
        console.warn('[session] could not clear _auth:', error);
      }
    },
  };
}
