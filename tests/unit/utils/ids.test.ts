import fc from 'fast-check';
import { miaoId, randomId } from '../../../src/utils/ids';

const FILLER = new Set('0123456789bcdefghjklnpqrstuvwxyz');
const ALNUM = /^[0-9A-Za-z]*$/;

/**
 * The positions of m, i, a, o if `id` follows the documented miaoId rule, else what is wrong.
 * Plain code rather than `expect` calls: the many-runs test checks 5,000 ids.
 */
function readMiaoShape(id: string): number[] | string {
  if (!/^[0-9a-z]{12}$/.test(id)) return `${JSON.stringify(id)} is not 12 of [0-9a-z]`;
  const positions: number[] = [];
  let letters = '';
  for (const [i, ch] of Array.from(id).entries()) {
    if ('miao'.includes(ch)) {
      positions.push(i);
      letters += ch;
    } else if (!FILLER.has(ch)) return `${JSON.stringify(id)} has ${ch}, not a filler`;
  }
  if (letters !== 'miao') return `${JSON.stringify(id)} carries ${letters}, not miao in order`;
  for (let k = 1; k < positions.length; k++) {
    if (positions[k] - positions[k - 1] < 2) return `${JSON.stringify(id)} has letters next to each other`;
  }
  return positions;
}

/** Checks the documented miaoId rule and returns the positions of m, i, a, o. */
function expectMiaoShape(id: string): number[] {
  const shape = readMiaoShape(id);
  if (typeof shape === 'string') expect.fail(shape);
  return shape;
}

/**
 * Makes crypto.getRandomValues hand out `bytes` first (then real randomness, so rejection
 * sampling can always finish), letting fast-check drive the generator's choices.
 */
function feedBytes(bytes: Uint8Array) {
  const real = crypto.getRandomValues.bind(crypto);
  let offset = 0;
  return vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
    real(array as unknown as Uint8Array);
    const view = array as unknown as Uint8Array;
    for (let i = 0; i < view.length && offset < bytes.length; i++) view[i] = bytes[offset++];
    return array;
  });
}

describe('miaoId', () => {
  it('with all-zero randomness puts m, i, a, o at 0, 2, 4, 6 and fills with 0', () => {
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      (array as unknown as Uint8Array).fill(0);
      return array;
    });
    expect(miaoId()).toBe('m0i0a0o00000');
  });

  it('draws from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    miaoId();
    expect(spy).toHaveBeenCalled();
  });

  it('has the documented shape whatever the random bytes are', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 64 }), (bytes) => {
        const spy = feedBytes(bytes);
        try {
          expectMiaoShape(miaoId());
        } finally {
          spy.mockRestore();
        }
      }),
    );
  });

  it('has the documented shape over many real runs, reaching every position set and filler', () => {
    const positionSets = new Set<string>();
    const fillers = new Set<string>();
    for (let n = 0; n < 5000; n++) {
      const id = miaoId();
      positionSets.add(expectMiaoShape(id).join(','));
      for (const ch of id) if (!'miao'.includes(ch)) fillers.add(ch);
    }
    // C(9,4) = 126 ways to place four non-adjacent letters in 12 positions; each has
    // probability 1/126, so 5000 runs miss one with odds of about 1e-15.
    expect(positionSets.size).toBe(126);
    expect(positionSets.has('0,2,4,6')).toBe(true);
    expect(positionSets.has('5,7,9,11')).toBe(true);
    expect(fillers).toEqual(FILLER);
  });
});

describe('randomId', () => {
  it('is 16 characters of [0-9A-Za-z] by default', () => {
    const id = randomId();
    expect(id).toHaveLength(16);
    expect(id).toMatch(ALNUM);
  });

  it('has the asked length and alphabet for any length', () => {
    fc.assert(
      fc.property(fc.nat({ max: 300 }), (length) => {
        const id = randomId(length);
        expect(id).toHaveLength(length);
        expect(id).toMatch(ALNUM);
      }),
    );
  });

  it('keeps the alphabet whatever the random bytes are', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), fc.nat({ max: 40 }), (bytes, length) => {
        const spy = feedBytes(bytes);
        try {
          const id = randomId(length);
          expect(id).toHaveLength(length);
          expect(id).toMatch(ALNUM);
        } finally {
          spy.mockRestore();
        }
      }),
    );
  });

  it('maps bytes to characters without bias: bytes 248..255 are skipped', () => {
    // 62 * 4 = 248: bytes from 248 up would favour the first 8 characters, so they are
    // rejected. 0 → '0', 61 → 'z', 62 → '0', 255 skipped, 10 → 'A'.
    const spy = feedBytes(new Uint8Array([0, 61, 62, 255, 10]));
    expect(randomId(4)).toBe('0z0A');
    expect(spy).toHaveBeenCalled();
  });

  it('uses every character of the alphabet', () => {
    expect(new Set(randomId(5000)).size).toBe(62);
  });

  it('handles more than getRandomValues gives in one call (65536 bytes)', () => {
    const id = randomId(70000);
    expect(id).toHaveLength(70000);
    expect(id).toMatch(ALNUM);
  });

  it('refuses a negative or fractional length', () => {
    expect(() => randomId(-1)).toThrow(RangeError);
    expect(() => randomId(1.5)).toThrow(RangeError);
    expect(randomId(0)).toBe('');
  });
});
