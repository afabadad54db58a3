// Where to go after the WeChat login round trip (kept with the login attempt in
// sessionStorage, features/auth/loginAttempts.ts, because the browser leaves the app for the
// QR page and comes back to /login_success). The value is a path inside the router (the
// router adds its base), and only a plain one is kept: any spelling that could leave the base
// path (dot segments, encoded or not; backslashes; '//host'; a scheme; control characters) is
// replaced by the default. The same rule checks the address when it is written and when it is
// read back: storage is not the app's alone.
export const DEFAULT_RETURN_TO = '/user';

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\\s]/;
const ORIGIN = 'http://return-to.invalid';

/** True when the decoded path has an empty, '.' or '..' segment (//, /./, /../, trailing dots). */
function hasUnsafeSegment(path: string): boolean {
  const segments = path.split('/').slice(1);
  return segments.some((segment, i) => segment === '.' || segment === '..' || (segment === '' && i < segments.length - 1));
}

/** Same-site app paths only ('/gif?x=1'); anything else is the default, /user. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || UNSAFE_CHARS.test(value)) {
    return DEFAULT_RETURN_TO;
  }
  let url: URL;
  let decodedPath: string;
  try {
    url = new URL(value, ORIGIN);
    // Decode twice: a path must not hide a dot segment or a slash behind %2e / %252e.
    decodedPath = decodeURIComponent(decodeURIComponent(value.split(/[?#]/, 1)[0]));
  } catch {
    return DEFAULT_RETURN_TO;
  }
  if (url.origin !== ORIGIN || UNSAFE_CHARS.test(decodedPath) || decodedPath.startsWith('//') || hasUnsafeSegment(decodedPath)) {
    return DEFAULT_RETURN_TO;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.pathname.startsWith('/login_success') ? DEFAULT_RETURN_TO : path;
}
