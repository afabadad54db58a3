// The shop's address for a price the user could not pay, and its reading back: the value comes
// from an address anyone can type, so only a whole number within bounds counts.
import fc from 'fast-check';
import {
  MAX_BACK_LENGTH,
  MAX_WANTED_POINTS,
  returnsTo,
  shopAddress,
  shopReturn,
  wantedPoints,
} from '../../../src/utils/shopAddress';

describe('the shop address for a price', () => {
  it('carries the price, and reads it back', () => {
    expect(shopAddress(24)).toBe('/user?tab=shop&for=24');
    expect(wantedPoints(new URLSearchParams(shopAddress(24).split('?')[1]).get('for'))).toBe(24);
    expect(shopAddress()).toBe('/user?tab=shop');
  });

  it.each([null, '', '0', '-5', '1.5', '1e3', ' 7', '7 ', '007', '0x10', String(MAX_WANTED_POINTS + 1), '9'.repeat(400), '５'])(
    'ignores %j',
    (value) => {
      expect(wantedPoints(value)).toBeNull();
    },
  );

  it('never carries a price it would not read back', () => {
    fc.assert(
      fc.property(fc.double(), (price) => {
        const address = shopAddress(price);
        const read = wantedPoints(new URLSearchParams(address.split('?')[1]).get('for'));
        expect(read === null ? address : `/user?tab=shop&for=${read}`).toBe(address);
        if (read !== null) expect(read).toBe(price);
      }),
    );
  });
});

describe('the shop address with a way back', () => {
  const read = (address: string) => shopReturn(new URLSearchParams(address.split('?')[1]).get('back'));

  it('carries the workspace it came from, and reads it back', () => {
    expect(shopAddress(24, '/?tool=tts&style=ttsch%2F0')).toBe(
      '/user?tab=shop&for=24&back=%2F%3Ftool%3Dtts%26style%3Dttsch%252F0',
    );
    expect(read(shopAddress(24, '/?tool=tts&style=ttsch%2F0'))).toBe('/?tool=tts&style=ttsch%2F0');
    expect(shopAddress(undefined, '/gif')).toBe('/user?tab=shop&back=%2Fgif');
    expect(read(shopAddress(8, '/user?tab=resources'))).toBe('/user?tab=resources');
  });

  it.each([
    '//evil.example/x',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    '/\\evil.example',
    '/%2e%2e/x',
    '/%252e%252e/x',
    '/gif/../../x',
    '/gif/%2F%2Fevil.example',
    '/a\nb',
    '/login_success?code=1&state=s',
    '/user?tab=shop',
    '/user?tab=shop&for=3&back=%2F',
    'tool=tts',
    '',
    `/${'a'.repeat(MAX_BACK_LENGTH)}`,
  ])('never leads back to %j', (value) => {
    expect(shopReturn(value)).toBeNull();
    expect(shopAddress(5, value)).toBe('/user?tab=shop&for=5');
  });

  it('never carries a way back it would not read back, and what it reads is a plain app path', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (value) => {
        const address = shopAddress(undefined, value);
        const back = read(address);
        if (back === null) expect(address).toBe('/user?tab=shop');
        else {
          expect(back).toBe(shopReturn(value));
          expect(back.startsWith('/') && !back.startsWith('//') && !back.includes('\\')).toBe(true);
          expect(new URL(back, 'http://app.test').origin).toBe('http://app.test');
        }
      }),
    );
  });

  it('says where a way back leads', () => {
    expect(returnsTo('/user?tab=resources')).toBe('resources');
    expect(returnsTo('/?tool=tts')).toBe('creation');
    expect(returnsTo('/gif')).toBe('creation');
  });
});
