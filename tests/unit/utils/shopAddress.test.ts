// The shop's address for a price the user could not pay, and its reading back: the value comes
// from an address anyone can type, so only a whole number within bounds counts.
import fc from 'fast-check';
import { MAX_WANTED_POINTS, shopAddress, wantedPoints } from '../../../src/utils/shopAddress';

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
