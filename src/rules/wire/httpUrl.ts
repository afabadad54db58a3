// The one rule for a URL that came from outside, shared by the answer checks (./guards.ts) and
// the guards on values from outside (src/utils/untrusted/urls.ts, which names it from here):
// only an absolute http(s) URL without credentials is a URL at all.

/** The parsed URL when `raw` is an absolute http(s) URL without credentials; else null. */
export function httpUrl(raw: unknown): URL | null {
  if (typeof raw !== 'string' || raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw); // the URL parser strips leading/trailing C0 controls and spaces itself
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return url;
}
