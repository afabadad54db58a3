// fast-check arbitraries the kit shares.
import fc from 'fast-check';

/** The surrogate range U+D800–U+DFFF: halves of pairs, not characters on their own. */
const SURROGATES = { first: 0xd800, size: 0x800 };

/**
 * Any code point but a lone surrogate, U+0000 to U+10FFFF: what fast-check's `unit: 'binary'`
 * draws. Built on an integer because fast-check's own builds a 1.1-million-entry reverse map
 * the first time a worker uses it (about 1.5 s of CPU per worker, docs/testing.md "Running"),
 * which only its shrinking without context needs.
 */
const anyCodePoint: fc.Arbitrary<string> = fc
  .integer({ min: 0, max: 0x10ffff - SURROGATES.size })
  .map((n) => String.fromCodePoint(n < SURROGATES.first ? n : n + SURROGATES.size));

/** A string of any code points, like `fc.string({ unit: 'binary', ...constraints })`. */
export function anyString(constraints: Omit<fc.StringConstraints, 'unit'> = {}): fc.Arbitrary<string> {
  return fc.string({ ...constraints, unit: anyCodePoint });
}
