// The `_auth` record in local storage (docs/contract.md §3). Effects reach it only through
// `call(storage.read)` etc., so step-by-step tests never touch a real localStorage.
import type { Auth } from './auth';

export const AUTH_STORAGE_KEY = '_auth';

export interface AuthStorage {
  /** The stored auth when present and well-formed; null when missing, non-JSON or partial. */
  read: () => Auth | null;
  write: (auth: Auth) => void;
  clear: () => void;
  /**
   * True when `token` is the login this tab read from or wrote to storage, and storage now
   * holds another (or none): another tab ended or replaced it. False when this tab could not
   * store it (then storage says nothing about it) or storage cannot be read.
   */
  changedElsewhere: (token: string) => boolean;
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
  // The token this tab last saw in storage (read it, or wrote it there).
  let known = '';
  const read = (): Auth | null => {
    try {
      const raw = store?.getItem(AUTH_STORAGE_KEY);
      const auth = raw ? parse(raw) : null;
      if (auth) known = auth.token;
      return auth;
    } catch (error) {
      // docs/contract.md §4: a parse or storage failure is only logged and counts as signed out.
      console.warn('[session] ignoring unreadable _auth:', error);
      return null;
    }
  };
  return {
    read,
    write: (auth) => {
      try {
        store?.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: auth.token, expire: auth.expire, type: auth.type }));
        known = auth.token;
      } catch (error) {
        known = '';
        console.warn('[session] could not store _auth:', error);
      }
    },
    changedElsewhere: (token) => {
      if (!store || !token) return false;
      try {
        const raw = store.getItem(AUTH_STORAGE_KEY);
        const stored = raw ? parse(raw)?.token : undefined;
        // A login given to the store (preloaded) is learnt the first time storage agrees.
        if (known === '' && stored === token) known = token;
        return known === token && stored !== token;
      } catch {
        return false;
      }
    },
    clear: () => {
      known = '';
      try {
        store?.removeItem(AUTH_STORAGE_KEY);
      } catch (error) {
        console.warn('[session] could not clear _auth:', error);
      }
    },
  };
}
