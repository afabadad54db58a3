// Pure rules of docs/contract.md §4 Session validity and §6 Authorization, and the login horizon.

export interface Auth {
  type: string;
  token: string;
  /** Epoch milliseconds; 0 means none. */
  expire: number;
}

export const emptyAuth: Auth = { type: '', token: '', expire: 0 };

/**
 * The longest a login may last from now: 30 days. A server expire beyond it is capped (the
 * same capped value goes to memory and `_auth`, so they agree); a stored or preloaded
 * expire beyond it, or one that is not a finite number, is refused as tampered.
 */
export const LOGIN_HORIZON_MS = 30 * 24 * 60 * 60 * 1000;

/** Logged in only with a non-empty token, now before expire, and expire a sane, finite time. */
export function isLoggedIn(auth: Auth, now: number): boolean {
  return auth.token !== '' && Number.isFinite(auth.expire) && now < auth.expire && auth.expire - now <= LOGIN_HORIZON_MS;
}

/** "<type> <token>"; no header at all while there is no token. */
export function authorizationHeader(auth: Auth): string | undefined {
  if (!auth.token) return undefined;
  return auth.type ? `${auth.type} ${auth.token}` : auth.token;
}

/**
 * expire = now + server seconds × 1000 (docs/contract.md §9), capped at the login horizon. null when
 * the server's seconds are not a positive finite number: such a login is refused.
 */
export function expireAt(now: number, serverSeconds: number): number | null {
  if (typeof serverSeconds !== 'number' || !Number.isFinite(serverSeconds) || serverSeconds <= 0) return null;
  return now + Math.min(serverSeconds * 1000, LOGIN_HORIZON_MS);
}
