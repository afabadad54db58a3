// The origin the stand-in builds its URLs on (the QR page, the login redirect check, signed
// media, the payment page). Never taken from forwarding headers it was not told to trust:
// - MOCK_ORIGIN set: always that origin;
// - else the Host the app was opened on, when it is one of the allowed hosts (loopback
//   names on any port, plus MOCK_ALLOWED_HOSTS), with http;
// - X-Forwarded-Proto / X-Forwarded-Host only with MOCK_TRUST_PROXY=1 (a proxy of ours in
//   front, which sets them), and then still checked against the allowed hosts;
// - anything else: http://localhost (a forged Host never reaches a URL the app follows).

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

function allowedHost(host: string, env: NodeJS.ProcessEnv): boolean {
  if (LOOPBACK.test(host)) return true;
  const extra = (env.MOCK_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return extra.includes(host.toLowerCase());
}

const first = (value: string | undefined) => value?.split(',')[0]?.trim() || undefined;

export function requestOrigin(headers: Record<string, string | undefined>, env: NodeJS.ProcessEnv = process.env): string {
  if (env.MOCK_ORIGIN) return env.MOCK_ORIGIN.replace(/\/+$/, '');
  const trustProxy = env.MOCK_TRUST_PROXY === '1';
  const host = (trustProxy ? first(headers['x-forwarded-host']) : undefined) ?? headers.host ?? '';
  const proto = trustProxy && first(headers['x-forwarded-proto']) === 'https' ? 'https' : 'http';
  return allowedHost(host, env) ? `${proto}://${host}` : 'http://localhost';
}
