// The return target after sign-in always lands inside the app's base path: plain in-app
// paths are kept, every hostile spelling becomes /user.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_TO, safeReturnTo } from '../../../src/utils/untrusted';

describe('safeReturnTo', () => {
  it.each([
    ['/gif', '/gif'],
    ['/?tool=avatar&style=pix%2Fpixar', '/?tool=avatar&style=pix%2Fpixar'],
    ['/blog?id=avatar-guide#top', '/blog?id=avatar-guide#top'],
    ['/user?tab=shop', '/user?tab=shop'],
    ['/subtitle', '/subtitle'],
    ['/中文', '/%E4%B8%AD%E6%96%87'],
  ])('keeps the in-app path %j', (value, kept) => {
    expect(safeReturnTo(value)).toBe(kept);
  });

  it.each([
    // from the review: dot segments, encoded, leading to a second slash
    '/./%2e%2e//evil.example',
    '/%2e%2e/%2e%2e/evil',
    '/%2E%2E%2F%2E%2E%2Fevil',
    '/%252e%252e/evil',
    '/../evil',
    '/a/../../evil',
    '/./x',
    '/a/./b',
    '/..',
    '/x/..',
    // protocol-relative and slash tricks
    '//evil.example',
    '///evil.example',
    '/%2fevil.example',
    '/%2F%2Fevil.example',
    '/a//b',
    // backslashes
    '/\\evil.example',
    '\\\\evil.example',
    '/%5cevil.example',
    '/%5C%5Cevil.example',
    // schemes and absolute URLs
    'https://evil.example/',
    'javascript:alert(1)',
    ' /gif',
    'data:text/html,x',
    'http:/evil.example',
    // control characters, raw and encoded
    '/\tgif',
    '/gif\n//evil',
    '/%0a//evil',
    '/%09/evil',
    '/%00',
    // nothing or the login page itself
    '',
    'gif',
    '/login_success?code=x',
    '/login_success',
  ])('refuses %j', (value) => {
    expect(safeReturnTo(value)).toBe(DEFAULT_RETURN_TO);
  });

  it('refuses a missing value', () => {
    expect(safeReturnTo(null)).toBe('/user');
    expect(safeReturnTo(undefined)).toBe('/user');
  });
});
