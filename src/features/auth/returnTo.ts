// Where to go after the WeChat login round trip. Kept in sessionStorage because the
// browser leaves the app for the QR page and comes back to /login_success.
export const RETURN_TO_KEY = 'miao:returnTo';
export const DEFAULT_RETURN_TO = '/user';

/** Same-site app paths only ('/gif?x=1'); anything else ('//evil', 'https://…') is refused. */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_RETURN_TO;
  if (value.startsWith('/login_success')) return DEFAULT_RETURN_TO;
  return value;
}

export function rememberReturnTo(path: string): void {
  try {
    sessionStorage.setItem(RETURN_TO_KEY, safeReturnTo(path));
  } catch {
    // storage disabled: the user lands on /user after login, which still works
  }
}

export function takeReturnTo(): string {
  try {
    const value = sessionStorage.getItem(RETURN_TO_KEY);
    sessionStorage.removeItem(RETURN_TO_KEY);
    return safeReturnTo(value);
  } catch {
    return DEFAULT_RETURN_TO;
  }
}
