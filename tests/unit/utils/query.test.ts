// @vitest-environment jsdom
import fc from 'fast-check';
import { anyString } from '../../testing/arbitraries';
import { getQueryParam } from '../../../src/utils/query';

describe('getQueryParam', () => {
  it.each([
    ['?code=abc&state=xyz', 'code', 'abc'],
    ['?code=abc&state=xyz', 'state', 'xyz'],
    ['code=abc&state=xyz', 'state', 'xyz'], // no leading '?'
    ['?name=%E4%BD%A0%E5%A5%BD', 'name', '你好'], // percent-encoded UTF-8
    ['?q=a+b%20c', 'q', 'a b c'], // form encoding: '+' is a space
    ['?a=1&a=2', 'a', '1'], // repeated key: the first
    ['?a=1', 'b', null], // missing
    ['', 'a', null],
    ['?', 'a', null],
    ['?a=', 'a', ''],
    ['?a&b=2', 'a', ''],
    ['?a%20b=1', 'a b', '1'], // encoded name
    ['?p=100%', 'p', '100%'], // a stray '%' is kept, no throw
    ['?bad=%E0%A4%A', 'bad', '\ufffd%A'], // bad UTF-8 becomes U+FFFD, as browsers do
    ['https://example.com/miao_web/login_success?code=c1&state=s1', 'state', 's1'], // full URL
    ['https://example.com/p?a=1#b=2', 'b', null], // the fragment is not the query
    ['?a=1#frag', 'a', '1'],
    ['next=/user?tab=2&x=1', 'next', '/user?tab=2'], // a '?' inside a value
    ['?next=/user?tab=2', 'next', '/user?tab=2'],
  ])('getQueryParam(%j) reads %j as %j', (search, name, expected) => {
    expect(getQueryParam(name, search)).toBe(expected);
  });

  it("reads the page's own location.search by default", () => {
    window.history.pushState({}, '', '/miao_web/login_success?code=c%2B1&state=xyz#top');
    expect(getQueryParam('code')).toBe('c+1');
    expect(getQueryParam('state')).toBe('xyz');
    expect(getQueryParam('top')).toBeNull();
    window.history.pushState({}, '', '/');
    expect(getQueryParam('code')).toBeNull();
  });

  it('reads back any name and value written with encodeURIComponent', () => {
    fc.assert(
      fc.property(anyString({ minLength: 1 }), anyString(), anyString(), fc.boolean(), (name, value, other, leadingMark) => {
        const e = encodeURIComponent;
        const query = `other=${e(other)}&${e(name)}=${e(value)}&${e(name)}=second`;
        const search = leadingMark ? `?${query}` : query;
        const expected = name === 'other' ? other : value;
        expect(getQueryParam(name, search)).toBe(expected);
      }),
    );
  });
});
