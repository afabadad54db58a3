import { maskBounds } from './maskBounds';
import { createGrey } from './raster';

describe('maskBounds', () => {
  it('answers the inclusive box of the pixels above the level, grown and clamped', () => {
    const mask = createGrey(10, 8);
    mask.data[2 * 10 + 3] = 1;
    mask.data[5 * 10 + 6] = 0.5;
    mask.data[7 * 10 + 9] = 0.005;
    expect(maskBounds(mask)).toEqual({ left: 3, top: 2, right: 9, bottom: 7 });
    expect(maskBounds(mask, 0.01)).toEqual({ left: 3, top: 2, right: 6, bottom: 5 });
    expect(maskBounds(mask, 0.01, 4)).toEqual({ left: 0, top: 0, right: 9, bottom: 7 });
  });

  it('answers undefined for an empty mask', () => {
    expect(maskBounds(createGrey(4, 4))).toBeUndefined();
  });
});
