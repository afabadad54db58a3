// The header policy, checked fast (the e2e suite checks it on the wire): each header, and each
// CSP directive that keeps the app safe, fails this test when it is loosened.
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspOptionsFromEnv, securityHeaders } from '../../../deploy/securityHeaders';

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('the security headers of the app', () => {
  const headers = securityHeaders();
  const csp = directives(headers['Content-Security-Policy']);

  it('every header of the policy, with its value', () => {
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toBe('camera=(), microphone=(), geolocation=()');
  });

  it('scripts from the app only: no inline script, no eval, no other host', () => {
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(headers['Content-Security-Policy']).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic|\*/);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('no page may frame the app; no plugin; base and forms stay home', () => {
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
  });

  it('styles inline only on the dev server (HMR), never in a build', () => {
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(directives(contentSecurityPolicy({ dev: true }))['style-src']).toContain("'unsafe-inline'");
  });

  it('configured hosts are origins only; anything not http(s) is dropped', () => {
    const options = cspOptionsFromEnv({
      MIAO_MEDIA_HOSTS: 'https://cdn.example/path, javascript:alert(1), ftp://x',
      MIAO_AGENT_HOST: 'https://agent.example',
    });
    const withHosts = directives(contentSecurityPolicy(options));
    expect(withHosts['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example']);
    expect(withHosts['connect-src']).toEqual(["'self'", 'https://cdn.example']);
    expect(withHosts['frame-src']).toEqual(['https://agent.example']);
    expect(withHosts['script-src']).toEqual(["'self'"]);
  });
});
