import fc from 'fast-check';
import { anyString } from '../../testing/arbitraries';
import { DAY_MS, hasChinese, isOlderThan24h, textWidth, truncateToWidth } from '../../../src/utils/text';

// Independent statement of docs/contract.md §5's width rule, per code point: ASCII and the
// half-width forms (U+FF61–U+FFDC, U+FFE8–U+FFEE) are 1, everything else 2.
const HALF_WIDTH_RANGES: Array<[number, number]> = [
  [0x0000, 0x007f],
  [0xff61, 0xffdc],
  [0xffe8, 0xffee],
];
const oracleWidth = (s: string): number =>
  Array.from(s).reduce((sum, ch) => {
    const cp = ch.codePointAt(0)!;
    return sum + (HALF_WIDTH_RANGES.some(([lo, hi]) => cp >= lo && cp <= hi) ? 1 : 2);
  }, 0);

// Strings for property tests: whole code points anywhere in Unicode, printable graphemes,
// and raw UTF-16 units (which include lone surrogates), plus some weighted to the edges.
const anyText = fc.oneof(
  anyString(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u)) }),
  fc.string({ unit: fc.constantFrom('a', '中', '😀', 'ｱ', 'Ａ', '￨', 'é', ' ') }),
);

describe('DAY_MS', () => {
  it('is one day in milliseconds', () => {
    expect(DAY_MS).toBe(86400000);
  });
});

describe('hasChinese', () => {
  it.each([
    ['你好', true],
    ['abc中def', true],
    ['𠀀', true], // CJK extension B, outside the BMP
    ['abc', false],
    ['', false],
    ['，。！', false], // Chinese punctuation is not an ideograph
    ['こんにちは', false], // kana
    ['한국어', false],
    ['😀', false],
  ])('hasChinese(%j) is %s', (s, expected) => {
    expect(hasChinese(s)).toBe(expected);
  });
});

describe('textWidth', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['a b\n', 4],
    ['中文', 4],
    ['a中b', 4],
    ['😀', 2], // one surrogate pair, one code point
    ['👍🏽', 4], // two code points (emoji + skin tone)
    ['ｱｲｳ', 3], // half-width katakana U+FF71..
    ['｡ﾟ', 2], // U+FF61 and U+FF9F, the ends of the half-width katakana range
    ['ﾠￜ', 2], // half-width hangul U+FFA0 and U+FFDC
    ['￨￮', 2], // half-width forms U+FFE8 and U+FFEE
    ['アイ', 4], // full-width katakana
    ['ＡＢ', 4], // full-width Latin
    ['｠￠', 4], // U+FF60 and U+FFE0 sit next to the half-width ranges but are full-width
    ['é', 2], // not ASCII, not half-width
  ])('textWidth(%j) is %i', (s, expected) => {
    expect(textWidth(s)).toBe(expected);
  });

  it('counts a lone surrogate as one code point of width 2', () => {
    expect(textWidth('\ud83d')).toBe(2);
    expect(textWidth('a\ude00b')).toBe(4);
  });

  it('equals the sum over code points of 1 or 2, for any string', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        expect(textWidth(s)).toBe(oracleWidth(s));
      }),
    );
  });

  it('is additive and between the code point count and twice it', () => {
    fc.assert(
      fc.property(anyString(), anyString(), (a, b) => {
        expect(textWidth(a + b)).toBe(textWidth(a) + textWidth(b));
        const n = Array.from(a).length;
        expect(textWidth(a)).toBeGreaterThanOrEqual(n);
        expect(textWidth(a)).toBeLessThanOrEqual(2 * n);
      }),
    );
  });
});

describe('truncateToWidth', () => {
  it.each([
    ['hello', 10, 'hello'],
    ['hello', 5, 'hello'], // exactly fits: unchanged, no ellipsis
    ['hello world', 8, 'hello...'],
    ['中文字符串', 10, '中文字符串'],
    ['中文字符串', 7, '中文...'],
    ['中文字符串', 8, '中文...'], // a third ideograph would need 9
    ['a中文字', 6, 'a中...'],
    ['a中文字', 5, 'a...'], // room 2 beside the ellipsis: 'a' fits, '中' would make 3
    ['😀😀😀😀', 6, '😀...'],
    ['😀😀😀', 4, '...'], // no emoji fits beside the ellipsis; never half of one
    ['abcdef', 2, 'ab'], // the ellipsis itself does not fit: plain prefix
    ['中文', 1, ''],
    ['abc', 0, ''],
    ['abc', -5, ''],
    ['abc', Number.NaN, ''],
  ])('truncateToWidth(%j, %s) is %j', (s, width, expected) => {
    expect(truncateToWidth(s, width)).toBe(expected);
  });

  it('takes a custom ellipsis, measured the same way', () => {
    expect(truncateToWidth('中文字符串', 6, '…')).toBe('中文…');
    expect(truncateToWidth('hello world', 6, '')).toBe('hello ');
    expect(truncateToWidth('hello world', 7, '——')).toBe('hel——');
  });

  it('never exceeds the width and is a code-point prefix of the input plus the ellipsis', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 0, max: 40 }), fc.constantFrom('...', '…', '', '——', '.'), (s, width, ellipsis) => {
        const out = truncateToWidth(s, width, ellipsis);
        expect(textWidth(out)).toBeLessThanOrEqual(width);
        if (textWidth(s) <= width) {
          expect(out).toBe(s);
          return;
        }
        const useEllipsis = textWidth(ellipsis) <= width;
        if (useEllipsis) expect(out.endsWith(ellipsis)).toBe(true);
        const prefix = useEllipsis ? out.slice(0, out.length - ellipsis.length) : out;
        // A prefix by whole code points: the same code points as the start of s, so no
        // surrogate pair is split.
        const all = Array.from(s);
        const kept = Array.from(prefix);
        expect(kept).toEqual(all.slice(0, kept.length));
        // And the longest such prefix: one more code point would not fit.
        const room = width - (useEllipsis ? textWidth(ellipsis) : 0);
        expect(textWidth(prefix) + oracleWidth(all[kept.length])).toBeGreaterThan(room);
      }),
    );
  });
});

describe('isOlderThan24h', () => {
  const now = Date.UTC(2024, 5, 1, 12, 0, 0);

  it('is true only strictly beyond 24 hours', () => {
    expect(isOlderThan24h(now - DAY_MS - 1, now)).toBe(true);
    expect(isOlderThan24h(now - DAY_MS, now)).toBe(false);
    expect(isOlderThan24h(now - DAY_MS + 1, now)).toBe(false);
    expect(isOlderThan24h(now, now)).toBe(false);
    expect(isOlderThan24h(now + DAY_MS * 3, now)).toBe(false); // future
  });

  it('accepts a Date, a timestamp or a date string', () => {
    expect(isOlderThan24h(new Date(now - 2 * DAY_MS), now)).toBe(true);
    expect(isOlderThan24h('2024-05-31T11:59:59Z', now)).toBe(true);
    expect(isOlderThan24h('2024-05-31T12:00:01Z', now)).toBe(false);
  });

  it('is false for a date it cannot read', () => {
    expect(isOlderThan24h('not a date', now)).toBe(false);
    expect(isOlderThan24h(new Date(Number.NaN), now)).toBe(false);
    expect(isOlderThan24h(Number.NaN, now)).toBe(false);
  });

  it('compares with the current time by default', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(now);
      expect(isOlderThan24h(now - DAY_MS - 1)).toBe(true);
      expect(isOlderThan24h(now - DAY_MS + 1000)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('agrees with now - t > DAY_MS for any pair of times', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: -3 * DAY_MS, max: 3 * DAY_MS }), (t, delta) => {
        expect(isOlderThan24h(t, t + delta)).toBe(delta > DAY_MS);
        expect(isOlderThan24h(new Date(t), t + delta)).toBe(delta > DAY_MS);
      }),
    );
  });
});

describe('textWidth: control characters', () => {
  it('count 1 each, as ASCII does (a newline in a TTS text is one unit)', () => {
    expect(textWidth('\n')).toBe(1);
    expect(textWidth('\t\r\u0000\u001f\u007f')).toBe(5);
    expect(textWidth('第一行\n第二行')).toBe(13);
  });
});
