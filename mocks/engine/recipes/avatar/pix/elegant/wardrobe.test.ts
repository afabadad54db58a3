// Who wears pearls (./wardrobe.ts `dressFor`): blind readers saw "a pearl necklace" on everyone.
// Only a face faceres is sure is a woman's wears the gown with pearls; a face it cannot tell with
// long hair the same dark V neckline without them (on main's code, the gown with pearls); a man,
// and an unsure face with short hair (the tuned man), the suit.
import { dressFor } from './wardrobe';

describe('pix/elegant dressFor', () => {
  it('gives pearls only to a face sure to be a woman’s', () => {
    expect(dressFor({ makeup: 'feminine', man: false }, true)).toBe('gown');
    expect(dressFor({ makeup: 'feminine', man: false }, false)).toBe('gown');
  });

  it('gives a face the model cannot tell, with long hair, the plain dark top, no pearls', () => {
    expect(dressFor({ makeup: 'neutral', man: false }, true)).toBe('top');
  });

  it('dresses a man, and an unsure face with short hair, in the suit', () => {
    expect(dressFor({ makeup: 'neutral', man: true }, false)).toBe('suit');
    expect(dressFor({ makeup: 'neutral', man: true }, true)).toBe('suit');
    expect(dressFor({ makeup: 'neutral', man: false }, false)).toBe('suit');
  });
});
