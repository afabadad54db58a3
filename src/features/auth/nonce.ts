// The nonce that ties a login to the browser that began it (loginAttempts.ts), small enough
// to sit with the sign-in button: it goes into the redirect_uri before the QR page is asked for.

/** The query parameter of redirect_uri that carries the nonce. */
export const NONCE_PARAM = 'login';

/** 32 hex characters from the browser's random source. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The login_success address with the nonce in its query. */
export function withNonce(loginSuccessUrl: string, nonce: string): string {
  const url = new URL(loginSuccessUrl);
  url.searchParams.set(NONCE_PARAM, nonce);
  return url.toString();
}
