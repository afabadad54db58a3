// The security headers of the app's pages, one definition for the dev server, the preview
// server and the nginx recipe (deploy/renderNginxConf.ts writes them into nginx.conf).
// The built app runs under this CSP with no violation (tests/e2e/deploy.e2e.ts): scripts
// only from self (no inline script; window.routerBase comes from /miao_web/config.js),
// frames only from the agent host, connections and media only from the configured hosts.

export interface CspOptions {
  /** The dev server: HMR needs a websocket and style tags. */
  dev?: boolean;
  /** Origin of the agent chat pages framed by /agent and /pdf; none: same origin. */
  agentOrigin?: string;
  /** Other origins the app calls (an API host reached directly, not through the proxy). */
  connectOrigins?: readonly string[];
  /** Other origins media may come from (the CDN of signed result URLs). */
  mediaOrigins?: readonly string[];
}

/** "https://a.example:8443/path" → "https://a.example:8443"; anything that is not http(s) is dropped. */
export function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

function origins(values: readonly (string | undefined)[] = []): string[] {
  return [...new Set(values.map(originOf).filter((o): o is string => o !== null))];
}

export function contentSecurityPolicy(options: CspOptions = {}): string {
  const self = "'self'";
  const agent = originOf(options.agentOrigin);
  const media = origins(options.mediaOrigins);
  const directives: Record<string, string[]> = {
    'default-src': [self],
    'script-src': [self],
    'style-src': options.dev ? [self, "'unsafe-inline'"] : [self],
    'img-src': [self, 'data:', 'blob:', ...media],
    'media-src': [self, 'data:', 'blob:', ...media],
    'font-src': [self],
    // Media hosts too: a zip of results and a result made again read the media back (fetch).
    'connect-src': [self, ...origins(options.connectOrigins), ...media, ...(options.dev ? ['ws:', 'wss:'] : [])],
    'frame-src': agent ? [agent] : [self],
    'worker-src': [self, 'blob:'],
    'manifest-src': [self],
    'object-src': ["'none'"],
    'base-uri': [self],
    'form-action': [self],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(options: CspOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers without CSP frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** The options from the environment the build and the servers share (README: Configuration). */
export function cspOptionsFromEnv(env: NodeJS.ProcessEnv = process.env, dev = false): CspOptions {
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  return {
    dev,
    agentOrigin: env.MIAO_AGENT_HOST || undefined,
    connectOrigins: list(env.MIAO_CONNECT_HOSTS),
    mediaOrigins: list(env.MIAO_MEDIA_HOSTS),
  };
}
