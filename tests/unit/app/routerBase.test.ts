// The router base (docs/contract.md §2): '/miao_web/' unless window.routerBase overrides it; any value
// becomes a plain path with one leading and one trailing slash, so the login redirect_uri
// built on it stays on this site.
import { describe, expect, it } from 'vitest';
import { loginSuccessUrl } from '../../../src/features/auth/startLogin';
import { DEFAULT_ROUTER_BASE, normalizeBase, routerBase } from '../../../src/routerBase';

describe('routerBase', () => {
  it('is /miao_web/ by default, and window.routerBase overrides it', () => {
    expect(DEFAULT_ROUTER_BASE).toBe('/miao_web/');
    expect(routerBase({})).toBe('/miao_web/');
    expect(routerBase({ routerBase: '/studio/' })).toBe('/studio/');
  });

  it.each([
    ['app', '/app/'],
    ['app/', '/app/'],
    ['/app', '/app/'],
    ['  /a/b  ', '/a/b/'],
    ['//double//slashes/', '/double/slashes/'],
    ['/', '/'],
  ])('%j becomes %j', (value, base) => {
    expect(normalizeBase(value)).toBe(base);
  });

  it.each([
    '',
    '   ',
    'https://evil.example/',
    'javascript:alert(1)',
    '/a/../b/',
    '/./x/',
    '/a%2e%2e/',
    '/a%2fb/',
    '/a\\b/',
    '/a?b',
    '/a#b',
    '/a\nb/',
    42,
    null,
  ])('%j falls back to the default', (value) => {
    expect(normalizeBase(value)).toBe('/miao_web/');
  });

  it('the login redirect_uri is built on the normalized base', () => {
    expect(loginSuccessUrl('http://localhost:3000', routerBase({ routerBase: 'app' }))).toBe(
      'http://localhost:3000/app/login_success',
    );
    expect(loginSuccessUrl('http://localhost:3000', routerBase({ routerBase: 'https://evil.example' }))).toBe(
      'http://localhost:3000/miao_web/login_success',
    );
  });
});
