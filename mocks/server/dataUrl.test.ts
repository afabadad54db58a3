import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dataUrlBytes } from './dataUrl';

/** What the stand-in accepted before (tasks.ts): dataUrlBytes must accept exactly this, with the same bytes. */
const PATTERN = /^data:[\w.+-]+\/[\w.+-]+;base64,([A-Za-z0-9+/]+={0,2})$/;
const byPattern = (value: string) => {
  const payload = PATTERN.exec(value)?.[1];
  return payload === undefined ? null : Buffer.from(payload, 'base64');
};

describe('dataUrlBytes', () => {
  it('decodes a well-formed data URL whatever its declared type', () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    expect(dataUrlBytes(`data:image/jpeg;base64,${bytes.toString('base64')}`)).toEqual(bytes);
    expect(dataUrlBytes('data:text/plain;base64,aGk=')).toEqual(Buffer.from('hi'));
    expect(dataUrlBytes('data:a.b+c/x-y_z;base64,aGk')).toEqual(Buffer.from('hi'));
  });

  it('accepts what encodes back differently, as the pattern did: unused bits set, a last lone character', () => {
    // 'aGl' is 'hi' with the last character's two unused bits set; a lone last character decodes to nothing.
    expect(dataUrlBytes('data:image/png;base64,aGl=')).toEqual(Buffer.from('hi'));
    expect(dataUrlBytes('data:image/png;base64,aGlpQ')).toEqual(Buffer.from('hii'));
    expect(dataUrlBytes('data:image/png;base64,Q')).toEqual(Buffer.alloc(0));
  });

  it.each([
    ['no data: scheme', 'http://x/y.png'],
    ['no comma', 'data:image/png;base64'],
    ['not base64', 'data:image/png,aGk='],
    ['no subtype', 'data:image;base64,aGk='],
    ['a parameter', 'data:image/png;charset=x;base64,aGk='],
    ['an empty payload', 'data:image/png;base64,'],
    ['padding alone', 'data:image/png;base64,=='],
    ['three padding signs', 'data:image/png;base64,aGk==='],
    ['padding inside', 'data:image/png;base64,aG=k'],
    ['a space', 'data:image/png;base64,aG k='],
    ['a line break at the end', 'data:image/png;base64,aGk=\n'],
    ['URL-safe letters (Buffer would take them)', 'data:image/png;base64,a-_k'],
    ['a second comma', 'data:image/png;base64,aGk,aGk'],
    ['text before the scheme', ' data:image/png;base64,aGk='],
  ])('refuses %s', (_what, value) => {
    expect(byPattern(value)).toBeNull();
    expect(dataUrlBytes(value)).toBeNull();
  });

  it('accepts what the former pattern accepted, and nothing else, with the same bytes', () => {
    const piece = fc.constantFrom(
      'data:',
      'image',
      '/',
      'jpeg',
      ';base64',
      ',',
      'aGk',
      'aGl',
      'Q',
      'QUJD',
      '+/',
      '=',
      '==',
      '-',
      '_',
      ' ',
      '\n',
      ';',
      '.',
    );
    const candidate = fc.oneof(
      fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
      fc
        .tuple(fc.uint8Array({ maxLength: 40 }), fc.array(piece, { maxLength: 3 }))
        .map(([bytes, tail]) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}${tail.join('')}`),
    );
    // A fixed seed: the same cases on every run.
    fc.assert(
      fc.property(candidate, (value) => {
        expect(dataUrlBytes(value)).toEqual(byPattern(value));
      }),
      { seed: 256, numRuns: 2000 },
    );
  });
});
