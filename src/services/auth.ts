// Pure rules of SPEC.md §4 Session validity and §6 Authorization.

export interface Auth {
  type: string;
  token: string;
  /** Epoch milliseconds; 0 means none. */
  expire: number;
}

export const emptyAuth: Auth = { type: '', token: '', expire: 0 };

/** Logged in only when the token is non-empty and now is before expire. */
export function isLoggedIn(auth: Auth, now: number): boolean {
  return auth.token !== '' && now < auth.expire;
}

/** "<type> <token>"; no header at all while there is no token. */
export function authorizationHeader(auth: Auth): string | undefined {
  if (!auth.token) return undefined;
  return auth.type ? `${auth.type} ${auth.token}` : auth.token;
}

/** expire = now + server seconds × 1000 (SPEC.md §9). */
export function expireAt(now: number, serverSeconds: number): number {
  return now + serverSeconds * 1000;
}
